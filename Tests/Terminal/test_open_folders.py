#!/usr/bin/env python3
"""`scenelab open` on the folders and command lines learners really type.

- `open .`, `./`, `..`, `App/` and `App.xcodeproj` name the app after the
  folder itself (the last part of its real path), never `.`.
- An Info.plist's empty or blank `CFBundleDisplayName` and `CFBundleName` are
  no name: the app takes its product's (`${TARGET_NAME}` expanded).
- Dependencies (`Pods/`, `Carthage/`, `SourcePackages/`, `.build/`,
  `DerivedData/`) and tests (`…Tests/` folders, files only a test target
  builds) are not read as the app's code, and one note says how many files
  were left out and why, in English and Russian.
- Options go before `open`, between `open` and its path, or after the path;
  `open` without a path, two projects, and a session command typed as an
  option are refused with a message that says what to type.

Run:  python3 -m unittest discover -s Tests/Terminal -p 'test_open_folders.py'
"""

import os
import re
import shutil
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, REPOSITORY, BinaryTestCase  # noqa: E402

TIMEOUT = 30
PROJECTS = os.path.join(REPOSITORY, "Tests", "Projects")
TIDY = os.path.join(PROJECTS, "Tidy")
LIFECYCLE_LAB = os.path.join(REPOSITORY, "examples", "LifecycleLab")
CYRILLIC = re.compile("[\u0400-\u04ff]")

A_CONTROLLER = """import UIKit

open class %s: UIViewController {
    open override func viewDidLoad() {
        print("%s")
    }
}
"""


class FolderTestCase(BinaryTestCase):
    PREFIX = "scenelab-folders-"

    def scenelab(self, *arguments, cwd=None, lines=("quit",), env=None):
        return subprocess.run([BINARY, *arguments], input="".join(line + "\n" for line in lines),
                              capture_output=True, text=True, timeout=TIMEOUT, cwd=cwd or self.tmp,
                              env=env or self.environment())

    def opened_line(self, result):
        self.assertNoSignal(result)
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stderr.splitlines()[0]

    def copy(self, project, name):
        """A copy of a project of Tests/Projects under the temporary folder, as `name`."""
        target = os.path.join(self.tmp, name)
        shutil.copytree(os.path.join(PROJECTS, project), target)
        return target

    def write(self, path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)


class FolderNameTests(FolderTestCase):
    """The app is named after the folder, however its path is written."""

    def setUp(self):
        super().setUp()
        # A folder with a storyboard and no .xcodeproj: its name is the app's.
        self.lab = self.copy("SingleStoryboard", "MyLab")
        os.makedirs(os.path.join(self.lab, "Notes"))

    def test_dot_and_its_spellings_name_the_folder(self):
        for path in (".", "./", ".//", "./."):
            with self.subTest(path=path):
                line = self.opened_line(self.scenelab("--ephemeral", "open", path, cwd=self.lab))
                self.assertTrue(line.startswith("opened MyLab: "), line)
                self.assertIn("(mylab)", line)

    def test_dot_dot_from_a_folder_inside(self):
        line = self.opened_line(self.scenelab("--ephemeral", "open", "..", cwd=os.path.join(self.lab, "Notes")))
        self.assertTrue(line.startswith("opened MyLab: "), line)

    def test_a_path_ending_in_a_slash_or_dot_dot(self):
        for path in ("MyLab/", "MyLab/Notes/..", os.path.join(self.lab, "Notes", "..") + "/"):
            with self.subTest(path=path):
                line = self.opened_line(self.scenelab("--ephemeral", "open", path))
                self.assertTrue(line.startswith("opened MyLab: "), line)

    def test_the_project_file_in_the_folder_opened_as_dot_still_names_it(self):
        folder = os.path.join(self.tmp, "Copy")
        shutil.copytree(LIFECYCLE_LAB, folder)
        line = self.opened_line(self.scenelab("--ephemeral", "open", ".", cwd=os.path.join(folder, "LifecycleLab")))
        # No .xcodeproj in the inner folder: the folder's name, not `.`.
        self.assertTrue(line.startswith("opened LifecycleLab: "), line)
        line = self.opened_line(self.scenelab("--ephemeral", "open", "LifecycleLab.xcodeproj", cwd=folder))
        self.assertTrue(line.startswith("opened LifecycleLab: "), line)

    def test_russian_too(self):
        result = self.scenelab("--ephemeral", "--lang", "ru", "open", ".", cwd=self.lab)
        line = self.opened_line(result)
        self.assertTrue(line.startswith("открыт MyLab: "), line)


class BlankNameTests(FolderTestCase):
    """An empty display name and a blank bundle name give way to the product's name."""

    def test_the_product_name_stands_in(self):
        line = self.opened_line(self.scenelab("--ephemeral", "open", os.path.join(PROJECTS, "BlankName")))
        self.assertTrue(line.startswith("opened Notebook: "), line)

    def test_a_variable_nothing_sets_is_no_name(self):
        folder = self.copy("BlankName", "Diary")
        plist = os.path.join(folder, "Notebook", "Info.plist")
        with open(plist) as handle:
            text = handle.read()
        text = text.replace("<string></string>", "<string>${APP_DISPLAY_NAME}</string>", 1)
        text = text.replace("<string>   </string>", "<string>My Diary</string>", 1)
        self.write(plist, text)
        # The display name names a setting the project has not: the bundle name is next.
        line = self.opened_line(self.scenelab("--ephemeral", "open", folder))
        self.assertTrue(line.startswith("opened My Diary: "), line)

    def test_never_empty_without_a_project_file(self):
        folder = self.copy("BlankName", "Diary")
        shutil.rmtree(os.path.join(folder, "BlankName.xcodeproj"))
        line = self.opened_line(self.scenelab("--ephemeral", "open", folder))
        # No project file: no product name; the folder's.
        self.assertTrue(line.startswith("opened Diary: "), line)


class LeftOutTests(FolderTestCase):
    """Dependencies and tests are not the app's code, and open says what it left out."""

    def test_tidy_plays_its_own_list_and_says_what_it_left_out(self):
        result = self.scenelab("--ephemeral", "open", TIDY, lines=("launch",))
        lines = result.stderr.splitlines()
        self.assertIn("2 Swift files", self.opened_line(result))
        self.assertEqual(
            lines[1],
            "note: left out 7 Swift files and storyboards that are not the app's own: 3 of dependencies"
            " (Carthage/, Pods/, SourcePackages/), 3 of tests (TidyTests/, TidyUITests/), 1 that only a test"
            " target builds")
        # No warning about the package's class of the same name, the spy or the preview.
        self.assertEqual([line for line in lines if line.startswith("warning:")], [], result.stderr)
        self.assertIn("print: [List] viewDidLoad()", result.stdout)
        for foreign in ("ListKit", "CheckboxKit", "SwipeRows", "[Spy]", "[Preview]", "UI test"):
            self.assertNotIn(foreign, result.stdout)

    def test_the_note_is_russian(self):
        result = self.scenelab("--ephemeral", "--lang", "ru", "open", TIDY)
        note = result.stderr.splitlines()[1]
        # The label too, as the warnings' is: not English before a Russian sentence.
        self.assertTrue(note.startswith("примечание: "), note)
        self.assertRegex(note, CYRILLIC)
        self.assertIn("7", note)
        self.assertIn("Pods/", note)
        self.assertIn("TidyTests/", note)

    def test_swiftpm_and_xcode_build_folders(self):
        folder = self.copy("SingleStoryboard", "Builds")
        for place in (".build/checkouts/Toast/Sources/Toast/ToastViewController.swift",
                      "DerivedData/Builds/SourcePackages/checkouts/Kit/Kit.swift",
                      "Carthage/Checkouts/Rows/Rows.swift"):
            self.write(os.path.join(folder, place), A_CONTROLLER % ("Foreign", "foreign"))
        result = self.scenelab("--ephemeral", "open", folder)
        self.assertIn("0 Swift files", self.opened_line(result))
        self.assertIn("left out 3 Swift files and storyboards", result.stderr)
        self.assertIn(".build/, Carthage/, DerivedData/", result.stderr)

    def test_an_app_without_dependencies_says_nothing_of_them(self):
        result = self.scenelab("--ephemeral", "open", LIFECYCLE_LAB)
        self.assertNotIn("note:", result.stderr)

    def test_a_huge_pods_folder_is_counted_within_a_bound(self):
        folder = self.copy("SingleStoryboard", "Huge")
        pods = os.path.join(folder, "Pods", "Big")
        os.makedirs(pods)
        # More entries than the walk counts inside folders left out (16,000).
        for index in range(16_050):
            open(os.path.join(pods, "File%05d.swift" % index), "w").close()
        result = self.scenelab("--ephemeral", "open", folder)
        self.opened_line(result)
        self.assertRegex(result.stderr, r"note: left out over 1\d{4} Swift files and storyboards")


class OptionOrderTests(FolderTestCase):
    """Options anywhere around `open` and its path."""

    def test_every_position_opens_the_same(self):
        for arguments in (
            ["--lang", "ru", "open", LIFECYCLE_LAB],
            ["open", "--lang", "ru", LIFECYCLE_LAB],
            ["open", LIFECYCLE_LAB, "--lang", "ru"],
            ["open", "--lang=ru", LIFECYCLE_LAB],
            ["--ephemeral", "open", "--lang", "ru", LIFECYCLE_LAB],
            ["open", "--console", "xcode", "--lang", "ru", LIFECYCLE_LAB],
            ["open", "--lang", "ru", "--", LIFECYCLE_LAB],
        ):
            with self.subTest(arguments=arguments):
                result = self.scenelab("--ephemeral", *arguments, lines=("launch",))
                self.assertTrue(self.opened_line(result).startswith("открыт LifecycleLab: "), result.stderr)

    def test_a_flag_between_open_and_its_path(self):
        result = self.scenelab("open", "--ephemeral", LIFECYCLE_LAB)
        self.assertTrue(self.opened_line(result).startswith("opened LifecycleLab: "), result.stderr)

    def test_the_console_option_between_open_and_its_path(self):
        result = self.scenelab("--ephemeral", "open", "--console", "xcode", LIFECYCLE_LAB, lines=("launch",))
        self.opened_line(result)
        self.assertIn("AppDelegate: application(_:didFinishLaunchingWithOptions:)", result.stdout.splitlines())

    def test_open_without_a_path_says_what_to_type(self):
        for arguments in (["open"], ["open", "--ephemeral"], ["--ephemeral", "open"]):
            with self.subTest(arguments=arguments):
                result = self.scenelab(*arguments)
                self.assertEqual(result.returncode, 64, result.stderr)
                self.assertIn("scenelab open PATH", result.stderr)

    def test_two_projects_are_refused(self):
        result = self.scenelab("--ephemeral", "open", LIFECYCLE_LAB, "--open", TIDY)
        self.assertEqual(result.returncode, 64, result.stderr)
        self.assertIn("two projects", result.stderr)

    def test_trace_style_as_an_option_points_to_logger(self):
        result = self.scenelab("--ephemeral", "open", LIFECYCLE_LAB, "--trace-style", "xcode")
        self.assertEqual(result.returncode, 64, result.stderr)
        self.assertIn("did you mean '--logger'?", result.stderr)


if __name__ == "__main__":
    unittest.main()
