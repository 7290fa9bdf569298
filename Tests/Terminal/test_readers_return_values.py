"""The project readers return values, not sentences.

The storyboard reader, the Swift reader and the Xcode project reader say
what they met as typed problems (`StoryboardProblem`, `SourceProblem`,
`ProjectProblem`) with the names and numbers they found. The sentences are
written once per language, by the renderers of the program that prints them
(`SceneLabProjects/Diagnostics`), each an exhaustive switch. This test fails
if a reader holds a Russian sentence again, or if a warning type carries a
sentence (`message`, `russian`) instead of its problem.
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
READERS = ["StoryboardReader", "SwiftSourceModel", "SwiftSourceReader", "XcodeProject"]
CYRILLIC = re.compile("[\u0400-\u04ff]")
WARNINGS = ["StoryboardWarning", "SourceWarning", "ProjectWarning"]


def reader_files():
    for target in READERS:
        for path in sorted((ROOT / "Sources" / target).rglob("*.swift")):
            yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")


def russian_lines(text):
    return [n for n, line in enumerate(text.splitlines(), 1) if CYRILLIC.search(line) or re.search(r"\brussian\b", line)]


def sentence_fields(text, type_name):
    """The `message`/`russian` string properties of `type_name` declared in `text`."""
    match = re.search(r"struct %s\b[^{]*\{" % type_name, text)
    if not match:
        return []
    depth, end = 1, match.end()
    while depth and end < len(text):
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        end += 1
    body = text[match.end():end]
    return re.findall(r"var (message|russian|english)\s*:\s*String", body)


class ReadersReturnValuesTests(unittest.TestCase):
    def test_no_reader_holds_a_russian_sentence(self):
        offenders = [f"{path}:{n}" for path, text in reader_files() for n in russian_lines(text)]
        self.assertEqual(offenders, [], "Russian in a reader:\n" + "\n".join(offenders))

    def test_warnings_carry_problems_not_sentences(self):
        found = {name: False for name in WARNINGS}
        offenders = []
        for path, text in reader_files():
            for name in WARNINGS:
                if re.search(r"struct %s\b" % name, text):
                    found[name] = True
                    offenders += [f"{path}: {name}.{field}" for field in sentence_fields(text, name)]
        self.assertEqual(found, {name: True for name in WARNINGS}, "a warning type was not found where it lives")
        self.assertEqual(offenders, [], "a warning carries a sentence:\n" + "\n".join(offenders))

    def test_the_checks_find_what_they_look_for(self):
        # The shape the warnings had before they were values.
        old = '''
            public struct StoryboardWarning: Sendable {
                public var line: Int
                public var message: String
                /// The message in Russian.
                public var russian: String
            }
            warn(root, "the target runtime is \\(runtime), not iOS", ru: "целевая среда — \\(runtime), а не iOS")
        '''
        self.assertEqual(sentence_fields(old, "StoryboardWarning"), ["message", "russian"])
        self.assertEqual(len(russian_lines(old)), 2)


if __name__ == "__main__":
    unittest.main()
