"""scenelab's own sentences are written only by renderers.

The engine, the books' apps, the store, the file store and an opened
project's play say what they decided as `Diagnostic` values (a refusal, a
remark, a warning) with the data the sentence needs. Each kind of
diagnostic has an English and a Russian renderer, one file per language,
each an exhaustive switch (`…Diagnostic+English.swift`,
`…Diagnostic+Russian.swift`). This test fails if a sentence is written
anywhere else in those targets: a Russian line, a `Rejection("…")`, a
`note("…")` or `warn("…")` with its text at the site, a `Wording(…)` pair,
or a choice of language made outside a renderer.

Text that is not scenelab speaking is kept where it is, in files named for
it: an app's own UI strings (`…Strings.swift`, as an app's
Localizable.strings), `explain`'s lessons (`…+Topics.swift`), the
commands' help (`…+Spec.swift`) and the lines a book's own code prints
(`…+BookConsole.swift`).
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TARGETS = ["SceneLabCore", "SceneLabApps", "SceneLabStore", "SceneLabFileStore", "SceneLabProjects"]
CYRILLIC = re.compile("[\u0400-\u04ff]")
SENTENCE_AT_SITE = [
    ("a refusal written at its site", re.compile(r'Rejection\(\s*"')),
    ("a remark written at its site", re.compile(r'\b(note|warn|warning|error)\(\s*"')),
    ("a pair of sentences written at its site", re.compile(r"\bWording\(")),
    ("a language chosen outside a renderer", re.compile(r"==\s*\.ru\b|\.ru\s*\?|\bru:\s*\"|\brussian:\s*\"")),
]


def is_renderer(path):
    """A diagnostic's renderer (`ToDoDiagnostic+Russian.swift`), or the readers' (`Diagnostics/RussianDiagnostics.swift`)."""
    return bool(re.search(r"(Diagnostic|/Diagnostics/\w+)\+(English|Russian)\.swift$", path)
                or re.search(r"/Diagnostics/(English|Russian)\w*\.swift$", path))


def holds_other_text(path):
    """Files of text that is not scenelab speaking: an app's (or UIKit's) UI strings,
    lessons, help, the lines a book's code prints, and the data its listings give."""
    return path.endswith(("Strings.swift", "+Topics.swift", "+Spec.swift", "+BookConsole.swift", "+BookData.swift"))


def sources():
    for target in TARGETS:
        for path in sorted((ROOT / "Sources" / target).rglob("*.swift")):
            yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")


def code_lines(text):
    """Lines with their numbers, each joined to the next (a call's text may start on
    the line after it), comments left out (they may quote a sentence)."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if line.strip().startswith("//"):
            continue
        following = lines[index + 1].strip() if index + 1 < len(lines) else ""
        yield index + 1, line, line + (following if line.rstrip().endswith("(") else "")


LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
# A lowercase word of prose: not a selector (`viewDidLoad(`), a label (`animated:`) or a key path.
PROSE_WORD = re.compile(r"(?<![\\.(_:])\b[a-z][a-z]+\b(?![:(])")
# Where a string of words is not scenelab speaking: an internal invariant's message, a
# transition template's name, or text marked `// Verbatim:` (UIKit's, Swift's or a book's own words).
NOT_SPEAKING = re.compile(r"precondition|assert|fatalError|\bname:|// Verbatim:")


def prose_literals(line):
    """String literals on `line` that read as a sentence: four words of prose or more."""
    return [literal for literal in LITERAL.findall(line)
            if len(PROSE_WORD.findall(re.sub(r"\\\(.*?\)", "", literal))) >= 4]


def offenders(path, text):
    if is_renderer(path) or holds_other_text(path):
        return []
    found = []
    lines = text.splitlines()
    for number, line, joined in code_lines(text):
        if CYRILLIC.search(line):
            found.append(f"{path}:{number}: Russian outside a renderer: {line.strip()}")
            continue
        for what, pattern in SENTENCE_AT_SITE:
            if pattern.search(joined):
                found.append(f"{path}:{number}: {what}: {line.strip()}")
                break
        else:
            context = "\n".join(lines[max(0, number - 6):number])
            if prose_literals(line) and not NOT_SPEAKING.search(context):
                found.append(f"{path}:{number}: a sentence outside a renderer: {line.strip()}")
    return found


def renderer_pairs():
    """Each diagnostic's English renderer and its Russian one, by the diagnostic's name."""
    english, russian = {}, {}
    for path, _ in sources():
        match = re.search(r"/(\w+Diagnostic)\+(English|Russian)\.swift$", path)
        if match:
            (english if match.group(2) == "English" else russian)[match.group(1)] = path
    return english, russian


class SentencesInRenderersTests(unittest.TestCase):
    def test_no_sentence_is_written_outside_a_renderer(self):
        found = [line for path, text in sources() for line in offenders(path, text)]
        self.assertEqual(found, [], "sentences outside a renderer:\n" + "\n".join(found))

    def test_every_diagnostic_has_both_renderers(self):
        english, russian = renderer_pairs()
        self.assertGreaterEqual(len(english), 4, "the diagnostics' renderers were not found where they live")
        self.assertEqual(sorted(english), sorted(russian))

    def test_renderers_switch_over_every_case(self):
        # An exhaustive switch is what makes a missing rendering fail to compile;
        # a `default:` in the renderer's outer switch would let one through.
        for path, text in sources():
            if re.search(r"Diagnostic\+(English|Russian)\.swift$", path):
                self.assertIn("switch self", text, path)
                outer = re.search(r"switch self \{(.*)\n        \}\n    \}", text, re.S)
                body = outer.group(1) if outer else ""
                self.assertNotRegex(body, r"\n        default:", f"{path}: a default in the renderer's switch")

    def test_the_checks_find_what_they_look_for(self):
        # The shapes sentences had before they were values.
        old = '''
            throw Rejection(
                "pop ignored: \\(root) is the root", ru: "pop не выполнена: \\(root) — корень")
            app.note("set-stack: the stack is unchanged", ru: "set-stack: стек не изменился", scene: 1)
            let text = language == .ru ? "нет задач" : "no tasks"
            context.note(Wording(en: "saved", ru: "сохранено"))
            // A comment may quote "pop ignored" or Wording(en:ru:).
            app.note(Remark(text: "set-stack: the stack is unchanged"))
            precondition(index < count, "an index past the end of the table")
            // Verbatim: UIKit's console.
            let console = "Failed to instantiate the default view controller"
        '''
        found = offenders("Sources/SceneLabCore/ViewControllerContainers/NavigationController.swift", old)
        self.assertEqual(len(found), 6, "\n".join(found))
        self.assertEqual(offenders("Sources/SceneLabCore/Diagnostics/ContainerDiagnostic+Russian.swift", old), [])
        self.assertEqual(offenders("Sources/SceneLabApps/ToDo/ToDoStrings.swift", old), [])


if __name__ == "__main__":
    unittest.main()
