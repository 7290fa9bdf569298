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
    ("SceneLabCore", "SceneLabApps"),
    ("SceneLabCore", "SceneLabSession"),
    ("SceneLabApps", "SceneLabSession"),
    ("SceneLabFileStore", "SceneLabCore"),
    ("SceneLabFileStore", "SceneLabApps"),
    ("SceneLabFileStore", "SceneLabSession"),
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
        for name in ("PropertyLists", "SceneLabStore", "SceneLabCore", "SceneLabApps", "SceneLabSession",
                     "SceneLabFileStore", "scenelab"):
            self.assertIn(name, self.targets)
        self.assertEqual(self.targets["SceneLabCore"], {"SceneLabStore"})
        self.assertEqual(self.targets["SceneLabApps"], {"SceneLabCore"})
        self.assertEqual(self.targets["SceneLabSession"], {"SceneLabApps"})
        self.assertEqual(self.targets["SceneLabFileStore"], {"SceneLabStore"})

    def test_no_forbidden_arrow_is_declared(self):
        for importer, imported in FORBIDDEN:
            self.assertNotIn(imported, closure(self.targets, importer), f"{importer} depends on {imported}")

    def test_sources_import_only_what_their_target_depends_on(self):
        own = set(self.targets)
        for target in own:
            if not (ROOT / "Sources" / target).is_dir():
                continue
            allowed = closure(self.targets, target)
            for module in imports(target) & own:
                self.assertIn(module, allowed, f"{target} imports {module}, which is not below it")


if __name__ == "__main__":
    unittest.main()
