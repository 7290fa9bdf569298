"""Russian all the way, at a real terminal: a lesson played step by step
and a quiz answered wrong, then right, say scenelab's own words in Russian
(prompts, refusals, points, the end) while UIKit's names stay as UIKit
spells them."""

import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_lessons_pty import ReplHarness  # noqa: E402
from test_repl import ENTER, PLAIN_PROMPT  # noqa: E402

LESSON_3_STEP = "урок 3, шаг %d/8, Enter выполнит `%s`, q — выход> "
# The hint in brackets names a call of the step: with this seed and student, the first one listed.
QUIZ_PROMPT = re.compile(r"^шаг 2/2: номера или короткие имена \([\w#]+\.\w+\) по порядку> $")

# A quiz file of its own in Russian (`#: lang ru`): the launch is played, `push A` asked.
QUIZ = """# Мой тест
#: lang ru
#: not quizzed
> launch
...
# Push: новый контроллер загружается раньше, чем что-либо появится.
> push A
  (тест читает вызовы из прогона)
"""


class RussianAtATerminalTestCase(ReplHarness):

    def test_a_russian_lesson_step_by_step(self):
        repl = self.start_lesson("--ephemeral", "--lang", "ru", "--lesson", "3")
        repl.expect_cursor_line(LESSON_3_STEP % (1, "launch"))
        repl.send(ENTER)
        repl.expect("TaskListController#1 viewDidAppear(animated: false)")
        repl.expect_cursor_line(LESSON_3_STEP % (2, "push A"))
        repl.send("q" + ENTER)
        repl.expect("урок 3: конец; вы снова в своём сеансе")
        repl.expect_cursor_line(PLAIN_PROMPT)
        # The session's own words are Russian too, and UIKit's names stay.
        output = repl.command("frob", PLAIN_PROMPT)
        self.assertIn("неизвестная команда 'frob'", output)
        output = repl.command("help tap", PLAIN_PROMPT)
        self.assertIn("вызов: tap ELEMENT", output)
        self.assertIn("пример: tap +", output)
        repl.send("quit" + ENTER)
        self.assertEqual(repl.wait_exit(), 0)

    def test_a_russian_quiz_refused_then_scored(self):
        path = os.path.join(self.tmp, "mine.t")
        with open(path, "w") as handle:
            handle.write(QUIZ)
        quiz = self.start_lesson("quiz", path, "--student", "Аня", "--seed", "7")
        quiz.expect("В каком порядке? Вызовы вперемешку:")
        quiz.wait_for(lambda: QUIZ_PROMPT.match(quiz.cursor_line()), "the quiz prompt")
        text = quiz.raw.decode("utf-8", "replace")
        self.assertNotIn("In what order?", text)
        for answer, hint in [("1 1 2 3 4 5 6", "1 указан дважды: назовите каждый вызов один раз"),
                             ("1 2 3", "укажите все вызовы (7), каждый по разу: вы указали 3"),
                             ("Nobody.willAppear", "'Nobody.willAppear' не называет ни один вызов")]:
            quiz.send(answer + ENTER)
            quiz.expect(hint)
            quiz.expect("попробуйте ещё раз (q — выход)")
            quiz.wait_for(lambda: QUIZ_PROMPT.match(quiz.cursor_line()), "the quiz prompt")
        quiz.send("A.init A.loadView A.didLoad TaskListController.willDisappear A.willAppear "
                  "TaskListController.didDisappear A.didAppear" + ENTER)
        quiz.expect("баллы: 7 из 7, порядок точный")
        # At 80 columns the note wraps at a space, its prefix said once.
        quiz.expect("об этом шаге: Push: новый контроллер загружается раньше, чем что-либо")
        quiz.expect("\n    появится.")
        quiz.expect("mine.t: тест окончен")
        quiz.expect("итог: 7 из 7 баллов")
        self.assertEqual(quiz.wait_exit(), 0)
        self.assertNotIn("points", quiz.raw.decode("utf-8", "replace"))


if __name__ == "__main__":
    unittest.main()
