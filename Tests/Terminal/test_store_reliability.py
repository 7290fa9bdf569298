#!/usr/bin/env python3
"""Reliability of the store's files (SPEC §6, §11), through the real binary.

- ``kill -9`` at random moments during long write loops, over 200 times: the
  plist always parses and holds every write acknowledged before the kill, and
  the temporary files a kill leaves are swept (with a warning) by the next run.
- 4 processes x 200 ``-int-add 1`` on one key and one data directory: 800.
- 50 damaged files: each is detected, moved aside to ``NAME.corrupt-STAMP``
  with its bytes intact, reported in a warning naming both paths; the domain
  starts empty and takes writes again.
- A read-only folder (chmod 0555; as root the child runs as ``nobody``), a
  read-only file system and a full disk (RLIMIT_FSIZE, and a full tmpfs):
  one clear error line, exit status 1, the old file intact, the new value
  kept in memory for the rest of the session. The tmpfs tests need root and
  mount(8), and skip with the reason otherwise.

A write counts as acknowledged when its ``"kind":"command"`` JSONL line has
reached standard output: scenelab prints a command's events only after the
command has completed, and flushes after each command when stdin is a pipe.

The binary is ``$SCENELAB`` (default ``.build/debug/scenelab`` in the
repository). ``SCENELAB_SEED`` fixes the random kill schedule.

Run:  python3 Tests/Terminal/test_store_reliability.py
 or:  python3 -m unittest discover -s Tests/Terminal -p 'test_*.py'
"""

import json
import os
import plistlib
import random
import re
import resource
import select
import shutil
import signal
import subprocess
import threading
import time
import unittest

import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase, binary_plist, plist_path, sha256_of, stress  # noqa: E402
TIMEOUT = 60  # seconds: the longest any single run of the binary may take

LOOP_DOMAIN = "com.test.Loop"
WRITE_LINE = re.compile(r"^defaults write %s k(\d+) -int (\d+)$" % re.escape(LOOP_DOMAIN))



def temporary_files(folder, domain):
    """The ``.NAME.saving-XXXXXX`` files an interrupted write leaves beside the plist."""
    prefix = "." + domain + ".plist.saving-"
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    return sorted(n for n in names if n.startswith(prefix) and len(n) == len(prefix) + 6)


class StoreTestCase(BinaryTestCase):
    """A temporary HOME and data directory; children and mounts cleaned up."""

    PREFIX = "scenelab-store-"

    def run_scenelab(self, lines, *arguments, data=None, preexec_fn=None, timeout=TIMEOUT):
        """Runs one scenelab process on a script given through a pipe."""
        command = [BINARY, "--data-dir", data or self.data, *arguments]
        result = subprocess.run(
            command, input="".join(line + "\n" for line in lines).encode(), capture_output=True,
            env=self.environment(), cwd=self.tmp, timeout=timeout, preexec_fn=preexec_fn)
        result.stdout = result.stdout.decode("utf-8", "replace")
        result.stderr = result.stderr.decode("utf-8", "replace")
        return result

    def load_plist(self, path):
        with open(path, "rb") as handle:
            return plistlib.load(handle)


# MARK: - kill -9 during writes

class KillDuringWritesTests(StoreTestCase):
    # Data directories, each living through KILLS_PER_EPISODE kills: 8 x 26 = 208 kills
    # under --stress, 2 x 6 = 12 in the default run.
    EPISODES = stress(2, 8)
    KILLS_PER_EPISODE = stress(6, 26)
    LINES_PER_PROCESS = 1500
    MINIMUM_WINDOW = 0.08   # seconds: kills fall between start and start-up time + this (at least)

    def test_kill_9_loses_no_acknowledged_write_and_temporary_files_are_swept(self):
        seed = int(os.environ.get("SCENELAB_SEED", str(int(time.time()))))
        rng = random.Random(seed)
        context = "SCENELAB_SEED=%d" % seed
        # Kill within start-up plus a few writes, however fast this machine and build are.
        started = time.monotonic()
        warmup = self.run_scenelab(["defaults write com.test.Warmup k -int 1"], "--format", "jsonl",
                                   data=os.path.join(self.tmp, "warmup"))
        self.assertEqual(warmup.returncode, 0, warmup.stderr)
        maximum_delay = max(self.MINIMUM_WINDOW, 3 * (time.monotonic() - started))
        sequence = 0
        kills = 0
        acknowledged_total = 0
        swept_total = 0
        for episode in range(self.EPISODES):
            data = os.path.join(self.tmp, "loop-%d" % episode)
            path = plist_path(data, LOOP_DOMAIN)
            folder = os.path.dirname(path)
            acknowledged = {}  # key -> value, every write acknowledged in this data directory
            for _ in range(self.KILLS_PER_EPISODE):
                leftovers = temporary_files(folder, LOOP_DOMAIN)
                first = sequence
                lines = ["defaults write %s k%d -int %d" % (LOOP_DOMAIN, n, n)
                         for n in range(first, first + self.LINES_PER_PROCESS)]
                sequence += self.LINES_PER_PROCESS
                output = self.run_and_kill(data, lines, rng.uniform(0.0, maximum_delay))
                kills += 1
                events = self.complete_events(output, context)
                commands = [e for e in events if e.get("kind") == "command"]
                errors = [e for e in events if e.get("kind") == "error"]
                self.assertEqual(errors, [], "%s: a write failed before the kill" % context)
                for event in commands:
                    match = WRITE_LINE.match(event.get("text", ""))
                    self.assertIsNotNone(match, "%s: unexpected command event %r" % (context, event))
                    acknowledged["k" + match.group(1)] = int(match.group(2))
                acknowledged_total += len(commands)
                if commands and leftovers:
                    # The run swept what the previous kill left, and said so.
                    notes = [e.get("text", "") for e in events if e.get("kind") == "note"]
                    self.assertTrue(
                        any("removed %d temporary file" % len(leftovers) in n for n in notes),
                        "%s: %d leftover temporary files, notes: %r" % (context, len(leftovers), notes))
                    for name in leftovers:
                        self.assertFalse(os.path.exists(os.path.join(folder, name)),
                                         "%s: %s was not swept" % (context, name))
                    swept_total += len(leftovers)
                self.check_file(path, acknowledged, first + self.LINES_PER_PROCESS, context)
            # Whatever the last kill left, plus one planted leftover, goes at the next start.
            planted = os.path.join(folder, "." + LOOP_DOMAIN + ".plist.saving-Zq9x1A")
            os.makedirs(folder, exist_ok=True)
            with open(planted, "wb") as handle:
                handle.write(b"<?xml version=\"1.0\"?><plist><dict><key>half")
            leftovers = temporary_files(folder, LOOP_DOMAIN)
            result = self.run_scenelab(["defaults read %s" % LOOP_DOMAIN], data=data)
            self.assertNoSignal(result, context)
            expected = "<stdin>:1: warning: removed %d temporary file%s an interrupted write left in %s" % (
                len(leftovers), "" if len(leftovers) == 1 else "s", folder)
            self.assertIn(expected, result.stderr, context)
            self.assertEqual(temporary_files(folder, LOOP_DOMAIN), [], context)
            swept_total += len(leftovers)
            self.check_file(path, acknowledged, sequence, context)
            shutil.rmtree(data, ignore_errors=True)
        self.assertEqual(kills, self.EPISODES * self.KILLS_PER_EPISODE)
        # Not a vacuous pass: many kills landed in the middle of a loop.
        self.assertGreater(acknowledged_total, kills // 2, "%s: too few acknowledged writes" % context)
        if os.environ.get("SCENELAB_VERBOSE"):
            print("\n%s: %d kills within %.0f ms of start, %d acknowledged writes, %d temporary files swept"
                  % (context, kills, maximum_delay * 1000, acknowledged_total, swept_total))

    def run_and_kill(self, data, lines, delay):
        """Starts a writer on a pipe, SIGKILLs it after `delay` seconds, returns its stdout bytes."""
        child = subprocess.Popen(
            [BINARY, "--data-dir", data, "--format", "jsonl"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=self.environment(), cwd=self.tmp)
        self.children.append(child)
        payload = "".join(line + "\n" for line in lines).encode()
        chunks = []

        def feed():
            try:
                child.stdin.write(payload)
                child.stdin.close()
            except (BrokenPipeError, OSError, ValueError):
                pass

        def drain():
            while True:
                chunk = child.stdout.read1(1 << 16)
                if not chunk:
                    return
                chunks.append(chunk)

        writer = threading.Thread(target=feed, daemon=True)
        reader = threading.Thread(target=drain, daemon=True)
        writer.start()
        reader.start()
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=TIMEOUT)
        reader.join(timeout=TIMEOUT)
        writer.join(timeout=TIMEOUT)
        self.assertFalse(reader.is_alive() or writer.is_alive(), "pipes to a killed child did not close")
        self.children.remove(child)
        child.stdout.close()
        try:
            child.stdin.close()
        except OSError:
            pass
        return b"".join(chunks)

    def complete_events(self, output, context):
        """The JSONL events on complete lines (the kill may cut the last one)."""
        text = output.decode("utf-8", "replace")
        lines = text.split("\n")[:-1]  # everything before the last newline
        events = []
        for line in lines:
            try:
                events.append(json.loads(line))
            except ValueError:
                self.fail("%s: a complete stdout line is not JSON: %r" % (context, line))
        return events

    def check_file(self, path, acknowledged, sent_below, context):
        if not os.path.exists(path):
            self.assertEqual(acknowledged, {}, "%s: acknowledged writes but no file" % context)
            return
        try:
            values = self.load_plist(path)
        except Exception as error:  # plistlib raises several types
            self.fail("%s: %s does not parse after a kill: %s" % (context, path, error))
        self.assertIsInstance(values, dict, context)
        lost = {k: v for k, v in acknowledged.items() if values.get(k) != v}
        self.assertEqual(lost, {}, "%s: acknowledged writes missing or wrong after a kill" % context)
        for key, value in values.items():
            self.assertTrue(re.fullmatch(r"k\d+", key), "%s: stray key %r" % (context, key))
            self.assertEqual(value, int(key[1:]), "%s: wrong value for %s" % (context, key))
            self.assertLess(value, sent_below, "%s: a value never written: %s" % (context, key))


# MARK: - concurrent writers

class ConcurrentIncrementTests(StoreTestCase):
    def test_four_processes_times_200_increments_make_800(self):
        domain = "com.test.Counter"
        script = os.path.join(self.tmp, "increment.scn")
        with open(script, "w") as handle:
            handle.write("defaults write %s counter -int-add 1\n" % domain * 200)
        children = []
        for _ in range(4):
            # Started together, the four loops overlap for most of their 200 writes.
            with open(script, "rb") as commands:
                child = subprocess.Popen(
                    [BINARY, "--data-dir", self.data], stdin=commands, stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE, env=self.environment(), cwd=self.tmp)
            self.children.append(child)
            children.append(child)
        for child in children:
            stdout, stderr = child.communicate(timeout=TIMEOUT)
            self.assertEqual(child.returncode, 0, stderr.decode("utf-8", "replace"))
            self.assertEqual(stderr, b"")
        self.assertEqual(self.load_plist(plist_path(self.data, domain)), {"counter": 800})
        result = self.run_scenelab(["defaults read %s counter" % domain])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), "800")


# MARK: - damaged files

def ascii_string(text):
    assert len(text) < 15
    return bytes([0x50 | len(text)]) + text.encode("ascii")


def sample_values():
    return {
        "tasks": [{"title": "Task %d" % i, "type": "important" if i % 3 == 0 else "normal",
                   "status": "completed" if i % 2 else "planned"} for i in range(40)],
        "launches": 7,
        "ratio": 0.75,
        "name": "caf\u00e9 \u2713 <&>",
        "blob": bytes(range(64)),
        "enabled": True,
    }


def sample_xml():
    return plistlib.dumps(sample_values(), fmt=plistlib.FMT_XML)


def sample_binary():
    return plistlib.dumps(sample_values(), fmt=plistlib.FMT_BINARY)


def xml_document(body):
    return (b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            b'"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n' + body + b"\n</plist>\n")


def deep_binary_chain(depth):
    """`depth` arrays, each holding the next: well formed, too deep to accept."""
    objects = [b"\xA1" + (i + 1).to_bytes(4, "big") for i in range(depth)] + [b"\xA0"]
    return binary_plist(objects, reference_size=4, offset_size=4)


def bad_offset():
    data = bytearray(binary_plist([b"\xD1\x01\x02", ascii_string("a"), b"\x10\x05"]))
    table_offset = int.from_bytes(data[-8:], "big")
    data[table_offset + 1] = 0xF0  # the key's offset now points past the end
    return bytes(data)


def huge_broken_document():
    """About 10 MB of plausible To-Do XML, broken by one stray tag near the end."""
    task = (b"\t\t<dict>\n\t\t\t<key>status</key>\n\t\t\t<string>planned</string>\n\t\t\t<key>title</key>\n"
            b"\t\t\t<string>Buy milk and bread</string>\n\t\t\t<key>type</key>\n\t\t\t<string>normal</string>\n"
            b"\t\t</dict>\n")
    tasks = task * 60000
    return xml_document(b"<dict>\n\t<key>tasks</key>\n\t<array>\n" + tasks + b"\t\t<dict><key>title</key><strin"
                        + b"g>x</string><bogus/></dict>\n\t</array>\n</dict>")


# name -> the damaged file's bytes. Every one must be detected and moved aside.
DAMAGED = {
    "xml_truncated_in_declaration": lambda: sample_xml()[:12],
    "xml_truncated_at_a_quarter": lambda: sample_xml()[:len(sample_xml()) // 4],
    "xml_truncated_at_half": lambda: sample_xml()[:len(sample_xml()) // 2],
    "xml_truncated_at_three_quarters": lambda: sample_xml()[:len(sample_xml()) * 3 // 4],
    "xml_truncated_inside_closing_plist": lambda: sample_xml().rstrip()[:-2],
    "binary_header_only": lambda: b"bplist00",
    "binary_truncated_at_half": lambda: sample_binary()[:len(sample_binary()) // 2],
    "binary_truncated_trailer": lambda: sample_binary()[:-1],
    "random_garbage": lambda: b"\x01" + random.Random(11).randbytes(4095),
    "empty_file": lambda: b"",
    "blank_space_only": lambda: b" \n\t\n",
    "zero_filled": lambda: bytes(4096),
    "xml_top_level_array": lambda: plistlib.dumps(["a", 1], fmt=plistlib.FMT_XML),
    "xml_top_level_string": lambda: plistlib.dumps("just a string", fmt=plistlib.FMT_XML),
    "xml_top_level_integer": lambda: plistlib.dumps(42, fmt=plistlib.FMT_XML),
    "binary_top_level_array": lambda: plistlib.dumps(["a", 1], fmt=plistlib.FMT_BINARY),
    "binary_top_level_string": lambda: plistlib.dumps("just a string", fmt=plistlib.FMT_BINARY),
    "binary_top_level_integer": lambda: plistlib.dumps(42, fmt=plistlib.FMT_BINARY),
    "binary_offset_past_the_end": bad_offset,
    "binary_trailer_table_offset_past_the_end": lambda: binary_plist([b"\xA0"], table_offset=1 << 40),
    "binary_trailer_offset_size_zero": lambda: binary_plist([b"\xA0"], trailer_offset_size=0),
    "binary_trailer_object_count_huge": lambda: binary_plist([b"\xA0"], count=1 << 62),
    "binary_top_object_out_of_range": lambda: binary_plist([b"\xD0"], top=7),
    "binary_reference_out_of_range": lambda: binary_plist([b"\xD1\x01\x05", ascii_string("a")]),
    "binary_array_contains_itself": lambda: binary_plist([b"\xD1\x01\x02", ascii_string("a"), b"\xA1\x02"]),
    "binary_dictionary_contains_itself": lambda: binary_plist([b"\xD1\x01\x00", ascii_string("a")]),
    "binary_dictionary_key_not_a_string": lambda: binary_plist([b"\xD1\x01\x02", b"\x10\x05", b"\x10\x06"]),
    "binary_array_count_huge": lambda: binary_plist(
        [b"\xD1\x01\x02", ascii_string("a"), b"\xAF\x13" + (1 << 60).to_bytes(8, "big")]),
    "binary_string_longer_than_the_file": lambda: binary_plist(
        [b"\xD1\x01\x02", ascii_string("a"), b"\x5F\x11\xFF\xF0abc"]),
    "binary_unknown_object_marker": lambda: binary_plist([b"\xD1\x01\x02", ascii_string("a"), b"\x70"]),
    "binary_unsupported_version": lambda: b"bplist15" + sample_binary()[8:],
    "binary_deep_nesting_100000": lambda: deep_binary_chain(100000),
    "xml_unknown_tag": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<widget>1</widget>\n</dict>"),
    "xml_bad_base64": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<data>AP8Q*!!%%</data>\n</dict>"),
    "xml_integer_not_a_number": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<integer>12ab</integer>\n</dict>"),
    "xml_bad_date": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<date>yesterday</date>\n</dict>"),
    "xml_string_where_a_key_belongs": lambda: xml_document(b"<dict>\n\t<string>a</string>\n\t<true/>\n</dict>"),
    "xml_key_without_value": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<key>b</key>\n</dict>"),
    "xml_key_without_value_at_the_end": lambda: xml_document(b"<dict>\n\t<key>a</key>\n</dict>"),
    "xml_mismatched_tags": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<array><string>x</array></string>\n</dict>"),
    "xml_invalid_utf8": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<string>caf\xc3\x28 \xff\xfe</string>\n</dict>"),
    "xml_utf16": lambda: sample_xml().decode().replace("UTF-8", "UTF-16").encode("utf-16"),
    "xml_unterminated_comment": lambda: xml_document(b"<dict>\n<!-- never closed\n</dict>"),
    "xml_unknown_entity": lambda: xml_document(b"<dict>\n\t<key>a</key>\n\t<string>&bogus;</string>\n</dict>"),
    "xml_entity_expansion_bomb": lambda: (
        b'<?xml version="1.0"?>\n<!DOCTYPE plist [\n<!ENTITY a "aaaaaaaaaa">\n'
        + b"".join(b'<!ENTITY %s "%s">\n' % (bytes([98 + i]), (b"&%s;" % bytes([97 + i])) * 10) for i in range(9))
        + b"]>\n<plist version=\"1.0\"><dict><key>a</key><string>&j;</string></dict></plist>\n"),
    "xml_content_after_plist": lambda: sample_xml() + b"<plist><dict/></plist>\n",
    "xml_deep_nesting_100000": lambda: xml_document(
        b"<dict><key>a</key>" + b"<array>" * 100000 + b"</array>" * 100000 + b"</dict>"),
    "openstep_text": lambda: b'{ a = "b"; }\n',
    "huge_garbage_50_mb": lambda: b"\x02" + random.Random(50).randbytes(50 * 1024 * 1024 - 1),
    "huge_broken_document": huge_broken_document,
}


class DamagedFileTests(StoreTestCase):
    DOMAIN = "com.test.Damaged"
    # Seconds a debug build may take over one damaged file. The 50 MB one takes
    # ~13 s in a debug build (DomainFile.read grows its buffer element by element
    # past the end of the file), ~0.4 s in a release build.
    SLOW = 10.0
    SLOW_HUGE = 45.0

    def check_damaged(self, name, content):
        path = plist_path(self.data, self.DOMAIN)
        os.makedirs(os.path.dirname(path))
        with open(path, "wb") as handle:
            handle.write(content)
        original = sha256_of(path)
        started = time.monotonic()
        result = self.run_scenelab(["defaults read %s" % self.DOMAIN])
        elapsed = time.monotonic() - started
        self.assertNoSignal(result, name)
        limit = self.SLOW_HUGE if name.startswith("huge") else self.SLOW
        self.assertLess(elapsed, limit, "%s: reading took %.1f s" % (name, elapsed))

        # One warning, on standard error, names the file and where it went.
        aside_pattern = re.escape(path) + r"\.corrupt-[0-9A-Za-z-]+"
        warnings = [line for line in result.stderr.splitlines() if line.startswith("<stdin>:1: warning: ")]
        self.assertEqual(len(warnings), 1, "%s: expected one warning, stderr: %r" % (name, result.stderr[-2000:]))
        self.assertNotIn("warning", result.stdout, "%s: warnings belong on standard error" % name)
        self.assertIn(path + " ", warnings[0], name)
        found = re.search(aside_pattern, warnings[0])
        self.assertIsNotNone(found, "%s: the warning names no .corrupt- path: %r" % (name, warnings[0]))
        aside = found.group(0)

        # Moved aside byte for byte; nothing left in its place.
        self.assertTrue(os.path.isfile(aside), "%s: %s does not exist" % (name, aside))
        self.assertEqual(sha256_of(aside), original, "%s: the moved file's bytes changed" % name)
        self.assertEqual(os.path.getsize(aside), len(content))
        self.assertFalse(os.path.exists(path), "%s: the damaged file is still in place" % name)

        # The domain starts empty, and takes writes again.
        result = self.run_scenelab([
            "defaults write %s after -int 1" % self.DOMAIN,
            "defaults read %s" % self.DOMAIN,
        ])
        self.assertEqual(result.returncode, 0, "%s: %s" % (name, result.stderr))
        self.assertNotIn("warning", result.stderr)
        self.assertEqual(self.load_plist(path), {"after": 1}, name)
        self.assertEqual(sha256_of(aside), original, name)
        moved = [n for n in os.listdir(os.path.dirname(path)) if ".corrupt-" in n]
        self.assertEqual(moved, [os.path.basename(aside)], name)

    def test_at_least_twenty_kinds_of_damage(self):
        self.assertGreaterEqual(len(DAMAGED), 20)

    def test_two_damaged_files_in_one_second_get_distinct_names(self):
        path = plist_path(self.data, self.DOMAIN)
        os.makedirs(os.path.dirname(path))
        contents = [b"first damaged file", b"second damaged file"]
        asides = []
        for content in contents:
            with open(path, "wb") as handle:
                handle.write(content)
            result = self.run_scenelab(["defaults read %s" % self.DOMAIN])
            self.assertNoSignal(result, "second file")
            found = re.search(re.escape(path) + r"\.corrupt-[0-9A-Za-z-]+", result.stderr)
            self.assertIsNotNone(found, result.stderr)
            asides.append(found.group(0))
        self.assertNotEqual(asides[0], asides[1])
        for aside, content in zip(asides, contents):
            with open(aside, "rb") as handle:
                self.assertEqual(handle.read(), content)

    def test_a_write_to_a_damaged_domain_moves_it_aside_first(self):
        path = plist_path(self.data, self.DOMAIN)
        os.makedirs(os.path.dirname(path))
        content = sample_xml()[:100]
        with open(path, "wb") as handle:
            handle.write(content)
        result = self.run_scenelab(["defaults write %s k -string v" % self.DOMAIN])
        self.assertEqual(result.returncode, 0, result.stderr)
        found = re.search(re.escape(path) + r"\.corrupt-[0-9A-Za-z-]+", result.stderr)
        self.assertIsNotNone(found, result.stderr)
        with open(found.group(0), "rb") as handle:
            self.assertEqual(handle.read(), content)
        self.assertEqual(self.load_plist(path), {"k": "v"})

    def test_the_warning_is_a_note_event_in_jsonl(self):
        path = plist_path(self.data, self.DOMAIN)
        os.makedirs(os.path.dirname(path))
        with open(path, "wb") as handle:
            handle.write(b"garbage")
        result = self.run_scenelab(["defaults read %s" % self.DOMAIN], "--format", "jsonl")
        self.assertNoSignal(result, "jsonl")
        events = [json.loads(line) for line in result.stdout.splitlines()]
        notes = [e for e in events if e.get("kind") == "note" and path in e.get("text", "")]
        self.assertEqual(len(notes), 1, events)
        self.assertTrue(notes[0]["text"].startswith("warning: "), notes[0])
        self.assertIn(path + ".corrupt-", notes[0]["text"])


def _damaged_test(name, make):
    def test(self):
        self.check_damaged(name, make())
    test.__doc__ = "damaged file: %s" % name.replace("_", " ")
    return test


for _name, _make in DAMAGED.items():
    setattr(DamagedFileTests, "test_damaged_" + _name, _damaged_test(_name, _make))


# MARK: - a disk that refuses

class RefusingDiskTests(StoreTestCase):
    DOMAIN = "com.test.Refused"

    def seed_old_value(self, data):
        result = self.run_scenelab(["defaults write %s key -string old" % self.DOMAIN], data=data)
        self.assertEqual(result.returncode, 0, result.stderr)
        path = plist_path(data, self.DOMAIN)
        self.assertEqual(self.load_plist(path), {"key": "old"})
        return path, sha256_of(path)

    def check_refusal(self, data, path, before, reason, preexec_fn=None, new_value="new"):
        """A refused write: one error line, exit 1, old file intact, new value kept in memory."""
        result = self.run_scenelab([
            "defaults write %s key -string %s" % (self.DOMAIN, new_value),
            "defaults read %s key" % self.DOMAIN,
        ], data=data, preexec_fn=preexec_fn)
        self.assertEqual(result.returncode, 1, result.stderr)
        errors = result.stderr.splitlines()
        self.assertEqual(len(errors), 1, "expected one error line, got %r" % errors)
        self.assertRegex(errors[0], r"^<stdin>:1: error: ")
        # The file, its lock, or the folder the temporary file could not be made in.
        self.assertIn(os.path.dirname(path), errors[0], "the error names no path")
        self.assertRegex(errors[0], reason)
        self.assertEqual(sha256_of(path), before, "the previous file changed")
        self.assertEqual(self.load_plist(path), {"key": "old"})
        self.assertEqual(temporary_files(os.path.dirname(path), self.DOMAIN), [])
        return result

    def test_full_disk_by_file_size_limit(self):
        """RLIMIT_FSIZE with SIGXFSZ ignored: every write past the limit fails with EFBIG."""
        path, before = self.seed_old_value(self.data)
        limit = os.path.getsize(path) + 64

        def limit_file_size():
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        result = self.check_refusal(self.data, path, before, r"too large|EFBIG|limit",
                                    preexec_fn=limit_file_size, new_value="n" * 400)
        self.assertEqual(result.stdout.strip(), "n" * 400, "the new value was not kept in memory")

    def test_full_disk_on_a_tiny_tmpfs(self):
        data = os.path.join(self.mount_tmpfs("full", "256k"), "data")
        path, before = self.seed_old_value(data)
        filler = self.fill(os.path.dirname(data))
        result = self.check_refusal(data, path, before, r"disk is full|No space", new_value="n" * 8192)
        self.assertEqual(result.stdout.strip(), "n" * 8192, "the new value was not kept in memory")
        # Room again: the next write succeeds and carries the value kept in memory.
        os.unlink(filler)
        result = self.run_scenelab(["defaults write %s other -int 2" % self.DOMAIN], data=data)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.load_plist(path), {"key": "old", "other": 2})

    def test_a_refused_value_is_written_with_the_next_change_that_succeeds(self):
        """Same session: the disk fills, a write fails, room comes back, the next write carries both."""
        data = os.path.join(self.mount_tmpfs("refill", "256k"), "data")
        path, before = self.seed_old_value(data)
        filler = self.fill(os.path.dirname(data))
        child = subprocess.Popen([BINARY, "--data-dir", data], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, env=self.environment(), cwd=self.tmp)
        self.children.append(child)
        child.stdin.write(("defaults write %s key -string %s\n" % (self.DOMAIN, "n" * 8192)).encode())
        child.stdin.flush()
        ready, _, _ = select.select([child.stderr], [], [], TIMEOUT)
        self.assertTrue(ready, "no error line within %d s" % TIMEOUT)
        error = child.stderr.readline().decode()
        self.assertRegex(error, r"^<stdin>:1: error: .*%s.*disk is full" % re.escape(path))
        self.assertEqual(sha256_of(path), before)
        os.unlink(filler)
        child.stdin.write(("defaults write %s other -int 2\n" % self.DOMAIN).encode())
        stdout, stderr = child.communicate(timeout=TIMEOUT)
        self.assertEqual(child.returncode, 1, "the failed command still counts")
        self.assertEqual(stderr, b"")
        self.assertEqual(self.load_plist(path), {"key": "n" * 8192, "other": 2})

    def test_read_only_preferences_folder(self):
        """chmod 0555 on the folder; as root, the child drops to `nobody`, for whom the mode counts."""
        path, before = self.seed_old_value(self.data)
        folder = os.path.dirname(path)
        preexec_fn = None
        if os.geteuid() == 0:
            nobody = 65534
            for root, folders, files in os.walk(self.data):
                for name in [root] + [os.path.join(root, f) for f in folders + files]:
                    os.chown(name, nobody, nobody)
            os.chmod(self.tmp, 0o755)
            os.chmod(os.path.join(self.tmp, "home"), 0o777)

            def preexec_fn():
                os.setgroups([])
                os.setgid(nobody)
                os.setuid(nobody)
        os.chmod(folder, 0o555)
        self.read_only_folders.append(folder)
        result = self.check_refusal(self.data, path, before, r"permission denied", preexec_fn=preexec_fn)
        self.assertEqual(result.stdout.strip(), "new", "the new value was not kept in memory")

    def test_read_only_file_system(self):
        data = os.path.join(self.mount_tmpfs("ro", "1m"), "data")
        path, before = self.seed_old_value(data)
        point = os.path.dirname(data)
        remount = subprocess.run(["mount", "-o", "remount,ro", point], capture_output=True, text=True, timeout=30)
        if remount.returncode != 0:
            self.skipTest("cannot remount the tmpfs read-only: %s" % remount.stderr.strip())
        result = self.run_scenelab([
            "defaults write %s key -string new" % self.DOMAIN,
            "defaults read %s key" % self.DOMAIN,
        ], data=data)
        self.assertEqual(result.returncode, 1, result.stderr)
        errors = result.stderr.splitlines()
        self.assertGreaterEqual(len(errors), 1)
        self.assertRegex(errors[0], r"^<stdin>:1: error: .*%s.*read-only" % re.escape(path))
        self.assertEqual(sha256_of(path), before, "the previous file changed")
        self.assertEqual(self.load_plist(path), {"key": "old"})
        self.assertEqual(len(errors), 1, "expected one error line, got %r" % errors)
        self.assertEqual(result.stdout.strip(), "new", "the new value was not kept in memory")


if __name__ == "__main__":
    unittest.main()
