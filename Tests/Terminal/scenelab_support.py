"""What the terminal tests share: where the binary is, an isolated environment,
and where the store keeps a domain."""

import hashlib
import os
import shutil
import subprocess
import tempfile
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.abspath(os.environ.get("SCENELAB", os.path.join(REPOSITORY, ".build", "debug", "scenelab")))


# `scripts/test --stress` sets SCENELAB_STRESS=1: the tests of the store's and the reader's
# guarantees then run at the sizes that found their bugs (hundreds of kills, a 300 MB line,
# a million records). The default run keeps each guarantee at a size that still breaks
# when the guarantee does, so that it fails fast.
STRESS = os.environ.get("SCENELAB_STRESS") == "1"


def stress(default, stressed):
    """`stressed` under `scripts/test --stress`, else `default`."""
    return stressed if STRESS else default


def isolated_environment(tmp):
    """An environment whose HOME and XDG folders all live under `tmp`, without colour."""
    home = os.path.join(tmp, "home")
    os.makedirs(home, exist_ok=True)
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": home,
        "XDG_STATE_HOME": os.path.join(tmp, "state"),
        "XDG_DATA_HOME": os.path.join(tmp, "xdg-data"),
        "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
        "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
        "TERM": "dumb",
        "NO_COLOR": "1",
        "LANG": "C.UTF-8",
    }


def plist_path(data, domain):
    """The file a domain lives in under the data directory `data`."""
    return os.path.join(data, "Containers", domain, "Library", "Preferences", domain + ".plist")


def sha256_of(path):
    """The SHA-256 of a file, read a megabyte at a time (store files may be large)."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def current_umask():
    """This process's umask (read by setting it and putting it back), which its children inherit."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def can_mount():
    """Whether this process may mount a tmpfs of its own (root, with mount(8))."""
    return os.geteuid() == 0 and shutil.which("mount") is not None


class TmpfsMixin:
    """Small file systems of a test's own, for full and read-only disks.

    The test case keeps ``self.tmp`` and ``self.mounts`` (unmounted in its tearDown).
    """

    def mount_tmpfs(self, name, size):
        """A tmpfs of ``size`` under ``self.tmp``; skips the test when mounting is not possible here."""
        if not can_mount():
            self.skipTest("needs root and mount(8) for a tmpfs (chmod does not stop root); not available")
        point = os.path.join(self.tmp, name)
        os.makedirs(point)
        result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=%s,mode=0700" % size, "tmpfs", point],
                                capture_output=True, text=True, timeout=30)
        if result.returncode != 0:
            self.skipTest("cannot mount a tmpfs here: %s" % result.stderr.strip())
        self.mounts.append(point)
        return point

    @staticmethod
    def fill(folder):
        """Fills the file system that holds ``folder``; returns the filler file to delete."""
        filler = os.path.join(folder, "filler")
        descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            while True:
                os.write(descriptor, b"\0" * 4096)
        except OSError:
            pass
        finally:
            os.close(descriptor)
        return filler


class BinaryTestCase(TmpfsMixin, unittest.TestCase):
    """A test of the real binary: a temporary folder with a HOME and a data directory,
    and everything a test starts (children, mounts, read-only folders) undone after it."""

    PREFIX = "scenelab-"

    def setUp(self):
        if not os.access(BINARY, os.X_OK):
            self.fail("no scenelab binary at %s (build it, or set SCENELAB)" % BINARY)
        self.tmp = tempfile.mkdtemp(prefix=self.PREFIX)
        self.data = os.path.join(self.tmp, "data")
        self.children = []
        self.mounts = []
        self.read_only_folders = []  # made writable again before the temporary folder goes

    def tearDown(self):
        for child in self.children:
            if child.poll() is None:
                child.kill()
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
            for stream in (child.stdin, child.stdout, child.stderr):
                if stream is not None:
                    try:
                        stream.close()
                    except OSError:
                        pass
        for folder in self.read_only_folders:
            try:
                os.chmod(folder, 0o700)
            except OSError:
                pass
        for mount_point in reversed(self.mounts):
            subprocess.run(["umount", "-l", mount_point], capture_output=True, timeout=30)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def environment(self):
        return isolated_environment(self.tmp)

    def assertNoSignal(self, result, what=""):
        self.assertIn(result.returncode, (0, 1), "%s: exit status %d (a negative one is a signal)\nstderr: %s"
                      % (what, result.returncode, result.stderr[-2000:]))


def binary_plist(objects, top=0, reference_size=1, offset_size=None, count=None, table_offset=None,
                 trailer_offset_size=None):
    """A ``bplist00`` file from encoded objects, with any trailer field overridable."""
    body = bytearray(b"bplist00")
    offsets = []
    for encoded in objects:
        offsets.append(len(body))
        body += encoded
    real_table_offset = len(body)
    if offset_size is None:
        offset_size = 1 if real_table_offset < 0x100 else 2 if real_table_offset < 0x10000 else 4
    for offset in offsets:
        body += offset.to_bytes(offset_size, "big")
    body += bytes(6) + bytes([offset_size if trailer_offset_size is None else trailer_offset_size, reference_size])
    body += (len(objects) if count is None else count).to_bytes(8, "big")
    body += top.to_bytes(8, "big")
    body += (real_table_offset if table_offset is None else table_offset).to_bytes(8, "big")
    return bytes(body)
