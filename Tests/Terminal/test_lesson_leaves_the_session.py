"""A lesson played inside a session runs on a device and a log of its own: afterwards
`export` draws only the session's own commands and `record` replays only them, so the
transcript it writes passes `scenelab check`."""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402
from test_export import parse_mermaid  # noqa: E402


class LessonLeavesTheSessionTestCase(BinaryTestCase):
    PREFIX = "scenelab-lesson-lane-"

    def run_lines(self, lines):
        result = subprocess.run([BINARY, "--ephemeral", "-"], input="".join(l + "\n" for l in lines).encode(),
                                capture_output=True, env=self.environment(), timeout=60, cwd=self.tmp)
        return result.returncode, result.stdout.decode(), result.stderr.decode()

    def test_export_after_a_lesson_draws_only_the_sessions_commands(self):
        # Lesson 3 takes two Enter presses (its launch and its first push), then q stops it.
        status, out, err = self.run_lines(["lesson 3", "", "", "q", "launch", "export mermaid -"])
        self.assertEqual(status, 0, err)
        diagram = out[out.index("sequenceDiagram"):]
        participants, messages, notes = parse_mermaid(diagram)
        self.assertEqual(notes[1:], ["> launch"])
        # One launch: one AppDelegate and one TaskListController#1, the lesson's objects gone.
        self.assertEqual(sorted(participants.values()),
                         sorted(["UIKit", "AppDelegate", "SceneDelegate#35;1", "TaskListController#35;1"]))
        self.assertEqual(sum("willFinishLaunching" in message[3] for message in messages), 1)

    def test_a_recording_begun_after_a_lesson_replays_and_checks(self):
        path = os.path.join(self.tmp, "after-lesson.t")
        status, _, err = self.run_lines(["lesson 3", "", "", "q", "launch", "record " + path, "tree", "record stop"])
        self.assertEqual(status, 0, err)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertEqual([line for line in text.splitlines() if line.startswith("> ")], ["> launch", "> tree"])
        check = subprocess.run([BINARY, "check", path], capture_output=True, env=self.environment(), timeout=60)
        self.assertEqual(check.returncode, 0, check.stdout.decode() + check.stderr.decode())

    def test_the_device_is_as_the_lesson_found_it(self):
        before = ["launch", "tap +"]
        status, alone, err = self.run_lines(before + ["tree"])
        self.assertEqual(status, 0, err)
        status, out, err = self.run_lines(before + ["lesson 3", "", "", "q", "tree"])
        self.assertEqual(status, 0, err)
        tree = alone[alone.rindex("To-Do Manager (com.example.ToDoManager)"):]
        self.assertTrue(out.endswith(tree), out[-600:])

    def test_export_inside_a_lesson_draws_only_the_lessons_commands(self):
        status, out, err = self.run_lines(["launch", "tap +", "lesson 3", "", "", "export mermaid -", "q"])
        self.assertEqual(status, 0, err)
        diagram = out[out.index("sequenceDiagram"):]
        # The diagram ends where the lesson's next prompt begins.
        _, _, notes = parse_mermaid(diagram[:diagram.index("lesson 3, step")])
        self.assertEqual(notes[1:], ["> launch", "> push A", "note: A is not a screen of To-Do Manager: "
                                     "simulating it as a plain UIViewController subclass"])

    def test_a_recording_begun_inside_a_lesson_is_written_as_it_ends(self):
        path = os.path.join(self.tmp, "inside-lesson.t")
        status, out, err = self.run_lines(["launch", "tap +", "lesson 3", "", "", "record " + path, "", "q",
                                           "record stop"])
        self.assertIn("nothing is being recorded", err)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        # The lesson's own commands: its launch and push A reached the state, push B was typed.
        self.assertEqual([line for line in text.splitlines() if line.startswith("> ")],
                         ["> launch", "> push A", "> push B"])
        check = subprocess.run([BINARY, "check", path], capture_output=True, env=self.environment(), timeout=60)
        self.assertEqual(check.returncode, 0, check.stdout.decode() + check.stderr.decode())
