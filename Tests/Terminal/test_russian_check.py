"""`scenelab check` in Russian: with `--lang ru` before or after `check`, or a
Russian locale, the summary and the per-file lines are Russian; with neither
they stay English, byte for byte."""

import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402

PASSING = """> tree
error: no app is running; type `launch` first
"""

FAILING = """> tree
  UIWindow
"""


class RussianCheckTestCase(BinaryTestCase):

    def write(self, name, text):
        path = os.path.join(self.tmp, name)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        return path

    def check(self, *arguments, locale=None):
        environment = self.environment()
        for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
            environment.pop(name, None)
        if locale is not None:
            environment["LANG"] = locale
        result = subprocess.run([BINARY] + list(arguments), capture_output=True, env=environment, timeout=60)
        self.assertNoSignal(result, " ".join(arguments))
        return result.returncode, result.stdout.decode("utf-8")

    def test_lang_ru_before_check_says_the_summary_in_russian(self):
        good = self.write("good.t", PASSING)
        bad = self.write("bad.t", FAILING)
        status, out = self.check("--lang", "ru", "check", good)
        self.assertEqual(status, 0, out)
        self.assertEqual(out, "прошли: 1, не прошли: 0\n")
        status, out = self.check("--lang", "ru", "check", good, bad)
        self.assertEqual(status, 1, out)
        self.assertIn("НЕ ПРОШЁЛ %s\n" % bad, out)
        self.assertTrue(out.endswith("прошли: 1, не прошли: 1\n"), out)
        self.assertNotIn("passed", out)

    def test_the_language_also_comes_after_check_or_from_the_locale(self):
        bad = self.write("bad.t", FAILING)
        _, out = self.check("check", "--lang=ru", bad)
        self.assertTrue(out.endswith("прошли: 0, не прошли: 1\n"), out)
        _, out = self.check("--lang=ru", "check", bad)
        self.assertTrue(out.endswith("прошли: 0, не прошли: 1\n"), out)
        _, out = self.check("check", bad, locale="ru_RU.UTF-8")
        self.assertTrue(out.endswith("прошли: 0, не прошли: 1\n"), out)
        # --lang wins over the locale, as in the REPL.
        _, out = self.check("--lang", "en", "check", bad, locale="ru_RU.UTF-8")
        self.assertIn("FAIL %s\n" % bad, out)
        self.assertTrue(out.endswith("0 passed, 1 failed\n"), out)

    def test_english_stays_as_it_was(self):
        good = self.write("good.t", PASSING)
        missing = os.path.join(self.tmp, "missing.t")
        status, out = self.check("check", good, missing, locale="C.UTF-8")
        self.assertEqual(status, 1, out)
        self.assertEqual(
            out, "%s: error: cannot read the transcript: No such file or directory\n1 passed, 1 failed\n" % missing)


if __name__ == "__main__":
    unittest.main()
