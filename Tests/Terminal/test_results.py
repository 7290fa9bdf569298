"""`scenelab results`: a class of 30 (some unfinished, some in Russian)
summarised per student and per step, with the common wrong orders, as
text, CSV that Python's csv module reads, JSON, and an HTML page that
headless Chromium renders."""

import csv
import io
import json
import os
import pwd
import select
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, REPOSITORY, BinaryTestCase  # noqa: E402
from test_export import chromium, png_pixels  # noqa: E402
from test_quiz_pty import POP, PUSH_A  # noqa: E402



def lcs(answer, truth):
    """The quiz's points: the longest run of calls in the right relative order."""
    table = [[0] * (len(truth) + 1) for _ in range(len(answer) + 1)]
    for i, a in enumerate(answer):
        for j, t in enumerate(truth):
            table[i + 1][j + 1] = table[i][j] + 1 if a == t else max(table[i][j + 1], table[i + 1][j])
    return table[-1][-1]


def class_of_thirty():
    """30 results lines: every third student moves init to the end of push A,
    every fifth swaps the will-calls, every seventh stops before the pop."""
    lines = []
    for number in range(30):
        push = list(PUSH_A)
        if number % 3 == 0:
            push = push[1:] + push[:1]
        if number % 5 == 0:
            push[3], push[4] = push[4], push[3]
        steps = [{"step": 2, "command": "push A", "expected": PUSH_A, "answer": push,
                  "points": lcs(push, PUSH_A), "total": 7}]
        finished = number % 7 != 0
        if finished:
            steps.append({"step": 5, "command": "pop", "expected": POP, "answer": POP, "points": 5, "total": 5})
        points = sum(step["points"] for step in steps)
        total = sum(step["total"] for step in steps)
        russian = number % 4 == 0
        lines.append(json.dumps({
            "schema": 1, "time": "2026-11-26T10:%02d:00Z" % number, "lesson": "03-push-pop", "number": 3,
            "title": "Push и pop" if russian else "Push and pop", "language": "ru" if russian else "en",
            "student": "Ученик %02d" % number if russian else "student %02d" % number, "finished": finished,
            "points": points, "total": total, "steps": steps}, ensure_ascii=False))
    return lines


def class_to_show():
    """A class of 30 as scenelab writes it now (lessonSteps, stoppedAt), with every band: the
    picture in docs/results.png. Every third student moves init to the end of push A, every
    fifth swaps the will-calls, every ninth gives both steps backwards, every eleventh the pop
    backwards, every seventh stops
    after push A (step 5 of 7 not reached); students 09 and 18 take it again later, all right."""
    lines = []

    def line(number, time, push, pop, stopped_at=None):
        steps = [{"step": 2, "command": "push A", "expected": PUSH_A, "answer": push,
                  "points": lcs(push, PUSH_A), "total": 7}]
        if stopped_at is None:
            steps.append({"step": 5, "command": "pop", "expected": POP, "answer": pop,
                          "points": lcs(pop, POP), "total": 5})
        russian = number % 4 == 0
        record = {
            "schema": 1, "time": time, "lesson": "03-push-pop", "number": 3,
            "title": "Push и pop" if russian else "Push and pop", "language": "ru" if russian else "en",
            "student": "Ученик %02d" % number if russian else "student %02d" % number,
            "finished": stopped_at is None, "lessonSteps": 7,
            "points": sum(step["points"] for step in steps), "total": sum(step["total"] for step in steps),
            "steps": steps}
        if stopped_at is not None:
            record["stoppedAt"] = stopped_at
        return json.dumps(record, ensure_ascii=False)

    for number in range(30):
        push, pop = list(PUSH_A), list(POP)
        if number % 3 == 0:
            push = push[1:] + push[:1]
        if number % 5 == 0:
            push[3], push[4] = push[4], push[3]
        if number % 9 == 0 and number:
            push, pop = push[::-1], pop[::-1]
        if number % 11 == 0 and number:
            pop = pop[::-1]
        stopped = 5 if number % 7 == 0 else None
        lines.append(line(number, "2026-11-26T10:%02d:00Z" % number, push, pop, stopped))
    for number in (9, 18):
        lines.append(line(number, "2026-11-26T11:%02d:00Z" % number, PUSH_A, POP))
    return lines


class ResultsTestCase(BinaryTestCase):
    PREFIX = "scenelab-results-"

    def results_file(self):
        path = os.path.join(self.tmp, "class.jsonl")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(class_of_thirty()) + "\nnot a results line\n")
        return path

    def run_results(self, *arguments):
        result = subprocess.run([BINARY, "results", *arguments], capture_output=True, env=self.environment(),
                                timeout=60)
        return result.returncode, result.stdout.decode(), result.stderr.decode()

    def test_text_has_the_students_the_steps_and_the_common_wrong_orders(self):
        status, out, _ = self.run_results(self.results_file())
        self.assertEqual(status, 0)
        self.assertIn("students (30, 30 quizzes)", out)
        self.assertIn("Ученик 00", out)
        row = next(line for line in out.splitlines() if "student 07" in line)
        self.assertTrue(row.endswith("no, steps answered: 1"), row)  # 7 stopped before the end
        steps = out[out.index("steps, hardest first"):out.index("most common wrong orders")]
        # push A is the hard one: it comes first, with its mean.
        step_lines = [line.split() for line in steps.splitlines()[2:] if line.strip()]
        self.assertEqual(step_lines[0][2:4], ["push", "A"])
        self.assertEqual(step_lines[1][2], "pop")
        wrong = out[out.index("most common wrong orders"):].splitlines()
        # Every third but not fifth: 8 students gave init last and nothing else wrong.
        self.assertTrue(wrong[1].startswith("  8× 03-push-pop step 2 (push A): A.loadView"), wrong[1])
        self.assertIn("skipped", out)

    def test_csv_parses_with_the_csv_module(self):
        status, out, err = self.run_results(self.results_file(), "--format", "csv")
        self.assertEqual(status, 0)
        self.assertIn("warning: skipped", err)
        rows = list(csv.DictReader(io.StringIO(out, newline="")))
        self.assertEqual(len(rows), 30)
        first = rows[0]
        self.assertEqual(set(first), {"student", "lesson", "title", "language", "time", "points", "total", "finished",
                                      "stopped_at", "lesson_steps", "retake", "rank", "answered"})
        unfinished = {row["student"] for row in rows if row["finished"] == "false"}
        self.assertEqual(unfinished, {"Ученик 00", "student 07", "student 14", "student 21", "Ученик 28"})
        status, out, _ = self.run_results(self.results_file(), "--format", "csv", "--table", "steps")
        steps = list(csv.DictReader(io.StringIO(out, newline="")))
        self.assertEqual([row["command"] for row in steps], ["push A", "pop"])
        push = steps[0]
        self.assertEqual(push["answers"], "30")
        expected_mean = sum(lcs(json.loads(line)["steps"][0]["answer"], PUSH_A) / 7
                            for line in class_of_thirty()) / 30
        self.assertAlmostEqual(float(push["mean"]), expected_mean, places=3)

    def test_json_is_one_object(self):
        status, out, _ = self.run_results(self.results_file(), "--format", "json")
        self.assertEqual(status, 0)
        summary = json.loads(out)
        self.assertEqual(len(summary["attempts"]), 30)
        self.assertEqual(summary["wrongOrders"][0]["count"], 8)
        self.assertEqual(len(summary["skipped"]), 1)

    def test_html_renders_in_headless_chromium(self):
        status, out, _ = self.run_results(self.results_file(), "--format", "html")
        self.assertEqual(status, 0)
        self.assertNotIn("<script", out)
        self.assertNotIn("http", out.replace("<!DOCTYPE html>", ""))
        page = os.path.join(self.tmp, "class.html")
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(out)
        browser = chromium()
        if browser is None:
            self.skipTest("Chromium is not installed and could not be (scripts/test installs Debian's chromium)")
        png = os.path.join(self.tmp, "class.png")
        result = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--window-size=1200,900", "--screenshot=" + png, "file://" + page],
            capture_output=True, env=dict(self.environment(), HOME=self.tmp), timeout=120)
        self.assertTrue(os.path.exists(png), result.stderr.decode()[-2000:])
        width, height, rows = png_pixels(png)
        self.assertEqual((width, height), (1200, 900))
        green = (0x34, 0xc7, 0x59)
        flat = [pixel for row in rows for pixel in row[::2]]
        self.assertGreater(flat.count(green), 500, "score bars")

    def write_lines(self, lines):
        path = os.path.join(self.tmp, "more.jsonl")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        return path

    def quiz_line(self, student, time, answer, finished=True, stopped_at=None):
        """One student's quiz of the push-pop lesson (7 steps), as --results writes it."""
        steps = [{"step": 2, "command": "push A", "expected": PUSH_A, "answer": answer,
                  "points": lcs(answer, PUSH_A), "total": 7}]
        line = {"schema": 1, "time": time, "lesson": "03-push-pop", "number": 3, "title": "Push and pop",
                "language": "en", "student": student, "finished": finished, "lessonSteps": 7,
                "points": steps[0]["points"], "total": 7, "steps": steps}
        if stopped_at is not None:
            line["stoppedAt"] = stopped_at
        return json.dumps(line)

    def test_an_unfinished_quiz_says_where_it_stopped_and_is_not_a_full_bar(self):
        swapped = PUSH_A[1:] + PUSH_A[:1]
        path = self.write_lines([
            self.quiz_line("amy", "2026-11-28T09:00:00Z", PUSH_A, finished=False, stopped_at=3),
            self.quiz_line("amy", "2026-11-28T09:40:00Z", swapped),
            self.quiz_line("bob", "2026-11-28T09:05:00Z", swapped),
        ])
        status, out, _ = self.run_results(path)
        self.assertEqual(status, 0)
        rows = [line for line in out.splitlines() if "amy" in line.split()]
        self.assertTrue(rows[0].rstrip().endswith("stopped at step 3 of 7, steps answered: 1"), rows[0])
        # The second quiz of the same lesson is a retake, with its time.
        self.assertIn("03-push-pop (retake 09:40)", rows[1])
        self.assertTrue(rows[1].rstrip().endswith("yes"), rows[1])
        # A wrong order comes with the right one and who gave it.
        wrong = out[out.index("most common wrong orders"):].splitlines()
        self.assertTrue(wrong[1].startswith("  2× 03-push-pop step 2 (push A): A.loadView"), wrong[1])
        self.assertTrue(wrong[2].strip().startswith("right: A.init"), wrong[2])
        self.assertEqual(wrong[3].strip(), "given by: amy, bob")
        # The page: no green bar for the unfinished quiz, a grey one, and a legend of the bands.
        status, page, _ = self.run_results(path, "--format", "html")
        self.assertIn('class="bar unfinished"', page)
        self.assertIn("stopped at step 3 of 7", page)
        self.assertIn("under 50%", page)
        # Every step of every student: CSV and JSON.
        status, out, _ = self.run_results(path, "--format", "csv", "--table", "answers")
        answers = list(csv.DictReader(io.StringIO(out, newline="")))
        self.assertEqual([(row["student"], row["points"]) for row in answers],
                         [("amy", "7"), ("amy", str(lcs(swapped, PUSH_A))), ("bob", str(lcs(swapped, PUSH_A)))])
        self.assertEqual(answers[2]["given"].split()[0], "A.loadView")
        summary = json.loads(self.run_results(path, "--format", "json")[1])
        self.assertEqual(summary["attempts"][0]["stoppedAt"], 3)
        self.assertTrue(summary["attempts"][1]["retake"])
        self.assertEqual(summary["attempts"][2]["steps"][0]["points"], lcs(swapped, PUSH_A))
        self.assertEqual(summary["wrongOrders"][0]["students"], ["amy", "bob"])

    def test_results_speak_russian_with_lang_in_either_place_or_the_locale(self):
        path = self.results_file()
        for arguments, environment in ((["--lang", "ru", "results", path], {}), (["results", path, "--lang", "ru"], {}),
                                       (["results", path], {"LANG": "ru_RU.UTF-8"})):
            result = subprocess.run([BINARY, *arguments], capture_output=True, timeout=60,
                                    env=dict(self.environment(), **environment))
            self.assertEqual(result.returncode, 0, result.stderr.decode())
            out = result.stdout.decode()
            self.assertTrue(out.startswith("ученики (30, тестов: 30)"), out[:200])
            self.assertIn("самые частые неверные порядки", out)
            self.assertIn("верно: A.init", out)
            self.assertNotIn("most common", out)
        page = subprocess.run([BINARY, "results", path, "--format", "html", "--lang", "ru"], capture_output=True,
                              timeout=60, env=self.environment()).stdout.decode()
        self.assertIn('<html lang="ru">', page)
        self.assertIn("Самые частые неверные порядки", page)
        self.assertIn("остановился до конца", page)
        self.assertNotIn("Most common", page)

    def test_a_class_of_thirty_fits_one_projector_screen(self):
        status, out, _ = self.run_results(self.results_file(), "--format", "html")
        page = os.path.join(self.tmp, "glance.html")
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(out)
        browser = chromium()
        if browser is None:
            self.skipTest("Chromium is not installed and could not be (scripts/test installs Debian's chromium)")
        png = os.path.join(self.tmp, "glance.png")
        subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--window-size=1920,1080", "--screenshot=" + png, "file://" + page],
                       capture_output=True, env=dict(self.environment(), HOME=self.tmp), timeout=120)
        width, height, rows = png_pixels(png)
        self.assertEqual((width, height), (1920, 1080))
        # Every student's bar, green or grey, is on the screen: count the runs of bar rows in the
        # column where the students' bars start (the legend's swatches are above the table).
        green, grey = (0x34, 0xc7, 0x59), (0xae, 0xae, 0xb2)
        column = next(x for x in range(width) if sum(row[x] in (green, grey) for row in rows[150:]) > 100)
        runs, inside = 0, False
        for row in rows[150:]:
            on_bar = row[column] in (green, grey)
            runs += on_bar and not inside
            inside = on_bar
        self.assertEqual(runs, 30)

    def lesson_line(self, student, time, answers, stopped_at=None):
        """A quiz of the push-pop lesson's 7 steps, each step push A, `answers` the ones answered:
        stopped before the end when `stopped_at` is given."""
        steps = [{"step": number + 1, "command": "push A", "expected": PUSH_A, "answer": answer,
                  "points": lcs(answer, PUSH_A), "total": 7} for number, answer in enumerate(answers)]
        line = {"schema": 1, "time": time, "lesson": "03-push-pop", "number": 3, "title": "Push and pop",
                "language": "en", "student": student, "finished": stopped_at is None, "lessonSteps": 7,
                "points": sum(step["points"] for step in steps), "total": 7 * len(steps), "steps": steps}
        if stopped_at is not None:
            line["stoppedAt"] = stopped_at
        return json.dumps(line)

    def test_a_student_who_stopped_after_two_steps_ranks_below_one_who_finished(self):
        swapped = PUSH_A[1:] + PUSH_A[:1]
        path = self.write_lines([
            self.lesson_line("quitter", "2026-11-28T09:00:00Z", [PUSH_A, PUSH_A], stopped_at=3),
            self.lesson_line("finisher", "2026-11-28T09:10:00Z", [swapped] * 7),
        ])
        for arguments, stopped in ((["results", path], "stopped at step 3 of 7, steps answered: 2"),
                                   (["--lang", "ru", "results", path],
                                    "остановился на шаге 3 из 7, отвечено шагов: 2")):
            out = subprocess.run([BINARY, *arguments], capture_output=True, timeout=60,
                                 env=self.environment()).stdout.decode()
            rows = [line.split() for line in out.splitlines() if "03-push-pop" in line][:2]
            self.assertEqual([row[:2] for row in rows], [["1", "finisher"], ["2", "quitter"]], out)
            self.assertTrue(" ".join(rows[1]).endswith(stopped), rows[1])
        summary = json.loads(self.run_results(path, "--format", "json")[1])
        self.assertEqual([(a["student"], a["rank"], a["answered"]) for a in summary["attempts"]],
                         [("finisher", 1, 7), ("quitter", 2, 2)])
        page = self.run_results(path, "--format", "html")[1]
        self.assertLess(page.index("finisher"), page.index("quitter"))

    def on_a_terminal(self, *arguments, **environment):
        """What `scenelab ARGUMENTS` writes to a pty, read until it closes (bounded)."""
        main, side = os.openpty()
        try:
            process = subprocess.Popen([BINARY, *arguments], stdin=subprocess.DEVNULL, stdout=side,
                                       stderr=subprocess.DEVNULL, env=dict(self.environment(), **environment))
            os.close(side)
            side = None
            output = b""
            while True:
                ready, _, _ = select.select([main], [], [], 30)
                if not ready:
                    process.kill()
                    self.fail("no output for 30 s")
                try:
                    chunk = os.read(main, 65536)
                except OSError:  # EIO: the other side closed
                    break
                if not chunk:
                    break
                output += chunk
            process.wait(timeout=30)
            return output.decode()
        finally:
            os.close(main)
            if side is not None:
                os.close(side)

    def test_scores_are_coloured_by_band_at_a_terminal_and_plain_elsewhere(self):
        path = self.write_lines([
            self.lesson_line("high", "2026-11-28T09:00:00Z", [PUSH_A]),
            self.lesson_line("low", "2026-11-28T09:01:00Z", [list(reversed(PUSH_A))]),
            self.lesson_line("gone", "2026-11-28T09:02:00Z", [PUSH_A], stopped_at=3),
        ])
        colours = {"TERM": "xterm-256color", "NO_COLOR": ""}
        out = self.on_a_terminal("results", path, **colours)
        rows = {line.split()[1]: line for line in out.splitlines() if "03-push-pop" in line}
        self.assertIn("\x1b[32m", rows["high"])
        self.assertIn("\x1b[31m", rows["low"])
        self.assertIn("\x1b[90m", rows["gone"])
        self.assertIn("\x1b[31munder 50%\x1b[0m", out)
        russian = self.on_a_terminal("results", path, "--lang", "ru", **colours)
        self.assertIn("\x1b[31mменьше 50%\x1b[0m", russian)
        # Piped, or NO_COLOR at a terminal: plain.
        piped = subprocess.run([BINARY, "results", path], capture_output=True, timeout=60,
                               env=dict(self.environment(), **colours)).stdout.decode()
        self.assertNotIn("\x1b", piped)
        self.assertNotIn("\x1b", self.on_a_terminal("results", path, TERM="xterm-256color", NO_COLOR="1"))

    def test_one_student_step_by_step(self):
        swapped = PUSH_A[1:] + PUSH_A[:1]
        path = self.write_lines([
            self.lesson_line("amy", "2026-11-28T09:00:00Z", [swapped, PUSH_A]),
            self.lesson_line("bob", "2026-11-28T09:05:00Z", [PUSH_A]),
        ])
        status, out, _ = self.run_results(path, "--student", "amy")
        self.assertEqual(status, 0)
        lines = out.splitlines()
        self.assertEqual(lines[0], "amy, 03-push-pop: %d/14 (93%%), finished: yes" % (lcs(swapped, PUSH_A) + 7))
        self.assertEqual(lines[1], "  step 1 (push A): 6 of 7 points")
        self.assertEqual(lines[2].split(), ["given:", "A.loadView", "A.didLoad", "TaskListController.willDisappear",
                                            "A.willAppear", "TaskListController.didDisappear", "A.didAppear",
                                            "A.init"])
        self.assertEqual(lines[3].split()[:2], ["right:", "A.init"])
        self.assertNotIn("bob", out)
        russian = subprocess.run([BINARY, "results", path, "--student", "amy"], capture_output=True, timeout=60,
                                 env=dict(self.environment(), LANG="ru_RU.UTF-8")).stdout.decode()
        self.assertIn("  шаг 1 (push A): баллов 6 из 7\n      ответ: A.loadView", russian)
        status, out, err = self.run_results(path, "--student", "eve")
        self.assertEqual((status, out), (1, ""))
        self.assertIn("no quiz by eve", err)

    def test_a_quiz_names_the_account_when_there_is_no_student_or_user(self):
        lesson = os.path.join(REPOSITORY, "lessons", "03-push-pop.t")
        account = pwd.getpwuid(os.getuid()).pw_name
        for environment, name in (({}, account), ({"USER": ""}, account), ({"LOGNAME": "lo"}, "lo"),
                                  ({"USER": "ann", "LOGNAME": "lo"}, "ann")):
            results = os.path.join(self.tmp, "named.jsonl")
            if os.path.exists(results):
                os.remove(results)
            subprocess.run([BINARY, "quiz", lesson, "--results", results], input=b"q\n", capture_output=True,
                           timeout=60, env=dict(self.environment(), **environment))
            with open(results, encoding="utf-8") as handle:
                self.assertEqual(json.loads(handle.read())["student"], name, environment)

    def test_the_class_at_a_glance_shows_every_band_and_every_quiz_on_one_screen(self):
        browser = chromium()
        if browser is None:
            self.skipTest("Chromium is not installed and could not be (scripts/test installs Debian's chromium)")
        path = self.write_lines(class_to_show())
        for language in ("en", "ru"):
            status, out, _ = self.run_results(path, "--format", "html", "--lang", language)
            self.assertEqual(status, 0)
            page = os.path.join(self.tmp, "show-%s.html" % language)
            with open(page, "w", encoding="utf-8") as handle:
                handle.write(out)
            png = os.path.join(self.tmp, "show-%s.png" % language)
            subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            "--window-size=1920,1080", "--screenshot=" + png, "file://" + page],
                           capture_output=True, env=dict(self.environment(), HOME=self.tmp), timeout=120)
            width, height, rows = png_pixels(png)
            self.assertEqual((width, height), (1920, 1080))
            bands = {"high": (0x34, 0xc7, 0x59), "middle": (0xff, 0xcc, 0x00), "low": (0xff, 0x3b, 0x30),
                     "unfinished": (0xae, 0xae, 0xb2)}
            colours = set(bands.values())
            # The students' bars start in one column: below the legend, one run of bar rows per quiz.
            column = next(x for x in range(width) if sum(row[x] in colours for row in rows[150:]) > 100)
            runs, inside, seen = 0, False, set()
            for row in rows[150:]:
                on_bar = row[column] in colours
                runs += on_bar and not inside
                inside = on_bar
                if on_bar:
                    seen.add(row[column])
            self.assertEqual(runs, 32, "%s: 30 students and 2 retakes" % language)
            self.assertEqual(seen, colours, "%s: every band among the students' bars" % language)
            # Nothing runs off the right edge: the last column of pixels is the page's white.
            self.assertEqual({row[-1] for row in rows}, {(0xff, 0xff, 0xff)}, language)

    def test_a_missing_file_is_an_error(self):
        status, _, err = self.run_results(os.path.join(self.tmp, "nope.jsonl"))
        self.assertEqual(status, 1)
        self.assertIn("cannot read", err)


if __name__ == "__main__":
    import unittest
    unittest.main()
