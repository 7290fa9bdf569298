#!/usr/bin/env python3
"""End-to-end tests of scenelab without a terminal: scripts, JSONL, `check`.

The binary is ``$SCENELAB`` (default ``.build/debug/scenelab`` in the repository),
run through pipes with a temporary HOME and XDG directories.

Run:  python3 Tests/Terminal/test_script.py
 or:  python3 -m unittest discover -s Tests/Terminal -p 'test_*.py'
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.abspath(os.environ.get("SCENELAB", os.path.join(REPOSITORY, ".build", "debug", "scenelab")))
TIMEOUT = 10  # seconds for one run of the binary

CONFIDENCES = {"documented", "observed", "uncertain"}
KINDS = {"call", "store", "note", "error", "output", "command"}

# SPEC §3: method names exactly as in Apple's documentation.
DOCUMENTED_METHODS = {
    "init(coder:)", "init(nibName:bundle:)", "awakeFromNib()", "loadView()", "viewDidLoad()",
    "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
    "viewDidLayoutSubviews()", "viewDidAppear(_:)", "viewWillDisappear(_:)",
    "viewDidDisappear(_:)", "willMove(toParent:)", "didMove(toParent:)",
    "prepare(for:sender:)", "didReceiveMemoryWarning()", "viewWillTransition(to:with:)",
    "traitCollectionDidChange(_:)", "deinit",
    "application(_:willFinishLaunchingWithOptions:)",
    "application(_:didFinishLaunchingWithOptions:)",
    "application(_:configurationForConnecting:options:)",
    "application(_:didDiscardSceneSessions:)",
    "applicationDidReceiveMemoryWarning(_:)", "applicationWillTerminate(_:)",
    "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)",
    "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
    "sceneDidDisconnect(_:)",
    "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
    "numberOfSections(in:)",
}
# Table data source and delegate methods, by their Swift names.
TABLE_METHOD = re.compile(r"^tableView\(_:(?:[A-Za-z]+:)+\)$")

# A session touching most of what is implemented; every command succeeds.
SESSION = [
    "launch",
    "push X",
    "push TaskEditController",
    "pop",
    "present M",
    "dismiss",
    "present F --style full-screen",
    "dismiss",
    "home",
    "open",
    "switcher",
    "open",
    "interrupt",
    "resume",
    "memory-warning",
    "tree",
    "kill",
]


class ScenelabTestCase(unittest.TestCase):
    def setUp(self):
        if not os.access(BINARY, os.X_OK):
            self.fail("no scenelab binary at %s (build it, or set SCENELAB)" % BINARY)
        self.tmp = tempfile.mkdtemp(prefix="scenelab-script-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def environment(self):
        home = os.path.join(self.tmp, "home")
        os.makedirs(home, exist_ok=True)
        return {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": home,
            "XDG_STATE_HOME": os.path.join(self.tmp, "state"),
            "XDG_DATA_HOME": os.path.join(self.tmp, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.tmp, "config"),
            "TERM": "xterm",
            "LANG": "C.UTF-8",
        }

    def run_scenelab(self, *args, stdin=""):
        return subprocess.run([BINARY, *args], input=stdin, capture_output=True, text=True,
                              env=self.environment(), cwd=self.tmp, timeout=TIMEOUT)

    def write(self, name, lines):
        path = os.path.join(self.tmp, name)
        with open(path, "w") as handle:
            handle.write("".join(line + "\n" for line in lines))
        return path

    def parse_jsonl(self, text):
        events = []
        for number, line in enumerate(text.splitlines(), 1):
            try:
                event = json.loads(line)
            except ValueError as error:
                self.fail("line %d is not JSON (%s): %r" % (number, error, line))
            self.assertIsInstance(event, dict, "line %d is not an object: %r" % (number, line))
            events.append(event)
        return events


class JSONLTests(ScenelabTestCase):
    def session_events(self):
        result = self.run_scenelab("--format", "jsonl", stdin="\n".join(SESSION) + "\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")
        events = self.parse_jsonl(result.stdout)
        self.assertGreater(len(events), len(SESSION))
        return events

    def test_every_event_has_seq_command_kind(self):
        for event in self.session_events():
            for key in ("seq", "command", "kind"):
                self.assertIn(key, event, event)
            self.assertIn(event["kind"], KINDS, event)
            self.assertIsInstance(event["seq"], int, event)
            self.assertIsInstance(event["command"], int, event)

    def test_seq_counts_from_one_and_commands_number_their_events(self):
        events = self.session_events()
        self.assertEqual([e["seq"] for e in events], list(range(1, len(events) + 1)))
        self.assertEqual(events[0]["kind"], "command")
        current = 0
        for event in events:
            if event["kind"] == "command":
                current += 1
                self.assertEqual(event["command"], current, event)
            else:
                self.assertEqual(event["command"], current, "event outside its command: %r" % event)
        self.assertEqual(current, len(SESSION))

    def test_command_events_carry_the_line(self):
        commands = [e for e in self.session_events() if e["kind"] == "command"]
        self.assertEqual([e.get("text") for e in commands], SESSION)

    def test_call_events_are_complete(self):
        calls = [e for e in self.session_events() if e["kind"] == "call"]
        self.assertGreater(len(calls), 30)
        for event in calls:
            for key in ("channel", "object", "class", "method"):
                self.assertIsInstance(event.get(key), str, "%s missing in %r" % (key, event))
                self.assertNotEqual(event[key], "", event)
            self.assertIsInstance(event.get("args"), dict, event)
            self.assertIn(event.get("confidence"), CONFIDENCES, event)

    def test_method_names_are_apples(self):
        methods = {e["method"] for e in self.session_events() if e["kind"] == "call"}
        unknown = {m for m in methods if m not in DOCUMENTED_METHODS and not TABLE_METHOD.match(m)}
        self.assertEqual(unknown, set(), "methods not named as in Apple's documentation")
        for expected in ("viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)",
                         "scene(_:willConnectTo:options:)", "sceneDidEnterBackground(_:)",
                         "applicationDidReceiveMemoryWarning(_:)", "deinit"):
            self.assertIn(expected, methods)

    def test_push_is_animated(self):
        events = self.session_events()
        push = next(e["command"] for e in events if e["kind"] == "command" and e["text"] == "push X")
        calls = [e for e in events if e["command"] == push and e["kind"] == "call"]
        appear = [e for e in calls if e["object"] == "X#1" and e["method"] == "viewWillAppear(_:)"]
        self.assertEqual(len(appear), 1, calls)
        self.assertEqual(appear[0]["args"], {"animated": True})
        self.assertEqual(appear[0]["class"], "X")
        disappear = [e for e in calls
                     if e["object"] == "TaskListController#1" and e["method"] == "viewWillDisappear(_:)"]
        self.assertEqual(len(disappear), 1, calls)
        self.assertEqual(disappear[0]["args"], {"animated": True})

    def test_events_file_gets_jsonl_while_stdout_is_text(self):
        script = "\n".join(SESSION) + "\n"
        path = os.path.join(self.tmp, "events.jsonl")
        with_file = self.run_scenelab("--events", path, stdin=script)
        self.assertEqual(with_file.returncode, 0, with_file.stderr)
        self.assertIn("  TaskListController#1 viewDidLoad()", with_file.stdout)
        self.assertNotIn('{"seq"', with_file.stdout)
        with open(path) as handle:
            from_file = self.parse_jsonl(handle.read())
        jsonl = self.run_scenelab("--format", "jsonl", stdin=script)
        self.assertEqual(from_file, self.parse_jsonl(jsonl.stdout))
        self.assertEqual(with_file.stdout, self.run_scenelab(stdin=script).stdout)


    def test_jsonl_with_an_events_file_writes_the_same_stream_to_both(self):
        # JSONL alone is rendered straight into standard output; with a file, once for both.
        script = "\n".join(SESSION) + "\n"
        path = os.path.join(self.tmp, "both.jsonl")
        both = self.run_scenelab("--format", "jsonl", "--events", path, stdin=script)
        self.assertEqual(both.returncode, 0, both.stderr)
        with open(path) as handle:
            self.assertEqual(handle.read(), both.stdout)
        self.assertEqual(both.stdout, self.run_scenelab("--format", "jsonl", stdin=script).stdout)

    def test_text_recorded_alone_matches_text_recorded_with_every_event(self):
        # Text alone records only what it shows; with an events file it records
        # everything. The text must be the same, whatever the channels and echo do.
        script = "\n".join(SESSION[:3] + ["echo on", "trace layout on", "push Beta", "trace none",
                                           "pop", "echo off", "trace default", "push Gamma"]) + "\n"
        path = os.path.join(self.tmp, "all.jsonl")
        alone = self.run_scenelab(stdin=script)
        with_file = self.run_scenelab("--events", path, stdin=script)
        self.assertEqual(alone.returncode, 0, alone.stderr)
        self.assertIn("> push Beta", alone.stdout)
        self.assertIn("viewWillLayoutSubviews()", alone.stdout)
        self.assertEqual(alone.stdout, with_file.stdout)
        self.assertEqual(alone.stderr, with_file.stderr)

class ScriptModeTests(ScenelabTestCase):
    LINES = ["launch", "push Alpha", "lanch", "push Bravo", "tree"]

    def test_error_names_file_and_line_and_the_script_goes_on(self):
        path = self.write("bad.scn", self.LINES)
        result = self.run_scenelab(path)
        self.assertEqual(result.returncode, 1)
        errors = result.stderr.splitlines()
        self.assertEqual(len(errors), 1, result.stderr)
        self.assertTrue(errors[0].startswith(path + ":3: error: "), errors[0])
        # The message is rendered in standard output's buffer, then taken back out of it.
        self.assertNotIn(errors[0].split(": error: ", 1)[1], result.stdout)
        self.assertIn("Alpha#1 viewDidLoad()", result.stdout)
        self.assertIn("Bravo#1 viewDidLoad()", result.stdout)
        self.assertIn("[2]: Bravo#1", result.stdout)

    def test_windows_line_ends_and_a_byte_order_mark_read_as_plain_lines(self):
        plain = self.run_scenelab(self.write("plain.scn", self.LINES))
        path = os.path.join(self.tmp, "windows.scn")
        with open(path, "wb") as handle:
            handle.write(b"\xef\xbb\xbf" + b"".join(line.encode() + b"\r\n" for line in self.LINES))
        windows = self.run_scenelab(path)
        self.assertEqual(windows.stdout, plain.stdout)
        self.assertEqual(windows.stderr.replace("windows.scn", "plain.scn"), plain.stderr)

    def test_lines_that_straddle_the_read_buffer_run_whole(self):
        # Comment lines fill the first 64 KiB read up to the middle of `push Alpha`.
        filler = "#" * 99
        count = (65536 - len("launch\n") - 4) // (len(filler) + 1)
        head = ["launch"] + [filler] * count
        used = sum(len(line) + 1 for line in head)
        pad = "#" * (65536 - used - 4 - 1)
        lines = head + [pad, "push Alpha", "tree"]
        self.assertLess(sum(len(line) + 1 for line in lines[:-2]), 65536)
        self.assertGreater(sum(len(line) + 1 for line in lines[:-1]), 65536)
        result = self.run_scenelab(self.write("long.scn", lines))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Alpha#1 viewDidLoad()", result.stdout)
        self.assertIn("Alpha#1", result.stdout.split("TaskListController#1")[-1])

    def test_bail_stops_at_the_first_error(self):
        path = self.write("bad.scn", self.LINES)
        result = self.run_scenelab("--bail", path)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(len(result.stderr.splitlines()), 1, result.stderr)
        self.assertIn(path + ":3: error: ", result.stderr)
        self.assertIn("Alpha#1 viewDidLoad()", result.stdout)
        self.assertNotIn("Bravo", result.stdout)
        self.assertNotIn("rootViewController", result.stdout)

    def test_clean_script_exits_zero(self):
        path = self.write("good.scn", ["# a comment", "launch", "", "push Alpha  # trailing comment", "pop"])
        result = self.run_scenelab(path)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")
        self.assertIn("Alpha#1 deinit", result.stdout)

    def test_echo_prints_each_command(self):
        path = self.write("good.scn", ["launch", "push Alpha"])
        result = self.run_scenelab("--echo", path)
        self.assertEqual(result.returncode, 0, result.stderr)
        lines = result.stdout.splitlines()
        self.assertEqual([l for l in lines if l.startswith("> ")], ["> launch", "> push Alpha"])
        self.assertEqual(lines[0], "> launch")
        push = lines.index("> push Alpha")
        root_loaded = next(i for i, l in enumerate(lines) if "TaskListController#1 viewDidLoad()" in l)
        self.assertLess(root_loaded, push, "launch's output comes after '> launch', before '> push Alpha'")
        self.assertLess(push, lines.index("  Alpha#1 viewDidLoad()"))
        plain = self.run_scenelab(path)
        self.assertFalse(any(l.startswith(">") for l in plain.stdout.splitlines()))

    def test_settings_changed_mid_script_apply_to_the_lines_after(self):
        path = self.write("settings.scn", [
            "launch", "push Alpha", "echo on", "trace layout on", "push Beta",
            "echo off", "trace layout off", "push Gamma"])
        result = self.run_scenelab(path)
        self.assertEqual(result.returncode, 0, result.stderr)
        lines = result.stdout.splitlines()
        echoed = [l for l in lines if l.startswith("> ")]
        # A setting holds from its own line: `echo on` is echoed, `echo off` is not.
        self.assertEqual(echoed, ["> echo on", "> trace layout on", "> push Beta"])
        layout = [l for l in lines if "LayoutSubviews" in l]
        self.assertTrue(layout and all("Beta#1" in l for l in layout), layout)

    def test_dash_reads_standard_input(self):
        result = self.run_scenelab("-", stdin="launch\npush Alpha\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Alpha#1 viewDidLoad()", result.stdout)
        failing = self.run_scenelab("-", stdin="launch\npush Alpha\nlanch\n")
        self.assertEqual(failing.returncode, 1)
        self.assertRegex(failing.stderr, r"^\S*:3: error: ")

    def test_piped_standard_input_without_arguments(self):
        result = self.run_scenelab(stdin="launch\npush Alpha\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Alpha#1 viewDidLoad()", result.stdout)
        self.assertNotIn("scenelab>", result.stdout, "a prompt in script mode")

    def test_missing_script_file(self):
        result = self.run_scenelab(os.path.join(self.tmp, "nope.scn"))
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("nope.scn", result.stderr)
        self.assertEqual(result.stdout, "")


class BadInputTests(ScenelabTestCase):
    CASES = {
        "unknown command": ("lanch", "did you mean"),
        "missing argument": ("push", "CLASS"),
        "extra argument": ("launch todo extra", "extra"),
        "extra argument to tree": ("tree extra", "extra"),
        "unterminated double quote": ('launch "todo', "quote"),
        "unterminated single quote": ("launch 'todo", "quote"),
    }

    def test_each_bad_line_alone(self):
        for name, (line, hint) in self.CASES.items():
            with self.subTest(name, line=line):
                path = self.write("bad.scn", [line])
                result = self.run_scenelab(path)
                self.assertEqual(result.returncode, 1)
                self.assertEqual(result.stdout, "", "a bad command printed events")
                errors = result.stderr.splitlines()
                self.assertEqual(len(errors), 1, result.stderr)
                self.assertTrue(errors[0].startswith(path + ":1: error: "), errors[0])
                self.assertIn(hint, errors[0])
                self.assertIn("column", errors[0], "errors name the column of the bad word")

    def test_bad_line_changes_no_state(self):
        reference = self.run_scenelab(stdin="launch\npush Alpha\ntree\n")
        self.assertEqual(reference.returncode, 0, reference.stderr)
        tree = reference.stdout[reference.stdout.index("  To-Do Manager"):]
        self.assertIn("[1]: Alpha#1 [appeared", tree)
        for name, (line, _) in self.CASES.items():
            with self.subTest(name, line=line):
                result = self.run_scenelab(stdin="launch\npush Alpha\n%s\ntree\n" % line)
                self.assertEqual(result.returncode, 1)
                self.assertEqual(len(result.stderr.splitlines()), 1, result.stderr)
                self.assertEqual(result.stdout, reference.stdout)
                self.assertTrue(result.stdout.endswith(tree))

    def test_bad_line_emits_no_calls_in_jsonl(self):
        for name, (line, _) in self.CASES.items():
            with self.subTest(name, line=line):
                result = self.run_scenelab("--format", "jsonl", stdin="launch\n%s\n" % line)
                self.assertEqual(result.returncode, 1)
                events = self.parse_jsonl(result.stdout)
                bad = [e for e in events if e["command"] == 2]
                self.assertEqual([e["kind"] for e in bad], ["command", "error"], bad)
                self.assertEqual(bad[0]["text"], line)
                self.assertIn(bad[1]["text"], result.stderr)


class CheckTests(ScenelabTestCase):
    def transcript(self):
        """A transcript of what scenelab --echo prints, with comments added."""
        result = self.run_scenelab("--echo", stdin="launch\npush X\npop\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        return ["# push and pop a plain controller"] + result.stdout.splitlines() + ["# the end"]

    def test_passing_transcript(self):
        lines = self.transcript()
        self.assertIn("  X#1 deinit", lines)
        path = self.write("good.t", lines)
        result = self.run_scenelab("check", path)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertEqual(result.stdout.splitlines()[-1], "1 passed, 0 failed")
        self.assertNotIn("FAIL", result.stdout)

    def test_failing_transcript_prints_a_unified_diff(self):
        lines = [l.replace("X#1 viewDidLoad()", "X#1 viewDidLoad(WRONG)") for l in self.transcript()]
        self.assertIn("  X#1 viewDidLoad(WRONG)", lines)
        path = self.write("bad.t", lines)
        result = self.run_scenelab("check", path)
        self.assertEqual(result.returncode, 1)
        out = result.stdout.splitlines()
        self.assertEqual(out[-1], "0 passed, 1 failed")
        self.assertIn("--- " + path, out)
        self.assertTrue(any(l.startswith("+++ ") for l in out), result.stdout)
        self.assertTrue(any(re.match(r"^@@ -\d+(,\d+)? \+\d+(,\d+)? @@", l) for l in out), result.stdout)
        self.assertIn("-  X#1 viewDidLoad(WRONG)", out)
        self.assertIn("+  X#1 viewDidLoad()", out)
        self.assertLess(out.index("-  X#1 viewDidLoad(WRONG)"), out.index("+  X#1 viewDidLoad()"))

    def test_mixed_transcripts(self):
        good = self.write("good.t", self.transcript())
        bad = self.write("bad.t", ["> launch", "  nothing like this"])
        result = self.run_scenelab("check", good, bad)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stdout.splitlines()[-1], "1 passed, 1 failed")
        self.assertIn("bad.t", result.stdout)


class CommandLineTests(ScenelabTestCase):
    def test_version(self):
        result = self.run_scenelab("--version")
        self.assertEqual(result.returncode, 0)
        self.assertRegex(result.stdout.strip(), r"^\d+\.\d+\.\d+")

    def test_help(self):
        result = self.run_scenelab("--help")
        self.assertEqual(result.returncode, 0)
        self.assertIn("USAGE", result.stdout)
        for option in ("--format", "--events", "--echo", "--bail"):
            self.assertIn(option, result.stdout)

    def test_help_typed_as_a_word_points_to_the_option(self):
        result = self.run_scenelab("help")
        self.assertEqual(result.returncode, 1)
        self.assertIn("cannot read the script help", result.stderr)
        self.assertIn("`scenelab --help`", result.stderr)
        missing = self.run_scenelab("missing.scn")
        self.assertNotIn("--help", missing.stderr)

    def test_unknown_format_is_rejected(self):
        result = self.run_scenelab("--format", "xml", stdin="launch\n")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("format", result.stderr)
        self.assertEqual(result.stdout, "")

    def test_device_option_chooses_the_idiom(self):
        script = "launch\npresent M\n"
        on_pad = self.run_scenelab("--ephemeral", "--device", "ipad", stdin=script)
        self.assertEqual(on_pad.returncode, 0, on_pad.stderr)
        self.assertIn("behaves as .pageSheet on iPad", on_pad.stdout)
        by_default = self.run_scenelab("--ephemeral", stdin=script)
        self.assertIn("behaves as .pageSheet on iPhone", by_default.stdout)
        wrong = self.run_scenelab("--ephemeral", "--device", "watch", stdin=script)
        self.assertNotEqual(wrong.returncode, 0)
        self.assertIn("--device", wrong.stderr)
        self.assertEqual(wrong.stdout, "")


if __name__ == "__main__":
    unittest.main()
