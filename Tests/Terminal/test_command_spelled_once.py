"""A command is spelled in its type and its spec, and nowhere else decides by it.

Each engine command is one type conforming to `SimulatorCommand` (its word,
traits, `explain` topic and `perform`), and each command line is read by one
`CommandSpec`. Code elsewhere must not find out which command it holds: not
by comparing the typed word with a command's name (`verb == "tap"`,
`case "export":`), and not by casting to a command's type
(`as? NavigationController.Push`). Either would be an eighth place to edit
when a command is added or renamed; this test fails on both.
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]

# The targets that read, run, complete and print commands.
COMMAND_TARGETS = ["SceneLabCore", "SceneLabApps", "SceneLabSession", "SceneLabCommandLine"]

# Files with a grammar of their own whose words happen to be command names.
OTHER_GRAMMARS = {
    # `scenelab open FOLDER`, `--lang`, `--device`: the program's arguments, not the REPL's commands.
    "Sources/SceneLabCommandLine/SceneLabCommand.swift",
    # The `defaults` spec's own verbs (`defaults delete`, `defaults export`), read and completed there.
    "Sources/SceneLabSession/Commands/DefaultsParser.swift",
}

SPEC = re.compile(r'CommandSpec(?:<[^>]*>)?\(\s*(?:verbCommand:\s*)?"([a-z][a-z0-9-]*)"')
COMMAND_TYPE = re.compile(
    r'(?:struct|enum|class)\s+(\w+)\s*:\s*(?:[\w.]+\s*,\s*)*(?:SimulatorCommand|DeviceCommand)\b'
    r'|extension\s+([\w.]+)\s*:\s*(?:[\w.]+\s*,\s*)*(?:SimulatorCommand|DeviceCommand)\b')


def swift_files(targets=None):
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        relative = path.relative_to(ROOT).as_posix()
        if targets is None or relative.split("/")[1] in targets:
            yield relative, path.read_text(encoding="utf-8")


def command_names(files):
    """Every command's name, with the files that declare its spec."""
    names = {}
    for relative, text in files:
        for match in SPEC.finditer(text):
            names.setdefault(match.group(1), set()).add(relative)
    return names


def command_types(files):
    """Every engine command type's name, with the file that declares it."""
    types = {}
    for relative, text in files:
        for match in COMMAND_TYPE.finditer(text):
            name = (match.group(1) or match.group(2)).split(".")[-1]
            types[name] = relative
    return types


def declared_verbs(text):
    """The words the `verb` properties in `text` return: the names its command types spell."""
    verbs = set()
    for match in re.finditer(r'var verb: String \{', text):
        depth, end = 1, match.end()
        while depth and end < len(text):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            end += 1
        verbs |= set(re.findall(r'"([a-z][a-z0-9-]*)"', text[match.end():end]))
    return verbs


def word_comparisons(text, names):
    """The lines of `text` comparing a word with one of `names`, as (line number, name, line)."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("//")[0]
        for literal in re.finditer(r'"([a-z][a-z0-9-]*)"', code):
            name = literal.group(1)
            if name not in names:
                continue
            before = code[:literal.start()].rstrip()
            after = code[literal.end():].lstrip()
            compared = before.endswith(("==", "!=")) or after.startswith(("==", "!="))
            in_case = re.search(r'\bcase(\s+"[^"]*"\s*,)*\s*$', before) is not None
            if compared or in_case:
                found.append((number, name, line.strip()))
    return found


def casts(text, types):
    """The lines of `text` that cast to one of `types`, as (line number, type, line)."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        for match in re.finditer(r'\b(?:as[?!]?|is)\s+(?:[A-Z]\w*\.)*([A-Z]\w*)', line.split("//")[0]):
            if match.group(1) in types:
                found.append((number, match.group(1), line.strip()))
    return found


class CommandSpelledOnceTests(unittest.TestCase):
    def setUp(self):
        self.all_files = list(swift_files())
        self.names = command_names(self.all_files)
        self.spec_files = {f for files in self.names.values() for f in files}
        self.types = command_types(self.all_files)

    def test_the_catalog_and_the_types_are_found(self):
        # Guards the two checks below against finding nothing to check.
        for name in ["push", "tap", "home", "defaults", "task", "page", "help", "export"]:
            self.assertIn(name, self.names)
        for name in ["Push", "Home", "Gesture", "DefaultsCommand", "ModelCommand", "PageCommand"]:
            self.assertIn(name, self.types)

    def test_no_code_decides_by_a_commands_word(self):
        offenders = []
        for relative, text in swift_files(COMMAND_TARGETS):
            if relative in self.spec_files or relative in OTHER_GRAMMARS:
                continue
            own = declared_verbs(text) if relative in self.types.values() else set()
            for number, name, line in word_comparisons(text, self.names):
                if name in own:
                    continue  # the command's type, deciding by its own words
                offenders.append(f"{relative}:{number}: '{name}': {line[:100]}")
        self.assertEqual(offenders, [], "a command's word compared outside its spec:\n" + "\n".join(offenders))

    def test_no_code_casts_to_a_commands_type(self):
        offenders = []
        for relative, text in self.all_files:
            for number, name, line in casts(text, self.types):
                if self.types[name] != relative:
                    offenders.append(f"{relative}:{number}: {name}: {line[:100]}")
        self.assertEqual(offenders, [], "a command's type cast to outside it:\n" + "\n".join(offenders))

    def test_the_checks_find_what_they_look_for(self):
        # The shapes the code had before each command was a type, so that
        # the checks above are known to see them.
        sample = '''
            if verb == "tap", taken == ["info"] { return rows }
            if spec.name == "export", previous.count == 2 { return true }
            switch verb {
            case "read", "export": return domains
            }
            if case .launch = command { logger.startProcess() }
            if let push = command.command as? NavigationController.Push { print(push) }
            guard command.command is SceneLifecycle.Kill else { return }
        '''
        names = {"tap": set(), "export": set(), "launch": set()}
        self.assertEqual([n for _, n, _ in word_comparisons(sample, names)], ["tap", "export", "export"])
        self.assertEqual([n for _, n, _ in casts(sample, {"Push": "", "Kill": ""})], ["Push", "Kill"])
        # A word that is no command, and a command's name that is only printed, are no comparison.
        self.assertEqual(word_comparisons('let x = "tap"; if a == "other" {}', names), [])


if __name__ == "__main__":
    unittest.main()
