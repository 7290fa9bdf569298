"""Lessons and quizzes at a real terminal: stepping through a lesson with
Enter, and a quiz answered once right and once wrong, with its score and
the results line a teacher collects."""

import json
import os
import re
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY  # noqa: E402
from test_repl import ENTER, PLAIN_PROMPT, Repl  # noqa: E402

LESSON_3_STEP = "lesson 3, step %d/8, Enter runs `%s`, q stops> "
# The hint in brackets names a call of the step asked.
QUIZ_PROMPT = re.compile(r"^step \d+/\d+: numbers or short names \([\w#]+\.\w+\), in order> $")


class ReplHarness(unittest.TestCase):
    """A REPL on a pty in a temporary HOME; no tests of its own."""

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
            # Long output is read as printed, not through less (test_pager.py tests the pager).
            "PAGER": "",
        }

    def start(self, *args):
        session = self.start_lesson(*args)
        session.expect_cursor_line(PLAIN_PROMPT)
        return session

    def start_lesson(self, *args):
        session = Repl(self.environment(), args)
        self.sessions.append(session)
        return session


class LessonsAtATerminalTestCase(ReplHarness):

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
        asked = []
        while "push A" not in asked:
            repl.expect("In what order?")
            repl.wait_for(lambda: QUIZ_PROMPT.match(repl.cursor_line()), "a quiz prompt")
            text = repl.raw.decode("utf-8", "replace")
            question = text[text.rindex("\n> ") + 3:text.rindex("In what order?")].splitlines()[0].strip()
            asked.append(question)
            if question == "push A":
                # Right, by short names, the first one completed with Tab.
                repl.send("A.in\t")
                repl.wait_for(lambda: repl.cursor_line().endswith("A.init "), "Tab completing A.init")
                repl.send("A.loadView A.didLoad TaskListController.willDisappear A.willAppear "
                          "TaskListController.didDisappear A.didAppear" + ENTER)
                repl.expect("7 of 7 points: the exact order")
            else:
                # The order of the shuffled list as it stands: never the true one.
                count = len(re.findall(r"^ +\d+\) ", text[text.rindex("In what order?"):], re.M))
                repl.send(" ".join(str(n) for n in range(1, count + 1)) + ENTER)
                repl.expect(" points")
                repl.expect("UIKit's order:")
        repl.wait_for(lambda: QUIZ_PROMPT.match(repl.cursor_line()), "the next quiz prompt")
        repl.send("q" + ENTER)
        repl.expect("score: ")
        # A quiz started from the command line ends with its score: no REPL after it.
        self.assertEqual(repl.wait_exit(), 0)
        text = repl.raw.decode("utf-8", "replace")
        self.assertIn("✓ 7. A#1 viewDidAppear(animated: true)", text)
        with open(results) as handle:
            lines = handle.read().splitlines()
        self.assertEqual(len(lines), 1)
        record = json.loads(lines[0])
        self.assertEqual(record["student"], "Ann")
        self.assertEqual(record["lesson"], "03-push-pop")
        self.assertFalse(record["finished"])
        self.assertEqual([step["command"] for step in record["steps"]], asked)
        self.assertEqual(record["steps"][-1]["points"], 7)
        for step in record["steps"][:-1]:
            self.assertLess(step["points"], step["total"])

if __name__ == "__main__":
    import unittest
    unittest.main()


class FinishedReplTestCase(ReplHarness):
    """The REPL's finish: columns, wrapping, echo, completion of rows and files."""

    def test_echo_on_does_not_print_the_typed_line_twice(self):
        repl = self.start()
        repl.command("echo on", PLAIN_PROMPT)
        output = repl.command("ios", PLAIN_PROMPT)
        self.assertNotIn("> ios", output)
        self.assertIn("apps run on", output)

    def test_help_and_long_errors_wrap_at_the_terminal_width(self):
        repl = self.start()
        output = repl.command("help defaults", PLAIN_PROMPT)
        lines = [line for line in output.replace("\r", "").split("\n") if line.strip()]
        self.assertTrue(all(len(line) <= 80 for line in lines), [l for l in lines if len(l) > 80])
        self.assertTrue(any(line.startswith("    ") for line in lines), "no continuation line")
        output = repl.command("files nosuchapp", PLAIN_PROMPT)
        lines = [line for line in output.replace("\r", "").split("\n") if line.strip()]
        self.assertTrue(any(line.startswith("error: files: no app named") for line in lines), lines)
        self.assertTrue(all(len(line) <= 80 for line in lines), lines)

    def test_completion_lists_come_in_columns(self):
        repl = self.start()
        repl.send("s\t\t")
        repl.expect("swipe-back")
        repl.settle()
        text = repl.since_mark().replace("\r", "")
        rows = [line for line in text.split("\n") if "swipe-back" in line or "source" in line]
        self.assertTrue(rows, text)
        self.assertTrue(any(len(line.split()) >= 3 for line in rows), rows)

    def test_swipe_completes_rows_then_their_actions(self):
        repl = self.start()
        repl.command("launch", "todo[1]> ")
        repl.command("task add Milk", "todo[1]> ")
        repl.send("swipe 1 de\t")
        repl.expect_cursor_line("todo[1]> swipe 1 delete ")

    def test_source_completes_file_names(self):
        with open(os.path.join(self.tmp, "setup-lesson.scn"), "w") as handle:
            handle.write("launch\n")
        repl = Repl(self.environment(), ())
        self.sessions.append(repl)
        repl.expect_cursor_line(PLAIN_PROMPT)
        repl.send("source " + self.tmp + "/setup-l\t")
        repl.expect_cursor_line(PLAIN_PROMPT + "source " + self.tmp + "/setup-lesson.scn ")


class CtrlCTestCase(ReplHarness):
    def test_ctrl_c_clears_the_line_even_when_keys_follow_at_once(self):
        repl = self.start("--ephemeral")
        repl.send("push Mine\x03ios" + ENTER)
        repl.expect("apps run on")
        repl.expect_cursor_line(PLAIN_PROMPT)
        text = repl.since_mark()
        self.assertNotIn("no app is running", text)
        self.assertNotIn("push Mineios", text)


class HistoryAtATerminalTestCase(ReplHarness):
    def test_history_lists_the_line_editors_lines(self):
        repl = self.start()
        repl.command("ios", PLAIN_PROMPT)
        repl.command("device", PLAIN_PROMPT)
        output = repl.command("history 2", PLAIN_PROMPT)
        lines = [line.strip() for line in output.replace("\r", "").split("\n") if line.strip()]
        self.assertIn("2  device", lines)
        self.assertIn("3  history 2", lines)
        self.assertNotIn("1  ios", lines)
