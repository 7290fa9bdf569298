#!/usr/bin/env python3
"""With `--format jsonl`, standard output is JSON Lines and nothing else: the
lines scenelab's edge prints itself (`wrote FILE: …` after export, record and
history --save, the history, the lessons, a lesson's steps) are `output`
events numbered in the stream, its own errors `error` events too.

Run:  python3 -m unittest discover -s Tests/Terminal -p 'test_jsonl_output.py'
"""

import json
import os
import subprocess

from scenelab_support import BINARY, REPOSITORY, BinaryTestCase

# Every command whose edge prints a line of its own, and one of each error.
SCRIPT = """\
launch
push A
export html page.html
export svg page.svg
export mermaid page.mmd
history --save typed.scn
history 2
record walk.scn
pop
record stop
record walk.t
record stop
lessons
play walk.scn
export svg missing-folder/page.svg
history --save typed.scn
"""


class JSONLStandardOutputTests(BinaryTestCase):
    def run_script(self, *args):
        env = dict(self.environment(), SCENELAB_LESSONS=os.path.join(REPOSITORY, "lessons"))
        return subprocess.run([BINARY, "--ephemeral", *args], input=SCRIPT, capture_output=True, text=True,
                              timeout=60, cwd=self.tmp, env=env)

    def events(self, text):
        events = []
        for number, line in enumerate(text.splitlines(), 1):
            try:
                events.append(json.loads(line))
            except ValueError:
                self.fail("standard output line %d is not JSON: %r" % (number, line))
        return events

    def test_every_line_of_standard_output_is_a_json_event(self):
        result = self.run_script("--format", "jsonl")
        self.assertEqual(result.returncode, 1, result.stderr)  # the two failing lines at the end
        events = self.events(result.stdout)
        outputs = [event["text"] for event in events if event["kind"] == "output"]
        for prefix in ("wrote page.html: ", "wrote page.svg: ", "wrote page.mmd: ", "wrote typed.scn: 6 lines",
                       "recording to walk.scn", "recorded 1 command to walk.scn", "recorded 0 commands to walk.t",
                       " 1  ", "end of walk.scn"):
            self.assertTrue(any(text.startswith(prefix) for text in outputs), (prefix, outputs))
        # Numbered in the session's stream: one sequence, each event after its command's line.
        self.assertEqual([event["seq"] for event in events], list(range(1, len(events) + 1)))
        errors = [event for event in events if event["kind"] == "error"]
        self.assertEqual(len(errors), 2, errors)
        self.assertIn("export: cannot write missing-folder/page.svg", errors[0]["text"])
        self.assertIn("history: ", errors[1]["text"])
        self.assertEqual(errors[1]["command"], max(event["command"] for event in events))
        # Said on standard error as well, as a command's errors are.
        self.assertIn("export: cannot write missing-folder/page.svg", result.stderr)
        with open(os.path.join(self.tmp, "typed.scn")) as handle:
            self.assertEqual(handle.read().splitlines()[:2], ["launch", "push A"])

    def test_a_diagram_on_standard_output_is_json_events(self):
        for kind, first in (("mermaid", "sequenceDiagram"), ("svg", "<svg"), ("html", "<!DOCTYPE html>")):
            with self.subTest(kind=kind):
                script = "launch\npush A\nexport %s -\nexport %s same.%s --force\n" % (kind, kind, kind)
                result = subprocess.run([BINARY, "--ephemeral", "--format", "jsonl"], input=script,
                                        capture_output=True, text=True, timeout=60, cwd=self.tmp,
                                        env=self.environment())
                self.assertEqual(result.returncode, 0, result.stderr)
                events = self.events(result.stdout)
                after = [event for event in events if event["command"] == 3 and event["kind"] != "command"]
                self.assertTrue(all(event["kind"] == "output" for event in after), after[:3])
                diagram = [event["text"] for event in after]
                self.assertTrue(any(line.lstrip().startswith(first) for line in diagram[:3]), diagram[:3])
                # The lines are the diagram the same export writes to a file, line for line.
                with open(os.path.join(self.tmp, "same." + kind)) as handle:
                    self.assertEqual(handle.read(), "\n".join(diagram) + "\n")

    def test_the_events_file_gets_the_same_lines(self):
        result = self.run_script("--format", "jsonl", "--events", "events.jsonl")
        with open(os.path.join(self.tmp, "events.jsonl")) as handle:
            self.assertEqual(handle.read(), result.stdout)

    def test_text_output_keeps_its_plain_lines(self):
        result = self.run_script()
        self.assertIn("wrote page.html: ", result.stdout)
        self.assertIn("wrote typed.scn: 6 lines\n", result.stdout)
        self.assertNotIn("{", result.stdout.split("\n")[0])


if __name__ == "__main__":
    unittest.main()
