"""`open` keeps what the Swift reader answered in ${XDG_CACHE_HOME}/scenelab/swift and reads it
back when the same files are opened again with the same library: the second open plays what
the first did, a changed file is read again, a damaged entry is read around and replaced, and
SCENELAB_CACHE=off writes nothing."""

import os
import shutil
import subprocess
import tempfile
import unittest

from scenelab_support import BINARY, REPOSITORY, isolated_environment

COMMANDS = b"launch lifecyclelab\nquit\n"


class ReadingCacheTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.project = os.path.join(self.tmp, "LifecycleLab")
        shutil.copytree(os.path.join(REPOSITORY, "examples", "LifecycleLab"), self.project)
        self.environment = isolated_environment(self.tmp)
        self.environment["XDG_CACHE_HOME"] = os.path.join(self.tmp, "cache")
        self.folder = os.path.join(self.tmp, "cache", "scenelab", "swift")

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def open_project(self, **extra):
        environment = dict(self.environment, **extra)
        result = subprocess.run([BINARY, "open", self.project, "--ephemeral"], input=COMMANDS,
                                capture_output=True, env=environment, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stdout.decode() + result.stderr.decode()

    def entries(self):
        return sorted(os.listdir(self.folder)) if os.path.isdir(self.folder) else []

    def test_a_second_open_reads_the_stored_answer(self):
        first = self.open_project()
        self.assertIn("print: [Home] viewDidLoad()", first)
        [entry] = self.entries()
        self.assertRegex(entry, "^[0-9a-f]{32}$")
        self.assertEqual(os.stat(self.folder).st_mode & 0o777, 0o700)
        self.assertEqual(os.stat(os.path.join(self.folder, entry)).st_mode & 0o777, 0o600)
        self.assertEqual(self.open_project(), first)
        # The entry is what the second open played: a print changed inside it shows.
        path = os.path.join(self.folder, entry)
        with open(path, "rb") as handle:
            stored = handle.read()
        # The screen's name, a literal of four bytes after its length.
        self.assertIn(b"\x04Home", stored)
        with open(path, "wb") as handle:
            handle.write(stored.replace(b"\x04Home", b"\x04Hxme"))
        self.assertIn("print: [Hxme] viewDidLoad()", self.open_project())

    def test_a_changed_file_is_read_again(self):
        self.open_project()
        home = os.path.join(self.project, "LifecycleLab", "HomeViewController.swift")
        with open(home) as handle:
            text = handle.read()
        self.assertIn('{ "Home" }', text)
        with open(home, "w") as handle:
            handle.write(text.replace('{ "Home" }', '{ "Start" }'))
        output = self.open_project()
        self.assertIn("print: [Start] viewDidLoad()", output)
        self.assertNotIn("[Home]", output)
        self.assertEqual(len(self.entries()), 2)

    def test_a_damaged_entry_is_read_around_and_replaced(self):
        first = self.open_project()
        [entry] = self.entries()
        path = os.path.join(self.folder, entry)
        with open(path, "rb") as handle:
            stored = handle.read()
        for damaged in (stored[:len(stored) // 2], stored[:40], b"", stored + b"\x00\x01"):
            with open(path, "wb") as handle:
                handle.write(damaged)
            self.assertEqual(self.open_project(), first)
            with open(path, "rb") as handle:
                self.assertEqual(handle.read(), stored)

    def test_off_writes_nothing(self):
        first = self.open_project(SCENELAB_CACHE="off")
        self.assertIn("print: [Home] viewDidLoad()", first)
        self.assertFalse(os.path.exists(os.path.join(self.tmp, "cache")))
        self.assertEqual(self.open_project(), first)
        self.assertEqual(len(self.entries()), 1)


if __name__ == "__main__":
    unittest.main()
