"""One home per container kind: outside ViewControllerContainers/, the
engine never branches on a container kind, so that adding a kind touches its
own file and the one table that maps a kind to its behaviour.

Reads the sources; nothing is built.
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORE = ROOT / "Sources" / "SceneLabCore"

# `ViewController.Kind`'s cases other than `.plain`, read from the source.
KIND_FILE = CORE / "ObjectGraph" / "ViewController.swift"

# Where naming a kind is the point: the kind's own table, the storyboard
# scenes apps are declared with, and UIKit's `navigationController`
# property and `UINavigationController(rootViewController:)`, which are
# about navigation controllers by definition.
ALLOWED = {
    "ObjectGraph/ViewController.swift",
    "AppInterface/StoryboardScene.swift",
    "Simulator/Application.swift",
    "Simulator/Storyboard.swift",
}


def kinds():
    text = KIND_FILE.read_text()
    body = text[text.index("public enum Kind"):]
    body = body[: body.index("\n    }\n")]
    return [name for name in re.findall(r"^\s*case (\w+)", body, re.M) if name != "plain"]


class ContainerHomeTests(unittest.TestCase):
    def test_kinds_are_read(self):
        self.assertIn("navigationController", kinds())
        self.assertIn("splitViewController", kinds())

    def test_no_kind_branch_outside_the_containers_folder(self):
        pattern = re.compile(r"\.(" + "|".join(kinds()) + r")\b(?!\()")
        offenders = []
        for path in sorted(CORE.rglob("*.swift")):
            relative = path.relative_to(CORE).as_posix()
            if relative.startswith("ViewControllerContainers/") or relative in ALLOWED:
                continue
            for number, line in enumerate(path.read_text().splitlines(), 1):
                code = line.split("//", 1)[0]
                if pattern.search(code):
                    offenders.append(f"{relative}:{number}: {line.strip()}")
        self.assertEqual(offenders, [], "a container kind is named outside its home:\n" + "\n".join(offenders))

    def test_each_kind_has_one_file_in_the_containers_folder(self):
        files = {path.stem for path in (CORE / "ViewControllerContainers").glob("*.swift")}
        table = KIND_FILE.read_text()
        for kind in kinds():
            found = re.search(r"case \." + kind + r": return (\w+)\.self", table)
            self.assertIsNotNone(found, f"{kind} has no behaviour in ViewController.Kind.behavior")
            self.assertIn(found.group(1), files, f"{kind}'s behaviour {found.group(1)} has no file of its own")


if __name__ == "__main__":
    unittest.main()
