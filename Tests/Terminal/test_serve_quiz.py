"""A quiz asked of a class served in a browser: the teacher plays `lesson 3 --quiz` at the
session; each step it asks appears on every student's page as their own shuffle of the calls;
an answer is scored by the terminal's rule, with its reasons, once per step, and is in the
`--results` file before the page says so, as a line of the same schema that `scenelab results`
reads (the last line of an attempt is its quiz)."""

import json
import os
import signal
import subprocess
import tempfile
import threading
import time
import unittest

from scenelab_support import BINARY, isolated_environment
from test_serve import Served


class ServeQuizTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        self.results = os.path.join(self.folder.name, "class.jsonl")
        self.served = Served("--results", self.results, "--student", "Teacher")
        self.addCleanup(self.served.quit)

    def join(self, name):
        status, answer = self.served.post("/api/join", {"name": name, "code": self.served.code})
        self.assertEqual(status, 200)
        return answer["token"]

    def question(self, token, after=0):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            status, body = self.served.get("/api/quiz?token=%s&after=%d" % (token, after))
            self.assertEqual(status, 200)
            answer = json.loads(body)
            if answer.get("question"):
                return answer["version"], answer["question"]
        raise AssertionError("no question was asked")

    def order(self, question, truth):
        """The numbers of the shown list that give `truth`'s order."""
        return " ".join(str(question["shown"].index(call) + 1) for call in truth)

    def lines(self):
        with open(self.results) as handle:
            return [json.loads(line) for line in handle if line.strip()]

    def test_two_students_answer_a_step_one_right_one_swapped(self):
        ann, bob = self.join("Ann"), self.join("Bob")
        # The teacher starts the quiz; the lesson waits for the teacher's own answer meanwhile.
        self.served.type("lesson 3 --quiz")
        _, ann_question = self.question(ann)
        _, bob_question = self.question(bob)
        self.assertEqual(ann_question["command"], "push A")
        self.assertEqual(sorted(ann_question["shown"]), sorted(bob_question["shown"]))
        truth = [
            "A#1 init(nibName:bundle:)", "A#1 loadView()", "A#1 viewDidLoad()",
            "TaskListController#1 viewWillDisappear(animated: true)", "A#1 viewWillAppear(animated: true)",
            "TaskListController#1 viewDidDisappear(animated: true)", "A#1 viewDidAppear(animated: true)",
        ]
        self.assertEqual(sorted(ann_question["shown"]), sorted(truth))
        status, right = self.served.post("/api/answer", {"token": ann, "step": str(ann_question["step"]),
                                                          "order": self.order(ann_question, truth)})
        self.assertEqual(status, 200)
        self.assertEqual((right["points"], right["total"]), (7, 7))
        self.assertEqual(right["reasons"], [])
        swapped = list(truth)
        swapped[3], swapped[4] = swapped[4], swapped[3]
        status, wrong = self.served.post("/api/answer", {"token": bob, "step": str(bob_question["step"]),
                                                          "order": self.order(bob_question, swapped)})
        self.assertEqual(status, 200)
        self.assertEqual((wrong["points"], wrong["total"]), (6, 7))
        self.assertEqual(len(wrong["reasons"]), 1)
        self.assertIn("viewWillDisappear", wrong["reasons"][0])
        self.assertEqual(wrong["expected"], truth)
        self.assertEqual([mark["mark"] for mark in wrong["marked"]].count("out-of-place"), 1)
        # Recorded before the page was told: both lines are in the file now.
        lines = self.lines()
        self.assertEqual([line["student"] for line in lines], ["Ann", "Bob"])
        self.assertEqual([line["points"] for line in lines], [7, 6])
        self.assertTrue(all(line["lesson"] == "03-push-pop" and line["schema"] == 1 for line in lines))
        # One answer a step.
        status, again = self.served.post("/api/answer", {"token": ann, "step": str(ann_question["step"]),
                                                          "order": self.order(ann_question, truth)})
        self.assertEqual(status, 409)
        # The projector counts the answers.
        answer = self.served.snapshot(0, lambda a: a.get("quiz") and a["quiz"]["answered"] == 2)
        self.assertEqual(answer["quiz"]["command"], "push A")
        # The teacher's results page has both, live; a wrong token is refused.
        status, page = self.served.get("/results?token=" + self.served.token)
        self.assertEqual(status, 200)
        self.assertIn(b"Ann", page)
        self.assertIn(b"Bob", page)
        self.assertEqual(self.served.get("/results?token=" + "1" * 32)[0], 403)
        # scenelab results reads the file: two students, ranked.
        result = subprocess.run([BINARY, "results", self.results, "--format", "json"], capture_output=True,
                                text=True, timeout=60, env=isolated_environment(self.folder.name))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Ann", result.stdout)
        self.assertIn("Bob", result.stdout)

    def test_the_next_step_replaces_the_last_and_the_line_grows(self):
        ann = self.join("Ann")
        self.served.type("lesson 3 --quiz")
        version, first = self.question(ann)
        status, _ = self.served.post("/api/answer", {"token": ann, "step": str(first["step"]),
                                                      "order": " ".join(str(n + 1) for n in range(len(first["shown"])))})
        self.assertEqual(status, 200)
        # The teacher answers too, and the lesson asks its next step of everyone.
        self.served.type("1 2 3 4 5 6 7")
        version, second = self.question(ann, after=version)
        self.assertNotEqual(second["step"], first["step"])
        status, stale = self.served.post("/api/answer", {"token": ann, "step": str(first["step"]), "order": "1"})
        self.assertEqual(status, 409)
        status, _ = self.served.post("/api/answer", {"token": ann, "step": str(second["step"]),
                                                      "order": " ".join(str(n + 1) for n in range(len(second["shown"])))})
        self.assertEqual(status, 200)
        lines = [line for line in self.lines() if line["student"] == "Ann"]
        self.assertEqual([len(line["steps"]) for line in lines], [1, 2])
        self.assertEqual(lines[0]["attempt"], lines[1]["attempt"])
        # scenelab results counts the attempt once, not as a retake.
        result = subprocess.run([BINARY, "results", self.results, "--format", "json"], capture_output=True,
                                text=True, timeout=60, env=isolated_environment(self.folder.name))
        report = json.loads(result.stdout)
        attempts = [a for a in report.get("attempts", []) if a.get("student") == "Ann"]
        self.assertEqual(len(attempts), 1, result.stdout[:500])

    def answer_all(self, tokens, after_each=None):
        """Every student answers the step asked, at once, each in a thread: their statuses."""
        statuses = {}

        def answer(token):
            try:
                _, question = self.question(token)
                status, _ = self.served.post("/api/answer", {
                    "token": token, "step": str(question["step"]),
                    "order": " ".join(str(n + 1) for n in range(len(question["shown"])))})
            except Exception as error:  # a connection the test broke on purpose
                status = repr(error)
            statuses[token] = status

        threads = [threading.Thread(target=answer, args=(token,)) for token in tokens]
        for thread in threads:
            thread.start()
        if after_each:
            after_each()
        for thread in threads:
            thread.join(timeout=60)
        return statuses

    def test_forty_students_answer_at_once_and_each_is_recorded_once(self):
        tokens = [self.join("student %02d" % number) for number in range(40)]
        self.served.type("lesson 3 --quiz")
        statuses = self.answer_all(tokens)
        self.assertEqual(sorted(set(statuses.values())), [200])
        lines = self.lines()
        self.assertEqual(sorted(line["student"] for line in lines), sorted("student %02d" % n for n in range(40)))
        answer = self.served.snapshot(0, lambda a: a.get("quiz") and a["quiz"]["answered"] == 40)
        self.assertEqual(answer["students"], 40)

    def test_a_killed_server_loses_no_answer_a_page_was_told_of(self):
        tokens = [self.join("student %02d" % number) for number in range(20)]
        self.served.type("lesson 3 --quiz")
        for token in tokens:
            self.question(token)

        def kill_soon():
            time.sleep(0.01)
            os.kill(self.served.process.pid, signal.SIGKILL)

        statuses = self.answer_all(tokens, after_each=kill_soon)
        self.served.process.wait(timeout=30)
        told = {token for token, status in statuses.items() if status == 200}
        recorded = {line["student"] for line in self.lines()} if os.path.exists(self.results) else set()
        names = {token: "student %02d" % number for number, token in enumerate(tokens)}
        self.assertLessEqual({names[token] for token in told}, recorded)


if __name__ == "__main__":
    unittest.main()
