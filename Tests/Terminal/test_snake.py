"""Snake's records on disk: the `records` key of the app's domain holds JSON
inside a property list <data>, as RecordsCaretaker writes it with
JSONEncoder's default date strategy, and it survives a new process."""

import json
import os
import plistlib
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase, plist_path  # noqa: E402

SNAKE = "com.example.Snake"
CLOCK_START = 788_950_800  # 2026-01-01T09:00:00Z in seconds since 2001-01-01


class SnakeRecordsTestCase(BinaryTestCase):
    PREFIX = "scenelab-snake-"

    def run_script(self, lines):
        result = subprocess.run(
            [BINARY, "--data-dir", self.data, "-"], input="".join(l + "\n" for l in lines).encode(),
            capture_output=True, env=self.environment(), timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        return result.stdout.decode()

    def stored_records(self):
        with open(plist_path(self.data, SNAKE), "rb") as handle:
            domain = plistlib.load(handle)
        self.assertIsInstance(domain["records"], bytes)
        return json.loads(domain["records"])

    def test_records_are_json_data_in_the_plist_and_survive_a_new_process(self):
        self.run_script(["launch snake", "tap start", "tap apple", "tap apple", "tap wall"])
        records = self.stored_records()
        self.assertEqual([r["value"] for r in records], [2])
        self.assertEqual(sorted(records[0].keys()), ["date", "value"])
        # The fifth command ends the game: the clock moved one second a command.
        self.assertEqual(records[0]["date"], CLOCK_START + 5)
        output = self.run_script(["launch snake", "tap start", "tap wall", "snake records"])
        self.assertIn("1. 2026-01-01 09:00:05 +0000 — 2", output)
        self.assertIn("2. 2026-01-01 09:00:03 +0000 — 0", output)
        self.assertEqual([r["value"] for r in self.stored_records()], [2, 0])

    def test_json_written_by_python_is_read_back(self):
        os.makedirs(os.path.dirname(plist_path(self.data, SNAKE)), exist_ok=True)
        data = json.dumps([{"value": 7, "date": 12.5}]).encode()
        with open(plist_path(self.data, SNAKE), "wb") as handle:
            plistlib.dump({"records": data}, handle)
        output = self.run_script(["launch snake", "snake records"])
        self.assertIn("1. 2001-01-01 00:00:12 +0000 — 7", output)


if __name__ == "__main__":
    import unittest
    unittest.main()
