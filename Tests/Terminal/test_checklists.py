"""Checklists on disk: Documents/Checklists.plist in the app's container is a
binary property list of {checked, text} dictionaries, written after every
change; a missing file is an empty list, a damaged one is kept aside, and
`rm` deletes only inside the container."""

import os
import plistlib
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402

BUNDLE = "com.example.Checklists"


class ChecklistsFileTestCase(BinaryTestCase):
    PREFIX = "scenelab-checklists-"

    @property
    def documents(self):
        return os.path.join(self.data, "Containers", BUNDLE, "Documents")

    @property
    def items_file(self):
        return os.path.join(self.documents, "Checklists.plist")

    def run_script(self, lines, succeed=True):
        result = subprocess.run(
            [BINARY, "--data-dir", self.data, "-"], input="".join(l + "\n" for l in lines).encode(),
            capture_output=True, env=self.environment(), timeout=30)
        if succeed:
            self.assertEqual(result.returncode, 0, result.stderr.decode())
        return result.stdout.decode(), result.stderr.decode()

    def stored(self):
        with open(self.items_file, "rb") as handle:
            data = handle.read()
        self.assertEqual(data[:8], b"bplist00")
        return plistlib.loads(data)

    def test_each_change_writes_a_binary_plist_of_dictionaries(self):
        self.run_script(["launch checklists", "item add Walk the dog", "item add Brush my teeth", "tap 1"])
        self.assertEqual(self.stored(), [
            {"checked": True, "text": "Walk the dog"},
            {"checked": False, "text": "Brush my teeth"},
        ])
        self.run_script(["launch checklists", "swipe 1 delete"])
        self.assertEqual(self.stored(), [{"checked": False, "text": "Brush my teeth"}])
        # No temporary file of the atomic write is left behind.
        self.assertEqual(os.listdir(self.documents), ["Checklists.plist"])

    def test_the_books_test_delete_the_file_see_an_empty_list_add_and_it_comes_back(self):
        self.run_script(["launch checklists", "item add Walk the dog"])
        out, _ = self.run_script(["launch checklists", "item list"])
        self.assertIn("1. [ ] Walk the dog", out)
        out, _ = self.run_script(["files checklists", "rm --app checklists Documents/Checklists.plist"])
        self.assertIn("on disk: " + os.path.join(self.data, "Containers", BUNDLE), out)
        self.assertIn("removed Documents/Checklists.plist", out)
        self.assertFalse(os.path.exists(self.items_file))
        out, _ = self.run_script(["launch checklists", "item list"])
        self.assertIn("(no items)", out)
        self.assertFalse(os.path.exists(self.items_file))
        self.run_script(["launch checklists", "item add Again"])
        self.assertEqual(self.stored(), [{"checked": False, "text": "Again"}])

    def test_a_file_written_by_python_is_read_even_as_xml(self):
        os.makedirs(self.documents)
        with open(self.items_file, "wb") as handle:
            plistlib.dump([{"text": "From Python", "checked": True, "extra": 1}], handle, fmt=plistlib.FMT_XML)
        out, _ = self.run_script(["launch checklists", "item list"])
        self.assertIn("1. [✓] From Python", out)

    def test_a_damaged_file_is_kept_aside_not_overwritten(self):
        os.makedirs(self.documents)
        with open(self.items_file, "wb") as handle:
            handle.write(b"garbage\x00\x01")
        out, err = self.run_script(["launch checklists", "item list", "item add New"])
        self.assertIn("(no items)", out)
        self.assertIn("cannot be read as [ChecklistItem]", err)
        kept = [name for name in os.listdir(self.documents) if name.startswith("Checklists.plist.corrupt-")]
        self.assertEqual(len(kept), 1, os.listdir(self.documents))
        with open(os.path.join(self.documents, kept[0]), "rb") as handle:
            self.assertEqual(handle.read(), b"garbage\x00\x01")
        self.assertEqual(self.stored(), [{"checked": False, "text": "New"}])
        # Moving the file aside was this app's own doing, not another process's.
        self.assertNotIn("another process", out + err)

    def test_a_plist_of_the_wrong_shape_is_kept_aside_too(self):
        os.makedirs(self.documents)
        with open(self.items_file, "wb") as handle:
            plistlib.dump({"text": "not an array"}, handle, fmt=plistlib.FMT_BINARY)
        _, err = self.run_script(["launch checklists"])
        self.assertIn("expected an array of items, found dictionary", err)
        self.assertFalse(os.path.exists(self.items_file))

    def test_rm_stays_inside_the_container(self):
        outside = tempfile.mkdtemp(prefix="scenelab-outside-")
        self.addCleanup(lambda: subprocess.run(["rm", "-rf", outside]))
        victim = os.path.join(outside, "victim")
        with open(victim, "w") as handle:
            handle.write("keep me")
        os.makedirs(os.path.join(self.data, "Containers", BUNDLE))
        os.symlink(outside, self.documents)
        _, err = self.run_script(
            ["launch checklists", "rm Documents/victim", "rm ../../victim", "rm " + victim], succeed=False)
        self.assertIn("symbolic link", err)
        self.assertIn("cannot leave the app's container", err)
        self.assertIn("starts at the device's root", err)
        with open(victim) as handle:
            self.assertEqual(handle.read(), "keep me")


if __name__ == "__main__":
    import unittest
    unittest.main()
