#!/usr/bin/env python3
"""The ``defaults`` command end to end (SPEC §2, §6), through the real binary.

Every verb runs in scripts through pipes against ``--data-dir`` in a temporary
directory; the files it writes are read back with Python's ``plistlib`` and
files ``plistlib`` writes are read by scenelab. Wrong input gives one error
line, exit status 1, and leaves the file byte for byte as it was.

The binary is ``$SCENELAB`` (default ``.build/debug/scenelab`` in the repository).

Run:  python3 Tests/Terminal/test_defaults.py
 or:  python3 -m unittest discover -s Tests/Terminal -p 'test_*.py'
"""

import datetime
import json
import os
import plistlib
import subprocess
import unittest

import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase, plist_path, sha256_of  # noqa: E402
TIMEOUT = 20  # seconds for one run of the binary

DOMAIN = "com.test.Defaults"
TODO = "com.example.ToDoManager"  # the bundle identifier of the app `launch` starts

# One write per type flag, and what plistlib must read back from the file.
EVERY_TYPE = [
    ("defaults write %s s -string 'hello world'" % DOMAIN, "s", "hello world"),
    ("defaults write %s plain word" % DOMAIN, "plain", "word"),
    ("defaults write %s empty -string ''" % DOMAIN, "empty", ""),
    ("defaults write %s escaped -string '<a & b> \"q\" caf\u00e9 \u2713'" % DOMAIN, "escaped",
     "<a & b> \"q\" caf\u00e9 \u2713"),
    ("defaults write %s i -int 42" % DOMAIN, "i", 42),
    ("defaults write %s negative -integer -7" % DOMAIN, "negative", -7),
    ("defaults write %s largest -int 9223372036854775807" % DOMAIN, "largest", 9223372036854775807),
    ("defaults write %s f -float 2.5" % DOMAIN, "f", 2.5),
    ("defaults write %s tiny -float -1e-300" % DOMAIN, "tiny", -1e-300),
    ("defaults write %s yes -bool yes" % DOMAIN, "yes", True),
    ("defaults write %s no -boolean false" % DOMAIN, "no", False),
    ("defaults write %s d -date 2026-11-23T10:00:00Z" % DOMAIN, "d", datetime.datetime(2026, 11, 23, 10, 0, 0)),
    ("defaults write %s d2 -date '2026-11-23 12:30:15 +0000'" % DOMAIN, "d2",
     datetime.datetime(2026, 11, 23, 12, 30, 15)),
    ("defaults write %s x -data 00ff10AB" % DOMAIN, "x", b"\x00\xff\x10\xab"),
    ("defaults write %s a -array one -int 2 -bool true -float 0.5" % DOMAIN, "a", ["one", 2, True, 0.5]),
    ("defaults write %s added -array-add first" % DOMAIN, "added", ["first"]),
    ("defaults write %s added -array-add second -int 3" % DOMAIN, "added", ["first", "second", 3]),
    ("defaults write %s ea -array" % DOMAIN, "ea", []),
    ("defaults write %s m -dict k1 v1 k2 -int 3" % DOMAIN, "m", {"k1": "v1", "k2": 3}),
    ("defaults write %s m -dict-add k3 -float 1.5 k1 replaced" % DOMAIN, "m", {"k1": "replaced", "k2": 3, "k3": 1.5}),
    ("defaults write %s fresh -dict-add k -bool no" % DOMAIN, "fresh", {"k": False}),
    ("defaults write %s n -int-add 5" % DOMAIN, "n", 5),
    ("defaults write %s n -int-add -2" % DOMAIN, "n", 3),
]


def expected_after_every_type():
    values = {}
    for _, key, value in EVERY_TYPE:
        values[key] = value
    return values




# Values plistlib writes, for scenelab to read: every property-list type.
FROM_PLISTLIB = {
    "title": "Buy milk",
    "unicode": "\u041f\u0440\u0438\u0432\u0435\u0442 \u2713 \U0001F600",
    "markup": "<tag> & \"quotes\" 'apostrophes'",
    "count": 12,
    "minimum": -9223372036854775808,
    "ratio": 0.125,
    "on": True,
    "off": False,
    "when": datetime.datetime(2001, 1, 1, 0, 0, 0),
    "bytes": bytes(range(256)),
    "tasks": [{"title": "Task %d" % i, "type": "important" if i % 3 == 0 else "normal",
               "status": "completed" if i % 2 else "planned"} for i in range(5)],
    "nested": {"inner": {"list": [1, [2, [3]], {"deep": "yes"}]}, "empty": {}},
    "none": [],
}

TYPE_NAMES = {
    "title": "string", "unicode": "string", "markup": "string", "count": "integer", "minimum": "integer",
    "ratio": "float", "on": "boolean", "off": "boolean", "when": "date", "bytes": "data",
    "tasks": "array", "nested": "dictionary", "none": "array",
}


class DefaultsTestCase(BinaryTestCase):
    PREFIX = "scenelab-defaults-"

    def scenelab(self, lines, *arguments, stdin=None):
        """Runs a script: from standard input, or (when `stdin` is given) from a file with `stdin` piped in."""
        command = [BINARY, "--data-dir", self.data, *arguments]
        script = "".join(line + "\n" for line in lines).encode()
        if stdin is not None:
            path = os.path.join(self.tmp, "script.scn")
            with open(path, "wb") as handle:
                handle.write(script)
            command.append(path)
            script = stdin
        result = subprocess.run(command, input=script, capture_output=True, env=self.environment(),
                                cwd=self.tmp, timeout=TIMEOUT)
        result.stdout = result.stdout.decode("utf-8")
        result.stderr = result.stderr.decode("utf-8")
        return result

    def ok(self, lines, *arguments, **keywords):
        result = self.scenelab(lines, *arguments, **keywords)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")
        return result

    def output(self, lines, *arguments):
        """The text a successful script prints, without the two-space event indent."""
        return [line[2:] if line.startswith("  ") else line for line in self.ok(lines, *arguments).stdout.splitlines()]

    def jsonl(self, lines, *arguments):
        result = self.scenelab(lines, "--format", "jsonl", *arguments)
        return result, [json.loads(line) for line in result.stdout.splitlines()]

    def load(self, domain=DOMAIN):
        with open(plist_path(self.data, domain), "rb") as handle:
            return plistlib.load(handle)

    def place(self, domain, values, fmt):
        path = plist_path(self.data, domain)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            plistlib.dump(values, handle, fmt=fmt)
        return path


class WriteTests(DefaultsTestCase):
    def test_every_type_flag_is_written_as_plistlib_reads_it(self):
        self.ok([line for line, _, _ in EVERY_TYPE])
        with open(plist_path(self.data, DOMAIN), "rb") as handle:
            self.assertTrue(handle.read(6) == b"<?xml ", "XML by default")
        self.assertEqual(self.load(), expected_after_every_type())

    def test_binary_format_writes_bplist00_with_the_same_values(self):
        self.ok([line for line, _, _ in EVERY_TYPE], "--plist-format", "binary")
        with open(plist_path(self.data, DOMAIN), "rb") as handle:
            self.assertEqual(handle.read(8), b"bplist00")
        self.assertEqual(self.load(), expected_after_every_type())

    def test_each_write_is_on_disk_when_the_command_returns(self):
        # The file after the first k writes equals what those writes say.
        expected = {}
        for index, (line, key, value) in enumerate(EVERY_TYPE[:8]):
            self.ok([line])
            expected[key] = value
            self.assertEqual(self.load(), expected, "after write %d" % (index + 1))

    def test_write_replaces_a_value_of_another_type(self):
        self.ok(["defaults write %s k -int 1" % DOMAIN, "defaults write %s k -array a b" % DOMAIN])
        self.assertEqual(self.load(), {"k": ["a", "b"]})

    def test_a_value_without_a_flag_is_a_string_even_when_it_looks_like_a_number(self):
        self.ok(["defaults write %s k 12" % DOMAIN, "defaults write %s neg -5" % DOMAIN])
        self.assertEqual(self.load(), {"k": "12", "neg": "-5"})

    def test_global_domain(self):
        self.ok(["defaults write -g AppleLanguages -array en ru"])
        path = os.path.join(self.data, "Library", "Preferences", ".GlobalPreferences.plist")
        with open(path, "rb") as handle:
            self.assertEqual(plistlib.load(handle), {"AppleLanguages": ["en", "ru"]})
        self.assertEqual(self.output(["defaults read -g AppleLanguages"]), ["(", "    en,", "    ru", ")"])

    def test_write_without_a_domain_goes_to_the_running_app(self):
        self.ok(["launch", "defaults write theme dark"])
        self.assertEqual(self.load(TODO).get("theme"), "dark")


class ReadTests(DefaultsTestCase):
    def setUp(self):
        super().setUp()
        self.ok([line for line, _, _ in EVERY_TYPE])

    def test_read_a_string_prints_it_bare(self):
        self.assertEqual(self.output(["defaults read %s s" % DOMAIN]), ["hello world"])

    def test_read_numbers_and_booleans(self):
        self.assertEqual(self.output([
            "defaults read %s i" % DOMAIN, "defaults read %s f" % DOMAIN, "defaults read %s yes" % DOMAIN,
            "defaults read %s no" % DOMAIN, "defaults read %s n" % DOMAIN,
        ]), ["42", "2.5", "1", "0", "3"])

    def test_read_an_array_and_a_dictionary(self):
        self.assertEqual(self.output(["defaults read %s added" % DOMAIN]),
                         ["(", "    first,", "    second,", "    3", ")"])
        lines = self.output(["defaults read %s m" % DOMAIN])
        self.assertEqual(lines[0], "{")
        self.assertEqual(lines[-1], "}")
        self.assertEqual(len(lines), 5, lines)
        self.assertIn("    k1 = replaced;", lines)
        self.assertIn("    k2 = 3;", lines)

    def test_read_the_whole_domain(self):
        lines = self.output(["defaults read %s" % DOMAIN])
        self.assertEqual(lines[0], "{")
        self.assertEqual(lines[-1], "}")
        keys = [line.strip().split(" = ")[0] for line in lines
                if line.startswith("    ") and not line.startswith("     ") and " = " in line]
        self.assertEqual(keys, sorted(expected_after_every_type()), "one top-level line per key, sorted")
        self.assertIn("    s = \"hello world\";", lines)
        self.assertIn("    x = {length = 4, bytes = 0x00ff10ab};", lines)

    def test_read_type_names_every_type(self):
        lines = self.output(["defaults read-type %s %s" % (DOMAIN, key)
                             for key in ("s", "i", "f", "yes", "d", "x", "a", "m")])
        self.assertEqual(lines, ["Type is " + name for name in
                                 ("string", "integer", "float", "boolean", "date", "data", "array", "dictionary")])

    def test_jsonl_output_events(self):
        result, events = self.jsonl(["defaults read %s s" % DOMAIN])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual([(e["kind"], e.get("text")) for e in events],
                         [("command", "defaults read %s s" % DOMAIN), ("output", "hello world")])


class DeleteAndDomainsTests(DefaultsTestCase):
    def test_delete_a_key(self):
        self.ok(["defaults write %s a -int 1" % DOMAIN, "defaults write %s b -int 2" % DOMAIN,
                 "defaults delete %s a" % DOMAIN])
        self.assertEqual(self.load(), {"b": 2})

    def test_delete_a_domain_removes_its_file(self):
        self.ok(["defaults write %s a -int 1" % DOMAIN, "defaults write com.test.Other b -int 2"])
        self.assertEqual(self.output(["defaults domains"]), ["com.test.Defaults, com.test.Other"])
        self.ok(["defaults delete %s" % DOMAIN])
        self.assertFalse(os.path.exists(plist_path(self.data, DOMAIN)))
        self.assertEqual(self.output(["defaults domains"]), ["com.test.Other"])
        result = self.scenelab(["defaults read %s" % DOMAIN])
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr.splitlines(),
                         ["<stdin>:1: error: defaults: domain %s does not exist" % DOMAIN])

    def test_domains_when_there_are_none(self):
        self.assertEqual(self.output(["defaults domains"]), ["(no domains)"])

    def test_domains_lists_the_global_domain_too(self):
        self.ok(["defaults write -g k v", "defaults write com.b.B k v", "defaults write com.a.A k v"])
        self.assertEqual(self.output(["defaults domains"]), ["NSGlobalDomain, com.a.A, com.b.B"])

    def test_find_searches_keys_and_string_values_in_every_domain(self):
        self.ok(["defaults write com.a.A greeting hello", "defaults write com.b.B note -string 'say Hello'",
                 "defaults write com.b.B other -int 1"])
        lines = self.output(["defaults find hello"])
        self.assertEqual(lines, [
            "Found 1 key in domain 'com.a.A':", "{", "    greeting = hello;", "}",
            "Found 1 key in domain 'com.b.B':", "{", "    note = \"say Hello\";", "}",
        ])
        self.assertEqual(self.output(["defaults find zzz"]), ["No domain, key nor value containing 'zzz'"])


class ExportImportTests(DefaultsTestCase):
    def setUp(self):
        super().setUp()
        self.ok([line for line, _, _ in EVERY_TYPE])
        self.expected = expected_after_every_type()

    def test_export_to_a_file(self):
        target = os.path.join(self.tmp, "out.plist")
        lines = self.output(["defaults export %s %s" % (DOMAIN, target)])
        self.assertEqual(lines, ["note: exported %s (%d keys) to %s" % (DOMAIN, len(self.expected), target)])
        with open(target, "rb") as handle:
            self.assertEqual(plistlib.load(handle), self.expected)

    def test_export_to_standard_output_in_jsonl(self):
        result, events = self.jsonl(["defaults export %s -" % DOMAIN])
        self.assertEqual(result.returncode, 0, result.stderr)
        text = "".join(e["text"] + "\n" for e in events if e["kind"] == "output")
        self.assertTrue(text.startswith("<?xml "), text[:80])
        self.assertEqual(plistlib.loads(text.encode()), self.expected)

    def test_export_to_standard_output_in_text(self):
        lines = self.output(["defaults export %s -" % DOMAIN])
        self.assertEqual(plistlib.loads("".join(line + "\n" for line in lines).encode()), self.expected)

    def test_export_to_standard_output_is_a_plist_as_is(self):
        """`scenelab ... > f.plist` with `defaults export D -` should give a plist file, as macOS's tool does."""
        raw = self.ok(["defaults export %s -" % DOMAIN]).stdout
        self.assertEqual(plistlib.loads(raw.encode()), self.expected)

    def test_import_from_a_file_replaces_the_domain(self):
        source = os.path.join(self.tmp, "in.plist")
        with open(source, "wb") as handle:
            plistlib.dump({"only": "this", "n": 1}, handle)
        lines = self.output(["defaults import %s %s" % (DOMAIN, source)])
        self.assertEqual(lines, ["note: imported 2 keys into %s" % DOMAIN])
        self.assertEqual(self.load(), {"only": "this", "n": 1})

    def test_export_then_import_round_trips_every_type(self):
        target = os.path.join(self.tmp, "out.plist")
        self.ok(["defaults export %s %s" % (DOMAIN, target), "defaults import com.test.Copy %s" % target])
        self.assertEqual(self.load("com.test.Copy"), self.expected)

    def test_import_binary_from_a_file(self):
        source = os.path.join(self.tmp, "in.plist")
        with open(source, "wb") as handle:
            plistlib.dump(FROM_PLISTLIB, handle, fmt=plistlib.FMT_BINARY)
        self.ok(["defaults import com.test.Binary %s" % source])
        self.assertEqual(self.load("com.test.Binary"), FROM_PLISTLIB)

    def test_import_from_standard_input_when_the_script_is_a_file(self):
        payload = plistlib.dumps({"piped": True, "list": [1, 2]})
        result = self.ok(["defaults import com.test.Piped -", "defaults read com.test.Piped piped"], stdin=payload)
        self.assertEqual(result.stdout.splitlines()[-1].strip(), "1")
        self.assertEqual(self.load("com.test.Piped"), {"piped": True, "list": [1, 2]})

    def test_import_from_standard_input_when_the_script_is_on_it(self):
        before = sha256_of(plist_path(self.data, DOMAIN))
        result = self.scenelab(["defaults import %s -" % DOMAIN])
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr.splitlines(), [
            "<stdin>:1: error: defaults: standard input carries the script; import from a FILE instead"])
        self.assertEqual(sha256_of(plist_path(self.data, DOMAIN)), before)

    def test_import_of_a_file_that_is_not_a_property_list(self):
        before = sha256_of(plist_path(self.data, DOMAIN))
        for content, reason in ((b"not a plist", "is not a property list"),
                                (plistlib.dumps([1, 2]), "its top level is array, not a dictionary")):
            source = os.path.join(self.tmp, "bad.plist")
            with open(source, "wb") as handle:
                handle.write(content)
            result = self.scenelab(["defaults import %s %s" % (DOMAIN, source)])
            self.assertEqual(result.returncode, 1)
            errors = result.stderr.splitlines()
            self.assertEqual(len(errors), 1, errors)
            self.assertIn(source, errors[0])
            self.assertIn(reason, errors[0])
            self.assertEqual(sha256_of(plist_path(self.data, DOMAIN)), before)
            with open(source, "rb") as handle:
                self.assertEqual(handle.read(), content, "import must not touch its source")

    def test_import_of_a_missing_file(self):
        before = sha256_of(plist_path(self.data, DOMAIN))
        missing = os.path.join(self.tmp, "missing.plist")
        result = self.scenelab(["defaults import %s %s" % (DOMAIN, missing)])
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr.splitlines(),
                         ["<stdin>:1: error: defaults: cannot read %s: No such file or directory" % missing])
        self.assertEqual(sha256_of(plist_path(self.data, DOMAIN)), before)


class PlistlibFilesTests(DefaultsTestCase):
    """Files written by plistlib, XML and binary, read by scenelab."""

    def check(self, fmt):
        self.place(DOMAIN, FROM_PLISTLIB, fmt)
        self.assertEqual(self.output(["defaults read %s title" % DOMAIN, "defaults read %s unicode" % DOMAIN,
                                      "defaults read %s markup" % DOMAIN, "defaults read %s count" % DOMAIN,
                                      "defaults read %s minimum" % DOMAIN]),
                         ["Buy milk", FROM_PLISTLIB["unicode"], FROM_PLISTLIB["markup"], "12",
                          "-9223372036854775808"])
        lines = self.output(["defaults read-type %s %s" % (DOMAIN, key) for key in TYPE_NAMES])
        self.assertEqual(lines, ["Type is " + name for name in TYPE_NAMES.values()])
        # Through scenelab and back: the values are exactly plistlib's.
        target = os.path.join(self.tmp, "again.plist")
        self.ok(["defaults export %s %s" % (DOMAIN, target)])
        with open(target, "rb") as handle:
            self.assertEqual(plistlib.load(handle), FROM_PLISTLIB)
        # A write keeps every other value as it was.
        self.ok(["defaults write %s count -int-add 1" % DOMAIN])
        expected = dict(FROM_PLISTLIB, count=13)
        self.assertEqual(self.load(), expected)

    def test_xml_written_by_plistlib(self):
        self.check(plistlib.FMT_XML)

    def test_binary_written_by_plistlib(self):
        self.check(plistlib.FMT_BINARY)

    def test_a_binary_domain_stays_readable_after_an_xml_write(self):
        self.place(DOMAIN, {"a": 1}, plistlib.FMT_BINARY)
        self.ok(["defaults write %s b -int 2" % DOMAIN])
        self.assertEqual(self.load(), {"a": 1, "b": 2})


class RegisterAndPathTests(DefaultsTestCase):
    def test_register_needs_a_running_app(self):
        result = self.scenelab(["defaults register greeting hi"])
        self.assertEqual(result.returncode, 1)
        errors = result.stderr.splitlines()
        self.assertEqual(len(errors), 1, errors)
        self.assertIn("launch", errors[0])

    def test_register_is_seen_by_the_app_and_never_persisted(self):
        result, events = self.jsonl([
            "launch", "defaults register greeting hi", "defaults register count -int 3",
            "defaults write stored -int 1", "defaults read greeting", "defaults read count",
        ])
        self.assertEqual(result.returncode, 0, result.stderr)
        stores = [e for e in events if e["kind"] == "store" and e.get("method") == "register(defaults:)"]
        self.assertEqual(len(stores), 2)
        self.assertTrue(all(e["object"] == TODO for e in stores))
        outputs = [e["text"] for e in events if e["kind"] == "output"]
        self.assertEqual(outputs, ["hi", "3"])
        self.assertEqual(self.load(TODO), {"stored": 1}, "registered values are never written")
        # A new process of the app has forgotten them.
        result = self.scenelab(["launch", "defaults read greeting"])
        self.assertEqual(result.returncode, 1)
        self.assertIn("greeting", result.stderr)

    def test_a_stored_value_wins_over_a_registered_one(self):
        self.assertEqual(
            self.output(["launch", "defaults register k registered", "defaults write k stored",
                         "defaults read k"])[-1], "stored")

    def test_path_of_a_domain(self):
        self.assertEqual(self.output(["defaults path %s" % DOMAIN]), [plist_path(self.data, DOMAIN)])

    def test_path_of_the_running_app(self):
        self.assertEqual(self.output(["launch", "defaults path"])[-1], plist_path(self.data, TODO))

    def test_path_of_the_global_domain(self):
        expected = os.path.join(self.data, "Library", "Preferences", ".GlobalPreferences.plist")
        self.assertEqual(self.output(["defaults path NSGlobalDomain"]), [expected])
        result = self.scenelab(["defaults path -g"])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), expected)

    def test_path_without_a_domain_or_an_app(self):
        result = self.scenelab(["defaults path"])
        self.assertEqual(result.returncode, 1)
        self.assertEqual(len(result.stderr.splitlines()), 1)

    def test_ephemeral_path_says_nothing_is_written(self):
        result = subprocess.run([BINARY, "--ephemeral"], input=b"defaults write com.a.A k v\ndefaults path com.a.A\n",
                                capture_output=True, env=self.environment(), cwd=self.tmp, timeout=TIMEOUT)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("in memory", result.stdout.decode())
        self.assertFalse(os.path.exists(self.data))


class WrongInputTests(DefaultsTestCase):
    """Each wrong command: one error line on stderr, exit 1, the file unchanged."""

    CASES = [
        ("defaults write %s i -int abc" % DOMAIN, "'abc' is not an integer"),
        ("defaults write %s i -int 9223372036854775808" % DOMAIN, "is not an integer"),
        ("defaults write %s f -float x" % DOMAIN, "'x' is not a number"),
        ("defaults write %s b -bool maybe" % DOMAIN, "'maybe' is not a boolean"),
        ("defaults write %s d -date yesterday" % DOMAIN, "'yesterday' is not a date"),
        ("defaults write %s x -data xyz" % DOMAIN, "is not hexadecimal data"),
        ("defaults write %s x -data abc" % DOMAIN, "is not hexadecimal data"),
        ("defaults write %s s -array-add y" % DOMAIN, "-array-add: s holds a string, not an array"),
        ("defaults write %s s -int-add 1" % DOMAIN, "-int-add: s holds a string, not an integer"),
        ("defaults write %s s -dict-add a b" % DOMAIN, "-dict-add: s holds a string, not a dictionary"),
        ("defaults write %s big -int-add 1" % DOMAIN, "would overflow"),
        ("defaults write %s k -weird 1" % DOMAIN, "unknown type flag '-weird'"),
        ("defaults write %s k -dict a" % DOMAIN, "-dict needs a value after the key 'a'"),
        ("defaults write %s k -array -array x" % DOMAIN, "cannot be nested"),
        ("defaults write %s k" % DOMAIN, "needs a VALUE"),
        ("defaults frobnicate %s" % DOMAIN, "unknown defaults verb 'frobnicate'"),
        ("defaults", "defaults needs a verb"),
        ("defaults read %s missing" % DOMAIN, "the domain/default pair of (%s, missing) does not exist" % DOMAIN),
        ("defaults read-type %s missing" % DOMAIN, "(%s, missing) does not exist" % DOMAIN),
        ("defaults delete %s missing" % DOMAIN, "(%s, missing) does not exist" % DOMAIN),
        ("defaults delete com.test.Nowhere", "domain com.test.Nowhere does not exist"),
        ("defaults read com.test.Nowhere", "domain com.test.Nowhere does not exist"),
        ("defaults write com.test/../../x k v", "is not a domain name"),
        ("defaults register k v", "launch an app first"),
    ]

    def test_wrong_input_gives_one_error_line_and_changes_nothing(self):
        self.ok(["defaults write %s s -string text" % DOMAIN,
                 "defaults write %s big -int 9223372036854775807" % DOMAIN])
        path = plist_path(self.data, DOMAIN)
        before = sha256_of(path)
        for line, message in self.CASES:
            with self.subTest(line=line):
                result = self.scenelab([line])
                self.assertEqual(result.returncode, 1, result.stderr)
                errors = result.stderr.splitlines()
                self.assertEqual(len(errors), 1, "expected one error line, got %r" % errors)
                self.assertTrue(errors[0].startswith("<stdin>:1: error: "), errors[0])
                self.assertIn(message, errors[0])
                self.assertEqual(result.stdout, "")
                self.assertEqual(sha256_of(path), before, "the file changed")
                self.assertEqual(sorted(os.listdir(os.path.dirname(path))),
                                 [DOMAIN + ".plist", DOMAIN + ".plist.lock"])
        self.assertFalse(os.path.exists(os.path.join(self.data, "Containers", "com.test.Nowhere")))
        self.assertEqual(self.load(), {"s": "text", "big": 9223372036854775807})

    def test_an_error_does_not_stop_the_script_but_sets_the_exit_status(self):
        result = self.scenelab(["defaults write %s a -int x" % DOMAIN, "defaults write %s b -int 2" % DOMAIN])
        self.assertEqual(result.returncode, 1)
        self.assertEqual(len(result.stderr.splitlines()), 1)
        self.assertEqual(self.load(), {"b": 2})

    def test_bail_stops_at_the_first_error(self):
        result = self.scenelab(["defaults write %s a -int x" % DOMAIN, "defaults write %s b -int 2" % DOMAIN],
                               "--bail")
        self.assertEqual(result.returncode, 1)
        self.assertFalse(os.path.exists(plist_path(self.data, DOMAIN)))


if __name__ == "__main__":
    unittest.main()
