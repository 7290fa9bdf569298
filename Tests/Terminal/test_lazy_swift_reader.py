"""swift-syntax is loaded only when a project is opened: a session that opens nothing
never maps its libraries (they were a third of start-up), and `open` loads the reading
library, which brings them."""

import os
import subprocess
import tempfile
import time
import unittest

from scenelab_support import BINARY, REPOSITORY, isolated_environment


class LazySwiftReaderTests(unittest.TestCase):
    def mapped_files_while_waiting(self, *arguments, wait_for=b""):
        """The files the process maps once it has written `wait_for` and waits for input."""
        with tempfile.TemporaryDirectory() as tmp:
            child = subprocess.Popen([BINARY, "--ephemeral", *arguments], stdin=subprocess.PIPE,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=isolated_environment(tmp))
            try:
                seen = b""
                deadline = time.monotonic() + 30
                while wait_for not in seen and time.monotonic() < deadline:
                    seen += os.read(child.stderr.fileno(), 4096)
                self.assertIn(wait_for, seen)
                # Waiting for its first line now: nothing more will be mapped until it reads one.
                time.sleep(0.3)
                with open("/proc/%d/maps" % child.pid) as maps:
                    return {line.split()[-1] for line in maps if "/" in line}
            finally:
                child.stdin.close()
                child.wait(timeout=30)
                child.stderr.close()

    def test_a_session_that_opens_nothing_maps_no_swift_syntax(self):
        mapped = self.mapped_files_while_waiting()
        self.assertFalse([path for path in mapped if "SwiftSyntax" in path or "SwiftParser" in path], sorted(mapped))
        self.assertFalse([path for path in mapped if "SceneLabSwiftReading" in path])

    def test_opening_a_project_loads_the_reader_and_swift_syntax(self):
        mapped = self.mapped_files_while_waiting(
            "open", os.path.join(REPOSITORY, "examples", "LifecycleLab"), wait_for=b"opened LifecycleLab")
        self.assertTrue([path for path in mapped if path.endswith("/libSceneLabSwiftReading.so")], sorted(mapped))
        self.assertTrue([path for path in mapped if path.endswith("/libSwiftParser.so")], sorted(mapped))


if __name__ == "__main__":
    unittest.main()
