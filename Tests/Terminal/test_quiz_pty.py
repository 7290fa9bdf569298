"""A quiz a teacher can grade, at a real terminal: partial credit by order,
answers that are no order refused and asked again, a numbering per student,
steps a transcript does not ask, and the results line."""

import fcntl
import json
import os
import re
import struct
import subprocess
import sys
import termios
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY  # noqa: E402
from test_lessons_pty import ReplHarness  # noqa: E402
from test_repl import ENTER, render  # noqa: E402

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

def prompt(step, of):
    """The quiz prompt of `step`: its hint names a call of the step."""
    return re.compile(r"^step %d/%d: numbers or short names \([\w#]+\.\w+\), in order> $" % (step, of))


def expect_prompt(quiz, step, of):
    pattern = prompt(step, of)
    quiz.wait_for(lambda: pattern.match(quiz.cursor_line()), "the prompt of step %d" % step)


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
        expect_prompt(quiz, 2, 4)
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
            expect_prompt(quiz, 2, 4)
        self.assertNotIn("points", quiz.raw.decode("utf-8", "replace"))
        # Right but for init, moved to the end: 6 of 7, with the reason for the pair it got wrong.
        moved = PUSH_A[1:] + PUSH_A[:1]
        quiz.send(" ".join(listed[line] for line in moved) + ENTER)
        quiz.expect("6 of 7 points")
        quiz.expect("why A.init before A.loadView: ")
        quiz.expect("about this step: Pushing A: the new controller loads before anything appears.")
        # push B is played without a question; the pop is asked next, as step 4.
        expect_prompt(quiz, 4, 4)
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
        expect_prompt(quiz, 2, 4)
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
        expect_prompt(quiz, 2, 4)
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
        expect_prompt(quiz, 1, 4)
        quiz.send("q" + ENTER)
        self.assertEqual(quiz.wait_exit(), 0)


def set_columns(session, columns, rows=24):
    """Gives the session's pty a window of `columns` columns."""
    fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


class LessonQuizAt80ColumnsTestCase(ReplHarness):
    """Lesson 3 as a quiz from the command line, at 80 columns, in English
    and Russian: every line fits (a note or a reason is wrapped at spaces,
    never by the terminal inside a word), a step's note carries its prefix
    once, the calls no source orders (pop to root's two deinits) are shown
    together and cost nothing, and the program ends after the last step."""

    def play_lesson_3(self, about, why, unsettled, score, *language):
        quiz = self.start_lesson("--ephemeral", *language, "--lesson", "3", "--quiz", "--student", "Ann")
        set_columns(quiz, 80)
        asked = 0
        while True:
            quiz.wait_for(lambda: PROMPT_ANY.match(quiz.cursor_line())
                          or score in quiz.raw.decode("utf-8", "replace"), "a quiz prompt or the score")
            text = quiz.raw.decode("utf-8", "replace")
            if score in text:
                break
            marker = text.rindex("\n> ")
            count = len(re.findall(r"^ +\d+\) ", text[marker:], re.M))
            # The list as shown, 1 to N: never UIKit's order, so the order and reasons follow.
            quiz.send(" ".join(str(n) for n in range(1, count + 1)) + ENTER)
            quiz.expect(about)
            asked += 1
        self.assertEqual(quiz.wait_exit(), 0)
        lines, _, _ = render(quiz.raw)
        # The lines the quiz says; the line editor wraps the prompt's typed line itself, and the
        # REPL's banner is not the quiz's.
        said = [line for line in lines if not PROMPT_ANY.match(line.split("> ")[0] + "> ")
                and not line.startswith("scenelab:")]
        too_wide = [line for line in said if len(line) > 80]
        self.assertEqual(too_wide, [], "lines wider than 80 columns")
        # One prefix per asked step's note, and the note goes on below it, indented.
        notes = [index for index, line in enumerate(lines) if line.startswith("  " + about)]
        self.assertEqual(len(notes), asked)
        self.assertTrue(all(lines[index + 1].startswith("    ") for index in notes),
                        [lines[index:index + 2] for index in notes])
        reasons = [index for index, line in enumerate(lines) if line.startswith("  " + why)]
        self.assertTrue(reasons, "no reason was given")
        # A reason that wraps goes on indented, with whole words: its last piece ends a sentence.
        for index in reasons:
            end = index
            while lines[end + 1].startswith("    ") and not re.match(r"^ +\d+[.)] ", lines[end + 1]):
                end += 1
            self.assertTrue(lines[end].rstrip().endswith("."), lines[index:end + 1])
        self.assertIn(unsettled, "\n".join(lines))
        self.assertNotIn(why + "A.deinit", "\n".join(lines))
        self.assertNotIn(why + "B.deinit", "\n".join(lines))
        return lines

    def test_a_lesson_quiz_at_80_columns_in_english(self):
        lines = self.play_lesson_3("about this step: ", "why ", "no source settles this order", "score: ")
        self.assertTrue(any(line.startswith("  · ") and "deinit [uncertain]" in line for line in lines))

    def test_a_lesson_quiz_at_80_columns_in_russian(self):
        self.play_lesson_3("об этом шаге: ", "почему ", "ни один источник не устанавливает этот порядок",
                           "итог: ", "--lang", "ru")


PROMPT_ANY = re.compile(r"^(step|шаг) \d+/\d+: .*> $")


if __name__ == "__main__":
    unittest.main()
