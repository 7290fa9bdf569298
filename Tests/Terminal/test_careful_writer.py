"""Every file scenelab writes on request goes through one careful writer
(`RequestedFile`): `--events`, `--results`, `record`, `export`,
`defaults export` and `check --update`.

What each test holds against: a symbolic link (dangling too), a FIFO with no
reader (never a hang), /dev/full, a file with another hard link, a read-only
file, another user's file, a file size limit (`ulimit -f`), an existing file
without `--force`, the umask, the results file checked before the quiz starts,
and `--events` appending.

The other user's file needs root (the child drops to nobody); it is skipped
with the reason elsewhere.

Run:  python3 -m unittest Tests/Terminal/test_careful_writer.py
"""

import os
import resource
import stat
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase, REPOSITORY  # noqa: E402

NOBODY = 65534
LESSON = os.path.join(REPOSITORY, "lessons", "08-held-controller.t")


def umask_022():
    os.umask(0o022)


def as_nobody():
    os.umask(0o022)
    os.setgroups([])
    os.setgid(NOBODY)
    os.setuid(NOBODY)


def file_size_limit(limit):
    def limited():
        os.umask(0o022)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return limited


class CarefulWriterTestCase(BinaryTestCase):
    PREFIX = "scenelab-writer-"

    def run_scenelab(self, lines, *args, preexec=umask_022, timeout=30):
        return subprocess.run(
            [BINARY, "--ephemeral", *args, "-"], input="".join(line + "\n" for line in lines),
            capture_output=True, text=True, env=self.environment(), timeout=timeout, cwd=self.tmp,
            preexec_fn=preexec)

    def path(self, name, text=None, mode=None):
        path = os.path.join(self.tmp, name)
        if text is not None:
            with open(path, "w") as handle:
                handle.write(text)
        if mode is not None:
            os.chmod(path, mode)
        return path

    def read(self, path):
        with open(path) as handle:
            return handle.read()

    def assertRefused(self, result, *fragments):
        """Exit status not 0, and one error line holding every fragment."""
        self.assertNotEqual(result.returncode, 0, result.stderr)
        lines = [line for line in result.stderr.splitlines() if "error:" in line and all(
            fragment in line for fragment in fragments)]
        self.assertEqual(len(lines), 1, "no one error line with %r in:\n%s" % (fragments, result.stderr))

    # MARK: Links

    def test_events_never_write_through_a_symlink(self):
        victim = self.path("victim", "precious")
        link = os.path.join(self.tmp, "events.jsonl")
        os.symlink(victim, link)
        result = self.run_scenelab(["launch"], "--events", link)
        self.assertRefused(result, link, "symbolic link")
        self.assertEqual(self.read(victim), "precious")
        self.assertEqual(os.readlink(link), victim)

    def test_a_dangling_symlink_is_refused_and_nothing_is_created(self):
        target = os.path.join(self.tmp, "created-through-the-link")
        link = os.path.join(self.tmp, "events.jsonl")
        os.symlink(target, link)
        for lines, args in ((["launch"], ["--events", link]), (["launch", "export html %s" % link], [])):
            result = self.run_scenelab(lines, *args)
            self.assertRefused(result, link, "symbolic link")
            self.assertFalse(os.path.exists(target))

    def test_export_and_record_never_write_through_a_symlink_even_with_force(self):
        victim = self.path("victim", "precious")
        for name, command in (("d.html", "export html d.html --force"), ("r.scn", "record r.scn --force")):
            os.symlink(victim, os.path.join(self.tmp, name))
            result = self.run_scenelab(["launch", command])
            self.assertRefused(result, name, "symbolic link")
            self.assertEqual(self.read(victim), "precious")

    # MARK: Special files

    def test_a_fifo_without_a_reader_is_refused_at_once(self):
        fifo = os.path.join(self.tmp, "fifo")
        os.mkfifo(fifo)
        # A blocking open would wait for a reader forever: the timeout fails the test instead.
        result = self.run_scenelab(["launch"], "--events", fifo, timeout=10)
        self.assertRefused(result, fifo, "FIFO")
        result = self.run_scenelab(["launch", "export svg %s --force" % fifo], timeout=10)
        self.assertRefused(result, fifo, "FIFO")
        self.assertTrue(stat.S_ISFIFO(os.lstat(fifo).st_mode))

    def test_dev_full_is_an_error_not_a_quiet_success(self):
        result = self.run_scenelab(["launch", "push A"], "--events", "/dev/full")
        self.assertRefused(result, "/dev/full")
        self.assertNotIn("viewDidLoad", result.stdout, "the run went on without its events file")

    # MARK: Hard links, permissions, owners

    def test_a_file_with_another_hard_link_is_refused_not_truncated(self):
        target = self.path("events.jsonl", "old line\n")
        os.link(target, os.path.join(self.tmp, "other-name"))
        result = self.run_scenelab(["launch"], "--events", target, "--force")
        self.assertRefused(result, target, "2 hard links")
        result = self.run_scenelab(["launch", "export html %s --force" % target])
        self.assertRefused(result, target, "2 hard links")
        self.assertEqual(self.read(target), "old line\n")

    def test_a_read_only_file_is_never_replaced_even_with_force(self):
        target = self.path("out.html", "old", 0o444)
        for lines, args in ((["launch", "export html %s --force" % target], []),
                            (["launch"], ["--events", target])):
            result = self.run_scenelab(lines, *args)
            self.assertRefused(result, target, "read-only")
            self.assertEqual(self.read(target), "old")
            self.assertEqual(stat.S_IMODE(os.stat(target).st_mode), 0o444)

    def shared_folder(self):
        """A 0777 folder another user may write in, holding a 0444 file and a 0666 one of root's."""
        if os.geteuid() != 0:
            self.skipTest("needs root to act as another user (the child drops to nobody)")
        folder = os.path.join(self.tmp, "shared")
        os.mkdir(folder)
        os.chmod(folder, 0o777)
        os.chmod(self.tmp, 0o755)
        self.environment()  # makes the HOME folder, which nobody may then write in
        os.chmod(os.path.join(self.tmp, "home"), 0o777)
        return folder

    def test_another_users_file_is_not_replaced_or_taken_over(self):
        folder = self.shared_folder()
        read_only = os.path.join(folder, "read-only.html")
        writable = os.path.join(folder, "writable.html")
        for path, mode in ((read_only, 0o444), (writable, 0o666)):
            with open(path, "w") as handle:
                handle.write("root's")
            os.chmod(path, mode)
        for path, reason in ((read_only, "read-only"), (writable, "belongs to another user")):
            result = self.run_scenelab(["launch", "export html %s --force" % path], preexec=as_nobody)
            self.assertRefused(result, path, reason)
            self.assertEqual(self.read(path), "root's")
            self.assertEqual(os.stat(path).st_uid, 0)

    def test_a_file_the_user_may_not_write_is_refused_for_appending(self):
        folder = self.shared_folder()
        results = os.path.join(folder, "results.jsonl")
        with open(results, "w") as handle:
            handle.write("")
        os.chmod(results, 0o644)
        result = self.run_scenelab(["launch"], "--events", results, preexec=as_nobody)
        self.assertRefused(result, results, "may not write")

    # MARK: Size limits

    def test_a_file_size_limit_is_an_error_and_leaves_whole_lines(self):
        events = os.path.join(self.tmp, "events.jsonl")
        lines = ["launch"] + ["push A", "pop"] * 400
        result = self.run_scenelab(lines, "--events", events, preexec=file_size_limit(4096))
        self.assertNotEqual(result.returncode, 0, "a cut events file and exit status 0")
        self.assertGreaterEqual(result.returncode, 0, "killed by a signal (SIGXFSZ)")
        self.assertRefused(result, events, "EFBIG")
        written = self.read(events)
        self.assertLessEqual(len(written), 4096)
        self.assertTrue(written == "" or written.endswith("\n"), "the file was cut mid-line")

    def test_a_whole_file_over_the_size_limit_leaves_the_old_file(self):
        target = self.path("big.html", "old")
        lines = ["launch"] + ["push A", "pop"] * 100 + ["export html %s --force" % target]
        result = self.run_scenelab(lines, preexec=file_size_limit(4096))
        self.assertGreaterEqual(result.returncode, 0, "killed by a signal (SIGXFSZ)")
        self.assertRefused(result, target, "EFBIG")
        self.assertEqual(self.read(target), "old")
        self.assertEqual([name for name in os.listdir(self.tmp) if name.startswith(".big.html.")], [])

    # MARK: Existing files and --force

    def test_an_existing_file_needs_force(self):
        self.run_scenelab(["defaults write com.test.A k v"])
        cases = [
            ("out.html", "export html out.html"),
            ("out.mmd", "export mermaid out.mmd"),
            ("walk.t", "record walk.t"),
            ("walk.scn", "record walk.scn"),
            ("out.plist", "defaults export com.test.A out.plist"),
        ]
        for name, command in cases:
            target = self.path(name, "old", 0o640)
            result = self.run_scenelab(["defaults write com.test.A k v", "launch", command, "push A", "record stop"])
            self.assertRefused(result, name, "exists; add --force to replace it")
            self.assertEqual(self.read(target), "old", command)
            result = self.run_scenelab(
                ["defaults write com.test.A k v", "launch", command + " --force", "push A", "record stop"])
            self.assertNotIn(name + " exists", result.stderr)
            self.assertNotEqual(self.read(target), "old", command)
            self.assertEqual(stat.S_IMODE(os.stat(target).st_mode), 0o640, command)

    def test_record_is_checked_when_given_not_at_stop(self):
        self.path("kept.scn", "old")
        result = self.run_scenelab(["record kept.scn", "launch", "push A"])
        self.assertRefused(result, "kept.scn", "add --force")
        self.assertNotIn("recording to", result.stdout)
        self.assertEqual(self.read(os.path.join(self.tmp, "kept.scn")), "old")

    def test_check_update_still_replaces_the_named_transcript(self):
        target = self.path("t.t", "> launch\n  wrong\n", 0o640)
        result = subprocess.run([BINARY, "check", "--update", "--yes", target], capture_output=True, text=True,
                                env=self.environment(), timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("AppDelegate", self.read(target))
        self.assertEqual(stat.S_IMODE(os.stat(target).st_mode), 0o640)

    # MARK: New files

    def test_new_files_get_the_umask(self):
        self.run_scenelab(
            ["defaults write com.test.A k v", "launch", "export html new.html", "defaults export com.test.A new.plist",
             "record new.scn", "push A", "record stop"],
            "--events", "new.jsonl")
        subprocess.run([BINARY, "quiz", LESSON, "--results", "new-results.jsonl"], input="q\n", text=True,
                       capture_output=True, env=self.environment(), timeout=60, cwd=self.tmp, preexec_fn=umask_022)
        for name in ("new.html", "new.plist", "new.scn", "new.jsonl", "new-results.jsonl"):
            path = os.path.join(self.tmp, name)
            self.assertTrue(os.path.exists(path), name)
            self.assertEqual(stat.S_IMODE(os.stat(path).st_mode), 0o644, name)

    # MARK: Streams

    def test_events_append_and_force_empties_first(self):
        events = os.path.join(self.tmp, "events.jsonl")
        self.run_scenelab(["launch"], "--events", events)
        first = self.read(events).count("\n")
        self.assertGreater(first, 0)
        self.run_scenelab(["launch"], "--events", events)
        self.assertEqual(self.read(events).count("\n"), 2 * first)
        self.run_scenelab(["launch"], "--events", events, "--force")
        self.assertEqual(self.read(events).count("\n"), first)

    def test_results_are_checked_before_the_first_question(self):
        for target in (os.path.join(self.tmp, "no-such-folder", "r.jsonl"), self.path("r.jsonl", "", 0o444)):
            result = subprocess.run([BINARY, "quiz", LESSON, "--results", target], input="1 2\nq\n", text=True,
                                    capture_output=True, env=self.environment(), timeout=30)
            self.assertNotEqual(result.returncode, 0)
            self.assertNotIn("In what order?", result.stdout, "the quiz began with a results file it cannot write")
            self.assertIn(target, result.stderr)
            result = self.run_scenelab(["lesson 8 --quiz", "1 2", "q"], "--results", target)
            self.assertNotEqual(result.returncode, 0)
            self.assertNotIn("In what order?", result.stdout)
