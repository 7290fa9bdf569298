"""Every choice of language is an exhaustive switch.

Text in two languages is chosen in one of a few renderers: `Wording.text(in:)`
for a sentence written with both its languages where it is made, `Phrase`'s
tables, the project readers' `Diagnostics`, and a type's own
`description(in:)`. Each chooses with `switch language`, so that a third
language, or a case without its Russian, does not compile. This test fails on
any comparison of a language with `.en` or `.ru` (`language == .ru ? "…" :
"…"`, `guard language == .ru else`), the shape that quietly falls back to
English, and on a Russian suffix swapped in for an English one.
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
COMPARISON = re.compile(r"(?:==|!=)\s*\.(?:ru|en)\b(?!\w)|\.(?:ru|en)\s*(?:==|!=)")
READ_BACK = re.compile(r'replacingSuffix\(|dropFirst\("\(')


def offending_lines(text):
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("//")[0]
        if COMPARISON.search(code) or READ_BACK.search(code):
            found.append((number, line.strip()))
    return found


class LanguagesAreSwitchedTests(unittest.TestCase):
    def test_no_language_is_compared(self):
        offenders = []
        for path in sorted((ROOT / "Sources").rglob("*.swift")):
            for number, line in offending_lines(path.read_text(encoding="utf-8")):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line[:100]}")
        self.assertEqual(offenders, [], "a language compared instead of switched on:\n" + "\n".join(offenders))

    def test_the_check_finds_what_it_looks_for(self):
        sample = '''
            let heldBy = app.language == .ru ? " удерживает " : " held by "
            guard language == .ru else { return description }
            guard language != .en else { return english }
            if let hint { lines.append(language == .ru ? "(ещё: " + hint.dropFirst("(also: ".count) : hint) }
            return role.replacingSuffix(" (selected)", with: " (выбрана)")
            switch language {
            case .en: return description
            case .ru: return russian
            }
            if simulator.language != fresh.language { record() }
            let lifetime = call.lifetime == .ended
        '''
        self.assertEqual([n for n, _ in offending_lines(sample)], [2, 3, 4, 5, 6])


if __name__ == "__main__":
    unittest.main()
