"""Several scenelab processes on one data directory: one device, one process
per app (as iOS runs it), and nothing another process wrote lost silently.

A running app's data may still be changed from elsewhere (`defaults`, `rm`,
another program): the app's next save keeps what it would overwrite under a
name that says so, and never replaces an older backup."""

import fcntl
import glob
import os
import plistlib
import re
import signal
import subprocess
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from scenelab_support import BINARY, BinaryTestCase, plist_path, stress  # noqa: E402

# Adds per process: 300 under --stress, 100 by default (the processes still overlap).
ADDS = stress(100, 300)

# app id -> (bundle, the add command for a unique name, where the names end up)
APPS = {
    "todo": ("com.example.ToDoManager", lambda name: "task add %s" % name),
    "contacts": ("com.example.Contacts", lambda name: "contact add %s 5550100" % name),
    "checklists": ("com.example.Checklists", lambda name: "item add %s" % name),
}

ERROR_LINE = re.compile(r"^(?P<script>[^:]+):(?P<line>\d+): error: (?P<message>.*)$")


def stored_names(data, app):
    """Every name the app's data on disk holds."""
    bundle = APPS[app][0]
    if app == "checklists":
        path = os.path.join(data, "Containers", bundle, "Documents", "Checklists.plist")
        if not os.path.exists(path):
            return []
        with open(path, "rb") as handle:
            return [item["text"] for item in plistlib.load(handle)]
    path = plist_path(data, bundle)
    if not os.path.exists(path):
        return []
    with open(path, "rb") as handle:
        domain = plistlib.load(handle)
    key = "tasks" if app == "todo" else "contacts"
    return [entry["title"] for entry in domain.get(key, [])]


class SharedDeviceTestCase(BinaryTestCase):
    def start(self, *arguments):
        """A REPL-less scenelab reading commands from a pipe, on the shared data directory."""
        child = subprocess.Popen(
            [BINARY, "--data-dir", self.data, *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, env=self.environment())
        self.children.append(child)
        return child

    def run_commands(self, *commands):
        return subprocess.run(
            [BINARY, "--data-dir", self.data], input="\n".join(commands) + "\n", capture_output=True,
            text=True, env=self.environment(), timeout=60)

    def send_and_wait(self, child, command):
        """Sends one command and waits until the child has run it (its unknown verb answers on stderr)."""
        child.stdin.write(command + "\nsync-marker\n")
        child.stdin.flush()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if "sync-marker" in child.stderr.readline():
                return
        self.fail("the running scenelab did not answer")

    def wait_for_launch(self, child, marker="viewDidAppear"):
        """Sends `launch` has been answered: reads the child's output until `marker`."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line:
                self.fail("the first scenelab ended before its app appeared: %s" % child.stderr.read())
            if marker in line:
                return
        self.fail("the first scenelab's app did not appear within 30 s")


class ManyWritersTests(SharedDeviceTestCase):
    """N processes x 300 adds on one data dir: each acknowledged add is in the
    final data; each one that is not was named in an error."""

    def check_writers(self, app, processes):
        scripts = []
        for number in range(processes):
            names = ["p%dn%d" % (number, index) for index in range(ADDS)]
            path = os.path.join(self.tmp, "writer%d.scn" % number)
            with open(path, "w") as handle:
                handle.write("launch %s\n" % app)
                for name in names:
                    handle.write(APPS[app][1](name) + "\n")
            scripts.append((path, names))
        children = []
        for path, _ in scripts:
            child = subprocess.Popen(
                [BINARY, "--data-dir", self.data, "--format", "text", path], stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, text=True, env=self.environment())
            self.children.append(child)
            children.append(child)
        acknowledged = []
        refused_launches = 0
        for (path, names), child in zip(scripts, children):
            _, errors = child.communicate(timeout=240)
            failed_lines = set()
            for line in errors.splitlines():
                match = ERROR_LINE.match(line)
                if match and match.group("script") == path:
                    failed_lines.add(int(match.group("line")))
                    if int(match.group("line")) == 1:
                        refused_launches += 1
                        self.assertIn("another scenelab", match.group("message"))
                        self.assertIn("--data-dir", match.group("message"))
            # A process with a failed line says so in its exit status.
            self.assertEqual(child.returncode, 1 if failed_lines else 0, errors[-2000:])
            for index, name in enumerate(names):
                if index + 2 not in failed_lines:
                    acknowledged.append(name)
        stored = stored_names(self.data, app)
        missing = sorted(set(acknowledged) - set(stored))
        self.assertEqual(missing, [], "%d acknowledged adds are not stored" % len(missing))
        self.assertEqual(len(stored), len(set(stored)), "an add was stored twice")
        self.assertEqual(sorted(stored), sorted(acknowledged))
        # At least one writer ran all the way, so the test saw real adds.
        self.assertGreaterEqual(len(acknowledged), ADDS)
        if os.environ.get("SCENELAB_VERBOSE"):
            sys.stderr.write("\n%s, %d processes x %d adds: %d acknowledged and stored, %d named in errors, "
                             "%d launches refused\n" % (app, processes, ADDS, len(acknowledged),
                                                         processes * ADDS - len(acknowledged), refused_launches))
        return refused_launches


def _writers_test(app, processes):
    def test(self):
        self.check_writers(app, processes)
    test.__doc__ = "%d processes x %d adds to %s lose none silently" % (processes, ADDS, app)
    return test


for _app in APPS:
    for _processes in (2, 4, 8):
        setattr(ManyWritersTests, "test_%s_%d_processes" % (_app, _processes), _writers_test(_app, _processes))


class OneProcessPerAppTests(SharedDeviceTestCase):
    def test_a_second_launch_names_the_other_process_and_the_way_out(self):
        first = self.start()
        first.stdin.write("launch todo\n")
        first.stdin.flush()
        self.wait_for_launch(first)
        second = self.run_commands("launch todo", "task add lost?")
        self.assertEqual(second.returncode, 1)
        self.assertIn("pid %d" % first.pid, second.stderr)
        self.assertIn("another scenelab", second.stderr)
        self.assertIn("--data-dir", second.stderr)
        self.assertIn("no app is running", second.stderr)
        # Another app on the same device is no conflict.
        other = self.run_commands("launch checklists", "item add fine")
        self.assertEqual(other.returncode, 0, other.stderr)
        # Once the first scenelab kills its app, the device runs it again elsewhere.
        first.stdin.write("kill\n")
        first.stdin.flush()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            third = self.run_commands("launch todo", "task add after")
            if third.returncode == 0:
                break
            time.sleep(0.1)
        self.assertEqual(third.returncode, 0, third.stderr)
        self.assertIn("after", stored_names(self.data, "todo"))

    def test_a_link_planted_as_the_running_mark_is_not_followed(self):
        running = os.path.join(self.data, "Library", "Running")
        os.makedirs(running)
        victim = os.path.join(self.tmp, "victim")
        with open(victim, "w") as handle:
            handle.write("precious")
        os.symlink(victim, os.path.join(running, "com.example.ToDoManager.lock"))
        result = self.run_commands("launch todo")
        self.assertEqual(result.returncode, 1)
        self.assertIn("com.example.ToDoManager.lock: it is a symbolic link, not a lock file", result.stderr)
        with open(victim) as handle:
            self.assertEqual(handle.read(), "precious")

    def test_a_killed_scenelab_leaves_no_app_marked_as_running(self):
        first = self.start()
        first.stdin.write("launch contacts\n")
        first.stdin.flush()
        self.wait_for_launch(first)
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)
        second = self.run_commands("launch contacts", "contact add Ann 1")
        self.assertEqual(second.returncode, 0, second.stderr)

    def test_defaults_files_and_rm_still_work_beside_the_running_app(self):
        first = self.start()
        first.stdin.write("launch checklists\nitem add one\n")
        first.stdin.flush()
        self.wait_for_launch(first)
        self.send_and_wait(first, "item add two")
        other = self.run_commands(
            "files --app checklists", "defaults write com.example.Checklists note hello",
            "defaults read com.example.Checklists note", "rm Documents/Checklists.plist --app checklists")
        self.assertEqual(other.returncode, 0, other.stderr)
        self.assertRegex(other.stdout, r"Checklists\.plist +\d+ bytes")
        self.assertIn("hello", other.stdout)
        self.assertIn("removed Documents/Checklists.plist", other.stdout)
        self.assertFalse(os.path.exists(os.path.join(
            self.data, "Containers", "com.example.Checklists", "Documents", "Checklists.plist")))

    def test_rm_waits_for_a_save_that_holds_the_folder(self):
        # A save decides under an flock on the file's folder; `rm` takes the same
        # lock, so it cannot slip between the save's check and its rename.
        documents = os.path.join(self.data, "Containers", "com.example.Checklists", "Documents")
        os.makedirs(documents)
        with open(os.path.join(documents, "Checklists.plist"), "wb") as handle:
            plistlib.dump([], handle, fmt=plistlib.FMT_BINARY)
        folder = os.open(documents, os.O_RDONLY)
        try:
            fcntl.flock(folder, fcntl.LOCK_EX)
            held = subprocess.run(
                [BINARY, "--data-dir", self.data, "--lock-timeout", "1"],
                input="rm Documents/Checklists.plist --app checklists\n", capture_output=True, text=True,
                env=self.environment(), timeout=60)
        finally:
            os.close(folder)
        self.assertEqual(held.returncode, 1, held.stdout)
        self.assertIn("another process has held it", held.stderr)
        self.assertTrue(os.path.exists(os.path.join(documents, "Checklists.plist")))
        free = self.run_commands("rm Documents/Checklists.plist --app checklists")
        self.assertEqual(free.returncode, 0, free.stderr)


class ChangesFromElsewhereTests(SharedDeviceTestCase):
    def send(self, child, *commands):
        child.stdin.write("\n".join(commands) + "\necho-marker\n")
        child.stdin.flush()

    def sync(self, child):
        """Waits until the child has run everything sent (its unknown verb
        comes back as an error), keeping what it said on stderr meanwhile."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = child.stderr.readline()
            self.said_on_stderr = getattr(self, "said_on_stderr", "") + line
            if "echo-marker" in line:
                return
        self.fail("the running scenelab did not answer")

    def test_other_writers_of_a_domain_are_kept_and_backups_never_replaced(self):
        app = self.start()
        self.send(app, "launch todo", "task add mine1")
        self.sync(app)
        values = []
        for number in range(1, 4):
            value = "theirs%d" % number
            values.append(value)
            other = self.run_commands("defaults write com.example.ToDoManager tasks -array %s" % value)
            self.assertEqual(other.returncode, 0, other.stderr)
            self.send(app, "task add mine%d" % (number + 1))
            self.sync(app)
        with open(plist_path(self.data, "com.example.ToDoManager"), "rb") as handle:
            domain = plistlib.load(handle)
        kept = [domain.get("tasks-backup"), domain.get("tasks-backup-2"), domain.get("tasks-backup-3")]
        self.assertEqual(kept, [[value] for value in values])
        self.assertEqual([task["title"] for task in domain["tasks"]], ["mine1", "mine2", "mine3", "mine4"])
        app.stdin.close()
        app.wait(timeout=30)
        warnings = self.said_on_stderr + app.stderr.read()
        for key in ("'tasks-backup'", "'tasks-backup-2'", "'tasks-backup-3'"):
            self.assertIn(key, warnings)

    def test_a_container_file_changed_elsewhere_is_kept_aside(self):
        app = self.start()
        self.send(app, "launch checklists", "item add mine1")
        self.sync(app)
        documents = os.path.join(self.data, "Containers", "com.example.Checklists", "Documents")
        theirs = []
        for number in range(1, 3):
            # Another program writes the file the app saves.
            with open(os.path.join(documents, "Checklists.plist"), "wb") as handle:
                plistlib.dump([{"text": "theirs%d" % number, "checked": False}], handle, fmt=plistlib.FMT_BINARY)
            self.send(app, "item add mine%d" % (number + 1))
            self.sync(app)
            theirs.append("theirs%d" % number)
        aside = sorted(glob.glob(os.path.join(documents, "Checklists.plist.changed-elsewhere-*")))
        self.assertEqual(len(aside), 2, os.listdir(documents))
        kept = set()
        for path in aside:
            with open(path, "rb") as handle:
                kept.update(item["text"] for item in plistlib.load(handle))
        self.assertEqual(kept, set(theirs))
        self.assertEqual(stored_names(self.data, "checklists"), ["mine1", "mine2", "mine3"])
        # `rm` from another scenelab: the app's next save writes the file again, and says so.
        other = self.run_commands("rm Documents/Checklists.plist --app checklists")
        self.assertEqual(other.returncode, 0, other.stderr)
        self.send(app, "item add mine4")
        self.sync(app)
        app.stdin.close()
        app.wait(timeout=30)
        said = app.stdout.read() + self.said_on_stderr
        self.assertIn("another process changed Documents/Checklists.plist", said)
        self.assertIn("another process removed Documents/Checklists.plist", said)

    def test_temporary_files_of_a_killed_save_are_removed_at_the_next_launch(self):
        documents = os.path.join(self.data, "Containers", "com.example.Checklists", "Documents")
        os.makedirs(documents)
        leftover = os.path.join(documents, ".Checklists.plist.saving-a1B2c3")
        with open(leftover, "wb") as handle:
            handle.write(b"half a sa")
        # A person's own files stay, hidden ones shaped like mkstemp's names included.
        kept = [os.path.join(documents, name) for name in ("notes.txt", ".notes.backup", ".x.saving-abc")]
        for path in kept:
            with open(path, "wb") as handle:
                handle.write(b"mine")
        result = self.run_commands("launch checklists")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertFalse(os.path.exists(leftover))
        for path in kept:
            self.assertTrue(os.path.exists(path), path)

    def test_a_symlinked_containers_folder_is_refused(self):
        elsewhere = os.path.join(self.tmp, "elsewhere")
        os.makedirs(elsewhere)
        os.makedirs(self.data)
        os.symlink(elsewhere, os.path.join(self.data, "Containers"))
        result = self.run_commands("launch checklists", "item add x", "files")
        self.assertIn("not a folder", result.stderr)
        self.assertFalse(os.path.exists(os.path.join(elsewhere, "com.example.Checklists", "Documents")))


if __name__ == "__main__":
    unittest.main()
