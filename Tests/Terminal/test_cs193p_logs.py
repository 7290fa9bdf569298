"""The CS193p lecture 9 demo logs D1-D7, byte for byte: the lecture's steps
played with `--logger cs193p` must print its console, burst separators (the
empty lines a transcript cannot hold) and growing `__` prefixes included.

The expected logs are the lecture's, with the transcription's copy errors
corrected as the narration asks (a second Will where a Did belongs)."""

import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402

COMING = "init(coder:) - created via InterfaceBuilder "

D1 = """ThemeChooser(1) {c}
Game(1) {c}
Game(1) awakeFromNib()
ThemeChooser(1) awakeFromNib()
Game(1) viewDidLoad()
ThemeChooser(1) viewDidLoad()
Game(1) viewWillAppear(animated = false)
ThemeChooser(1) viewWillAppear(animated = false)
Game(1) viewWillLayoutSubviews() bounds.size = (703.5, 768.0)
Game(1) viewDidLayoutSubviews() bounds.size = (703.5, 768.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewDidAppear(animated = false)
Game(1) viewDidAppear(animated = false)
""".format(c=COMING)

D2 = """
__ThemeChooser(1) viewWillDisappear(animated = false)
__ThemeChooser(1) viewWillTransition(to: (320.0, 1024.0), with: coordinator)
__Game(1) viewWillTransition(to: (768.0, 1024.0), with: coordinator)
__Game(1) viewWillLayoutSubviews() bounds.size = (768.0, 1024.0)
__Game(1) viewDidLayoutSubviews() bounds.size = (768.0, 1024.0)
__ThemeChooser(1) begin animate(alongsideTransition:completion:)
__Game(1) begin animate(alongsideTransition:completion:)
__ThemeChooser(1) end animate(alongsideTransition:completion:)
__Game(1) end animate(alongsideTransition:completion:)
__ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 1024.0)
__ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 1024.0)
__ThemeChooser(1) viewDidDisappear(animated = false)
"""

D3 = """
____ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 1024.0)
____ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 1024.0)
____ThemeChooser(1) viewWillAppear(animated = false)
____ThemeChooser(1) viewDidAppear(animated = false)
____ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 1024.0)
____ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 1024.0)
"""

D4 = """ThemeChooser(1) {c}
Game(1) {c}
Game(1) awakeFromNib()
ThemeChooser(1) awakeFromNib()
Game(1) viewDidLoad()
ThemeChooser(1) viewDidLoad()
Game(1) viewWillAppear(animated = false)
Game(1) viewWillDisappear(animated = false)
Game(1) viewDidDisappear(animated = false)
ThemeChooser(1) viewWillAppear(animated = false)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidAppear(animated = false)
""".format(c=COMING)


def segue(prefix, new, old):
    return """
{p}Game({n}) {c}
{p}Game({n}) awakeFromNib()
{p}Game({o}) left the heap
{p}Game({n}) viewDidLoad()
{p}ThemeChooser(1) viewWillDisappear(animated = true)
{p}Game({n}) viewWillAppear(animated = true)
{p}Game({n}) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
{p}Game({n}) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
{p}ThemeChooser(1) viewDidDisappear(animated = true)
{p}Game({n}) viewDidAppear(animated = true)
""".format(p=prefix, n=new, o=old, c=COMING)


D5 = segue("__", 2, 1)

D6 = """
____Game(2) viewWillDisappear(animated = true)
____ThemeChooser(1) viewWillAppear(animated = true)
____Game(2) viewDidDisappear(animated = true)
____ThemeChooser(1) viewDidAppear(animated = true)
"""

D7 = segue("______", 3, 2)


class CS193pLogsTestCase(BinaryTestCase):
    PREFIX = "scenelab-cs193p-"

    def play(self, device, steps):
        """The console of `steps` after the device is chosen (its one line of output dropped)."""
        script = "".join(line + "\n" for line in ["device " + device] + steps)
        result = subprocess.run(
            [BINARY, "--ephemeral", "--logger", "cs193p", "-"], input=script.encode(), capture_output=True,
            env=self.environment(), timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        self.assertEqual(result.stderr, b"")
        first, _, rest = result.stdout.decode().partition("\n")
        self.assertTrue(first.startswith("  "), first)
        return rest

    def test_the_ipad_launch_rotation_and_slide_in_print_d1_d2_d3(self):
        console = self.play("ipad-pro-9.7", ["rotate landscape", "launch concentration", "rotate portrait",
                                             "show-primary"])
        self.assertEqual(console, D1 + D2 + D3)

    def test_the_iphone_launch_segue_back_and_segue_print_d4_to_d7(self):
        console = self.play("iphone-x", ["launch concentration", "tap sports", "tap back", "tap animals"])
        self.assertEqual(console, D4 + D5 + D6 + D7)

    def test_a_relaunch_starts_the_prefix_and_the_counts_again(self):
        console = self.play("iphone-x", ["launch concentration", "tap sports", "kill", "launch concentration"])
        self.assertEqual(console, D4 + D5 + D4)

    def test_trace_style_in_a_session_is_the_same_console(self):
        script = "trace style cs193p\ndevice iphone-x\nlaunch concentration\ntap sports\n"
        result = subprocess.run([BINARY, "--ephemeral", "-"], input=script.encode(), capture_output=True,
                                env=self.environment(), timeout=30)
        self.assertEqual(result.stdout.decode().partition("\n")[2], D4 + D5)


if __name__ == "__main__":
    unittest.main()
