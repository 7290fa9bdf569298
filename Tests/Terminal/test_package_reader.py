#!/usr/bin/env python3
"""scripts/lib/package-reader.sh, the build of the reader against swift-syntax's package.

The real build takes minutes, so `swift` is a stand-in on PATH that writes what the real one
would (its Package.resolved, the library) and says what it was given. What is tested is the
script's own part: the usual Package.resolved set aside and always put back, the package
build's pins kept apart for the next time, and the library marked as built now when a build
that found nothing to do left it older than the program.

Run:  python3 -m unittest discover -s Tests/Terminal -p 'test_package_reader.py'
"""

import os
import shutil
import signal
import subprocess
import tempfile
import time
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIBRARY = ".build/package-reader/release/libSceneLabSwiftReading.so"

# What the stand-in does: records its environment, its arguments and the Package.resolved it
# found, writes the package build's pins and the library, and exits as told.
STAND_IN = """#!/usr/bin/env bash
{ echo "syntax=${SCENELAB_SWIFT_SYNTAX:-}"; echo "arguments=$*"; echo "resolved=$(cat Package.resolved 2>/dev/null)"; } >> swift.log
echo "package pins" > Package.resolved
if [ -n "${STAND_IN_SLEEPS:-}" ]; then touch sleeping; sleep "$STAND_IN_SLEEPS"; fi
if [ "${STAND_IN_WRITES_LIBRARY:-yes}" = yes ]; then mkdir -p .build/package-reader/release; echo library > %s; fi
exit "${STAND_IN_STATUS:-0}"
""" % LIBRARY


class PackageReaderBuildTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="scenelab-package-reader-")
        self.addCleanup(shutil.rmtree, self.folder)
        bin_folder = os.path.join(self.folder, "bin")
        os.mkdir(bin_folder)
        swift = os.path.join(bin_folder, "swift")
        with open(swift, "w") as handle:
            handle.write(STAND_IN)
        os.chmod(swift, 0o755)
        self.path = bin_folder + os.pathsep + os.environ.get("PATH", "")
        self.write("Package.resolved", "usual pins\n")

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)

    def read(self, name):
        with open(os.path.join(self.folder, name)) as handle:
            return handle.read()

    def build(self, **environment):
        script = ". '%s/scripts/lib/package-reader.sh'; build_package_reader" % REPOSITORY
        return subprocess.run(["bash", "-c", script], cwd=self.folder, capture_output=True, text=True, timeout=30,
                              env=dict(os.environ, PATH=self.path, **environment))

    def test_the_package_build_runs_apart_and_the_usual_pins_come_back(self):
        result = self.build()
        self.assertEqual(result.returncode, 0, result.stderr)
        log = self.read("swift.log")
        self.assertIn("syntax=package", log)
        self.assertIn("--scratch-path .build/package-reader", log)
        self.assertIn("--product SceneLabSwiftReading", log)
        # The package build did not see the usual pins, and they are back after it.
        self.assertIn("resolved=\n", log)
        self.assertEqual(self.read("Package.resolved"), "usual pins\n")
        self.assertEqual(self.read(".build/package-reader/Package.resolved"), "package pins\n")

    def test_the_next_build_finds_its_own_pins(self):
        self.assertEqual(self.build().returncode, 0)
        self.assertEqual(self.build().returncode, 0)
        self.assertIn("resolved=package pins", self.read("swift.log").splitlines()[-1])
        self.assertEqual(self.read("Package.resolved"), "usual pins\n")

    def test_a_failed_build_puts_the_usual_pins_back_and_fails(self):
        result = self.build(STAND_IN_STATUS="1")
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(self.read("Package.resolved"), "usual pins\n")
        self.assertFalse(os.path.exists(os.path.join(self.folder, ".build/package-reader/Package.resolved.usual")))

    def test_ctrl_c_during_the_build_puts_the_usual_pins_back(self):
        script = ". '%s/scripts/lib/package-reader.sh'; build_package_reader" % REPOSITORY
        process = subprocess.Popen(["bash", "-c", script], cwd=self.folder, start_new_session=True,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   env=dict(os.environ, PATH=self.path, STAND_IN_SLEEPS="20"))
        try:
            deadline = time.monotonic() + 10
            while not os.path.exists(os.path.join(self.folder, "sleeping")) and time.monotonic() < deadline:
                time.sleep(0.05)
            self.assertTrue(os.path.exists(os.path.join(self.folder, "sleeping")), "the build never started")
            os.killpg(process.pid, signal.SIGINT)
            self.assertNotEqual(process.wait(timeout=10), 0)
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        self.assertEqual(self.read("Package.resolved"), "usual pins\n")
        self.assertEqual(self.read(".build/package-reader/Package.resolved"), "package pins\n")

    def test_usual_pins_left_aside_by_a_build_cut_short_come_back(self):
        self.write(".build/package-reader/Package.resolved.usual", "usual pins\n")
        self.write("Package.resolved", "package pins\n")
        self.assertEqual(self.build().returncode, 0)
        self.assertEqual(self.read("Package.resolved"), "usual pins\n")
        self.assertIn("resolved=\n", self.read("swift.log"))

    def test_without_usual_pins_none_are_left_behind(self):
        os.remove(os.path.join(self.folder, "Package.resolved"))
        self.assertEqual(self.build().returncode, 0)
        self.assertFalse(os.path.exists(os.path.join(self.folder, "Package.resolved")))

    def test_a_library_older_than_the_program_is_marked_as_built_now(self):
        self.write(LIBRARY, "library\n")
        self.write(".build/release/scenelab", "program\n")
        library, program = (os.path.join(self.folder, name) for name in (LIBRARY, ".build/release/scenelab"))
        os.utime(library, (1_700_000_000, 1_700_000_000))
        os.utime(program, (1_700_000_100, 1_700_000_100))
        self.assertEqual(self.build(STAND_IN_WRITES_LIBRARY="no").returncode, 0)
        self.assertGreaterEqual(os.stat(library).st_mtime_ns, os.stat(program).st_mtime_ns)

    def test_a_library_newer_than_the_others_is_left_as_it_is(self):
        self.write(LIBRARY, "library\n")
        self.write(".build/release/scenelab", "program\n")
        library, program = (os.path.join(self.folder, name) for name in (LIBRARY, ".build/release/scenelab"))
        os.utime(program, (1_700_000_000, 1_700_000_000))
        os.utime(library, (1_700_000_100, 1_700_000_100))
        self.assertEqual(self.build(STAND_IN_WRITES_LIBRARY="no").returncode, 0)
        self.assertEqual(os.stat(library).st_mtime, 1_700_000_100)


if __name__ == "__main__":
    unittest.main()
