"""Lessons and quizzes at a real terminal: stepping through a lesson with
Enter, and a quiz answered once right and once wrong, with its score and
the results line a teacher collects."""

import json
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY  # noqa: E402
from test_repl import ENTER, PLAIN_PROMPT, Repl  # noqa: E402

LESSON_3_STEP = "lesson 3, step %d/7, Enter runs `%s`, q stops> "


class LessonsAtATerminalTestCase(unittest.TestCase):
    def setUp(self):
        if not os.access(BINARY, os.X_OK):
            self.fail("no scenelab binary at %s (build it, or set SCENELAB)" % BINARY)
        self.tmp = tempfile.mkdtemp(prefix="scenelab-lessons-")
        os.makedirs(os.path.join(self.tmp, "home"))
        self.sessions = []

    def tearDown(self):
        for session in self.sessions:
            session.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def environment(self):
        return {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.path.join(self.tmp, "home"),
            "XDG_STATE_HOME": os.path.join(self.tmp, "state"),
            "XDG_DATA_HOME": os.path.join(self.tmp, "data"),
            "TERM": "xterm",
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
        }

    def start(self, *args):
        session = self.start_lesson(*args)
        session.expect_cursor_line(PLAIN_PROMPT)
        return session

    def start_lesson(self, *args):
        session = Repl(self.environment(), args)
        self.sessions.append(session)
        return session

    def test_stepping_through_a_lesson_and_getting_the_session_back(self):
        repl = self.start()
        repl.command("push Mine", PLAIN_PROMPT)  # refused: no app runs; the lesson does not care
        repl.send("lesson 3" + ENTER)
        repl.expect("Notice the interleaving of a push")
        repl.expect_cursor_line(LESSON_3_STEP % (1, "launch"))
        repl.send(ENTER)
        repl.expect("TaskListController#1 viewDidAppear(animated: false)")
        repl.expect_cursor_line(LESSON_3_STEP % (2, "push A"))
        # Anything else typed runs as a command, and the step waits.
        repl.send("tree" + ENTER)
        repl.expect("UINavigationController#1")
        repl.expect_cursor_line(LESSON_3_STEP % (2, "push A"))
        repl.send(ENTER)
        repl.expect("A#1 viewDidAppear(animated: true)")
        repl.expect_cursor_line(LESSON_3_STEP % (3, "push B"))
        repl.send("q" + ENTER)
        repl.expect("end of lesson 3; your session is back")
        # The lesson ran on a device of its own: this session still has no app.
        repl.expect_cursor_line(PLAIN_PROMPT)
        output = repl.command("tree", PLAIN_PROMPT)
        self.assertIn("no app", output.lower())

    def test_a_quiz_with_one_right_and_one_wrong_answer(self):
        results = os.path.join(self.tmp, "results.jsonl")
        repl = self.start_lesson("--ephemeral", "--lesson", "3", "--quiz", "--results", results, "--student", "Ann")
        repl.expect("In what order?")
        repl.expect_cursor_line("step 1/7: numbers or short names (A.willAppear), in order> ")
        # Wrong: the order of the shuffled list as it stands.
        repl.send(" ".join(str(n) for n in range(1, 13)) + ENTER)
        repl.expect(" in place")
        repl.expect_cursor_line("step 2/7: numbers or short names (A.willAppear), in order> ")
        # Right, by short names, the first one completed with Tab.
        repl.send("A.in\t")
        repl.expect_cursor_line("step 2/7: numbers or short names (A.willAppear), in order> A.init ")
        repl.send("A.loadView A.didLoad TaskListController.willDisappear A.willAppear "
                  "TaskListController.didDisappear A.didAppear" + ENTER)
        repl.expect("7 of 7 in place")
        repl.expect_cursor_line("step 3/7: numbers or short names (A.willAppear), in order> ")
        repl.send("q" + ENTER)
        repl.expect("score: ")
        repl.expect_cursor_line(PLAIN_PROMPT)
        text = repl.raw.decode("utf-8", "replace")
        self.assertIn("✗ 1. AppDelegate application(_:willFinishLaunchingWithOptions:)", text)
        self.assertIn("✓ 7. A#1 viewDidAppear(animated: true)", text)
        repl.send("quit" + ENTER)
        self.assertEqual(repl.wait_exit(), 0)
        with open(results) as handle:
            lines = handle.read().splitlines()
        self.assertEqual(len(lines), 1)
        record = json.loads(lines[0])
        self.assertEqual(record["student"], "Ann")
        self.assertEqual(record["lesson"], 3)
        self.assertEqual(record["total"], 19)
        self.assertEqual([step["command"] for step in record["steps"]], ["launch", "push A"])
        self.assertEqual(record["steps"][1]["right"], 7)
        self.assertLess(record["steps"][0]["right"], 12)


if __name__ == "__main__":
    import unittest
    unittest.main()
