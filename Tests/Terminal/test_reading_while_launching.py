"""The Swift files the launch does not need are parsed on a thread of their own while the app
launches (README, "Files the launch does not need are read while it launches"): what they warn
of comes with the first command after `launch`, and a session that ends before that thread has
finished ends at once and cleanly, its output whole."""

import os
import re
import shutil
import subprocess
import tempfile
import unittest

from scenelab_support import BINARY, REPOSITORY, isolated_environment

# Screens pushed only by a button's action: nothing the launch runs makes them.
SCREENS = 12


def screen_source(number, lines):
    """A controller whose `viewWillAppear(_:)` forgets `super`, padded with `lines` helper
    methods so that parsing it takes a while."""
    following = ("navigationController?.pushViewController(Screen%dViewController(), animated: true)" % (number + 1)
                 if number + 1 < SCREENS else "navigationController?.popToRootViewController(animated: true)")
    text = ["import UIKit", "", "final class Screen%dViewController: UIViewController {" % number,
            "    override func viewWillAppear(_ animated: Bool) {",
            "        print(\"screen %d appears\")" % number, "    }", "",
            "    @objc func next() {", "        " + following, "    }"]
    for helper in range(lines):
        text += ["    private func helper%d(_ value: Int) -> Int {" % helper,
                 "        let doubled = value * 2 + %d" % helper,
                 "        return [doubled, value, %d].max() ?? 0" % helper, "    }"]
    return "\n".join(text + ["}", ""])


class ReadingWhileLaunchingTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.environment = dict(isolated_environment(self.tmp), SCENELAB_CACHE="off")
        self.project = os.path.join(self.tmp, "Lab")
        shutil.copytree(os.path.join(REPOSITORY, "examples", "LifecycleLab"), self.project)
        sources = os.path.join(self.project, "LifecycleLab")
        for number in range(SCREENS):
            with open(os.path.join(sources, "Screen%d.swift" % number), "w") as handle:
                handle.write(screen_source(number, 400))
        with open(os.path.join(sources, "ScreenEntry.swift"), "w") as handle:
            handle.write("import UIKit\n\nextension HomeViewController {\n    @objc func openScreens() {\n"
                         "        navigationController?.pushViewController(Screen0ViewController(), animated: true)\n"
                         "    }\n}\n")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def run_session(self, commands):
        result = subprocess.run([BINARY, "--ephemeral", "--format", "text", "open", self.project],
                                input=commands.encode(), capture_output=True, env=self.environment, timeout=120)
        return result.returncode, result.stdout.decode(), result.stderr.decode()

    def test_the_warnings_of_files_read_later_come_with_the_first_command_after_launch(self):
        status, out, err = self.run_session("launch lifecyclelab\nhome\nquit\n")
        self.assertEqual(status, 0, err)
        note = re.search(r"note: (\d+) of the (\d+) Swift files are not needed to launch the app", err)
        self.assertIsNotNone(note, err)
        # The screens and their entry, at least, wait; the home screen's file does not.
        self.assertGreaterEqual(int(note.group(1)), SCREENS + 1)
        self.assertLess(int(note.group(1)), int(note.group(2)))
        warning = "Screen3ViewController.viewWillAppear(_:) overrides UIKit's without calling super"
        self.assertIn(warning, err)
        # After the launch's events, with the command that follows it.
        launch_end = out.index("viewDidAppear")
        self.assertNotIn(warning, out[:launch_end])
        self.assertIn("<stdin>:2: warning:", err[err.index(warning) - 200:err.index(warning)])

    def test_a_session_that_ends_while_the_files_are_read_ends_cleanly(self):
        status, out, err = self.run_session("quit\n")
        self.assertEqual(status, 0, err)
        self.assertIn("opened LifecycleLab", out + err)
        self.assertNotIn("Screen3ViewController.viewWillAppear", err)
        self.assertNotIn("fatal", err.lower())

    def test_a_session_whose_input_ends_while_the_files_are_read_ends_cleanly(self):
        status, out, err = self.run_session("launch lifecyclelab\n")
        self.assertEqual(status, 0, err)
        self.assertIn("HomeViewController#1 viewDidAppear(animated: false)", out)


if __name__ == "__main__":
    unittest.main()
