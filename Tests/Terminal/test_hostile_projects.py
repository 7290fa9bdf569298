"""An opened project is untrusted input: names it gives that become paths stay in the data
directory, and names it prints reach the terminal escaped."""

import json
import os
import subprocess
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase, stress  # noqa: E402

TIMEOUT = 60

STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
  <scenes>
    <scene sceneID="s1">
      <objects>
        <viewController id="home" customClass="HomeViewController" customModule="Victim" sceneMemberID="viewController"/>
      </objects>
    </scene>
  </scenes>
</document>
"""


def info_plist(bundle_identifier, display_name="Victim"):
    return """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>CFBundleIdentifier</key><string>%s</string>
  <key>CFBundleDisplayName</key><string>%s</string>
  <key>UIApplicationSceneManifest</key>
  <dict>
    <key>UISceneConfigurations</key>
    <dict>
      <key>UIWindowSceneSessionRoleApplication</key>
      <array><dict>
        <key>UISceneDelegateClassName</key><string>SceneDelegate</string>
        <key>UISceneStoryboardFile</key><string>Main</string>
      </dict></array>
    </dict>
  </dict>
</dict>
</plist>
""" % (bundle_identifier, display_name)


class HostileProjectTestCase(BinaryTestCase):
    PREFIX = "scenelab-hostile-project-"

    def make_project(self, folder_name, bundle_identifier, display_name="Victim"):
        folder = os.path.join(self.tmp, folder_name)
        os.makedirs(os.path.join(folder, "Base.lproj"))
        with open(os.path.join(folder, "Base.lproj", "Main.storyboard"), "w") as handle:
            handle.write(STORYBOARD)
        with open(os.path.join(folder, "Info.plist"), "w") as handle:
            handle.write(info_plist(bundle_identifier, display_name))
        return folder

    def run_scenelab(self, arguments, lines):
        return subprocess.run([BINARY, *arguments], input="".join(line + "\n" for line in lines),
                              capture_output=True, text=True, timeout=TIMEOUT, cwd=self.tmp, env=self.environment())


class BundleIdentifierTests(HostileProjectTestCase):
    def test_a_bundle_identifier_cannot_lead_out_of_the_data_directory(self):
        # DATA/Containers/../../victim is a folder beside the data directory.
        data = os.path.join(self.tmp, "a", "b", "data")
        os.makedirs(data)
        victim = os.path.join(self.tmp, "a", "b", "victim")
        os.makedirs(victim)
        keep = os.path.join(victim, "keep.txt")
        with open(keep, "w") as handle:
            handle.write("keep me")
        os.makedirs(os.path.join(victim, "Library", "Preferences"))
        project = self.make_project("Victim", "../../victim")
        before = sorted(os.listdir(os.path.join(self.tmp, "a", "b")))
        result = self.run_scenelab(["open", project, "--data-dir", data],
                                   ["launch victim", "files", "rm keep.txt", "defaults write saved -int 1", "quit"])
        self.assertNoSignal(result, "open")
        self.assertIn("bundle identifier '../../victim' is not one", result.stderr)
        self.assertTrue(os.path.exists(keep), "a file outside the data directory was deleted")
        self.assertEqual(sorted(os.listdir(victim)), ["Library", "keep.txt"])
        self.assertEqual(sorted(os.listdir(os.path.join(self.tmp, "a", "b"))), before)
        # What the app wrote is in the data directory, under the name it was given instead.
        self.assertIn("org.scenelab.opened.Victim", os.listdir(os.path.join(data, "Containers")))


class EscapedNameTests(HostileProjectTestCase):
    def test_the_opened_line_escapes_the_projects_names(self):
        project = self.make_project("Vic\x1b[2Jtim\x9b31m", "com.example.Victim", display_name="Name&#x1b;[31m")
        result = self.run_scenelab(["open", project, "--ephemeral", "--format", "jsonl"], ["quit"])
        self.assertNoSignal(result, "open")
        opened = [line for line in result.stderr.splitlines() if line.startswith("opened ")]
        self.assertEqual(len(opened), 1, result.stderr)
        self.assertNotIn("\x1b", result.stderr)
        self.assertNotIn("\x9b", result.stderr)
        self.assertIn("\\u{1b}", opened[0])
        self.assertNotIn("\x1b", result.stdout)


class WarningFloodTests(HostileProjectTestCase):
    def test_a_flood_of_warnings_is_cut_to_a_count(self):
        project = self.make_project("Flood", "com.example.Flood")
        with open(os.path.join(project, "Flood.swift"), "w") as handle:
            # A function at the top level: the file is the whole app's code, read whatever names it.
            handle.write("func flood() {}\n")
            for number in range(3000):
                handle.write("class C%d: UIViewController { override func viewDidLoad() {} }\n" % number)
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertNoSignal(result, "open")
        warnings = [line for line in result.stderr.splitlines() if line.startswith("warning: ")]
        self.assertEqual(len(warnings), 101, result.stderr[-500:])
        self.assertEqual(warnings[-1], "warning: … and 2900 more, not shown")


class ReadingBudgetTests(HostileProjectTestCase):
    def test_sparse_files_past_the_total_budget_are_refused_at_once(self):
        project = self.make_project("Sparse", "com.example.Sparse")
        for number in range(300):
            with open(os.path.join(project, "Big%d.swift" % number), "wb") as handle:
                handle.truncate(16 << 20)
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertNoSignal(result, "open")
        self.assertEqual(result.returncode, 1, result.stderr[-500:])
        self.assertIn("holds over 128 MiB of storyboards, plists and Swift", result.stderr)

    def test_a_swift_file_that_cannot_be_read_is_named(self):
        project = self.make_project("Unread", "com.example.Unread")
        os.mkfifo(os.path.join(project, "Pipe.swift"))
        os.symlink("/etc/hostname", os.path.join(project, "Linked.swift"))
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertNoSignal(result, "open")
        warnings = [line for line in result.stderr.splitlines() if line.startswith("warning: ")]
        self.assertIn("warning: Pipe.swift: not read: it is a FIFO, not a regular file", warnings)
        self.assertIn("warning: Linked.swift: not read: it is a symbolic link, not a regular file", warnings)

    def test_a_file_whose_name_is_not_utf8_is_named(self):
        project = self.make_project("Bytes", "com.example.Bytes")
        with open(os.path.join(project.encode(), b"Home\xff.swift"), "w") as handle:
            handle.write("class Home {}\n")
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertNoSignal(result, "open")
        self.assertIn("warning: Home\ufffd.swift: not read: its name is not UTF-8", result.stderr)

    def test_an_unreadable_file_of_each_kind_is_named(self):
        project = self.make_project("Kinds", "com.example.Kinds")
        os.unlink(os.path.join(project, "Info.plist"))
        os.mkfifo(os.path.join(project, "Info.plist"))
        os.makedirs(os.path.join(project, "Kinds.xcodeproj"))
        os.mkfifo(os.path.join(project, "Kinds.xcodeproj", "project.pbxproj"))
        with open(os.path.join(project, "Big.swift"), "wb") as handle:
            handle.truncate((16 << 20) + 1)
        outside = os.path.join(self.tmp, "Outside")
        os.makedirs(outside)
        os.symlink(outside, os.path.join(project, "Linked"))
        os.symlink(outside, os.path.join(project, "Pods"))  # a folder never walked, link or not
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertNoSignal(result, "open")
        warnings = [line for line in result.stderr.splitlines() if line.startswith("warning: ")]
        self.assertEqual(sorted(warnings), [
            "warning: Big.swift: not read: it is over 16 MiB",
            "warning: Info.plist: not read: it is a FIFO, not a regular file",
            "warning: Kinds.xcodeproj/project.pbxproj: not read: it is a FIFO, not a regular file",
            "warning: Linked: not followed: it is a symbolic link",
        ])
        # A storyboard that cannot be read is refused: part of the app would mislead.
        storyboard = os.path.join(project, "Base.lproj", "Main.storyboard")
        os.unlink(storyboard)
        os.mkfifo(storyboard)
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertEqual(result.returncode, 1, result.stderr[-500:])
        self.assertIn("Base.lproj/Main.storyboard: it is a FIFO, not a regular file", result.stderr)


class FolderLimitTests(HostileProjectTestCase):
    def test_a_folder_of_over_16000_entries_is_refused_not_cut_short(self):
        project = self.make_project("Crowded", "com.example.Crowded")
        crowd = os.path.join(project, "Assets")
        os.makedirs(crowd)
        for number in range(16_050):
            open(os.path.join(crowd, "f%05d.png" % number), "w").close()
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertNoSignal(result, "open")
        self.assertEqual(result.returncode, 1, result.stderr[-500:])
        self.assertIn("holds too many files to be one app's project (over 16000)", result.stderr)

    def test_a_folder_past_the_walks_depth_is_named(self):
        project = self.make_project("Deep", "com.example.Deep")
        deep = os.path.join(project, *["d%d" % level for level in range(30)])
        os.makedirs(deep)
        with open(os.path.join(deep, "Hidden.swift"), "w") as handle:
            handle.write("class Hidden {}\n")
        result = self.run_scenelab(["open", project, "--ephemeral"], ["quit"])
        self.assertNoSignal(result, "open")
        cut = "/".join("d%d" % level for level in range(25)) + "/"
        self.assertIn("warning: %s: not read: folders nest deeper than 24 levels here" % cut, result.stderr)

    def test_a_folder_that_cannot_be_listed_is_named(self):
        project = self.make_project("Closed", "com.example.Closed")
        closed = os.path.join(project, "Closed")
        os.makedirs(closed)
        os.chmod(closed, 0)
        try:
            self.open_as_someone_who_cannot_list(project, closed)
        finally:
            os.chmod(closed, 0o755)  # so that the temporary folder can be removed

    def open_as_someone_who_cannot_list(self, project, closed):
        as_nobody = None
        if os.geteuid() == 0:
            # Root lists any folder whatever its mode: the reader runs as nobody, who can
            # read everything here but the closed folder (the binary too, wherever it is built).
            for folder, _, names in os.walk(self.tmp):
                if folder != closed:
                    os.chmod(folder, 0o755)
                for name in names:
                    os.chmod(os.path.join(folder, name), 0o644)
            path = os.path.dirname(BINARY)
            while path != "/":
                if not os.stat(path).st_mode & 0o001:
                    self.skipTest("nobody cannot reach %s" % BINARY)
                path = os.path.dirname(path)
            as_nobody = lambda: (os.setgid(65534), os.setuid(65534))  # noqa: E731
        result = subprocess.run([BINARY, "open", project, "--ephemeral"], input="quit\n", capture_output=True,
                                text=True, timeout=TIMEOUT, cwd=self.tmp, env=self.environment(),
                                preexec_fn=as_nobody)
        self.assertIn("warning: Closed/: folder not read: Permission denied", result.stderr)


class LinkSwapTests(HostileProjectTestCase):
    def test_a_folder_swapped_for_a_link_during_the_walk_never_leads_outside(self):
        # A project whose Views folder is swapped, again and again while scenelab reads it, for a
        # link to a folder outside holding the same file names. Whatever a run catches, it may
        # read the real folder or name the link it met; it must never read the outside files.
        project = self.make_project("Swapped", "com.example.Swapped")
        views = os.path.join(project, "Views")
        outside = os.path.join(self.tmp, "Outside")
        # viewDidLoad calls a helper from each file, so any file read from outside prints its word.
        calls = "; ".join("h%02d()" % number for number in range(60))
        for folder, word in ((views, "inside"), (outside, "OUTSIDE")):
            os.makedirs(folder)
            with open(os.path.join(folder, "Home.swift"), "w") as handle:
                handle.write("class HomeViewController: UIViewController {\n"
                             "    override func viewDidLoad() { super.viewDidLoad(); %s }\n}\n" % calls)
            # Many files to read in the folder widen the window a swap can fall in.
            for number in range(60):
                with open(os.path.join(folder, "Extra%02d.swift" % number), "w") as handle:
                    handle.write('extension HomeViewController { func h%02d() { print("%s") } }\n' % (number, word))
        stop = threading.Event()
        aside = os.path.join(project, "Views.aside")

        def swap():
            while not stop.is_set():
                os.rename(views, aside)
                os.symlink(outside, views)
                time.sleep(0.0005)
                os.unlink(views)
                os.rename(aside, views)
                time.sleep(0.0005)

        swapper = threading.Thread(target=swap)
        swapper.start()
        runs, met, played = stress(40, 400), 0, 0
        try:
            for _ in range(runs):
                result = self.run_scenelab(["open", project, "--ephemeral"], ["launch swapped", "quit"])
                self.assertNoSignal(result, "open")
                self.assertNotIn("OUTSIDE", result.stdout + result.stderr)
                # A run that met the swap read no Views folder, or named the link it found.
                met += "61 Swift files" not in result.stderr or "warning: Views" in result.stderr
                played += "print: inside" in result.stdout
        finally:
            stop.set()
            swapper.join()
        # Some run met the swapping and some played the real folder's print, or the test proved nothing.
        self.assertGreater(met, 0)
        self.assertGreater(played, 0)


class HelperFanOutTests(HostileProjectTestCase):
    def test_helpers_that_call_each_other_many_times_print_a_bounded_console(self):
        project = self.make_project("Fan", "com.example.Fan")
        lines = ["class HomeViewController: UIViewController {",
                 "    override func viewDidLoad() { super.viewDidLoad(); h0() }"]
        # Seven levels of seven calls each, the leaf at the deepest level followed: 7^7 prints.
        for level in range(7):
            lines.append("    func h%d() { %s }" % (level, "; ".join(["h%d()" % (level + 1)] * 7)))
        lines += ['    func h7() { print("leaf") }', "}"]
        with open(os.path.join(project, "Home.swift"), "w") as handle:
            handle.write("\n".join(lines) + "\n")
        result = self.run_scenelab(["open", project, "--ephemeral", "--format", "jsonl"], ["launch fan", "quit"])
        self.assertNoSignal(result, "open")
        self.assertEqual(result.returncode, 0, result.stderr[-500:])
        events = [json.loads(line) for line in result.stdout.splitlines()]
        printed = [event for event in events if event["kind"] == "print"]
        self.assertEqual(len(printed), 1000)
        self.assertTrue(all(event["text"] == "leaf" for event in printed))
        # The cut is said in a note after the last line, never printed as the app's output.
        after = events[events.index(printed[-1]) + 1]
        self.assertEqual(after["kind"], "note")
        self.assertIn("viewDidLoad(): its code runs over 100000 statements or prints over 1000 lines", after["text"])


if __name__ == "__main__":
    unittest.main()
