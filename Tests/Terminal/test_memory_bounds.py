"""Reading a large domain costs a bounded multiple of its size: a ~40 MB
Snake domain holding a million records as JSON data is read, printed and
(refused to be) decoded under an address-space limit, with one clear error
at most and never an abort. Memory is checked by the limit, not timed."""

import json
import os
import plistlib
import resource
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase, plist_path, stress  # noqa: E402

SNAKE = "com.example.Snake"
# A million records (~40 MB) under --stress, a quarter of that by default, under an
# address-space limit that shrinks with it.
RECORDS = stress(250_000, 1_000_000)
# The address space the process may map: the binary, its libraries and
# thread stacks take ~200 MiB of it before anything is read. Before the
# limits, `--decode json` of the million records needed 2.2 GB resident and aborted.
ADDRESS_SPACE = stress(512 << 20, 1 << 30)


def limit_address_space():
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


class LargeDomainTests(BinaryTestCase):
    PREFIX = "scenelab-memory-"

    def setUp(self):
        super().setUp()
        records = [{"date": 788_950_804 + 4 * i, "value": i % 97} for i in range(RECORDS)]
        data = json.dumps(records, separators=(",", ":"), sort_keys=True).encode()
        os.makedirs(os.path.dirname(plist_path(self.data, SNAKE)), exist_ok=True)
        with open(plist_path(self.data, SNAKE), "wb") as handle:
            plistlib.dump({"records": data}, handle, fmt=plistlib.FMT_XML)
        self.size = os.path.getsize(plist_path(self.data, SNAKE))

    def run_limited(self, line):
        return subprocess.run(
            [BINARY, "--data-dir", self.data], input=(line + "\n").encode(), stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE, env=self.environment(), timeout=300, preexec_fn=limit_address_space)

    def assertOneClearErrorAtMost(self, result, line):
        self.assertNotIn(result.returncode, (134, -6), "%s aborted: %s" % (line, result.stderr[-500:]))
        self.assertIn(result.returncode, (0, 1), "%s: exit %d: %s" % (line, result.returncode, result.stderr[-500:]))
        errors = [l for l in result.stderr.decode(errors="replace").splitlines() if "error:" in l]
        self.assertLessEqual(len(errors), 1, errors)
        return errors

    def test_decode_json_over_its_limit_is_refused_in_one_line(self):
        self.assertGreater(self.size, RECORDS * 35)
        line = "defaults read %s records --decode json" % SNAKE
        result = self.run_limited(line)
        errors = self.assertOneClearErrorAtMost(result, line)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(len(errors), 1)
        self.assertIn("more than 65536 values", errors[0])

    def test_the_data_and_the_domain_print_within_the_limit(self):
        for line in ("defaults read %s records" % SNAKE, "defaults read %s" % SNAKE):
            with self.subTest(line=line):
                result = self.run_limited(line)
                self.assertOneClearErrorAtMost(result, line)
                self.assertEqual(result.returncode, 0, result.stderr[-500:])


if __name__ == "__main__":
    unittest.main()
