"""Scripts from inside a session: `source` (nested, cycles, FILE:LINE errors),
`record` as a script and as a transcript that `scenelab check` passes,
`history`, `check --update` and the `...` line of transcripts."""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402


class ScriptsAndRecordingTestCase(BinaryTestCase):
    PREFIX = "scenelab-scripts-"

    def write(self, name, text):
        path = os.path.join(self.tmp, name)
        with open(path, "w") as handle:
            handle.write(text)
        return path

    def run_lines(self, lines, *args):
        return subprocess.run(
            [BINARY, "--ephemeral", *args, "-"], input="".join(line + "\n" for line in lines).encode(),
            capture_output=True, env=self.environment(), timeout=60, cwd=self.tmp)

    def check(self, *paths):
        return subprocess.run([BINARY, "check", *paths], capture_output=True, env=self.environment(), timeout=60,
                              cwd=self.tmp)

    def test_source_runs_nested_scripts_with_their_own_line_numbers(self):
        self.write("inner.scn", "push A\npop-to-root\npus B\n")
        self.write("outer.scn", "launch\nsource inner.scn\ntree\n")
        result = self.run_lines(["source outer.scn", "pop"])
        out, err = result.stdout.decode(), result.stderr.decode()
        self.assertEqual(result.returncode, 1)
        self.assertIn("A#1 viewDidLoad()", out)
        self.assertIn("A#1 deinit", out)
        # The error names the sourced file and its line, not the caller's.
        self.assertIn("inner.scn:3: error: column 1: unknown command 'pus'", err)
        # The last line of the caller ran after the sourced scripts: pop on the root is refused.
        self.assertIn("<stdin>:2: error:", err)

    def test_a_cycle_is_refused_and_bail_stops_every_level(self):
        self.write("a.scn", "launch\nsource b.scn\n")
        self.write("b.scn", "source a.scn\npush B\n")
        result = self.run_lines(["source a.scn"])
        err = result.stderr.decode()
        self.assertEqual(result.returncode, 1)
        self.assertIn("b.scn:1: error: source: a.scn is already running", err)
        self.assertIn("B#1 viewDidLoad()", result.stdout.decode())
        result = self.run_lines(["bail on", "source a.scn", "push C"])
        self.assertNotIn("B#1", result.stdout.decode())
        self.assertNotIn("C#1", result.stdout.decode())

    def test_source_refuses_a_transcript_a_folder_and_a_missing_file(self):
        os.mkdir(os.path.join(self.tmp, "folder"))
        result = self.run_lines(["source x.t", "source folder", "source missing.scn"])
        err = result.stderr.decode()
        self.assertIn("x.t is a transcript; check it with `scenelab check x.t`", err)
        self.assertIn("folder is a directory, not a script file", err)
        self.assertIn("cannot read missing.scn: No such file or directory", err)

    def test_a_transcript_run_as_a_script_says_to_check_it(self):
        path = self.write("lesson.t", "> launch\n")
        result = subprocess.run([BINARY, "--ephemeral", path], capture_output=True, env=self.environment(),
                                timeout=30)
        self.assertEqual(result.returncode, 1)
        self.assertIn("check it with `scenelab check", result.stderr.decode())

    def test_record_a_transcript_of_failing_commands_and_check_passes(self):
        result = self.run_lines(
            ["trace delegate on", "record walk.t", "launch checklists", "tap +", "tap done", "pus A",
             "type text Walk", "tap done", "record stop", "record again.scn", "item list", "record stop"],
            "--echo")
        self.assertEqual(result.returncode, 1)  # the failing commands still fail the run
        self.assertIn("recorded 6 commands to walk.t", result.stdout.decode())
        with open(os.path.join(self.tmp, "walk.t")) as handle:
            text = handle.read()
        self.assertIn("> trace delegate on\n", text)
        self.assertIn("error: tap done: Done is disabled", text)
        self.assertIn("error: column 1: unknown command 'pus'", text)
        self.assertNotIn("<stdin>", text)
        self.assertIn("itemDetailViewController(_: ItemDetailViewController#1, didFinishAdding: \"Walk\")", text)
        checked = self.check("walk.t")
        self.assertEqual(checked.returncode, 0, checked.stdout.decode())
        # Begun mid-session, the script starts with the commands that reached its state (not the failed ones).
        with open(os.path.join(self.tmp, "again.scn")) as handle:
            self.assertEqual(handle.read(), "\n".join([
                "# The commands that ran before `record` began, reaching the state it began in:",
                "trace delegate on", "launch checklists", "tap +", "type text Walk", "tap done",
                "# Typed while recording:", "item list", ""]))

    def test_a_recording_begun_mid_session_replays_to_its_state(self):
        result = self.run_lines(["launch", "push X", "record mid.t", "pop", "record stop"])
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        self.assertIn("starting with the 2 commands that reached this state", result.stdout.decode())
        with open(os.path.join(self.tmp, "mid.t")) as handle:
            text = handle.read()
        self.assertIn("reaching the state it began in:\n> launch\n", text)
        self.assertIn("# Typed while recording:\n> pop\n  X#1 viewWillDisappear(animated: true)", text)
        self.assertNotIn("error:", text)
        self.assertEqual(self.check("mid.t").returncode, 0)

    def test_a_recorded_transcript_whose_first_command_fails_is_not_written_silently(self):
        result = self.run_lines(["record fails.t", "push X", "record stop"])
        err = result.stderr.decode()
        self.assertIn("warning: record: replayed from a fresh device", err)
        self.assertIn("`push X` in fails.t fails (error: no app is running", err)

    def test_source_at_the_prompt_shows_each_command_and_play_steps_through_a_script(self):
        self.write("demo.scn", "# A class demo\n\n# The app starts.\nlaunch\n# A goes on the stack.\npush A\n")
        # Lines read from a script: `play` reads its Enter presses from the lines that follow.
        result = self.run_lines(["play demo.scn", "", "tree", "", "pop"])
        out = result.stdout.decode()
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        self.assertIn("A class demo\n", out)
        self.assertIn("The app starts.\nplay demo.scn, step 1/2, Enter runs `launch`, q stops> \n> launch\n", out)
        # `tree` typed at a step ran there, and the step waited.
        self.assertIn("A goes on the stack.\nplay demo.scn, step 2/2, Enter runs `push A`, q stops> ", out)
        self.assertIn("UINavigationController#1", out)
        self.assertIn("> push A\n", out)
        self.assertIn("end of demo.scn", out)
        # The steps ran in this session: the pop after it finds A.
        self.assertIn("A#1 deinit", out)
        stepped = self.run_lines(["source --step demo.scn", "q"])
        self.assertIn("end of demo.scn", stepped.stdout.decode())
        self.assertNotIn("> launch", stepped.stdout.decode())

    def test_a_transcript_starts_from_the_language_and_device_in_force(self):
        self.run_lines(["lang ru", "device ipad", "record ru.t", "launch", "screen", "record stop"])
        with open(os.path.join(self.tmp, "ru.t")) as handle:
            text = handle.read()
        self.assertIn("> lang ru\n", text)
        self.assertIn("> device ipad\n", text)
        self.assertIn("Задачи", text)
        self.assertEqual(self.check("ru.t").returncode, 0)

    def test_quiz_and_lesson_options_that_do_not_go_together_are_usage_errors(self):
        for arguments, message in ((["--quiz"], "give --lesson N too"),
                                   (["--lesson", "2", "x.scn"], "drop the script FILE")):
            result = subprocess.run([BINARY, "--ephemeral", *arguments], capture_output=True,
                                    env=self.environment(), timeout=30, cwd=self.tmp)
            self.assertEqual(result.returncode, 64, arguments)
            self.assertIn(message, result.stderr.decode())

    def test_a_recording_left_on_is_written_at_the_end(self):
        self.run_lines(["record left.scn", "launch", "push A"])
        with open(os.path.join(self.tmp, "left.scn")) as handle:
            self.assertEqual(handle.read(), "launch\npush A\n")

    def test_record_refuses_a_second_recording_and_a_stop_without_one(self):
        result = self.run_lines(["record stop", "record a.scn", "record b.scn", "record x.txt"])
        err = result.stderr.decode()
        self.assertIn("record stop: nothing is being recorded", err)
        self.assertIn("record: already recording to a.scn", err)

    def test_history_lists_the_last_lines(self):
        result = self.run_lines(["launch", "push A", "pop", "history 2"])
        self.assertIn("    3  pop\n    4  history 2\n", result.stdout.decode())

    def test_check_update_rewrites_the_output_and_keeps_comments_and_wildcards(self):
        path = self.write("u.t", "# a comment\n> launch checklists\n...\n> item list\n  stale\n")
        # Without a terminal to ask, --update shows the change and writes nothing.
        asked = self.check("--update", "u.t")
        self.assertEqual(asked.returncode, 1)
        self.assertIn("-  stale\n+  (no items)\n", asked.stdout.decode())
        self.assertIn("u.t: not updated (answer y, or add --yes", asked.stdout.decode())
        with open(path) as handle:
            self.assertIn("stale", handle.read())
        updated = self.check("--update", "--yes", "u.t")
        self.assertEqual(updated.returncode, 0)
        self.assertIn("-  stale\n+  (no items)\n", updated.stdout.decode())
        self.assertIn("updated", updated.stdout.decode())
        with open(path) as handle:
            text = handle.read()
        self.assertTrue(text.startswith("# a comment\n> launch checklists\n...\n> item list\n  (no items)\n"), text)
        self.assertEqual(self.check("u.t").returncode, 0)

    def test_dots_match_any_lines_but_not_wrong_ones(self):
        self.write("good.t", "> launch\n  AppDelegate application(_:willFinishLaunchingWithOptions:)\n...\n"
                             "  TaskListController#1 viewDidAppear(animated: false)\n> pop\n...\n")
        self.write("bad.t", "> launch\n...\n  TaskListController#1 viewDidAppear(animated: true)\n")
        self.assertEqual(self.check("good.t").returncode, 0)
        bad = self.check("bad.t")
        self.assertEqual(bad.returncode, 1)
        self.assertIn("FAIL bad.t", bad.stdout.decode())


if __name__ == "__main__":
    import unittest
    unittest.main()


class LessonsFromAScriptTestCase(BinaryTestCase):
    PREFIX = "scenelab-lessons-script-"

    def run_lines(self, lines, *args):
        return subprocess.run(
            [BINARY, "--ephemeral", *args, "-"], input="".join(line + "\n" for line in lines).encode(),
            capture_output=True, env=self.environment(), timeout=60)

    def test_lessons_lists_eighteen_in_english_and_in_russian(self):
        english = self.run_lines(["lessons"]).stdout.decode()
        self.assertIn(" 1  Launching an app, two ways of making its window", english)
        self.assertIn("16  Delegates and [weak self]", english)
        self.assertIn("17  Traps in the books' code", english)
        self.assertIn("18  The book's code as written", english)
        russian = self.run_lines(["lessons"], "--lang", "ru").stdout.decode()
        self.assertIn(" 3  Push, pop и pop to root в навигационном контроллере", russian)
        self.assertIn("17  Ловушки в коде книг", russian)
        self.assertIn("18  Код книги как написан", russian)

    def test_a_lesson_in_a_script_reads_its_enter_presses_from_the_next_lines(self):
        result = self.run_lines(["lesson 9", "", "", "q", "push Mine"])
        out = result.stdout.decode()
        self.assertIn("lesson 9, step 1/6, Enter runs `launch`, q stops>", out)
        self.assertIn("> push A", out)
        self.assertNotIn("> swipe-back", out)
        self.assertIn("end of lesson 9; your session is back", out)
        # The line after the lesson ran in the session, where no app runs.
        self.assertIn("no app is running", result.stderr.decode())

    def test_an_unknown_lesson_names_the_ones_there_are(self):
        result = self.run_lines(["lesson 99"])
        self.assertEqual(result.returncode, 1)
        self.assertIn("there is no lesson 99; they are 1, 2, 3", result.stderr.decode())

    def test_quiz_a_transcript_from_standard_input(self):
        lesson = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                              "lessons", "08-held-controller.t")
        results = os.path.join(self.tmp, "r.jsonl")
        result = subprocess.run(
            [BINARY, "quiz", lesson, "--results", results, "--student", "Bo"],
            input=b"1 2\nq\n", capture_output=True, env=self.environment(), timeout=60)
        out = result.stdout.decode()
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        self.assertIn("In what order?", out)
        self.assertIn("score: ", out)
        with open(results) as handle:
            record = json.loads(handle.read())
        self.assertEqual(record["student"], "Bo")
        self.assertEqual(record["lesson"], "08-held-controller")
        self.assertEqual(record["number"], 8)
        # "1 2" is no order of all the calls: refused, never scored; then q stopped the quiz.
        self.assertIn("give all", out)
        self.assertFalse(record["finished"])
