"""A quiz a teacher can grade, at a real terminal: partial credit by order,
answers that are no order refused and asked again, a numbering per student,
steps a transcript does not ask, and the results line."""

import json
import os
import re
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY  # noqa: E402
from test_lessons_pty import ReplHarness  # noqa: E402
from test_repl import ENTER  # noqa: E402

# `push B` is played but not asked (its output is `...`), and so is the launch.
QUIZ = """# A quiz of my own
#: not quizzed
> launch
...
# Pushing A: the new controller loads before anything appears.
> push A
  (the quiz reads the calls from the run, not from here)
> push B
...
> pop
  (likewise)
"""

PUSH_A = [
    "A#1 init(nibName:bundle:)",
    "A#1 loadView()",
    "A#1 viewDidLoad()",
    "TaskListController#1 viewWillDisappear(animated: true)",
    "A#1 viewWillAppear(animated: true)",
    "TaskListController#1 viewDidDisappear(animated: true)",
    "A#1 viewDidAppear(animated: true)",
]

POP = [
    "B#1 viewWillDisappear(animated: true)",
    "A#1 viewWillAppear(animated: true)",
    "B#1 viewDidDisappear(animated: true)",
    "A#1 viewDidAppear(animated: true)",
    "B#1 deinit",
]

LISTED = re.compile(r"^ +(\d+)\) (.*?)\r?$", re.M)


def numbering(text):
    """The last shown list in `text`: call line -> its number."""
    block = text[text.rindex("In what order?"):]
    found = {}
    for number, line in LISTED.findall(block):
        if line in found:
            break
        found[line] = number
    return found


class QuizAtATerminalTestCase(ReplHarness):
    def write_quiz(self):
        path = os.path.join(self.tmp, "mine.t")
        with open(path, "w") as handle:
            handle.write(QUIZ)
        return path

    def test_partial_credit_refusals_skipped_steps_and_the_results_line(self):
        results = os.path.join(self.tmp, "results.jsonl")
        quiz = self.start_lesson("quiz", self.write_quiz(), "--student", "Ann", "--seed", "7",
                                 "--results", results)
        prompt = "step 2/4: numbers or short names (A.willAppear), in order> "
        quiz.expect_cursor_line(prompt)
        listed = numbering(quiz.raw.decode("utf-8", "replace"))
        self.assertEqual(sorted(listed), sorted(PUSH_A))
        # The launch was played, not asked.
        self.assertNotIn("step 1/4", quiz.raw.decode("utf-8", "replace"))
        for answer, hint in [("1 1 2 3 4 5 6", "given twice"), ("1 2 3 4 5 6 99", "99 is not in the list"),
                             ("1 2 3", "give all 7 calls, each once: you gave 3"),
                             ("Nobody.willAppear 1 2 3 4 5 6", "'Nobody.willAppear' names none of the calls"),
                             ("1 2 3 4 5 6 7 1", "given twice")]:
            quiz.send(answer + ENTER)
            quiz.expect(hint)
            quiz.expect_cursor_line(prompt)
        self.assertNotIn("points", quiz.raw.decode("utf-8", "replace"))
        # Right but for init, moved to the end: 6 of 7, with the reason for the pair it got wrong.
        moved = PUSH_A[1:] + PUSH_A[:1]
        quiz.send(" ".join(listed[line] for line in moved) + ENTER)
        quiz.expect("6 of 7 points")
        quiz.expect("why A.init before A.loadView: ")
        quiz.expect("about this step: Pushing A: the new controller loads before anything appears.")
        # push B is played without a question; the pop is asked next, as step 4.
        quiz.expect_cursor_line("step 4/4: numbers or short names (A.willAppear), in order> ")
        text = quiz.raw.decode("utf-8", "replace")
        between = text[text.index("> push B"):text.rindex("In what order?")]
        self.assertIn("B#1 viewDidAppear(animated: true)", between)
        self.assertNotIn("step 3/4", text)
        listed = numbering(text)
        # Short names work too, in the right order: full marks.
        quiz.send("B.willDisappear A.willAppear B.didDisappear A.didAppear B.deinit" + ENTER)
        quiz.expect("5 of 5 points: the exact order")
        quiz.expect("score: 11 of 12 points")
        self.assertEqual(quiz.wait_exit(), 0)
        with open(results) as handle:
            record = json.loads(handle.read())
        self.assertEqual(record["schema"], 1)
        self.assertRegex(record["time"], r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
        self.assertEqual(record["lesson"], "mine")
        self.assertEqual(record["language"], "en")
        self.assertEqual(record["student"], "Ann")
        self.assertTrue(record["finished"])
        self.assertEqual((record["points"], record["total"]), (11, 12))
        self.assertEqual([step["command"] for step in record["steps"]], ["push A", "pop"])
        self.assertEqual(record["steps"][0]["expected"], PUSH_A)
        self.assertEqual(record["steps"][0]["answer"], moved)
        self.assertEqual(record["steps"][0]["points"], 6)
        self.assertEqual(record["steps"][1]["answer"], POP)

    def marks_after_a_wrong_answer(self, **environment):
        self.environment = lambda: dict(ReplHarness.environment(self), **environment)
        quiz = self.start_lesson("quiz", self.write_quiz(), "--student", "Ann", "--seed", "7")
        quiz.expect_cursor_line("step 2/4: numbers or short names (A.willAppear), in order> ")
        listed = numbering(quiz.raw.decode("utf-8", "replace"))
        quiz.send(" ".join(listed[line] for line in PUSH_A[1:] + PUSH_A[:1]) + ENTER)
        quiz.expect("6 of 7 points")
        return quiz.since_mark()

    def test_the_marks_are_green_and_red_unless_no_color(self):
        coloured = self.marks_after_a_wrong_answer(NO_COLOR="")
        self.assertIn("\x1b[32m✓\x1b[0m 1. A#1 loadView()", coloured)
        self.assertIn("\x1b[31m✗\x1b[0m 7. A#1 init(nibName:bundle:)", coloured)
        plain = self.marks_after_a_wrong_answer(NO_COLOR="1")
        self.assertIn("  ✓ 1. A#1 loadView()", plain)
        self.assertNotIn("\x1b[3", plain)

    def test_stopping_at_once_writes_an_unfinished_line(self):
        results = os.path.join(self.tmp, "results.jsonl")
        quiz = self.start_lesson("quiz", self.write_quiz(), "--student", "Bo", "--results", results)
        quiz.expect_cursor_line("step 2/4: numbers or short names (A.willAppear), in order> ")
        quiz.send("q" + ENTER)
        quiz.expect("stopped before the end")
        self.assertEqual(quiz.wait_exit(), 0)
        with open(results) as handle:
            record = json.loads(handle.read())
        self.assertFalse(record["finished"])
        self.assertEqual(record["steps"], [])

    def shown_list(self, student, seed):
        result = subprocess.run(
            [BINARY, "quiz", self.write_quiz(), "--student", student, "--seed", str(seed)],
            input=b"q\n", capture_output=True, timeout=60, env=self.environment())
        self.assertEqual(result.returncode, 0, result.stderr)
        return [line for line, _ in sorted(numbering(result.stdout.decode()).items(), key=lambda item: int(item[1]))]

    def test_each_student_gets_a_numbering_of_their_own_and_the_same_again(self):
        ann = self.shown_list("Ann", 7)
        self.assertEqual(sorted(ann), sorted(PUSH_A))
        self.assertEqual(self.shown_list("Ann", 7), ann)
        self.assertNotEqual(self.shown_list("Bob", 7), ann)
        self.assertNotEqual(self.shown_list("Ann", 8), ann)
        self.assertNotEqual(ann, PUSH_A)

    def test_quiz_all_asks_the_steps_the_transcript_does_not(self):
        quiz = self.start_lesson("quiz", self.write_quiz(), "--all")
        quiz.expect_cursor_line("step 1/4: numbers or short names (A.willAppear), in order> ")
        quiz.send("q" + ENTER)
        self.assertEqual(quiz.wait_exit(), 0)


if __name__ == "__main__":
    unittest.main()
