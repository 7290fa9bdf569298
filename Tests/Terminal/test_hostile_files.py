#!/usr/bin/env python3
"""Hostile files, scripts and terminals, through the real binary: one class per
way a hostile user once made scenelab hang, abort, lose an update or write raw
escape sequences (the README's reliability section lists them).

- Binary plists whose objects are shared, expanding past the store's limits.
- A FIFO, a device, a socket or a directory in place of a domain's file.
- Files too big for memory: /dev/zero, a sparse terabyte, an import of either.
- A file size limit (SIGXFSZ) while writing.
- A change kept in memory after a refused write, replayed as an operation.
- Scripts that cannot be read, and lines longer than the limit.
- Control characters, C1 controls and bidi marks on the way to a terminal.
- `defaults export` onto special files; a planted lock file.
- Two processes on one device: a second copy of a running app, and a list saved by another process.
- Messages: lock problems, read failures, waits for a held lock.

Tests that need root and mount(8) skip with the reason when those are missing.

Run:  python3 Tests/Terminal/test_hostile_files.py
"""

import fcntl
import os
import plistlib
import re
import resource
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import (  # noqa: E402
    BINARY, BinaryTestCase, binary_plist, current_umask, isolated_environment, plist_path, sha256_of, stress)

TIMEOUT = 60
DOMAIN = "com.test.Hostile"
TODO = "com.example.ToDoManager"
CONTACTS = "com.example.Contacts"
# Bytes that must never reach a terminal raw: ESC, BEL, CSI as C1 (UTF-8 C2 9B),
# and the bidi override U+202E (E2 80 AE).
RAW_CONTROLS = [b"\x1b", b"\x07", b"\xc2\x9b", b"\xe2\x80\xae"]


def doubling_arrays(levels, key="k"):
    """A binary plist {key: A1} where each An is an array that points twice at An+1.

    ``levels`` arrays, 2**levels leaves once expanded, a few hundred bytes on disk.
    """
    objects = [b"\x10\x01"]  # object 0: the integer 1, the innermost leaf
    for level in range(1, levels + 1):
        objects.append(bytes([0xA2, level - 1, level - 1]))
    objects.append(bytes([0x50 | len(key)]) + key.encode())
    objects.append(bytes([0xD1, levels + 1, levels]))
    return binary_plist(objects, top=len(objects) - 1)


class HostileTestCase(BinaryTestCase):
    PREFIX = "scenelab-hostile-"

    def run_scenelab(self, lines, *arguments, data=None, preexec_fn=None, timeout=TIMEOUT, raw=False):
        """One scenelab on a script through a pipe; with --ephemeral among the arguments, no data directory."""
        folder = [] if "--ephemeral" in arguments else ["--data-dir", data or self.data]
        command = [BINARY, *folder, *arguments]
        result = subprocess.run(
            command, input="".join(line + "\n" for line in lines).encode(), capture_output=True,
            env=isolated_environment(self.tmp), cwd=self.tmp, timeout=timeout, preexec_fn=preexec_fn)
        if not raw:
            result.stdout = result.stdout.decode("utf-8", "replace")
            result.stderr = result.stderr.decode("utf-8", "replace")
        return result

    def start_scenelab(self, *arguments, data=None):
        """A scenelab reading commands from a pipe, one at a time."""
        child = subprocess.Popen(
            [BINARY, "--data-dir", data or self.data, *arguments], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=isolated_environment(self.tmp), cwd=self.tmp)
        self.children.append(child)
        return child

    def domain_file(self, domain=DOMAIN, data=None):
        path = plist_path(data or self.data, domain)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        return path

    def moved_aside(self, path, stderr):
        """The .corrupt- path the one warning names; checks the warning's shape."""
        warnings = [line for line in stderr.splitlines() if line.startswith("<stdin>:1: warning: ")]
        self.assertEqual(len(warnings), 1, "expected one warning, stderr: %r" % stderr[-2000:])
        found = re.search(re.escape(path) + r"\.corrupt-[0-9A-Za-z-]+", warnings[0])
        self.assertIsNotNone(found, warnings[0])
        return found.group(0)


# MARK: 1. Shared objects in a binary plist

class SharedReferenceTests(HostileTestCase):
    def test_a_64_level_doubling_graph_is_moved_aside_at_once(self):
        content = doubling_arrays(64)
        self.assertLess(len(content), 400)
        path = self.domain_file()
        with open(path, "wb") as handle:
            handle.write(content)
        started = time.monotonic()
        result = self.run_scenelab(["defaults read %s" % DOMAIN], timeout=20)
        self.assertLess(time.monotonic() - started, 10, "refusing the file took too long")
        self.assertNoSignal(result)
        self.assertIn("more than 1048576 values", result.stderr)
        aside = self.moved_aside(path, result.stderr)
        with open(aside, "rb") as handle:
            self.assertEqual(handle.read(), content, "the file moved aside changed")
        self.assertFalse(os.path.exists(path))

    def test_a_second_process_is_not_held_up_by_the_lock(self):
        path = self.domain_file()
        with open(path, "wb") as handle:
            handle.write(doubling_arrays(40))
        first = self.start_scenelab()
        first.stdin.write(("defaults read %s\n" % DOMAIN).encode())
        first.stdin.flush()
        second = self.run_scenelab(["defaults write %s other -int 1" % DOMAIN], timeout=20)
        self.assertEqual(second.returncode, 0, second.stderr)
        first.stdin.close()
        self.assertIsNotNone(first.wait(timeout=20))
        with open(path, "rb") as handle:
            self.assertEqual(plistlib.load(handle), {"other": 1})

    def test_importing_such_a_file_is_refused_quickly_and_changes_nothing(self):
        bomb = os.path.join(self.tmp, "bomb.plist")
        with open(bomb, "wb") as handle:
            handle.write(doubling_arrays(64))
        result = self.run_scenelab(["defaults write %s kept -int 1" % DOMAIN,
                                    "defaults import %s %s" % (DOMAIN, bomb),
                                    "defaults read %s kept" % DOMAIN], timeout=20)
        self.assertEqual(result.returncode, 1)
        self.assertRegex(result.stderr, r"<stdin>:2: error: defaults: .*bomb\.plist is not a property list: too large")
        self.assertEqual(result.stdout.strip(), "1")

    def test_the_same_shape_under_tasks_does_not_crash_the_to_do_manager(self):
        path = self.domain_file(TODO)
        with open(path, "wb") as handle:
            handle.write(doubling_arrays(64, key="tasks"))
        result = self.run_scenelab(["launch", "task add First", "task list"], timeout=20)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("1. ○ First", result.stdout)
        self.moved_aside(path, result.stderr)
        with open(path, "rb") as handle:
            self.assertEqual([t["title"] for t in plistlib.load(handle)["tasks"]], ["First"])

    def test_a_graph_within_the_limits_is_read_and_written_whole(self):
        path = self.domain_file()
        with open(path, "wb") as handle:
            handle.write(doubling_arrays(10))
        result = self.run_scenelab(["defaults write %s other -int 1" % DOMAIN])
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path, "rb") as handle:
            values = plistlib.load(handle)
        depth, node = 0, values["k"]
        while isinstance(node, list):
            self.assertEqual(len(node), 2)
            node, depth = node[0], depth + 1
        self.assertEqual(depth, 10)


# MARK: 2. Special files in place of the plist

class SpecialFileTests(HostileTestCase):
    def check_moved_aside(self, make, kind):
        path = self.domain_file()
        make(path)
        result = self.run_scenelab(["defaults read %s" % DOMAIN, "defaults write %s k -int 1" % DOMAIN],
                                   timeout=20)
        self.assertNoSignal(result)
        self.assertIn(kind, result.stderr)
        aside = self.moved_aside(path, result.stderr)
        self.assertTrue(os.path.lexists(aside))
        with open(path, "rb") as handle:
            self.assertEqual(plistlib.load(handle), {"k": 1})
        return aside

    def test_a_fifo_is_moved_aside_without_hanging(self):
        aside = self.check_moved_aside(os.mkfifo, "a FIFO")
        self.assertTrue(stat.S_ISFIFO(os.lstat(aside).st_mode), "the FIFO itself was moved")

    def test_a_fifo_does_not_block_a_second_process(self):
        path = self.domain_file()
        os.mkfifo(path)
        results = []
        threads = [threading.Thread(target=lambda: results.append(
            self.run_scenelab(["defaults read %s" % DOMAIN], timeout=20))) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        self.assertEqual(len(results), 2)
        for result in results:
            self.assertNoSignal(result)

    def test_a_directory_is_moved_aside(self):
        self.check_moved_aside(os.mkdir, "a directory")

    def test_a_symlink_to_a_character_device_is_moved_aside(self):
        aside = self.check_moved_aside(lambda path: os.symlink("/dev/null", path), "a character device")
        self.assertEqual(os.readlink(aside), "/dev/null", "the link was moved, not its target")
        self.assertTrue(stat.S_ISCHR(os.stat("/dev/null").st_mode))

    def test_a_socket_is_moved_aside(self):
        listener = socket.socket(socket.AF_UNIX)
        self.addCleanup(listener.close)

        def bind(path):
            # A socket's path is limited to ~108 bytes: bind through a short relative path.
            folder, name = os.path.split(path)
            here = os.getcwd()
            os.chdir(folder)
            try:
                listener.bind(name)
            finally:
                os.chdir(here)
        self.check_moved_aside(bind, "a socket")


# MARK: 3. Files too big for memory

class TooBigTests(HostileTestCase):
    def test_a_symlink_to_an_endless_device_is_moved_aside(self):
        for device in ("/dev/zero", "/dev/urandom"):
            with self.subTest(device=device):
                path = self.domain_file()
                os.symlink(device, path)
                result = self.run_scenelab(["defaults read %s" % DOMAIN], timeout=20)
                self.assertNoSignal(result, device)
                aside = self.moved_aside(path, result.stderr)
                self.assertEqual(os.readlink(aside), device)
                os.unlink(aside)

    def test_a_sparse_terabyte_is_moved_aside_unread(self):
        path = self.domain_file()
        with open(path, "wb") as handle:
            try:
                handle.truncate(1 << 40)
            except OSError as error:
                self.skipTest("this file system cannot hold a sparse terabyte: %s" % error)
        started = time.monotonic()
        result = self.run_scenelab(["defaults read %s" % DOMAIN], timeout=20)
        self.assertLess(time.monotonic() - started, 10)
        self.assertNoSignal(result)
        self.assertIn("1099511627776 bytes, over the 64 MiB limit", result.stderr)
        aside = self.moved_aside(path, result.stderr)
        self.assertEqual(os.path.getsize(aside), 1 << 40)

    def test_importing_dev_zero_is_refused_with_the_limit(self):
        result = self.run_scenelab(["defaults import %s /dev/zero" % DOMAIN], timeout=30)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertRegex(result.stderr, r"^<stdin>:1: error: defaults: cannot import /dev/zero: "
                                        r"a property list may be at most 64 MiB")

    def test_importing_a_file_over_the_limit_is_refused_before_reading(self):
        big = os.path.join(self.tmp, "big.plist")
        with open(big, "wb") as handle:
            handle.truncate((64 << 20) + 1)
        result = self.run_scenelab(["defaults import %s %s" % (DOMAIN, big)], timeout=30)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertIn("67108865 bytes", result.stderr)

    def test_a_domain_whose_file_would_pass_the_limit_is_not_written(self):
        # 50 MiB of data reads fine from a binary file, but as XML (base64) it would pass 64 MiB.
        big = os.path.join(self.tmp, "big.plist")
        with open(big, "wb") as handle:
            plistlib.dump({"a": b"x" * (50 << 20)}, handle, fmt=plistlib.FMT_BINARY)
        result = self.run_scenelab(["defaults import %s %s" % (DOMAIN, big)], timeout=60)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertIn("over the 64 MiB limit; nothing was written", result.stderr)
        self.assertFalse(os.path.exists(plist_path(self.data, DOMAIN)))


# MARK: 4. SIGXFSZ

class FileSizeLimitTests(HostileTestCase):
    def test_a_file_size_limit_is_an_error_not_a_signal(self):
        first = self.run_scenelab(["defaults write %s key -string old" % DOMAIN])
        self.assertEqual(first.returncode, 0, first.stderr)
        path = plist_path(self.data, DOMAIN)
        before = sha256_of(path)
        limit = os.path.getsize(path) + 64

        def limit_file_size():
            # What a shell's `ulimit -f` gives: the default action of SIGXFSZ kills.
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        result = self.run_scenelab(["defaults write %s key -string %s" % (DOMAIN, "n" * 4000),
                                    "defaults read %s key" % DOMAIN], preexec_fn=limit_file_size)
        self.assertEqual(result.returncode, 1, "exit %d: %s" % (result.returncode, result.stderr))
        self.assertRegex(result.stderr, r"^<stdin>:1: error: .*EFBIG")
        self.assertEqual(result.stdout.strip(), "n" * 4000, "the change was not kept in memory")
        self.assertEqual(sha256_of(path), before)
        leftovers = [n for n in os.listdir(os.path.dirname(path)) if n.startswith("." + DOMAIN)]
        self.assertEqual(leftovers, [], "a temporary file was left behind")


# MARK: 5. A delayed save is replayed as the change it was

class DelayedSaveTests(HostileTestCase):
    def test_a_refused_increment_is_replayed_against_the_current_file(self):
        data = os.path.join(self.mount_tmpfs("disk", "256k"), "data")
        seeded = self.run_scenelab(["defaults write %s counter -int 100" % DOMAIN], data=data)
        self.assertEqual(seeded.returncode, 0, seeded.stderr)
        path = plist_path(data, DOMAIN)
        filler = self.fill(os.path.dirname(data))
        first = self.start_scenelab(data=data)
        first.stdin.write(("defaults write %s counter -int-add 5\n" % DOMAIN).encode())
        first.stdin.flush()
        error = first.stderr.readline().decode()
        self.assertRegex(error, r"disk is full .*kept in memory")
        os.unlink(filler)
        second = self.run_scenelab(["defaults write %s counter -int-add 1" % DOMAIN] * 3, data=data)
        self.assertEqual(second.returncode, 0, second.stderr)
        with open(path, "rb") as handle:
            self.assertEqual(plistlib.load(handle)["counter"], 103)
        first.stdin.write(("defaults write %s other -int 1\n" % DOMAIN).encode())
        first.stdin.close()
        first.wait(timeout=TIMEOUT)
        with open(path, "rb") as handle:
            self.assertEqual(plistlib.load(handle), {"counter": 108, "other": 1})


# MARK: 6. Scripts that cannot be read

class UnreadableScriptTests(HostileTestCase):
    def test_a_directory_as_the_script_is_an_error(self):
        folder = os.path.join(self.tmp, "scripts")
        os.mkdir(folder)
        result = subprocess.run([BINARY, "--ephemeral", folder], capture_output=True, text=True,
                                env=isolated_environment(self.tmp), timeout=TIMEOUT)
        self.assertEqual(result.returncode, 1)
        self.assertIn("Is a directory", result.stderr)

    def test_a_fifo_as_the_script_waits_for_its_writer_as_cat_does(self):
        # Not a silent exit 0 before anyone wrote: the script is what the writer sends.
        fifo = os.path.join(self.tmp, "script")
        os.mkfifo(fifo)
        child = subprocess.Popen([BINARY, "--ephemeral", fifo], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 env=isolated_environment(self.tmp))
        self.children.append(child)
        time.sleep(1)
        self.assertIsNone(child.poll(), "scenelab ended before the FIFO's writer came")
        with open(fifo, "w") as writer:
            writer.write("launch\n")
        out, err = child.communicate(timeout=20)
        self.assertEqual(child.returncode, 0, err)
        self.assertIn(b"TaskListController#1 viewDidLoad()", out)

    def peak_of_a_child_that_reads_nothing(self):
        """The peak resident size, in KiB, of `scenelab --ephemeral` given one `launch`."""
        child = subprocess.Popen([BINARY, "--ephemeral"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL, env=isolated_environment(self.tmp))
        self.children.append(child)
        child.stdin.write(b"launch\n")
        child.stdin.close()
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        return usage.ru_maxrss

    def test_an_endless_line_is_refused_as_it_streams_in_small_memory(self):
        # 300 MiB under --stress, 64 MiB by default: either way a reader that kept half the
        # line would pass the peak allowed below.
        size = stress(64 << 20, 300 << 20)
        # A child's peak counts the copy of this test process it was forked from, so the
        # allowance is over a child that reads nothing, started the same way just before.
        peak_allowed = self.peak_of_a_child_that_reads_nothing() + (size >> 10) // 2
        out_path, err_path = os.path.join(self.tmp, "out"), os.path.join(self.tmp, "err")
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            child = subprocess.Popen([BINARY, "--ephemeral"], stdin=subprocess.PIPE, stdout=out, stderr=err,
                                     env=isolated_environment(self.tmp))
        self.children.append(child)
        child.stdin.write(b"echo on\npush ")
        block = b"A" * (1 << 20)
        for _ in range(size >> 20):
            child.stdin.write(block)
        child.stdin.write(b"\nlaunch\n")
        child.stdin.close()
        # This child's own peak, from wait4: RUSAGE_CHILDREN would report the
        # largest of every child this test run has waited for (a browser, say).
        deadline = time.monotonic() + 120
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid == child.pid:
                child.returncode = os.waitstatus_to_exitcode(status)
                break
            if time.monotonic() > deadline:
                self.fail("scenelab did not finish reading the endless line")
            time.sleep(0.05)
        with open(out_path, "rb") as out, open(err_path, "rb") as err:
            stdout, stderr = out.read(), err.read()
        self.assertEqual(child.returncode, 1, stderr.decode()[-500:])
        self.assertRegex(stderr.decode(), r"<stdin>:2: error: column 65537: the line is too long \(%d bytes;" % (
            size + 5))
        self.assertIn(b"AppDelegate application(_:didFinishLaunchingWithOptions:)", stdout,
                      "the line after the long one did not run")
        self.assertLess(usage.ru_maxrss, peak_allowed, "peak memory %d KiB for a streamed line" % usage.ru_maxrss)

    def test_a_line_of_exactly_the_limit_still_runs(self):
        line = "echo on  " + "#" * (65536 - 9)
        self.assertEqual(len(line), 65536)
        result = subprocess.run([BINARY, "--ephemeral"], input=(line + "\n").encode(), capture_output=True,
                                env=isolated_environment(self.tmp), timeout=TIMEOUT)
        self.assertEqual(result.returncode, 0, result.stderr)


# MARK: 7. Terminal escapes

class TerminalEscapeTests(HostileTestCase):
    def assertNoRawControls(self, data, what):
        for raw in RAW_CONTROLS:
            self.assertNotIn(raw, data, "%s carries %r raw" % (what, raw))

    def test_echo_shows_a_rejected_line_with_controls_made_visible(self):
        result = self.run_scenelab(["push \x1b[31mRed\x1b]0;pwned\x07"], "--echo", "--ephemeral", raw=True)
        self.assertNoRawControls(result.stdout, "stdout")
        self.assertNoRawControls(result.stderr, "stderr")
        self.assertIn(b"> push \\u{1b}[31mRed\\u{1b}]0;pwned\\u{7}", result.stdout)
        self.assertIn(b"control character U+001B is not allowed", result.stderr)

    def test_c1_controls_bidi_marks_and_separators_are_refused_in_titles_and_domains(self):
        for bad in ["\u009b31m", "\u202egnp.exe", "\u2028next", "\u2066isolate"]:
            result = self.run_scenelab(["launch", "task add 'x%s'" % bad, "defaults write 'com.x%s' k 1" % bad,
                                        "task list"], "--ephemeral", raw=True)
            self.assertEqual(result.returncode, 1)
            self.assertEqual(result.stderr.count(b"error:"), 2, result.stderr)
            self.assertNotIn(b"1. ", result.stdout, "the title was stored")
            self.assertNoRawControls(result.stdout + result.stderr, repr(bad))

    def test_stored_text_with_controls_is_shown_escaped_and_kept_byte_for_byte(self):
        title = "Evil \x1b[2J\u009b\u202e title"
        path = self.domain_file(TODO)
        tasks = [{"title": title, "type": "normal", "status": "planned"}]
        with open(path, "wb") as handle:
            plistlib.dump({"tasks": tasks, "note": "bell\x07"}, handle, fmt=plistlib.FMT_BINARY)
        result = self.run_scenelab(["defaults read %s" % TODO, "defaults read %s note" % TODO, "launch",
                                    "task list", "screen", "tree", "task done 1", "defaults export %s -" % TODO],
                                   "--plist-format", "binary", raw=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertNoRawControls(result.stdout + result.stderr, "output")
        self.assertIn(b"Evil \\u{1b}[2J\\u{9b}\\u{202e} title", result.stdout)
        self.assertIn(b"bell\\u{7}", result.stdout)
        with open(path, "rb") as handle:
            stored = plistlib.load(handle)
        # (Written as a binary plist: XML 1.0, and so plistlib, cannot carry ESC.)
        self.assertEqual(stored["tasks"][0]["title"], title, "the store changed the bytes")
        self.assertEqual(stored["note"], "bell\x07")

    def test_jsonl_escapes_them_as_json_does(self):
        path = self.domain_file(TODO)
        with open(path, "wb") as handle:
            plistlib.dump({"k": "a\u009bb\u202ec"}, handle)
        result = self.run_scenelab(["defaults read %s k" % TODO], "--format", "jsonl", raw=True)
        self.assertNoRawControls(result.stdout, "jsonl")
        self.assertIn(b"a\\u009bb\\u202ec", result.stdout)

    def test_a_script_name_with_controls_is_shown_escaped(self):
        name = os.path.join(self.tmp, "evil\x1b]0;x\x07.txt")
        with open(name, "w") as handle:
            handle.write("nonsense\n")
        result = subprocess.run([BINARY, "--ephemeral", name], capture_output=True,
                                env=isolated_environment(self.tmp), timeout=TIMEOUT)
        self.assertEqual(result.returncode, 1)
        self.assertNoRawControls(result.stderr, "stderr")
        self.assertIn(b"evil\\u{1b}]0;x\\u{7}.txt:1: error:", result.stderr)


class CheckEscapeTests(HostileTestCase):
    def test_a_transcripts_diff_is_shown_escaped(self):
        transcript = os.path.join(self.tmp, "evil.t")
        with open(transcript, "wb") as handle:
            handle.write(b"> tree\n  \x1b]0;pwned\x07\xc2\x9b31m\n")
        result = subprocess.run([BINARY, "check", transcript], capture_output=True,
                                env=isolated_environment(self.tmp), timeout=TIMEOUT)
        self.assertEqual(result.returncode, 1)
        for raw in RAW_CONTROLS:
            self.assertNotIn(raw, result.stdout + result.stderr)
        self.assertIn(b"\\u{1b}]0;pwned\\u{7}\\u{9b}31m", result.stdout)

    def test_a_fifo_as_a_transcript_is_refused_without_hanging(self):
        fifo = os.path.join(self.tmp, "fifo.t")
        os.mkfifo(fifo)
        result = subprocess.run([BINARY, "check", fifo], capture_output=True, text=True,
                                env=isolated_environment(self.tmp), timeout=20)
        self.assertEqual(result.returncode, 1)
        self.assertIn("cannot read the transcript: not a regular file", result.stdout)


# MARK: 8. Export onto special files; the lock file

class ExportTargetTests(HostileTestCase):
    def setUp(self):
        super().setUp()
        seeded = self.run_scenelab(["defaults write %s k -string v" % DOMAIN])
        self.assertEqual(seeded.returncode, 0, seeded.stderr)

    def export(self, target):
        return self.run_scenelab(["defaults export %s %s" % (DOMAIN, target)], timeout=20)

    def test_a_character_device_is_never_replaced(self):
        # As root, a private node (a null device of its own under the test's folder),
        # so that a scenelab that did replace it could not break the system's
        # /dev/null; as anyone else /dev/null itself, which they cannot replace.
        device = "/dev/null"
        if os.geteuid() == 0:
            device = os.path.join(self.tmp, "null")
            os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        before = os.stat(device)
        result = self.export(device)
        self.assertEqual(result.returncode, 1)
        self.assertIn("it is a character device; scenelab writes only a regular file", result.stderr)
        after = os.stat(device)
        self.assertTrue(stat.S_ISCHR(after.st_mode))
        self.assertEqual((before.st_ino, before.st_rdev), (after.st_ino, after.st_rdev))

    def test_a_fifo_is_refused_without_hanging(self):
        fifo = os.path.join(self.tmp, "out")
        os.mkfifo(fifo)
        result = self.export(fifo)
        self.assertEqual(result.returncode, 1)
        self.assertIn("it is a FIFO", result.stderr)
        self.assertTrue(stat.S_ISFIFO(os.lstat(fifo).st_mode))

    def test_a_symlink_is_refused_and_kept(self):
        link = os.path.join(self.tmp, "link")
        os.symlink("/proc/self/fd/1", link)
        result = self.export(link)
        self.assertEqual(result.returncode, 1)
        self.assertIn("it is a symbolic link", result.stderr)
        self.assertEqual(os.readlink(link), "/proc/self/fd/1")

    def test_a_directory_is_refused(self):
        folder = os.path.join(self.tmp, "folder")
        os.mkdir(folder)
        result = self.export(folder)
        self.assertEqual(result.returncode, 1)
        self.assertIn("it is a directory", result.stderr)

    def test_an_existing_file_is_replaced_keeping_its_mode(self):
        target = os.path.join(self.tmp, "out.plist")
        with open(target, "w") as handle:
            handle.write("old")
        os.chmod(target, 0o640)
        result = self.export(target + " --force")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(stat.S_IMODE(os.stat(target).st_mode), 0o640)
        with open(target, "rb") as handle:
            self.assertEqual(plistlib.load(handle), {"k": "v"})

    def test_a_file_with_other_hard_links_is_refused(self):
        target = os.path.join(self.tmp, "out.plist")
        with open(target, "w") as handle:
            handle.write("old")
        os.link(target, os.path.join(self.tmp, "other-name"))
        result = self.export(target)
        self.assertEqual(result.returncode, 1)
        self.assertIn("2 hard links", result.stderr)
        with open(target) as handle:
            self.assertEqual(handle.read(), "old")

    def test_a_new_file_gets_the_umask(self):
        # Files named by the person get their usual mode (0666 less the umask);
        # only the store's own files are private.
        target = os.path.join(self.tmp, "new.plist")
        self.assertEqual(self.export(target).returncode, 0)
        self.assertEqual(stat.S_IMODE(os.stat(target).st_mode), 0o666 & ~current_umask())

    def test_a_symlink_planted_as_the_lock_is_not_followed(self):
        victim = os.path.join(self.tmp, "victim")
        with open(victim, "w") as handle:
            handle.write("precious")
        path = plist_path(self.data, DOMAIN)
        os.unlink(path + ".lock")  # the seeding write left a real lock file
        os.symlink(victim, path + ".lock")
        result = self.run_scenelab(["defaults write %s k -string w" % DOMAIN])
        self.assertEqual(result.returncode, 1)
        self.assertIn("%s.lock: it is a symbolic link, not a lock file" % path, result.stderr)
        with open(victim) as handle:
            self.assertEqual(handle.read(), "precious")

    def test_the_events_file_gets_the_umask(self):
        events = os.path.join(self.tmp, "events.jsonl")
        result = self.run_scenelab(["defaults read %s k" % DOMAIN], "--events", events)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(stat.S_IMODE(os.stat(events).st_mode), 0o666 & ~current_umask())


# MARK: 9. Two processes on one data directory

class TwoProcessesTests(HostileTestCase):
    """One app runs in one process of a device (test_shared_device.py has the
    many-writer cases); another process's `defaults write` to the running
    app's list is kept under the backup, never overwritten silently."""

    def test_a_list_saved_by_another_process_is_kept_under_the_backup(self):
        first = self.start_scenelab()
        first.stdin.write(b"launch\n")
        first.stdin.flush()
        first.stdout.readline()  # the launch has run: the list is loaded (empty)
        second = self.run_scenelab(["defaults write %s tasks -array 'From B'" % TODO])
        self.assertEqual(second.returncode, 0, second.stderr)
        first.stdin.write(b"task add 'From A'\n")
        first.stdin.close()
        first.wait(timeout=TIMEOUT)
        stderr = first.stderr.read().decode()
        self.assertIn("warning: another process saved 'tasks' in %s" % TODO, stderr)
        with open(plist_path(self.data, TODO), "rb") as handle:
            stored = plistlib.load(handle)
        self.assertEqual([t["title"] for t in stored["tasks"]], ["From A"])
        self.assertEqual(stored["tasks-backup"], ["From B"])

    def test_contacts_keep_the_other_process_value_too(self):
        first = self.start_scenelab()
        first.stdin.write(b"launch contacts\n")
        first.stdin.flush()
        first.stdout.readline()
        second = self.run_scenelab(["defaults write %s contacts -array Bea" % CONTACTS])
        self.assertEqual(second.returncode, 0, second.stderr)
        first.stdin.write(b"contact add Ann +1\n")
        first.stdin.close()
        first.wait(timeout=TIMEOUT)
        self.assertIn("kept that value under 'contacts-backup'", first.stderr.read().decode())
        with open(plist_path(self.data, CONTACTS), "rb") as handle:
            stored = plistlib.load(handle)
        self.assertEqual(stored["contacts-backup"], ["Bea"])

    def test_a_second_copy_of_a_running_app_is_refused(self):
        first = self.start_scenelab()
        first.stdin.write(b"launch\n")
        first.stdin.flush()
        first.stdout.readline()
        second = self.run_scenelab(["launch", "task add 'From B'"])
        self.assertEqual(second.returncode, 1)
        self.assertIn("already runs on this device in another scenelab (pid %d" % first.pid, second.stderr)
        first.stdin.close()
        first.wait(timeout=TIMEOUT)


# MARK: 10. Messages

class MessageTests(HostileTestCase):
    def test_a_directory_at_the_lock_is_named_as_the_problem(self):
        path = self.domain_file()
        os.mkdir(path + ".lock")
        result = self.run_scenelab(["defaults write %s k -int 1" % DOMAIN])
        self.assertEqual(result.returncode, 1)
        self.assertIn("cannot lock %s.lock: it is a directory, not a lock file; remove it" % path, result.stderr)

    def test_read_failures_do_not_claim_a_value_is_kept(self):
        """An import from a file this user may not read: nothing was being kept."""
        secret = os.path.join(self.tmp, "secret.plist")
        with open(secret, "wb") as handle:
            plistlib.dump({"k": 1}, handle)
        os.chmod(secret, 0)
        preexec_fn = None
        if os.geteuid() == 0:
            # Root reads anything: run as nobody, for whom the mode counts.
            os.chmod(self.tmp, 0o755)
            home = os.path.join(self.tmp, "home")
            os.makedirs(home, exist_ok=True)
            os.chmod(home, 0o777)

            def preexec_fn():
                os.setgroups([])
                os.setgid(65534)
                os.setuid(65534)
        result = self.run_scenelab(["defaults import %s %s" % (DOMAIN, secret)], "--ephemeral",
                                   preexec_fn=preexec_fn)
        self.assertEqual(result.returncode, 1)
        self.assertIn("cannot read %s: permission denied" % secret, result.stderr)
        self.assertNotIn("kept in memory", result.stderr)

    def test_exporting_a_domain_that_does_not_exist_is_an_error(self):
        target = os.path.join(self.tmp, "out.plist")
        result = self.run_scenelab(["defaults export com.test.Nothing %s" % target])
        self.assertEqual(result.returncode, 1)
        self.assertIn("domain com.test.Nothing does not exist", result.stderr)
        self.assertFalse(os.path.exists(target))

    def test_import_errors_say_not_a_property_list_once(self):
        junk = os.path.join(self.tmp, "junk")
        with open(junk, "w") as handle:
            handle.write("hello")
        result = self.run_scenelab(["defaults import %s %s" % (DOMAIN, junk)])
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr.count("not a property list"), 1, result.stderr)

    def test_warnings_go_to_standard_error(self):
        path = self.domain_file()
        with open(path, "w") as handle:
            handle.write("garbage")
        result = self.run_scenelab(["defaults read %s" % DOMAIN])
        self.assertNotIn("warning", result.stdout)
        self.assertIn("<stdin>:1: warning: ", result.stderr)

    def test_a_held_lock_is_waited_for_out_loud_then_given_up(self):
        path = self.domain_file()
        with open(path + ".lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            started = time.monotonic()
            child = self.start_scenelab("--lock-timeout", "3")
            child.stdin.write(("defaults write %s k -int 1\n" % DOMAIN).encode())
            child.stdin.close()
            notice = child.stderr.readline().decode()
            noticed = time.monotonic() - started
            child.wait(timeout=20)
            elapsed = time.monotonic() - started
            rest = child.stderr.read().decode()
        self.assertRegex(notice, r"^scenelab: waiting for %s\.lock: another process holds it" % re.escape(path))
        self.assertGreaterEqual(noticed, 0.9)
        self.assertLess(noticed, 2.9, "the notice came only with the error")
        self.assertEqual(child.returncode, 1)
        self.assertGreaterEqual(elapsed, 2.9)
        self.assertIn("another process has held it for 3 s", rest)
        self.assertFalse(os.path.exists(path))

    def test_a_lock_released_in_time_lets_the_write_through(self):
        path = self.domain_file()
        lock = open(path + ".lock", "w")
        fcntl.flock(lock, fcntl.LOCK_EX)
        threading.Timer(0.5, lock.close).start()
        result = self.run_scenelab(["defaults write %s k -int 1" % DOMAIN])
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path, "rb") as handle:
            self.assertEqual(plistlib.load(handle), {"k": 1})

    def test_deleting_a_domain_on_a_read_only_disk_keeps_it_and_says_so(self):
        data = os.path.join(self.mount_tmpfs("ro", "1m"), "data")
        seeded = self.run_scenelab(["defaults write %s k -int 1" % DOMAIN], data=data)
        self.assertEqual(seeded.returncode, 0, seeded.stderr)
        remount = subprocess.run(["mount", "-o", "remount,ro", os.path.dirname(data)], capture_output=True,
                                 text=True, timeout=30)
        if remount.returncode != 0:
            self.skipTest("cannot remount the tmpfs read-only: %s" % remount.stderr.strip())
        result = self.run_scenelab(["defaults delete %s" % DOMAIN, "defaults read %s k" % DOMAIN], data=data)
        self.assertEqual(result.returncode, 1)
        self.assertIn("nothing was deleted", result.stderr)
        self.assertNotIn("kept in memory", result.stderr)
        self.assertEqual(result.stdout.strip(), "1")


if __name__ == "__main__":
    unittest.main()
