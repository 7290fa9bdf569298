"""`export` draws its own words in the session's language: under `lang ru` the default
title, the legend, the page counter, the totals and the tree's heading are Russian, in the
SVG pages and the HTML page alike. The HTML page has an anchor per slide and links to them."""

import os
import re
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
        self.assertRegex(page, r"команд: \d+, вызовов: \d+\.")
        self.assertIn("<h2>дерево</h2>", page)
        for words in ENGLISH:
            self.assertNotIn(words, svg + page)

    def test_english_slides_keep_their_words(self):
        svg = self.export("en", "svg")
        page = self.export("en", "html")
        for words in ENGLISH[:4]:
            self.assertIn(words, svg)
        self.assertRegex(page, r"\d+ commands, \d+ calls\.")

    def test_the_page_links_each_slide_by_its_anchor(self):
        page = self.export("en", "html")
        anchors = re.findall(r'<section class="page" id="page-(\d+)">', page)
        self.assertGreater(len(anchors), 1)
        self.assertEqual(anchors, [str(number) for number in range(1, len(anchors) + 1)])
        links = re.findall(r'<a href="#page-(\d+)">page \d+ of (\d+)</a>', page)
        self.assertEqual([number for number, _ in links], anchors)
        self.assertEqual({total for _, total in links}, {str(len(anchors))})
        self.assertIn('<html lang="en">', page)
        self.assertIn('<html lang="ru">', self.export("ru", "html"))

    def test_commands_that_only_look_and_typos_are_left_out_unless_asked(self):
        lines = ["launch", "tree", "help", "pussh A", "push A", "explain push", "pop", "pop",
                 "export mermaid -", "export mermaid - --all"]
        result = subprocess.run([BINARY, "--ephemeral", "-"], input="\n".join(lines).encode() + b"\n",
                                capture_output=True, env=self.environment(), timeout=60)
        out = result.stdout.decode()
        first, second = out.split("sequenceDiagram")[1:3]
        notes = lambda diagram: re.findall(r"Note over [^:]+: > (.*)", diagram)
        # The refused pop stays (a command that failed); tree, help, the typo and explain go.
        self.assertEqual(notes(first), ["launch", "push A", "pop", "pop"])
        self.assertEqual(notes(second), ["launch", "tree", "help", "pussh A", "push A", "explain push", "pop", "pop"])

    def test_a_commands_notes_are_drawn_in_its_band(self):
        lines = ["launch", "kill", "export svg -", "export mermaid -"]
        result = subprocess.run([BINARY, "--ephemeral", "-"], input="\n".join(lines).encode() + b"\n",
                                capture_output=True, env=self.environment(), timeout=60)
        out = result.stdout.decode()
        self.assertRegex(out, r'<text class="note"[^>]*>note: the process ends: no deinit runs')
        self.assertIn(": note: the process ends: no deinit runs", out)

    def test_scale_draws_larger_on_pages_still_1920_by_1080(self):
        lines = ["launch", "push A", "push B", "pop", "pop", "export svg -", "export svg - --scale 1.6",
                 "export svg - --scale 0", "export svg - --scale big"]
        result = subprocess.run([BINARY, "--ephemeral", "-"], input="\n".join(lines).encode() + b"\n",
                                capture_output=True, env=self.environment(), timeout=60)
        out, err = result.stdout.decode(), result.stderr.decode()
        roots = re.findall(r'<svg xmlns="http://www.w3.org/2000/svg" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)">',
                           out)
        standard = [root for root in roots if root[2] == "1920"]
        scaled = [root for root in roots if root[2] == "1200"]
        self.assertTrue(standard and scaled, roots)
        # Every page is 1920x1080; the scaled canvas is 1.6 times smaller, so its 15-px labels show at 24 px.
        self.assertEqual({root[:2] for root in roots}, {("1920", "1080")})
        self.assertEqual({root[3] for root in scaled}, {"675"})
        self.assertGreater(len(scaled), len(standard))
        self.assertEqual(err.count("--scale takes a number from 1 to 3"), 2, err)
