"""A mistyped subcommand at the shell gets the nearest one, as a mistyped
option does; a script of that name still runs."""

import os
import shutil
import subprocess
import tempfile
import unittest

from scenelab_support import BINARY, isolated_environment

TIMEOUT = 60


class MistypedSubcommandTests(unittest.TestCase):
    def setUp(self):
        if not os.access(BINARY, os.X_OK):
            self.fail("no scenelab binary at %s (build it, or set SCENELAB)" % BINARY)
        self.tmp = tempfile.mkdtemp(prefix="scenelab-dym-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def run_scenelab(self, *args):
        return subprocess.run([BINARY, *args],
                              input="", capture_output=True, text=True,
                              env=isolated_environment(self.tmp), cwd=self.tmp, timeout=TIMEOUT)

    def test_a_mistyped_subcommand_is_named(self):
        for typed, meant in (("chek", "check"), ("qiuz", "quiz"), ("reslts", "results")):
            with self.subTest(typed):
                result = self.run_scenelab(typed, "x.t")
                self.assertEqual(result.returncode, 64, result.stderr)
                self.assertEqual(result.stdout, "")
                self.assertTrue(result.stderr.startswith(
                    "error: no file or command '%s'; did you mean 'scenelab %s'?\n" % (typed, meant)), result.stderr)

    def test_a_script_of_that_name_still_runs(self):
        with open(os.path.join(self.tmp, "chek"), "w") as handle:
            handle.write("launch\n")
        result = self.run_scenelab("chek")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("sceneDidBecomeActive", result.stdout)

    def test_a_word_close_to_nothing_is_a_missing_script(self):
        result = self.run_scenelab("lesson")
        self.assertEqual(result.returncode, 1)
        self.assertNotIn("did you mean", result.stderr)


if __name__ == "__main__":
    unittest.main()
