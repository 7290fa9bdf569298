#!/usr/bin/env python3
"""`scenelab --generate-completion-script bash|zsh|fish`, loaded into each shell.

bash completes through its completion function, called as bash calls it; zsh
through its completion system in a pseudo-terminal, with Tab typed; fish
through `complete -C`. zsh and fish are installed by scripts/test; a machine
without them skips their tests and says why.

Run:  python3 -m unittest discover -s Tests/Terminal -p 'test_completion_scripts.py'
"""

import os
import pty
import select
import shutil
import subprocess
import tempfile
import time
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.abspath(os.environ.get("SCENELAB", os.path.join(REPOSITORY, ".build", "debug", "scenelab")))


def script(shell):
    result = subprocess.run([BINARY, "--generate-completion-script", shell], capture_output=True, text=True,
                            timeout=30)
    assert result.returncode == 0, result.stderr
    return result.stdout


class CompletionScriptTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="scenelab-completion-")
        self.addCleanup(shutil.rmtree, self.folder)
        # The scripts live apart from the folder whose files are completed.
        self.scripts = tempfile.mkdtemp(prefix="scenelab-completion-scripts-")
        self.addCleanup(shutil.rmtree, self.scripts)
        for name in ("walk.scn", "lesson.t", "my walk.scn"):
            open(os.path.join(self.folder, name), "w").close()
        os.mkdir(os.path.join(self.folder, "device"))

    def bash(self, *words):
        """COMPREPLY after bash's completion function sees `words`, the last one being completed."""
        path = os.path.join(self.scripts, "scenelab.bash")
        with open(path, "w") as handle:
            handle.write(script("bash"))
        call = ("source %s; COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); _scenelab; "
                "printf '%%s\\n' \"${COMPREPLY[@]}\"" % path)
        result = subprocess.run(["bash", "-c", call, "bash", *words], capture_output=True, text=True,
                                cwd=self.folder, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        return sorted(line for line in result.stdout.split("\n") if line)

    def test_an_unknown_shell_is_a_usage_error(self):
        result = subprocess.run([BINARY, "--generate-completion-script", "tcsh"], capture_output=True, text=True,
                                timeout=30)
        self.assertEqual(result.returncode, 64)
        self.assertIn("--generate-completion-script takes bash, zsh or fish, not 'tcsh'", result.stderr)
        self.assertEqual(result.stdout, "")

    def test_bash_completes_options_their_values_and_files(self):
        self.assertEqual(self.bash("scenelab", "--form"), ["--format"])
        self.assertEqual(self.bash("scenelab", "--format", ""), ["jsonl", "text"])
        self.assertEqual(self.bash("scenelab", "--device", "ipad"), ["ipad", "ipad-pro-9.7"])
        self.assertEqual(self.bash("scenelab", "--data-dir", "d"), ["device"])
        self.assertEqual(self.bash("scenelab", "--seed", ""), [])
        self.assertEqual(self.bash("scenelab", ""), ["check", "device", "lesson.t", "my walk.scn", "quiz", "results", "walk.scn"])
        self.assertEqual(self.bash("scenelab", "--events", "my"), ["my walk.scn"])
        self.assertEqual(self.bash("scenelab", "check", "--"), ["--help", "--lang", "--update", "--yes"])
        self.assertEqual(self.bash("scenelab", "quiz", "--"), ["--all", "--help", "--results", "--seed", "--student"])

    def test_bash_completes_lesson_numbers_and_transcripts(self):
        lessons = sorted(int(name.split("-")[0]) for name in os.listdir(os.path.join(REPOSITORY, "lessons"))
                         if name.endswith(".t") and name[0].isdigit())
        self.assertEqual(self.bash("scenelab", "--lesson", ""), sorted(str(number) for number in lessons))
        self.assertEqual(self.bash("scenelab", "--lesson", "1"),
                         sorted(str(number) for number in lessons if str(number).startswith("1")))
        # After check and quiz: transcripts and folders, not scripts.
        self.assertEqual(self.bash("scenelab", "check", ""), ["device", "lesson.t"])
        self.assertEqual(self.bash("scenelab", "quiz", "--all", ""), ["device", "lesson.t"])
        self.assertEqual(self.bash("scenelab", "check", "lesson.t", ""), ["device", "lesson.t"])

    def test_zsh_completes_in_its_completion_system(self):
        if shutil.which("zsh") is None:
            self.skipTest("zsh is not installed (scripts/test installs Debian's zsh)")
        functions = os.path.join(self.scripts, "functions")
        os.mkdir(functions)
        with open(os.path.join(functions, "_scenelab"), "w") as handle:
            handle.write(script("zsh"))
        pid, fd = pty.fork()
        if pid == 0:
            os.chdir(self.folder)
            os.execvpe("zsh", ["zsh", "-f", "-i"], {"PATH": os.environ["PATH"], "TERM": "dumb",
                                                    "HOME": self.folder})

        def read(until, seconds=10):
            """What zsh writes until `until` shows (and a moment more, for the rest of a
            listing), or `seconds` pass."""
            out = b""
            end = time.time() + seconds
            while time.time() < end:
                ready, _, _ = select.select([fd], [], [], 0.1)
                if ready:
                    try:
                        out += os.read(fd, 4096)
                    except OSError:
                        break
                    if until.encode() in out:
                        end = min(end, time.time() + 0.3)
            return out.decode(errors="replace")

        try:
            os.write(fd, ("PS1='> '; fpath=(%s $fpath); autoload -Uz compinit; compinit -u -D\n"
                          % functions).encode())
            os.write(fd, b"echo READY\n")
            read("READY\r\n")
            os.write(fd, b"scenelab --format \t")
            self.assertIn("jsonl  text", read("jsonl  text"))
            os.write(fd, b"\x15scenelab --dev\t")
            self.assertIn("scenelab --device=", read("scenelab --device="))
            os.write(fd, b"\x15scenelab check --\t")
            listed = read("--update")
            self.assertIn("--update", listed)
            self.assertNotIn("--format", listed)
            os.write(fd, b"\x15scenelab check \t")
            listed = read("lesson.t")
            self.assertIn("lesson.t", listed)
            self.assertNotIn("walk.scn", listed)
            os.write(fd, b"\x15exit\n")
        finally:
            os.close(fd)
            os.waitpid(pid, 0)

    def test_fish_completes_options_and_values(self):
        if shutil.which("fish") is None:
            self.skipTest("fish is not installed (scripts/test installs Debian's fish)")
        path = os.path.join(self.scripts, "scenelab.fish")
        with open(path, "w") as handle:
            handle.write(script("fish"))

        def complete(line):
            result = subprocess.run(["fish", "--no-config", "-c", "source %s; complete -C '%s'" % (path, line)],
                                    capture_output=True, text=True, cwd=self.folder, timeout=30)
            self.assertEqual(result.returncode, 0, result.stderr)
            return sorted(line.split("\t")[0] for line in result.stdout.split("\n") if line)

        self.assertEqual(complete("scenelab --format "), ["jsonl", "text"])
        self.assertEqual(complete("scenelab --lif"), ["--lifecycle"])
        self.assertEqual(complete("scenelab check --"), ["--help", "--lang", "--update", "--yes"])
        self.assertIn("check", complete("scenelab "))
        self.assertIn("17", complete("scenelab --lesson "))
        self.assertEqual(complete("scenelab check "), ["device/", "lesson.t"])


if __name__ == "__main__":
    unittest.main()
