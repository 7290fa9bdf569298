"""`export` draws its own words in the session's language: under `lang ru` the default
title, the legend, the page counter, the totals and the tree's heading are Russian, in the
SVG pages and the HTML page alike."""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402

ENGLISH = ["scenelab session", "a call (documented or observed)", "the process ends", "page 1 of", "commands,"]


class ExportLanguageTestCase(BinaryTestCase):
    PREFIX = "scenelab-export-language-"

    def export(self, language, kind):
        # Enough commands for more than one slide, and a kill for the legend's last entry.
        lines = ["lang " + language, "launch"] + ["push A", "pop"] * 12 + ["kill", "export %s -" % kind]
        result = subprocess.run([BINARY, "--ephemeral", "-"], input="\n".join(lines).encode() + b"\n",
                                capture_output=True, env=self.environment(), timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        return result.stdout.decode()

    def test_russian_slides_say_their_own_words_in_russian(self):
        svg = self.export("ru", "svg")
        self.assertIn("сеанс scenelab", svg)
        self.assertIn("страница 1 из", svg)
        self.assertIn("процесс завершён", svg)
        self.assertIn("вызов (описан или наблюдался)", svg)
        page = self.export("ru", "html")
        self.assertIn("команд: 27, вызовов:", page)
        self.assertIn("<h2>дерево</h2>", page)
        for words in ENGLISH:
            self.assertNotIn(words, svg + page)

    def test_english_slides_keep_their_words(self):
        svg = self.export("en", "svg")
        page = self.export("en", "html")
        for words in ENGLISH[:4]:
            self.assertIn(words, svg)
        self.assertIn("27 commands, ", page)
