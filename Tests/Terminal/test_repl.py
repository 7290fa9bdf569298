#!/usr/bin/env python3
"""End-to-end tests of the interactive REPL, driven through a pseudo-terminal.

Each test starts the real binary (``$SCENELAB``, default
``.build/debug/scenelab`` in the repository) on a fresh pty with a temporary HOME and
XDG_STATE_HOME, types keys into it, and reads what it draws.  Every read has a
deadline, and the child is killed in tearDown, so a misbehaving binary fails a
test instead of hanging the run.

Run:  python3 Tests/Terminal/test_repl.py
 or:  python3 -m unittest discover -s Tests/Terminal -p 'test_*.py'
"""

import os
import pty
import re
import select
import shutil
import signal
import tempfile
import time
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.abspath(os.environ.get("SCENELAB", os.path.join(REPOSITORY, ".build", "debug", "scenelab")))
TIMEOUT = 5.0  # seconds for any single wait

UP = "\x1b[A"
TAB = "\t"
ENTER = "\r"
CTRL_C = "\x03"
CTRL_D = "\x04"
CTRL_BACKSLASH = "\x1c"

PLAIN_PROMPT = "scenelab> "
TODO_PROMPT = "todo[1]> "


# --------------------------------------------------------------------------
# A very small terminal: enough of VT100/xterm to know what libedit drew on
# the line the cursor is on.

_CSI = re.compile(r"\x1b\[([0-9;?]*)([ -/]*)([@-~])")


def render(data):
    """Plays `data` (bytes written to the terminal) on an endless screen.

    Returns (lines, row, col): the screen as a list of strings and the cursor.
    """
    text = data.decode("utf-8", "replace")
    lines = [[]]
    row = col = 0

    def line():
        while len(lines) <= row:
            lines.append([])
        return lines[row]

    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\x1b":
            match = _CSI.match(text, i)
            if not match:
                i += 2  # ESC and one character (ESC =, ESC >, ...)
                continue
            i = match.end()
            params, final = match.group(1), match.group(3)
            if params.startswith("?"):
                continue  # private modes
            numbers = [int(p) if p else 0 for p in params.split(";")] if params else []
            n = numbers[0] if numbers and numbers[0] > 0 else 1
            current = line()
            if final == "G":
                col = n - 1
            elif final == "C":
                col += n
            elif final == "D":
                col = max(0, col - n)
            elif final == "A":
                row = max(0, row - n)
            elif final == "B":
                row += n
            elif final in "Hf":
                col = (numbers[1] - 1) if len(numbers) > 1 and numbers[1] > 0 else 0
            elif final == "K":
                mode = numbers[0] if numbers else 0
                if mode == 0:
                    del current[col:]
                elif mode == 1:
                    for k in range(min(col + 1, len(current))):
                        current[k] = " "
                else:
                    del current[:]
            elif final == "J":
                mode = numbers[0] if numbers else 0
                if mode == 0:
                    del current[col:]
                    del lines[row + 1:]
            elif final == "P":
                del current[col:col + n]
            elif final == "@":
                current[col:col] = [" "] * n
            elif final == "X":
                for k in range(col, min(col + n, len(current))):
                    current[k] = " "
            # 'm' (colour) and everything else: no effect on the text
            continue
        if ch == "\r":
            col = 0
        elif ch == "\n":
            row += 1
            line()
        elif ch == "\b":
            col = max(0, col - 1)
        elif ch == "\t":
            col = (col // 8 + 1) * 8
        elif ord(ch) < 32 or ch == "\x7f":
            pass  # BEL and other controls draw nothing
        else:
            current = line()
            while len(current) < col:
                current.append(" ")
            if col < len(current):
                current[col] = ch
            else:
                current.append(ch)
            col += 1
        i += 1
    line()
    return ["".join(l) for l in lines], row, col


class Repl:
    """The binary running on a pty, with deadline-bound reads."""

    def __init__(self, env, args=()):
        pid, fd = pty.fork()
        if pid == 0:  # child
            try:
                os.execve(BINARY, [BINARY, *args], env)
            finally:
                os._exit(127)
        self.pid = pid
        self.fd = fd
        self.raw = b""
        self.mark = 0
        self.eof = False
        self.exit_code = None

    # reading -------------------------------------------------------------

    def _pump(self, timeout):
        """Reads whatever arrives within `timeout` seconds (at most one chunk)."""
        if self.eof:
            time.sleep(min(timeout, 0.02))
            return
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            chunk = b""
        if chunk:
            self.raw += chunk
        else:
            self.eof = True

    def wait_for(self, predicate, what, timeout=TIMEOUT):
        deadline = time.monotonic() + timeout
        while True:
            if predicate():
                return
            remaining = deadline - time.monotonic()
            if remaining <= 0 or (self.eof and not predicate()):
                break
            self._pump(min(remaining, 0.1))
        raise AssertionError(
            "timed out waiting for %s\n--- terminal output since the last input:\n%r\n--- cursor line: %r"
            % (what, self.raw[self.mark:][-3000:], self.cursor_line()))

    def expect(self, needle, timeout=TIMEOUT):
        """Waits until `needle` appears in what was written since the last send."""
        data = needle.encode()
        self.wait_for(lambda: data in self.raw[self.mark:], repr(needle), timeout)

    def expect_cursor_line(self, text, timeout=TIMEOUT):
        """Waits until the cursor's line, up to the cursor, reads exactly `text`."""
        self.wait_for(lambda: self.cursor_line() == text, "cursor line %r" % text, timeout)

    def settle(self, quiet=0.3, timeout=TIMEOUT):
        """Reads until nothing has arrived for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        last = len(self.raw)
        quiet_since = time.monotonic()
        while time.monotonic() < deadline and not self.eof:
            self._pump(0.05)
            if len(self.raw) != last:
                last = len(self.raw)
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since >= quiet:
                return

    def since_mark(self):
        return self.raw[self.mark:].decode("utf-8", "replace")

    def cursor_line(self):
        """The text on the cursor's line, from column 0 up to the cursor."""
        lines, row, col = render(self.raw)
        return lines[row][:col]

    def whole_cursor_line(self):
        lines, row, _ = render(self.raw)
        return lines[row]

    # writing -------------------------------------------------------------

    def send(self, keys):
        self.mark = len(self.raw)
        os.write(self.fd, keys.encode())

    def command(self, text, prompt):
        """Types a command line, presses Enter and waits for the next prompt."""
        self.send(text + ENTER)
        self.expect("\n")
        self.wait_for(lambda: self.cursor_line() == prompt, "the prompt %r after %r" % (prompt, text))
        # The same prompt may show for a moment while the line is redrawn on Enter, before the
        # command has run: only one that stays, once the output has settled, is the next.
        self.settle(quiet=0.1)
        self.wait_for(lambda: self.cursor_line() == prompt, "the prompt %r after %r" % (prompt, text))
        return self.since_mark()

    # ending --------------------------------------------------------------

    def alive(self):
        if self.exit_code is not None:
            return False
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            return True
        self.exit_code = os.waitstatus_to_exitcode(status)
        return False

    def wait_exit(self, timeout=TIMEOUT):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.alive():
                return self.exit_code
            self._pump(0.05)
        raise AssertionError("scenelab did not exit within %.0f s; output: %r" % (timeout, self.raw[-2000:]))

    def close(self):
        if self.exit_code is None:
            try:
                if self.alive():
                    os.kill(self.pid, signal.SIGKILL)
                    os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
            self.exit_code = self.exit_code if self.exit_code is not None else -9
        try:
            os.close(self.fd)
        except OSError:
            pass


def history_entries(path):
    """The lines of a libedit history file (`_HiStOrY_V2_` + strvis-encoded lines)."""
    with open(path, "rb") as handle:
        raw = handle.read().decode("utf-8", "replace").splitlines()
    if raw and raw[0].startswith("_HiStOrY_V2_"):
        raw = raw[1:]

    def unvis(line):
        return re.sub(r"\\([0-7]{3}|\\)",
                      lambda m: "\\" if m.group(1) == "\\" else chr(int(m.group(1), 8)), line)

    return [unvis(line) for line in raw if line]


class ReplTestCase(unittest.TestCase):
    def setUp(self):
        if not os.access(BINARY, os.X_OK):
            self.fail("no scenelab binary at %s (build it, or set SCENELAB)" % BINARY)
        self.tmp = tempfile.mkdtemp(prefix="scenelab-repl-")
        self.home = os.path.join(self.tmp, "home")
        self.state = os.path.join(self.tmp, "state")
        os.makedirs(self.home)
        self.sessions = []

    def tearDown(self):
        for session in self.sessions:
            session.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def environment(self):
        return {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.home,
            "XDG_STATE_HOME": self.state,
            "XDG_DATA_HOME": os.path.join(self.tmp, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.tmp, "config"),
            "TERM": "xterm",
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            # Long output is read as printed, not through less (test_pager.py tests the pager).
            "PAGER": "",
        }

    def start(self, *args):
        """Starts a REPL and waits for its first prompt."""
        session = Repl(self.environment(), args)
        self.sessions.append(session)
        session.expect_cursor_line(PLAIN_PROMPT)
        return session

    def launch(self, session):
        output = session.command("launch", TODO_PROMPT)
        self.assertIn("TaskListController#1 viewDidLoad()", output)
        return output

    # prompt -----------------------------------------------------------------

    def test_prompt_before_and_after_launch(self):
        repl = self.start()
        self.assertEqual(repl.cursor_line(), PLAIN_PROMPT)
        self.assertEqual(repl.whole_cursor_line().rstrip(), PLAIN_PROMPT.rstrip())
        self.launch(repl)
        self.assertEqual(repl.cursor_line(), TODO_PROMPT)
        self.assertEqual(repl.whole_cursor_line().rstrip(), TODO_PROMPT.rstrip())

    def test_prompt_shows_a_scene_that_takes_no_touches(self):
        repl = self.start()
        self.launch(repl)
        repl.command("home", "todo[1 background]> ")
        self.assertEqual(repl.whole_cursor_line().rstrip(), "todo[1 background]>")
        repl.command("open", TODO_PROMPT)
        self.assertEqual(repl.whole_cursor_line().rstrip(), TODO_PROMPT.rstrip())

    def test_output_lines_are_indented_events(self):
        repl = self.start()
        output = self.launch(repl)
        lines, _, _ = render(repl.raw)
        self.assertIn("  SceneDelegate#1 scene(_:willConnectTo:options:)", lines)
        self.assertNotIn("\x1b[3", output, "NO_COLOR=1 but the output has colour codes")

    # history recall --------------------------------------------------------------

    def test_up_arrow_recalls_previous_command(self):
        repl = self.start()
        self.launch(repl)
        first = repl.command("tree", TODO_PROMPT)
        self.assertIn("rootViewController: UINavigationController#1", first)
        repl.send(UP)
        repl.expect_cursor_line(TODO_PROMPT + "tree")
        repl.send(ENTER)
        repl.expect("\n")
        repl.wait_for(lambda: repl.cursor_line() == TODO_PROMPT, "the prompt after the recalled tree")
        second = repl.since_mark()
        self.assertIn("rootViewController: UINavigationController#1", second)
        self.assertEqual(repl.raw.decode("utf-8", "replace").count("rootViewController: UINavigationController#1"), 2)
        self.assertNotIn("error", second)

    # completion --------------------------------------------------------------------

    def test_tab_completes_command_name(self):
        repl = self.start()
        repl.send("pu")
        repl.expect_cursor_line(PLAIN_PROMPT + "pu")
        repl.send(TAB)
        repl.expect_cursor_line(PLAIN_PROMPT + "push ")

    def test_tab_completes_class_and_enter_runs_it(self):
        repl = self.start()
        self.launch(repl)
        repl.send("push TaskE")
        repl.expect_cursor_line(TODO_PROMPT + "push TaskE")
        repl.send(TAB)
        repl.expect_cursor_line(TODO_PROMPT + "push TaskEditController ")
        repl.send(ENTER)
        repl.expect("TaskEditController#1 viewDidLoad()")
        repl.wait_for(lambda: repl.cursor_line() == TODO_PROMPT, "the prompt after push")
        output = repl.since_mark()
        self.assertIn("TaskEditController#1 viewDidAppear(animated: true)", output)
        self.assertNotIn("error", output)
        self.assertNotIn("not a screen of", output, "TaskEditController is one of the todo app's screens")

    def test_tab_lists_choices_when_ambiguous(self):
        repl = self.start()
        self.launch(repl)
        repl.send("p" + TAB)
        repl.expect("push")
        repl.expect_cursor_line(TODO_PROMPT + "p")
        lines, _, _ = render(repl.raw)
        listings = [l.split() for l in lines if "push" in l.split()]
        self.assertEqual(len(listings), 1, lines[-5:])
        self.assertIn("pop", listings[0])
        self.assertTrue(all(word.startswith("p") for word in listings[0]), listings[0])

    def test_ctrl_r_searches_history(self):
        repl = self.start()
        self.launch(repl)
        repl.command("tree", TODO_PROMPT)
        repl.command("push Alpha", TODO_PROMPT)
        repl.command("pop", TODO_PROMPT)
        repl.send("\x12")  # Ctrl-R
        repl.settle(quiet=0.1)
        repl.send("tre")
        repl.settle(quiet=0.1)
        repl.send(ENTER)
        repl.expect("rootViewController: UINavigationController#1")
        repl.wait_for(lambda: repl.cursor_line() == TODO_PROMPT, "the prompt after the found command")
        output = repl.since_mark()
        self.assertIn("[0]: TaskListController#1 [appeared", output)
        self.assertNotIn("Alpha#2", output)
        self.assertNotIn("error", output)

    # Ctrl-C / Ctrl-D ---------------------------------------------------------------

    def test_ctrl_c_clears_half_typed_line(self):
        repl = self.start()
        self.launch(repl)
        repl.send("push Half")
        repl.expect_cursor_line(TODO_PROMPT + "push Half")
        repl.send(CTRL_C)
        repl.expect("\n")
        repl.wait_for(lambda: repl.cursor_line() == TODO_PROMPT, "a fresh prompt after Ctrl-C")
        self.assertEqual(repl.whole_cursor_line().rstrip(), TODO_PROMPT.rstrip(), "the line was not emptied")
        self.assertTrue(repl.alive(), "scenelab died on Ctrl-C")
        output = repl.command("tree", TODO_PROMPT)
        self.assertIn("[0]: TaskListController#1 [appeared", output)
        self.assertNotIn("[1]:", output, "the half-typed push ran")
        self.assertNotIn("Half#1", repl.raw.decode("utf-8", "replace"))
        self.assertNotIn("error", output)

    def test_ctrl_d_on_empty_line_exits_zero(self):
        repl = self.start()
        self.launch(repl)
        repl.send(CTRL_D)
        self.assertEqual(repl.wait_exit(), 0)

    def test_ctrl_backslash_at_the_prompt_is_ignored_as_a_shell_does(self):
        # SIGQUIT would end the process with the Swift runtime's crash report.
        repl = self.start()
        self.launch(repl)
        repl.send(CTRL_BACKSLASH)
        repl.settle()
        self.assertTrue(repl.alive(), "scenelab ended on Ctrl-\\: %r" % repl.raw[-2000:])
        self.assertNotIn(b"Crash", repl.raw)
        self.assertNotIn(b"backtrace", repl.raw.lower())
        output = repl.command("tree", TODO_PROMPT)
        self.assertIn("TaskListController#1", output)
        repl.send("quit" + ENTER)
        self.assertEqual(repl.wait_exit(), 0)

    def test_quit_exits_zero(self):
        repl = self.start()
        repl.send("quit" + ENTER)
        self.assertEqual(repl.wait_exit(), 0)

    # persistent history -----------------------------------------------------------

    def test_history_survives_restart_without_duplicates(self):
        repl = self.start()
        self.launch(repl)
        repl.command("tree", TODO_PROMPT)
        repl.command("tree", TODO_PROMPT)
        repl.send(CTRL_D)
        self.assertEqual(repl.wait_exit(), 0)

        path = os.path.join(self.state, "scenelab", "history")
        self.assertTrue(os.path.isfile(path), "no history file at " + path)
        self.assertFalse(os.path.exists(os.path.join(self.home, ".local", "state", "scenelab", "history")),
                         "history went to ~/.local/state although XDG_STATE_HOME is set")
        entries = history_entries(path)
        self.assertEqual(entries.count("tree"), 1, "a command typed twice in a row is stored twice: %r" % entries)
        self.assertEqual(entries, ["launch", "tree"])

        again = self.start()
        again.send(UP)
        again.expect_cursor_line(PLAIN_PROMPT + "tree")
        again.send(UP)
        again.expect_cursor_line(PLAIN_PROMPT + "launch")
        again.send(ENTER)
        again.expect("TaskListController#1 viewDidLoad()")
        again.wait_for(lambda: again.cursor_line() == TODO_PROMPT, "the todo prompt after the recalled launch")

    def test_history_is_private_and_never_written_through_a_link(self):
        folder = os.path.join(self.state, "scenelab")
        os.makedirs(folder)
        victim = os.path.join(self.tmp, "victim")
        with open(victim, "w") as handle:
            handle.write("precious")
        os.symlink(victim, os.path.join(folder, "history"))
        repl = self.start()
        repl.send("tree" + ENTER)
        repl.expect("warning: history: cannot write")
        repl.expect("no app is running")
        repl.wait_for(lambda: repl.cursor_line() == PLAIN_PROMPT, "the prompt after the warning")
        repl.settle(quiet=0.1)
        repl.send(CTRL_D)
        self.assertEqual(repl.wait_exit(), 0)
        with open(victim) as handle:
            self.assertEqual(handle.read(), "precious")
        # A new history file is the person's alone, as a shell's is.
        os.unlink(os.path.join(folder, "history"))
        again = self.start()
        again.command("tree", PLAIN_PROMPT)
        again.send(CTRL_D)
        self.assertEqual(again.wait_exit(), 0)
        path = os.path.join(folder, "history")
        self.assertEqual(os.stat(path).st_mode & 0o777, 0o600)
        self.assertEqual(history_entries(path), ["tree"])


if __name__ == "__main__":
    unittest.main()
