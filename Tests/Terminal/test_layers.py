"""The package's layers: every target imports only the targets below it.

Reads Package.swift and the sources, so that a forbidden arrow (the store
importing the UIKit engine, the engine importing an app, the apps importing
the session layer, the file store importing anything above the store) fails
here even before the build's explicit import check does.
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]

# The arrows the README's architecture section forbids, as (importer, imported).
FORBIDDEN = [
    ("PropertyLists", "SceneLabStore"),
    ("SceneLabStore", "SceneLabCore"),
    # The grammar a command line is read with knows no engine, no store, no app.
    ("CommandGrammar", "SceneLabCore"),
    ("CommandGrammar", "SceneLabStore"),
    ("CommandGrammar", "SceneLabApps"),
    ("CommandGrammar", "SceneLabSession"),
    ("SceneLabCore", "SceneLabApps"),
    ("SceneLabCore", "SceneLabSession"),
    ("SceneLabApps", "SceneLabSession"),
    ("SceneLabFileStore", "SceneLabCore"),
    ("SceneLabFileStore", "SceneLabApps"),
    ("SceneLabFileStore", "SceneLabSession"),
    ("SceneLabCore", "SceneLabFileStore"),
    ("SceneLabApps", "SceneLabFileStore"),
    ("SceneLabSession", "SceneLabFileStore"),
    # The storyboard reader is a leaf: the engine's vocabulary is mapped onto it from above.
    ("StoryboardReader", "SceneLabCore"),
    ("StoryboardReader", "PropertyLists"),
    # Opening a project is a branch beside the engine: the engine, the apps and the session
    # never see a project, a storyboard file or Swift source; the readers never see the engine.
    ("SceneLabCore", "SceneLabProjects"),
    ("SceneLabCore", "XcodeProject"),
    ("SceneLabCore", "SwiftSourceReader"),
    ("SceneLabCore", "StoryboardReader"),
    ("SceneLabApps", "SceneLabProjects"),
    ("SceneLabSession", "SceneLabProjects"),
    ("XcodeProject", "SceneLabCore"),
    ("XcodeProject", "SwiftSourceReader"),
    ("SwiftSourceReader", "SceneLabCore"),
    ("SwiftSourceReader", "StoryboardReader"),
    # The tests' helpers sit on the engine and the apps only; the program never sees them.
    ("SceneLabTesting", "SceneLabSession"),
    ("SceneLabTesting", "SceneLabCommandLine"),
    ("SceneLabCommandLine", "SceneLabTesting"),
    ("scenelab", "SceneLabTesting"),
    # The program loads the Swift reader, and swift-syntax with it, only on `open`
    # (SwiftReadingLibrary): nothing it links may depend on them.
    ("scenelab", "SwiftSourceReader"),
    ("scenelab", "SceneLabSwiftReading"),
    ("SwiftSourceModel", "SwiftSourceReader"),
]


def declared_dependencies():
    """Each target's direct dependencies on other targets, from Package.swift."""
    text = (ROOT / "Package.swift").read_text()
    starts = [m for m in re.finditer(r'\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"', text)]
    targets = {}
    for index, match in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(text)
        body = text[match.end():end]
        names = set()
        found = re.search(r"dependencies:\s*\[", body)
        if found:
            depth, position = 1, found.end()
            while depth and position < len(body):
                depth += {"[": 1, "]": -1}.get(body[position], 0)
                position += 1
            listed = body[found.end():position - 1]
            # Products of other packages (`.product(name: …)`) are not targets of this one.
            listed = re.sub(r"\.product\([^)]*\)", "", listed)
            names = set(re.findall(r'"([^"]+)"', listed))
        targets[match.group(1)] = names
    return targets


def closure(targets, name):
    seen, stack = set(), [name]
    while stack:
        for dependency in targets.get(stack.pop(), ()):
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return seen


def imports(target):
    found = set()
    for path in (ROOT / "Sources" / target).rglob("*.swift"):
        found |= set(re.findall(r"^\s*(?:@_exported\s+|@testable\s+)?import\s+(\w+)", path.read_text(), re.M))
    return found


class LayerTests(unittest.TestCase):
    def setUp(self):
        self.targets = declared_dependencies()

    def test_the_package_declares_the_layers(self):
        for name in ("PropertyLists", "SceneLabStore", "CommandGrammar", "SceneLabCore", "SceneLabApps", "SceneLabSession",
                     "SceneLabFileStore", "SceneLabCommandLine", "scenelab"):
            self.assertIn(name, self.targets)
        self.assertEqual(self.targets["scenelab"], {"SceneLabCommandLine"})
        self.assertEqual(self.targets["CommandGrammar"], set())
        self.assertEqual(self.targets["SceneLabCore"], {"SceneLabStore", "CommandGrammar"})
        self.assertEqual(self.targets["SceneLabApps"], {"SceneLabCore"})
        self.assertEqual(self.targets["SceneLabSession"], {"SceneLabApps"})
        self.assertEqual(self.targets["SceneLabFileStore"], {"SceneLabStore"})

    def test_no_program_target_depends_on_the_test_helpers(self):
        text = (ROOT / "Package.swift").read_text()
        tests = set(re.findall(r'\.testTarget\(\s*name:\s*"([^"]+)"', text))
        for target, dependencies in self.targets.items():
            if target not in tests:
                self.assertNotIn("SceneLabTesting", closure(self.targets, target), target)

    def test_no_forbidden_arrow_is_declared(self):
        for importer, imported in FORBIDDEN:
            self.assertNotIn(imported, closure(self.targets, importer), f"{importer} depends on {imported}")

    def test_the_pure_layers_import_no_system_library(self):
        # The engine, the apps and the session do no I/O: they reach no
        # system interface and no Foundation (files, clocks, printing).
        for target in ("PropertyLists", "SceneLabStore", "CommandGrammar", "SceneLabCore", "SceneLabApps", "SceneLabSession",
                       "StoryboardReader", "XcodeProject", "SwiftSourceModel", "SwiftSourceReader", "SceneLabProjects"):
            system = imports(target) & {"Foundation", "FoundationEssentials", "Glibc", "Darwin", "Musl", "Dispatch"}
            self.assertEqual(system, set(), f"{target} imports {sorted(system)}")

    def test_sources_import_only_what_their_target_depends_on(self):
        own = set(self.targets)
        for target in own:
            if not (ROOT / "Sources" / target).is_dir():
                continue
            allowed = closure(self.targets, target)
            for module in imports(target) & own:
                self.assertIn(module, allowed, f"{target} imports {module}, which is not below it")

    def test_no_layer_re_exports_another(self):
        # Each file imports what it uses: `@_exported` would hand a file the whole stack below
        # through one import, and the arrows above would no longer show what a file depends on.
        for path in (ROOT / "Sources").rglob("*.swift"):
            self.assertNotRegex(path.read_text(), r"@_exported\s+import", f"{path} re-exports a module")


# What app code that picks its behaviour by a class-name string looks like:
# comparing a controller's class, a `case` on a class name, a lookup by one.
CLASS_NAME_DISPATCH = [
    re.compile(r"\.className\s*[!=]="),
    re.compile(r"case\s+\"[A-Za-z]*Controller\""),
    re.compile(r"ofClass:\s*\""),
    re.compile(r"switch\s+[^{]*className"),
]


class AppCodeTests(unittest.TestCase):
    def test_no_app_dispatches_on_a_class_name_string(self):
        found = []
        for path in sorted((ROOT / "Sources" / "SceneLabApps").rglob("*.swift")):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                if any(pattern.search(line) for pattern in CLASS_NAME_DISPATCH):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
        self.assertEqual(found, [], "app code chooses by class name; give the class its own ControllerCode")

    def test_the_patterns_catch_what_they_are_for(self):
        for line in ['switch app.controller(id)?.className {', 'case "TaskEditController":',
                     'guard controller.className == "ViewController" else', 'liveController(ofClass: "X")']:
            self.assertTrue(any(p.search(line) for p in CLASS_NAME_DISPATCH), line)


if __name__ == "__main__":
    unittest.main()
