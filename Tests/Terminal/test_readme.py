#!/usr/bin/env python3
"""The README runs: every example it shows of a session (`> command` lines and
their output) is replayed through `scenelab check` and must print what the
README says it prints.

The convention, in README.md: an HTML comment on the line before a fence says
what to do with it, and every fence that shows a session carries one.

    <!-- replay -->                     the fence is a transcript: replayed as it is
    <!-- replay after: CMD; CMD -->     first these commands, whose output is not shown
    <!-- not replayed: REASON -->       shown, not run (it needs a disk, a terminal, ...)

A fence's `> ` lines are commands, the lines after each its output; `...` stands
for any lines, as in a transcript. A `FILE:LINE: ` before an error (a script's
`<stdin>:8: error:`) is left out, as a transcript writes errors.

Run:  python3 -m unittest discover -s Tests/Terminal -p 'test_readme.py'
"""

import os
import re
import subprocess
import unittest

from scenelab_support import BINARY, REPOSITORY, BinaryTestCase

README = os.path.join(REPOSITORY, "README.md")
MARK = re.compile(r"^\s*<!-- (replay(?: after: (?P<after>.*?))?|not replayed: (?P<reason>.+?)) -->\s*$")
FENCE = re.compile(r"^(?P<indent>\s*)```")


def fences(text):
    """Each fenced block: (line number of its opening, the mark above it or None, its lines unindented)."""
    lines = text.split("\n")
    blocks = []
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        indent = len(opening.group("indent"))
        start = index
        index += 1
        body = []
        while index < len(lines) and not FENCE.match(lines[index]):
            body.append(lines[index][indent:] if lines[index][:indent].strip() == "" else lines[index])
            index += 1
        if index == len(lines):
            raise AssertionError("README.md:%d: a fence that is never closed" % (start + 1))
        mark = MARK.match(lines[start - 1]) if start > 0 else None
        blocks.append((start + 1, mark, body))
        index += 1
    return blocks


def shows_a_session(body):
    return any(line.startswith("> ") for line in body)


class ReadmeExampleTests(BinaryTestCase):
    def setUp(self):
        super().setUp()
        with open(README) as handle:
            self.text = handle.read()
        self.blocks = fences(self.text)

    def test_every_session_fence_says_whether_it_is_replayed(self):
        unmarked = [line for line, mark, body in self.blocks if shows_a_session(body) and mark is None]
        self.assertEqual(unmarked, [], "README.md lines of fences showing a session with no <!-- replay --> "
                                       "or <!-- not replayed: REASON --> above them")

    def test_the_marked_examples_print_what_the_readme_shows(self):
        replayed = 0
        failures = []
        # An example that opens the examples project (`#: open examples/…`) finds it beside the transcript.
        os.symlink(os.path.join(REPOSITORY, "examples"), os.path.join(self.tmp, "examples"))
        for line, mark, body in self.blocks:
            if mark is None or mark.group("reason"):
                continue
            replayed += 1
            transcript = ["# README.md:%d" % line]
            for command in (mark.group("after") or "").split(";"):
                if command.strip():
                    transcript += ["> " + command.strip(), "..."]
            for shown in body:
                # An indented `...` in an output stands for lines, as `...` does in a transcript.
                transcript.append("..." if shown.strip() == "..." else
                                  re.sub(r"^\S+:\d+: (error|warning): ", r"\1: ", shown))
            path = os.path.join(self.tmp, "readme-%d.t" % line)
            with open(path, "w") as handle:
                handle.write("\n".join(transcript) + "\n")
            result = subprocess.run([BINARY, "check", path], capture_output=True, text=True, timeout=60,
                                    cwd=self.tmp, env=self.environment())
            if result.returncode != 0:
                failures.append("README.md:%d\n%s%s" % (line, result.stdout, result.stderr))
        self.assertGreaterEqual(replayed, 15, "fewer examples replayed than the README marks")
        self.assertEqual(failures, [], "\n".join(failures))

    def test_fences_are_closed_and_counts_are_right(self):
        # fences() raises on a fence left open.
        self.assertTrue(self.blocks)
        words = {"two": 2, "three": 3, "four": 4, "five": 5}
        with open(os.path.join(REPOSITORY, "scripts", "test")) as handle:
            suites = len(re.findall(r'^suite "', handle.read(), re.M))
        said = re.search(r"`scripts/test` runs (\w+) suites", self.text)
        self.assertIsNotNone(said)
        self.assertEqual(words.get(said.group(1)), suites, "the README counts scripts/test's suites wrong")
        listed = self.text[said.end():].split("\n\n", 2)[1]
        self.assertEqual(len(re.findall(r"^- ", listed, re.M)), suites, "the README lists another number of suites")
        lessons = [name for name in os.listdir(os.path.join(REPOSITORY, "lessons")) if re.match(r"\d+-.*\.t$", name)]
        self.assertIn("holds %s lessons" % {17: "seventeen", 18: "eighteen", 19: "nineteen"}.get(len(lessons), len(lessons)),
                      self.text)


if __name__ == "__main__":
    unittest.main()
