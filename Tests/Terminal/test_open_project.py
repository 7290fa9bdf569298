#!/usr/bin/env python3
"""`scenelab open PATH`, through the real binary: an Xcode project folder (or
one .storyboard) opened, played, and its own `print` lines shown.

- The print lines of examples/LifecycleLab are the lines its Swift sources
  can print: each one matches a `print(...)` call read from the sources, and
  the lifecycle lines come in UIKit's order.
- `--console xcode` shows only those lines; `--format jsonl` gives them as
  `print` events.
- Folders and files that cannot be opened are refused with one error and exit
  status 1, never a crash: a missing path, a text file, no storyboard, two
  projects, a DOCTYPE, deep nesting, 100 MB, no initial controller.
- A broken project opens with warnings that point at file and line, and plays.
- `scenelab --open PATH` is the same as `scenelab open PATH`; Russian messages;
  a lone .storyboard file.

Run:  python3 -m unittest discover -s Tests/Terminal -p 'test_open*.py'
"""

import glob
import json
import os
import re
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, REPOSITORY, BinaryTestCase  # noqa: E402

TIMEOUT = 30
LIFECYCLE_LAB = os.path.join(REPOSITORY, "examples", "LifecycleLab")
PROJECTS = os.path.join(REPOSITORY, "Tests", "Projects")
SINGLE = os.path.join(PROJECTS, "SingleStoryboard", "Single.storyboard")
VINTAGE = os.path.join(PROJECTS, "Vintage")

# Every way through LifecycleLab: push and unwind, present and unwind twice,
# the second tab and its modal, the background and back, and the end.
WALK = [
    "launch",
    "tap Details", "tap Close",
    "tap +", "tap Cancel",
    "tap +", "tap Save",
    "tab 2", "tap About", "tap Done",
    "home", "open",
    "kill",
]

CYRILLIC = re.compile("[\u0400-\u04ff]")


# --- A small reader of Swift `print(...)` calls --------------------------------

def _skip_string(source, index):
    """The index just after the string literal that starts at `index` (a `"`)."""
    if source.startswith('"""', index):
        end = source.find('"""', index + 3)
        return len(source) if end < 0 else end + 3
    index += 1
    while index < len(source):
        char = source[index]
        if char == "\\":
            if source.startswith("\\(", index):
                index = _skip_parenthesised(source, index + 1)
                continue
            index += 2
            continue
        if char == '"':
            return index + 1
        index += 1
    return index


def _skip_parenthesised(source, index):
    """The index just after the `)` that closes the `(` at `index`, past strings inside."""
    depth = 0
    while index < len(source):
        char = source[index]
        if char == '"':
            index = _skip_string(source, index)
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    return index


def _without_comments(source):
    """The source with `//` and `/* */` comments blanked, string literals kept."""
    out = []
    index = 0
    while index < len(source):
        if source[index] == '"':
            end = _skip_string(source, index)
            out.append(source[index:end])
            index = end
        elif source.startswith("//", index):
            end = source.find("\n", index)
            index = len(source) if end < 0 else end
        elif source.startswith("/*", index):
            end = source.find("*/", index + 2)
            index = len(source) if end < 0 else end + 2
        else:
            out.append(source[index])
            index += 1
    return "".join(out)


def _split_arguments(text):
    """The top-level, comma-separated arguments of a call's parenthesised text."""
    arguments, start, index, depth = [], 0, 0, 0
    while index < len(text):
        char = text[index]
        if char == '"':
            index = _skip_string(text, index)
            continue
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            arguments.append(text[start:index].strip())
            start = index + 1
        index += 1
    if text[start:].strip():
        arguments.append(text[start:].strip())
    return arguments


# What `#function` gives inside a method: its name and argument labels.
FUNCTION = r"\w+(?:\([\w:]*\))?"
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


def _literal_pattern(argument):
    """A regex for one argument: a plain string literal's text with each
    interpolation a wildcard; anything else all wildcard (`#function` a method's name)."""
    if argument == "#function":
        return FUNCTION
    if not (argument.startswith('"') and not argument.startswith('"""')
            and _skip_string(argument, 0) == len(argument)):
        return ".*"
    pattern, index = [], 1
    while index < len(argument) - 1:
        char = argument[index]
        if char == "\\":
            if argument.startswith("\\(", index):
                end = _skip_parenthesised(argument, index + 1)
                pattern.append(FUNCTION if argument[index + 2:end - 1].strip() == "#function" else ".*")
                index = end
                continue
            pattern.append(re.escape(ESCAPES.get(argument[index + 1], argument[index + 1])))
            index += 2
            continue
        pattern.append(re.escape(char))
        index += 1
    return "".join(pattern)


def print_patterns(swift_source):
    """A compiled regex for each `print(...)` call in a Swift file."""
    source = _without_comments(swift_source)
    patterns = []
    for match in re.finditer(r"(?<![\w.])print\s*\(", source):
        opening = match.end() - 1
        closing = _skip_parenthesised(source, opening)
        arguments = _split_arguments(source[opening + 1:closing - 1])
        separator = " "
        items = []
        for argument in arguments:
            label = re.match(r"(separator|terminator)\s*:\s*(.*)$", argument, re.S)
            if label is None:
                items.append(_literal_pattern(argument))
            elif label.group(1) == "separator":
                separator = _plain_literal(label.group(2))
        joined = ".*" if separator is None else re.escape(separator)
        patterns.append(re.compile(joined.join(items)))
    return patterns


def _plain_literal(argument):
    """The text of a string literal without interpolations, else None."""
    if not argument.startswith('"') or _literal_pattern(argument) == ".*" or "\\(" in argument:
        return None
    return re.sub(r"\\(.)", lambda escape: ESCAPES.get(escape.group(1), escape.group(1)), argument[1:-1])


class PrintReaderTests(unittest.TestCase):
    """The reader the acceptance test trusts, on the shapes LifecycleLab uses."""

    def test_literals_interpolations_and_arguments(self):
        source = '''
        // print("in a comment")
        print("AppDelegate: \\(#function)")
        print("Home: back from \\(segue.identifier ?? "?")")
        print(String(describing: type(of: self)), #function)
        print("a", "b", separator: "-")
        print("[x] \\(event)")
        '''
        patterns = [pattern.pattern for pattern in print_patterns(source)]
        self.assertEqual(len(patterns), 5, patterns)
        self.assertTrue(re.fullmatch(patterns[0], "AppDelegate: application(_:didFinishLaunchingWithOptions:)"))
        self.assertFalse(re.fullmatch(patterns[0], "Home: viewDidLoad()"))
        self.assertFalse(re.fullmatch(patterns[0], "AppDelegate: not a method"))
        self.assertTrue(re.fullmatch(patterns[1], "Home: back from ?"))
        self.assertTrue(re.fullmatch(patterns[2], "SummaryViewController viewDidLoad()"))
        self.assertTrue(re.fullmatch(patterns[3], "a-b"))
        self.assertFalse(re.fullmatch(patterns[3], "a b"))
        self.assertTrue(re.fullmatch(patterns[4], "[x] viewDidLoad()"))
        self.assertFalse(re.fullmatch(patterns[4], "x viewDidLoad()"))


# --- The binary ---------------------------------------------------------------

class OpenTestCase(BinaryTestCase):
    PREFIX = "scenelab-open-"

    def run_open(self, path, lines, *options, form="open", env=None):
        """`scenelab open PATH --ephemeral OPTIONS SCRIPT` (or `--open`), the script written to a file."""
        script = os.path.join(self.tmp, "walk.scn")
        with open(script, "w") as handle:
            handle.write("".join(line + "\n" for line in lines))
        if form == "open":
            command = [BINARY, "open", path, "--ephemeral", *options, script]
        else:
            command = [BINARY, "--ephemeral", *options, "--open", path, script]
        return subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT, cwd=self.tmp,
                              env=env or self.environment())

    def events(self, result):
        events = []
        for line in result.stdout.splitlines():
            try:
                events.append(json.loads(line))
            except ValueError:
                self.fail("not a JSON line on standard output: %r" % line)
        return events

    def printed(self, result):
        return [event["text"] for event in self.events(result) if event["kind"] == "print"]

    def assertInOrder(self, lines, expected):
        """Each of `expected` appears in `lines`, each after the one before it."""
        position = -1
        for text in expected:
            try:
                position = lines.index(text, position + 1)
            except ValueError:
                self.fail("%r not found after position %d in:\n%s" % (text, position, "\n".join(lines)))

    def assertRefused(self, result, *fragments):
        """Exit status 1, an error line naming `fragments`, no crash."""
        self.assertNoSignal(result, "open")
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertNotIn("Fatal error", result.stderr)
        self.assertNotIn("Stack dump", result.stderr)
        errors = [line for line in result.stderr.splitlines() if line.startswith("error: ")]
        self.assertTrue(errors, result.stderr)
        for fragment in fragments:
            self.assertTrue(any(fragment in line for line in errors), (fragment, result.stderr))
        self.assertNotIn("opened ", result.stderr)


class LifecycleLabPrintTests(OpenTestCase):
    """The key acceptance test: what LifecycleLab prints is what its sources can print."""

    def walk(self, *options):
        result = self.run_open(LIFECYCLE_LAB, WALK, *options)
        self.assertEqual(result.returncode, 0, result.stderr)
        return result

    def test_every_print_line_matches_a_print_call_in_the_sources(self):
        patterns = []
        for path in glob.glob(os.path.join(LIFECYCLE_LAB, "**", "*.swift"), recursive=True):
            with open(path, encoding="utf-8") as handle:
                patterns += print_patterns(handle.read())
        self.assertGreaterEqual(len(patterns), 20, [pattern.pattern for pattern in patterns])
        printed = self.printed(self.walk("--format", "jsonl"))
        self.assertGreaterEqual(len(printed), 25, printed)
        for line in printed:
            self.assertTrue(any(pattern.fullmatch(line) for pattern in patterns),
                            "%r matches no print call of the sources" % line)
        # The sources' literal prefixes all show up somewhere on the walk.
        for prefix in ("AppDelegate: ", "SceneDelegate: ", "[Home] ", "[Detail] ", "Home: prepare ",
                       "Home: back from ", "Editor: ", "Settings: ", "About: ", "SummaryViewController "):
            self.assertTrue(any(line.startswith(prefix) for line in printed), (prefix, printed))

    def test_launch_prints_in_uikits_order(self):
        printed = self.printed(self.walk("--format", "jsonl"))
        # The app delegate, then the scene; the root's view appears in the
        # documented order viewDidLoad, viewWillAppear, viewIsAppearing,
        # viewDidAppear; the scene is active before viewDidAppear, as device
        # logs of a storyboard app show.
        self.assertInOrder(printed, [
            "AppDelegate: application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate: application(_:configurationForConnecting:options:)",
            "SceneDelegate: scene(_:willConnectTo:options:)",
            "SceneDelegate: sceneWillEnterForeground(_:)",
            "[Home] viewDidLoad()",
            "[Home] viewWillAppear(_:)",
            "[Home] viewIsAppearing(_:)",
            "SceneDelegate: sceneDidBecomeActive(_:)",
            "[Home] viewDidAppear(_:)",
        ])
        # viewDidLoad once per controller, however often it appears.
        self.assertEqual(printed.count("[Home] viewDidLoad()"), 1, printed)

    def test_the_walk_prints_each_transition_in_order(self):
        printed = self.printed(self.walk("--format", "jsonl"))
        self.assertInOrder(printed, [
            # Push: prepare, the embedded child loads inside Detail's view, then the crossing appearances.
            "Home: prepare showDetails",
            "SummaryViewController viewDidLoad()",
            "SummaryViewController didMove(toParent:)",
            "[Detail] viewDidLoad()",
            "[Home] viewWillDisappear(_:)",
            "[Detail] viewWillAppear(_:)",
            "[Detail] viewIsAppearing(_:)",
            "[Home] viewDidDisappear(_:)",
            "[Detail] viewDidAppear(_:)",
            # Close unwinds (its segue has no identifier), then Detail goes and is freed.
            "Home: back from ?",
            "[Detail] viewWillDisappear(_:)",
            "[Home] viewWillAppear(_:)",
            "[Detail] viewDidDisappear(_:)",
            "[Home] viewDidAppear(_:)",
            "Detail: deinit",
            # The editor, presented twice, each time unwound by its own segue.
            "Home: prepare addItem",
            "Editor: viewDidLoad()",
            "Editor: viewWillAppear(_:)",
            "Home: back from cancelEdit",
            "Editor: viewDidDisappear(_:)",
            "Home: prepare addItem",
            "Editor: viewDidLoad()",
            "Home: back from saveEdit",
            "Editor: viewDidDisappear(_:)",
            # The second tab, its modal, the background and back, the kill.
            "Settings: viewDidLoad()",
            "About: viewDidLoad()",
            "SceneDelegate: sceneWillResignActive(_:)",
            "SceneDelegate: sceneDidEnterBackground(_:)",
            "SceneDelegate: sceneWillEnterForeground(_:)",
            "SceneDelegate: sceneDidBecomeActive(_:)",
        ])
        # A page sheet leaves Home on screen: no Home disappearance for the editor.
        first_add = printed.index("Home: prepare addItem")
        back = printed.index("Home: back from saveEdit")
        self.assertNotIn("[Home] viewWillDisappear(_:)", printed[first_add:back])

    def test_the_opened_line_and_the_missing_super_warning(self):
        result = self.walk()
        self.assertIn("opened LifecycleLab: ", result.stderr)
        self.assertRegex(result.stderr, r"warning: LifecycleLab/EditorViewController\.swift:15\b.*super")


class ConsoleStyleTests(OpenTestCase):
    def test_xcode_console_is_the_print_lines_and_nothing_else(self):
        xcode = self.run_open(LIFECYCLE_LAB, WALK, "--console", "xcode")
        self.assertEqual(xcode.returncode, 0, xcode.stderr)
        lines = xcode.stdout.splitlines()
        self.assertGreaterEqual(len(lines), 25, xcode.stdout)
        for line in lines:
            self.assertFalse(line.startswith("  "), "not a print line: %r" % line)
        self.assertIn("[Home] viewDidLoad()", lines)
        # The same lines, in the same order, as the JSONL print events and the text output's `print:` lines.
        jsonl = self.run_open(LIFECYCLE_LAB, WALK, "--format", "jsonl")
        self.assertEqual(lines, self.printed(jsonl))
        text = self.run_open(LIFECYCLE_LAB, WALK)
        self.assertEqual(lines, [line[len("  print: "):] for line in text.stdout.splitlines()
                                 if line.startswith("  print: ")])
        # Messages stay on standard error.
        self.assertIn("opened LifecycleLab", xcode.stderr)
        self.assertNotIn("opened", xcode.stdout)

    def test_jsonl_print_events(self):
        result = self.run_open(LIFECYCLE_LAB, ["launch"], "--format", "jsonl")
        self.assertEqual(result.returncode, 0, result.stderr)
        events = self.events(result)
        prints = [event for event in events if event["kind"] == "print"]
        self.assertGreaterEqual(len(prints), 5, events)
        for event in prints:
            self.assertIsInstance(event["text"], str)
            self.assertFalse(event["text"].startswith("print: "), event)
        # A print follows the call whose body prints it.
        methods = [event.get("method") if event["kind"] == "call" else event.get("text") for event in events]
        self.assertLess(methods.index("application(_:didFinishLaunchingWithOptions:)"),
                        methods.index("AppDelegate: application(_:didFinishLaunchingWithOptions:)"))


class XcodeConsoleBesideNotesTests(OpenTestCase):
    """`--console xcode`: standard output is the app's console alone, and what scenelab
    says about it (notes, warnings, errors) is on standard error, in the order it happened."""

    STEPS = ["launch", "tap Next", "tap Close", "tap Done", "pop", "tap Tap"]

    def test_standard_output_is_the_print_lines_and_standard_error_explains(self):
        result = self.run_open(VINTAGE, self.STEPS, "--console", "xcode")
        self.assertNoSignal(result, "open")
        self.assertEqual(result.stdout.splitlines(), [
            "AppDelegate: launched", "Root: viewDidLoad", "Detail: viewDidLoad", "Detail: close",
        ])
        errors = result.stderr.splitlines()
        # A tap whose action shows nothing is still explained, as a note.
        self.assertTrue(any(re.search(r":3: note: DetailViewController\.close\(_:\) ran and its prints print", line)
                            for line in errors), result.stderr)
        # The unwind that finds nowhere to go, and the crash, are errors (at their script lines).
        self.assertTrue(any(re.search(r":4: error: no controller implements the unwind action unwindToRoot:", line)
                            for line in errors), result.stderr)
        self.assertTrue(any(re.search(r":6: error: -\[Vintage\.RootViewController tapped:\]: unrecognized selector",
                                      line) for line in errors), result.stderr)
        self.assertIn("note: the process ends at once", result.stderr)
        self.assertEqual(result.returncode, 1, result.stderr)

    def test_the_text_output_keeps_its_notes_on_standard_output(self):
        result = self.run_open(VINTAGE, self.STEPS[:3])
        self.assertIn("  note: DetailViewController.close(_:) ran", result.stdout)
        self.assertNotIn("note:", result.stderr)

    def test_notes_on_standard_error_are_russian(self):
        result = self.run_open(VINTAGE, self.STEPS[:3], "--console", "xcode",
                               env=dict(self.environment(), LANG="ru_RU.UTF-8"))
        notes = [line for line in result.stderr.splitlines() if ":3: примечание: " in line]
        self.assertEqual(len(notes), 1, result.stderr)
        self.assertRegex(notes[0], CYRILLIC)


class NearlyMatchingMethodTests(OpenTestCase):
    """Swift 2's spellings in a project opened today: methods UIKit or the storyboard would call
    but for a label, each named in a warning where it is."""

    def warnings(self, env=None, label="warning: "):
        result = self.run_open(VINTAGE, ["launch"], env=env)
        self.assertEqual(result.returncode, 0, result.stderr)
        return [line for line in result.stderr.splitlines() if line.startswith(label)]

    def test_overrides_that_nearly_match_uikit_are_named(self):
        warnings = self.warnings()
        detail = "warning: Vintage/DetailViewController.swift:"
        self.assertIn(detail + "15: DetailViewController.viewWillAppear(animated:) nearly matches UIKit's"
                      " viewWillAppear(_:); UIKit calls viewWillAppear(_:), so this one never runs (and, declared"
                      " override, it does not build in Swift 3 and later)", warnings)
        self.assertIn(detail + "20: DetailViewController.viewDidAppear(animated:) nearly matches UIKit's"
                      " viewDidAppear(_:); UIKit calls viewDidAppear(_:), so this one never runs", warnings)
        self.assertIn("warning: Vintage/RootViewController.swift:19: RootViewController.prepareForSegue(segue:sender:)"
                      " nearly matches UIKit's prepare(for:sender:); UIKit calls prepare(for:sender:), so this one"
                      " never runs", warnings)

    def test_storyboard_selectors_a_label_keeps_from_their_method_are_named(self):
        warnings = self.warnings()
        storyboard = "warning: Vintage/Base.lproj/Main.storyboard:"
        self.assertIn(storyboard + "50: the action greet: is not RootViewController.greet(sender:), which is"
                      " greetWithSender: in Objective-C; declared greet(_:), it would be greet:", warnings)
        self.assertIn(storyboard + "96: the unwind action unwindToRoot: is not RootViewController.unwindToRoot(segue:),"
                      " which is unwindToRootWithSegue: in Objective-C; declared unwindToRoot(_:), it would be"
                      " unwindToRoot:", warnings)
        # No "not in the sources" for a method that is there under another selector.
        self.assertFalse(any("not in the sources" in line for line in warnings), warnings)
        # The lines named hold the button and the segue.
        with open(os.path.join(VINTAGE, "Vintage", "Base.lproj", "Main.storyboard")) as handle:
            board = handle.read().splitlines()
        self.assertIn("<button ", board[50 - 1])
        self.assertIn('unwindAction="unwindToRoot:"', board[96 - 1])

    def test_the_warnings_are_russian(self):
        warnings = self.warnings(env=dict(self.environment(), LANG="ru_RU.UTF-8"), label="предупреждение: ")
        near = [line for line in warnings if "почти совпадает" in line or "называется" in line]
        self.assertEqual(len(near), 5, warnings)


class UnpostedNotificationTests(OpenTestCase):
    OBSERVERS = os.path.join(PROJECTS, "Observers")

    def test_an_observer_of_a_notification_scenelab_never_posts_is_named_once(self):
        result = self.run_open(self.OBSERVERS, ["launch", "home", "open"])
        self.assertEqual(result.returncode, 0, result.stderr)
        warning = ("warning: Observers/ViewController.swift:21: scenelab does not post .scoreChanged: the method"
                   " or closure that observes it never runs here")
        # UIKit's own notifications, however spelled, are posted: no warning names them.
        unposted = [line for line in result.stderr.splitlines() if "does not post" in line]
        self.assertEqual(unposted, [warning], result.stderr)

    def test_the_warning_is_russian(self):
        environment = dict(self.environment(), LANG="ru_RU.UTF-8")
        result = self.run_open(self.OBSERVERS, ["launch"], env=environment)
        lines = [line for line in result.stderr.splitlines() if ".scoreChanged" in line]
        self.assertEqual(len(lines), 1, result.stderr)
        self.assertRegex(lines[0], CYRILLIC)


class FilesNothingNamesTests(OpenTestCase):
    """Tests/Projects/Leftover: Drafts/ holds a controller nothing names. `open` leaves its files
    unread and says so; the first command that names its class reads them and plays its code."""
    LEFTOVER = os.path.join(PROJECTS, "Leftover")

    def test_open_names_the_files_left_and_a_command_naming_one_reads_them(self):
        result = self.run_open(self.LEFTOVER, ["launch", "push DraftViewController"], "--console", "xcode")
        self.assertEqual(result.returncode, 0, result.stderr)
        errors = result.stderr.splitlines()
        self.assertIn("note: 2 of the 7 Swift files not read yet: nothing the app starts from names the types they"
                      " declare (DraftNotes, DraftViewController); a command that names one reads them", errors)
        read = [line for line in errors if "read now" in line]
        self.assertEqual(len(read), 1, result.stderr)
        self.assertIn("DraftViewController", read[0])
        # The warning open would have given for the unread file comes with the reading, once.
        skipped = [line for line in errors if "DraftViewController.viewDidLoad() overrides UIKit's without calling super" in line]
        self.assertEqual(len(skipped), 1, result.stderr)
        self.assertEqual(result.stdout.splitlines(), [
            "Leftover launched", "PlanViewController viewDidLoad", "Plan accent: teal",
            "Draft viewDidLoad", "Draft viewWillAppear: sketch"])

    def test_a_session_that_never_names_them_never_reads_them(self):
        result = self.run_open(self.LEFTOVER, ["launch", "tap Step", "pop"], "--console", "xcode")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertNotIn("read now", result.stderr)
        self.assertNotIn("without calling super", result.stderr)

    def test_the_notes_are_russian(self):
        environment = dict(self.environment(), LANG="ru_RU.UTF-8")
        result = self.run_open(self.LEFTOVER, ["launch", "push DraftViewController"], env=environment)
        self.assertEqual(result.returncode, 0, result.stderr)
        lines = [line for line in (result.stdout + result.stderr).splitlines()
                 if "DraftViewController" in line and ("DraftNotes" in line or "прочитаны сейчас" in line)]
        self.assertEqual(len(lines), 2, result.stdout + result.stderr)
        for line in lines:
            self.assertRegex(line, CYRILLIC)


class RefusedOpenTests(OpenTestCase):
    """What cannot be opened: one `error:` line, exit status 1, no crash."""

    def single_text(self):
        with open(SINGLE, encoding="utf-8") as handle:
            return handle.read()

    def write(self, name, text):
        path = os.path.join(self.tmp, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def test_a_missing_path(self):
        missing = os.path.join(self.tmp, "NoSuchProject")
        self.assertRefused(self.run_open(missing, ["launch"]), "NoSuchProject")

    def test_a_plain_text_file(self):
        path = self.write("notes.txt", "just some notes\n")
        self.assertRefused(self.run_open(path, ["launch"]), "notes.txt")

    def test_a_folder_without_a_storyboard(self):
        self.write("Code/Code/ViewController.swift", 'print("hello")\n')
        self.write("Code/Code.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        self.assertRefused(self.run_open(os.path.join(self.tmp, "Code"), ["launch"]), "storyboard")

    def test_a_folder_with_two_projects_in_folders_of_their_own(self):
        board = self.single_text()
        for app in ("Alpha", "Beta"):
            self.write("Both/%s/%s.xcodeproj/project.pbxproj" % (app, app), "// !$*UTF8*$!\n{}\n")
            self.write("Both/%s/%s/Base.lproj/Main.storyboard" % (app, app), board)
        self.assertRefused(self.run_open(os.path.join(self.tmp, "Both"), ["launch"]), "Alpha", "Beta")

    def test_a_folder_with_two_projects_side_by_side(self):
        for app in ("Alpha", "Beta"):
            self.write("Both/%s.xcodeproj/project.pbxproj" % app, "// !$*UTF8*$!\n{}\n")
        self.write("Both/Main.storyboard", self.single_text())
        self.assertRefused(self.run_open(os.path.join(self.tmp, "Both"), ["launch"]), "Alpha", "Beta")

    def test_a_storyboard_with_a_doctype(self):
        board = self.single_text().replace(
            "<document ", '<!DOCTYPE document [<!ENTITY lol "lol">]>\n<document ', 1)
        self.assertRefused(self.run_open(self.write("Doctype.storyboard", board), ["launch"]), "DOCTYPE")

    def test_a_storyboard_with_an_external_entity(self):
        board = self.single_text().replace(
            "<document ", '<!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<document ', 1)
        board = board.replace('title="First"', 'title="&xxe;"')
        result = self.run_open(self.write("Entity.storyboard", board), ["launch", "screen"])
        self.assertRefused(result, "Entity.storyboard")
        self.assertNotIn("root:", result.stdout + result.stderr)

    def test_a_storyboard_nested_ten_thousand_deep(self):
        board = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.'
                 'Storyboard.XIB" version="3.0" initialViewController="a"><scenes>'
                 + "<view>" * 10000 + "</view>" * 10000 + "</scenes></document>\n")
        self.assertRefused(self.run_open(self.write("Deep.storyboard", board), ["launch"]), "deep")

    def test_a_hundred_megabyte_storyboard_is_refused_before_it_is_read(self):
        path = self.write("Huge.storyboard", self.single_text())
        with open(path, "r+b") as handle:
            handle.truncate(100 << 20)  # sparse: written in no time, 100 MB long
        # The timeout is the bound: reading 100 MB first would still pass,
        # parsing it would not within the test's budget.
        result = subprocess.run([BINARY, "open", path, "--ephemeral"], input="launch\n", capture_output=True,
                                text=True, timeout=10, cwd=self.tmp, env=self.environment())
        self.assertRefused(result, "Huge.storyboard", "16 MiB")

    def test_a_storyboard_whose_initial_controller_is_missing(self):
        board = self.single_text().replace('initialViewController="Sn1-Nv-k4P"', 'initialViewController="Zz9-Zz-z9Z"')
        self.assertRefused(self.run_open(self.write("Lost.storyboard", board), ["launch"]), "initial view controller")

    def test_a_storyboard_without_an_initial_controller(self):
        board = self.single_text().replace(' initialViewController="Sn1-Nv-k4P"', "")
        self.assertRefused(self.run_open(self.write("None.storyboard", board), ["launch"]), "initial view controller")


class BrokenProjectTests(OpenTestCase):
    def test_warnings_point_at_file_and_line_and_the_app_still_plays(self):
        result = self.run_open(os.path.join(PROJECTS, "Broken"), ["launch", "screen"])
        self.assertEqual(result.returncode, 0, result.stderr)
        warnings = [line for line in result.stderr.splitlines() if line.startswith("warning: ")]
        storyboard = r"warning: Broken/Base\.lproj/Main\.storyboard:(\d+):\d+: "
        self.assertTrue(any(re.match(storyboard + r".*teleport", line) for line in warnings), warnings)
        self.assertTrue(any(re.match(storyboard + r".*Gh0-St-z9Z", line) for line in warnings), warnings)
        self.assertTrue(any(re.match(r"warning: Broken/NextViewController\.swift:\d+:\d+: .*'}'", line)
                            for line in warnings), warnings)
        self.assertTrue(any(re.match(storyboard + r".*<futureWidget>", line) for line in warnings), warnings)
        # The lines named are the lines of the storyboard that hold those segues and that element.
        with open(os.path.join(PROJECTS, "Broken", "Broken", "Base.lproj", "Main.storyboard")) as handle:
            board = handle.read().splitlines()
        for line in warnings:
            match = re.match(storyboard, line)
            if match:
                held = board[int(match.group(1)) - 1]
                self.assertTrue("<segue " in held or "<futureWidget " in held, line)
        self.assertIn("print: Start: viewDidLoad()", result.stdout)
        self.assertIn("[Go]", result.stdout)

    def test_the_working_button_still_plays(self):
        result = self.run_open(os.path.join(PROJECTS, "Broken"), ["launch", "tap Go"], "--format", "jsonl")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Next: viewDidLoad()", self.printed(result))


class OpenOptionTests(OpenTestCase):
    def test_the_option_form_plays_the_same(self):
        subcommand = self.run_open(LIFECYCLE_LAB, WALK, "--format", "jsonl")
        option = self.run_open(LIFECYCLE_LAB, WALK, "--format", "jsonl", form="option")
        self.assertEqual(subcommand.returncode, 0, subcommand.stderr)
        self.assertEqual(option.returncode, 0, option.stderr)
        self.assertEqual(self.events(subcommand), self.events(option))
        self.assertEqual(subcommand.stderr, option.stderr)

    def test_the_option_form_refuses_the_same(self):
        missing = os.path.join(self.tmp, "NoSuchProject")
        self.assertRefused(self.run_open(missing, ["launch"], form="option"), "NoSuchProject")


class RussianOpenTests(OpenTestCase):
    def russian(self):
        return dict(self.environment(), LANG="ru_RU.UTF-8")

    def test_the_opened_line_is_russian(self):
        result = self.run_open(SINGLE, ["launch"], env=self.russian())
        self.assertEqual(result.returncode, 0, result.stderr)
        opened = result.stderr.splitlines()[0]
        self.assertRegex(opened, CYRILLIC, opened)
        self.assertIn("Single", opened)

    def test_an_open_error_is_russian(self):
        missing = os.path.join(self.tmp, "NoSuchProject")
        result = self.run_open(missing, ["launch"], env=self.russian())
        self.assertNoSignal(result)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertRegex(result.stderr, CYRILLIC)
        self.assertIn("NoSuchProject", result.stderr)
        self.assertNotIn("error:", result.stderr)

    def test_warnings_are_russian(self):
        result = self.run_open(os.path.join(PROJECTS, "Broken"), ["launch"], env=self.russian())
        for line in result.stderr.splitlines()[1:]:
            self.assertRegex(line, CYRILLIC, line)


class SingleStoryboardTests(OpenTestCase):
    def test_a_storyboard_file_opens_and_pushes_a_plain_controller(self):
        result = self.run_open(SINGLE, ["launch", "tap Push", "tree"], "--format", "jsonl")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("opened Single: ", result.stderr)
        events = self.events(result)
        calls = [(event["object"], event["method"]) for event in events if event["kind"] == "call"]
        self.assertIn(("UIViewController#1", "viewDidAppear(_:)"), calls)
        self.assertIn(("UIViewController#2", "init(coder:)"), calls)
        self.assertIn(("UIViewController#2", "viewDidAppear(_:)"), calls)
        self.assertLess(calls.index(("UIViewController#1", "viewWillDisappear(_:)")),
                        calls.index(("UIViewController#2", "viewDidAppear(_:)")))
        classes = {event["class"] for event in events if event["kind"] == "call"
                   and event["object"].startswith("UIViewController#")}
        self.assertEqual(classes, {"UIViewController"})
        tree = [event["text"] for event in events if event["kind"] == "output"]
        self.assertTrue(any("[1]: UIViewController#2 [appeared" in line for line in tree), tree)
        self.assertEqual(self.printed(result), [])  # no Swift, nothing of its own to print


if __name__ == "__main__":
    unittest.main()


class CodeMadeProjectTests(OpenTestCase):
    """Apps whose code builds the window and screens: the opened line says so, what the code
    shows is played, and what scenelab does not play is named when the project opens."""

    def test_a_window_built_in_code_is_said_and_played(self):
        result = self.run_open(os.path.join(PROJECTS, "CodeBuilt"), ["launch", "tap Open Note", "screen"])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("opened Notes: window built in code, scene lifecycle", result.stderr)
        # NoteCardView, a view nothing in the app makes, is in a file `open` leaves unread.
        self.assertIn("note: 1 of the 6 Swift files not read yet: nothing the app starts from names the types it"
                      " declares (NoteCardView); a command that names one reads it", result.stderr)
        self.assertIn("NoteViewController#1 init(nibName:bundle:)", result.stdout)
        self.assertIn("[Back to Notes]", result.stdout)
        # The print after the push comes after the pushed controller is made, before it loads.
        lines = result.stdout.splitlines()
        made = lines.index("  NoteViewController#1 init(nibName:bundle:)")
        self.assertEqual(lines[made + 1], "  print: NoteList: pushed")
        self.assertEqual(lines[made + 2], "  NoteViewController#1 loadView()")

    def test_the_console_alone_keeps_the_order_and_no_cue_shows(self):
        result = self.run_open(os.path.join(PROJECTS, "Ordered"), ["launch", "tap Continue"], "--console", "xcode")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(
            result.stdout.splitlines(),
            ["launched", "Home viewDidLoad", "before performSegue", "Home prepare showSummary", "after performSegue",
             "Summary viewDidLoad", "Home viewWillDisappear"])
        jsonl = self.run_open(os.path.join(PROJECTS, "Ordered"), ["launch", "tap Continue"], "--format", "jsonl")
        kinds = {event["kind"] for event in self.events(jsonl)}
        self.assertNotIn("resume", kinds)
        self.assertIn("print", kinds)

    def test_a_class_renamed_in_the_code_only_is_named_as_uikit_logs_it(self):
        result = self.run_open(os.path.join(PROJECTS, "Ordered"), ["launch"])
        self.assertIn("warning: Ordered/Main.storyboard:55: Unknown class OldSettingsViewController in Interface"
                      " Builder file.", result.stderr)

    def test_a_swiftui_app_is_refused_as_no_uikit_app(self):
        folder = os.path.join(self.tmp, "Pure")
        os.makedirs(os.path.join(folder, "Pure"))
        with open(os.path.join(folder, "Pure", "PureApp.swift"), "w") as handle:
            handle.write("import SwiftUI\n@main struct PureApp: App { var body: some Scene { WindowGroup { Text(\"Hi\") } } }\n")
        result = self.run_open(folder, ["launch"])
        self.assertEqual(result.returncode, 1)
        self.assertIn("a SwiftUI app (its `@main` `App` in Pure/PureApp.swift)", result.stderr)
