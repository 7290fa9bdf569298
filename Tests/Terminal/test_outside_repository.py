"""The binary carries its lessons: copied to a folder outside the repository and run from
there, with no SCENELAB_LESSONS, it lists and plays them, lesson 19's project included."""

import os
import shutil
import subprocess
import tempfile
import unittest

from scenelab_support import BINARY, REPOSITORY, isolated_environment


class OutsideTheRepositoryTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="scenelab-outside-")
        self.addCleanup(shutil.rmtree, self.tmp, ignore_errors=True)
        self.assertFalse(os.path.realpath(self.tmp).startswith(os.path.realpath(REPOSITORY) + os.sep))
        self.folder = os.path.join(self.tmp, "bin")
        os.makedirs(self.folder)
        self.binary = os.path.join(self.folder, "scenelab")
        shutil.copy2(BINARY, self.binary)
        self.env = isolated_environment(self.tmp)

    def run_lines(self, text, *arguments):
        return subprocess.run(
            [self.binary, "--ephemeral", *arguments], input=text, capture_output=True, text=True,
            cwd=self.folder, env=self.env, timeout=60)

    def test_lesson_1_plays_from_a_folder_outside_the_repository(self):
        result = self.run_lines("lessons\nlesson 1\n\n\n\n\n\nquit\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertNotIn("SCENELAB_LESSONS", result.stdout + result.stderr)
        self.assertIn(" 1  Launching an app", result.stdout)
        self.assertIn("lesson 1, step 4/4", result.stdout)
        self.assertIn("TaskListController#1 viewDidAppear(animated: false)", result.stdout)
        self.assertIn("end of lesson 1", result.stdout)

    def test_lesson_19_opens_the_built_in_example_project(self):
        result = self.run_lines("lesson 19\n\nq\nquit\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("print: AppDelegate: application(_:didFinishLaunchingWithOptions:)", result.stdout)

    def test_the_lessons_are_russian_under_a_russian_locale(self):
        self.env["LANG"] = "ru_RU.UTF-8"
        result = self.run_lines("lessons\nquit\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Урок", subprocess.run(
            [self.binary, "--ephemeral", "--lesson", "1"], input="q\n", capture_output=True, text=True,
            cwd=self.folder, env=self.env, timeout=60).stdout)

    def test_a_completion_script_made_there_completes_lesson_numbers(self):
        result = subprocess.run(
            [self.binary, "--generate-completion-script", "bash"], capture_output=True, text=True, cwd=self.folder,
            env=self.env, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertRegex(result.stdout, r"\b1 2 3 4 5 6 7 8 9 10\b")


if __name__ == "__main__":
    unittest.main()
