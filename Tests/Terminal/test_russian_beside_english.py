"""Russian is written beside its English, never looked up by it.

Every text scenelab says in two languages is made from both where it is
made (`Wording(en:ru:)`, `CommandError(column:_:ru:)`, `StoreError.Reason`,
a `Phrase`'s exhaustive switch per language). A table that maps English
sentences to their Russian, to translate a text after it was made in
English, is the shape that loses a translation silently when the English
changes; this test fails on any such dictionary entry in the sources
(`"english words": "русские слова"`), and on the known ways back to it.
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CYRILLIC = re.compile("[\u0400-\u04ff]")
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def english_keyed_russian(text):
    """The lines of `text` (Swift) holding `"English words": "…Cyrillic…"`."""
    found = []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        # The key alone on its line, its Russian on the next.
        alone = re.fullmatch(r'\s*"((?:[^"\\]|\\.)*)":\s*', line)
        if alone and number < len(lines):
            english = alone.group(1)
            after = LITERAL.search(lines[number])
            if " " in english and not CYRILLIC.search(english) and after and CYRILLIC.search(after.group(1)):
                found.append((number, line.strip()))
                continue
        if '"' not in line or not CYRILLIC.search(line):
            continue
        literals = list(LITERAL.finditer(line))
        for key, value in zip(literals, literals[1:]):
            english = key.group(1)
            if line[key.end():value.start()].strip() != ":":
                continue
            # A dictionary entry starts a line or follows `[` or `,`; `c ? "a" : "b"` is none.
            if line[:key.start()].strip() not in ("", "[") and not line[:key.start()].rstrip().endswith(","):
                continue
            if " " in english and re.search("[A-Za-z]", english) and not CYRILLIC.search(english) \
                    and CYRILLIC.search(value.group(1)):
                found.append((number, line.strip()))
    return found


class RussianBesideEnglishTests(unittest.TestCase):
    def test_no_table_maps_english_sentences_to_russian(self):
        offenders = []
        for path in sorted((ROOT / "Sources").rglob("*.swift")):
            for number, line in english_keyed_russian(path.read_text(encoding="utf-8")):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line[:100]}")
        self.assertEqual(offenders, [], "Russian keyed by English:\n" + "\n".join(offenders))

    def test_the_check_finds_such_a_table(self):
        # The shape the tables had, so that the check above is known to see it.
        table = '''
            static let texts: [String: String] = [
                "Leave scenelab (Ctrl-D does the same).": "Выйти из scenelab (Ctrl-D делает то же).",
                "push": "push",
                "List the lessons.":
                    "Показать уроки.",
            ]
        '''
        self.assertEqual([number for number, _ in english_keyed_russian(table)], [3, 5])
        # Both languages made together are not a lookup.
        pair = 'Wording(en: "Leave scenelab.", ru: "Выйти из scenelab.")'
        self.assertEqual(english_keyed_russian(pair), [])

    def test_no_russian_is_read_back_from_english_messages(self):
        # The ways a message was once translated after it was made: by its
        # English prefix, or through a table of Russian keyed by English.
        patterns = [
            re.compile(r'(message|description|english|reason)\.has(Prefix|Suffix)\("'),
            re.compile(r"RussianWording|russianPlaceholders|russian\(placeholder:|russian\(reason:"),
        ]
        offenders = []
        for path in sorted((ROOT / "Sources").rglob("*.swift")):
            text = path.read_text(encoding="utf-8")
            for number, line in enumerate(text.splitlines(), 1):
                if any(pattern.search(line) for pattern in patterns):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
        self.assertEqual(offenders, [], "\n".join(offenders))


if __name__ == "__main__":
    unittest.main()
