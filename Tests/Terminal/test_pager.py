#!/usr/bin/env python3
"""Help that fits a screen, at a pseudo-terminal: `help` is a short index,
`help all` goes through $PAGER when it is longer than the terminal (never when
standard output is not one; a pager that is not there leaves it printed), and
Tab asks before listing more than 100 choices, as bash does.

Run:  python3 -m unittest discover -s Tests/Terminal -p 'test_pager.py'
"""

import fcntl
import os
import struct
import subprocess
import termios

from scenelab_support import BINARY
from test_lessons_pty import ReplHarness
from test_repl import ENTER, PLAIN_PROMPT, TAB, Repl

ROWS = 24


class PagerAtATerminalTests(ReplHarness):
    pager = None

    def environment(self):
        env = super().environment()
        if self.pager is not None:
            env["PAGER"] = self.pager
        return env

    def start_sized(self, *args):
        session = Repl(self.environment(), args)
        self.sessions.append(session)
        fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, 100, 0, 0))
        session.expect_cursor_line(PLAIN_PROMPT)
        return session

    def paged_file(self):
        return os.path.join(self.tmp, "paged.txt")

    def test_a_long_help_goes_through_the_pager_and_a_short_one_does_not(self):
        self.pager = "cat > %s" % self.paged_file()
        repl = self.start_sized("--ephemeral")
        shown = repl.command("help", PLAIN_PROMPT)
        self.assertIn("(help gestures)", shown)
        self.assertLessEqual(shown.count("\n"), ROWS)
        self.assertFalse(os.path.exists(self.paged_file()), "a help that fits went through the pager")
        shown = repl.command("help all", PLAIN_PROMPT)
        with open(self.paged_file()) as handle:
            paged = handle.read()
        self.assertIn("System and user gestures:", paged)
        self.assertIn("  quit ", paged)
        self.assertGreater(paged.count("\n"), ROWS)
        self.assertNotIn("System and user gestures:", shown)

    def test_a_pager_that_is_not_there_leaves_the_text_printed(self):
        self.pager = os.path.join(self.tmp, "no-such-pager")
        repl = self.start_sized("--ephemeral")
        shown = repl.command("help all", PLAIN_PROMPT)
        self.assertIn("System and user gestures:", shown)
        self.assertIn("Type `help NAME`", shown)

    def test_an_empty_pager_pages_nothing(self):
        self.pager = ""
        repl = self.start_sized("--ephemeral")
        self.assertIn("Type `help NAME`", repl.command("help all", PLAIN_PROMPT))

    def test_tab_asks_before_listing_more_than_a_hundred_choices(self):
        repl = self.start_sized("--ephemeral")
        repl.send("explain " + TAB)
        repl.expect("possibilities? (y or n)")
        repl.send("n")
        repl.expect_cursor_line(PLAIN_PROMPT + "explain ")
        self.assertNotIn("viewDidLoad()", repl.since_mark())
        repl.send(TAB)
        repl.expect("possibilities? (y or n)")
        repl.send("y")
        repl.expect("viewDidLoad()")
        repl.expect_cursor_line(PLAIN_PROMPT + "explain ")
        # A short list is shown at once.
        repl.send("\x15" + "tr" + TAB)
        repl.expect_cursor_line(PLAIN_PROMPT + "tr")
        self.assertNotIn("possibilities", repl.since_mark())


class PagerWithoutATerminalTests(ReplHarness):
    def test_nothing_is_paged_into_a_pipe(self):
        paged = os.path.join(self.tmp, "paged.txt")
        env = dict(self.environment(), PAGER="cat > %s" % paged)
        result = subprocess.run([BINARY, "--ephemeral"], input="help all\n", capture_output=True, text=True,
                                timeout=30, env=env)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("System and user gestures:", result.stdout)
        self.assertFalse(os.path.exists(paged))
        result = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=30, env=env)
        self.assertIn("EXIT STATUS:", result.stdout)
        self.assertFalse(os.path.exists(paged))


if __name__ == "__main__":
    import unittest
    unittest.main()
