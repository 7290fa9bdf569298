"""Each part of the running process's state is written by the part that owns it.

`Application` is the process: state plus the services every part uses. Its
fields are grouped by the part of UIKit they model, and only that part's code
assigns them: the scenes and the process's life by `SceneLifecycle/`, the
device's turn by `Rotation`, a swipe in flight by `InteractiveTransition`, the
presentation contexts by `Presentation`, the container that forwards
appearance by hand by `CustomContainer`, what the app's files looked like by
`AppSandbox`, the clock by `Simulator`, the app's model by `AppCode`, which
runs the app's code on it. Every other part reads them, or asks the owner.
The shared services (`graph`, `recorder`, the app's `store` and
`containers`) are changed only through their own types' methods,
never reassigned outside the process's own file. The device's settings
(`language`, `code`, the idle device, the process itself) are the simulator's,
changed by its own commands; the channels it records are the session's to set.
This test fails when code outside a field's owner assigns it, appends to it or
passes it `inout`.
"""

import pathlib
import re
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORE = "Sources/SceneLabCore/"
APPLICATION = CORE + "Simulator/Application.swift"

# Each field of `Application`, and the files (or folders, ending in /) whose code may write it.
OWNERS = {
    "scenes": [CORE + "SceneLifecycle/"],
    "focusedScene": [CORE + "SceneLifecycle/"],
    "isSuspended": [CORE + "SceneLifecycle/"],
    "hasBeenToldOfDiscardedSessions": [CORE + "SceneLifecycle/"],
    "windowSetup": [CORE + "SceneLifecycle/"],
    # Set only while a `tap … --else` plays its gesture, or a `launch --else` its launch.
    "unknownConditionsTakeElse": [CORE + "AppInterface/Gesture+Otherwise.swift", CORE + "Simulator/Simulator.swift"],
    "hasCrashed": [APPLICATION],
    "saidOnce": [APPLICATION],
    "device": [CORE + "SceneLifecycle/Rotation.swift"],
    "deviceBeforeMissedTurn": [CORE + "SceneLifecycle/Rotation.swift"],
    "interactiveTransition": [CORE + "Transitions/InteractiveTransition.swift"],
    "presentationContextDefiners": [CORE + "ViewControllerContainers/Presentation.swift"],
    "someContainerForwardsByHand": [CORE + "ViewControllerContainers/CustomContainer.swift"],
    "fileFingerprints": [CORE + "AppInterface/AppSandbox+Files.swift"],
    "now": [CORE + "Simulator/Simulator.swift"],
    # What the app's code keeps, as the session's console worked it out after the last command.
    "appCodeValues": [CORE + "Simulator/Simulator.swift"],
    # The app's definition, replaced when the opened project's unread files are read (`replaceApp`).
    "definition": [CORE + "Simulator/Simulator.swift"],
    # The app's model is taken out while the app's code runs on it, and put back.
    "model": [CORE + "AppInterface/AppCode.swift"],
    # What the app's code asked for after the command's transitions, and what it wrote to its
    # defaults during the command: the code's runner keeps them, and its context the writes.
    "appearedAndActing": [CORE + "AppInterface/AppCode.swift"],
    "delayingWork": [CORE + "AppInterface/AppCode.swift"],
    "codeDefaultsWrites": [CORE + "AppInterface/AppCode.swift", CORE + "AppInterface/AppContext.swift"],
    "codeDefaultsUnknown": [CORE + "AppInterface/AppCode.swift", CORE + "AppInterface/AppContext.swift"],
    # Services: changed through their own methods anywhere, reassigned only by the process.
    "graph": [],
    "recorder": [CORE + "Simulator/Simulator.swift"],
    "store": [CORE + "Simulator/Simulator.swift"],
    "containers": [CORE + "Simulator/Simulator.swift"],
}
SERVICES = {"graph", "recorder", "store", "containers"}

# The device's settings, which only the device's own commands change while no app runs,
# and the channels the running app records, which the session sets from its trace settings.
SIMULATOR_OWNERS = {
    "language": [CORE + "Simulator/"],
    "code": [CORE + "Simulator/"],
    "deviceWhileIdle": [CORE + "Simulator/"],
    "application": [CORE + "Simulator/"],
    "recordedChannels": ["Sources/SceneLabSession/Session/Session.swift"],
}
RECEIVER_OF_PROCESS = r"(?:\bapp|\bapplication\??|\bprocess)"
RECEIVER_OF_DEVICE = r"(?:\bsimulator)"


def writes(text, field, service, receiver=None):
    """The lines of `text` that write `field` of a process (or of `receiver`), as (line number, line)."""
    RECEIVER = receiver or RECEIVER_OF_PROCESS
    assign = r"(?:=(?!=)|\+=|-=|\*=)"
    patterns = [
        RECEIVER + r"\." + field + r"(?:\[[^\]]*\])?\s*" + assign,
        r"&" + RECEIVER + r"\." + field + r"\b",
    ]
    if not service:
        # A field's own parts, and the mutating methods of a collection.
        patterns += [
            RECEIVER + r"\." + field + r"(?:\[[^\]]*\])?(?:\.\w+)+\s*" + assign,
            RECEIVER + r"\." + field + r"(?:\[[^\]]*\])?\.(?:append|insert|remove\w*|swapAt|sort|reverse)\(",
        ]
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("//")[0]
        if any(re.search(p, code) for p in patterns):
            found.append((number, line.strip()))
    return found


def owned_by(path, owners):
    return any(path == owner or (owner.endswith("/") and path.startswith(owner)) for owner in owners)


class StateHasOneOwnerTests(unittest.TestCase):
    def test_every_field_of_the_process_is_in_the_table(self):
        text = (ROOT / APPLICATION).read_text(encoding="utf-8")
        body = text[text.index("public struct Application"):]
        declared = set(re.findall(r"^    (?:public |package )?(?:internal\(set\) |private\(set\) )?var (\w+)\s*[:=]", body, re.M))
        computed = set(re.findall(r"^    (?:public |package )?var (\w+)\s*:[^=\n]*\{", body, re.M))
        self.assertEqual(declared - computed - set(OWNERS), set(), "a field of Application with no owner in the table")

    def test_no_part_writes_another_parts_state(self):
        offenders = []
        for path in sorted((ROOT / "Sources").rglob("*.swift")):
            relative = path.relative_to(ROOT).as_posix()
            if relative == APPLICATION:
                continue
            text = path.read_text(encoding="utf-8")
            for field, owners in OWNERS.items():
                if owned_by(relative, owners):
                    continue
                for number, line in writes(text, field, field in SERVICES):
                    offenders.append(f"{relative}:{number}: {field}: {line[:100]}")
        self.assertEqual(offenders, [], "state written outside its owner:\n" + "\n".join(offenders))

    def test_no_part_writes_the_devices_settings(self):
        offenders = []
        for path in sorted((ROOT / "Sources").rglob("*.swift")):
            relative = path.relative_to(ROOT).as_posix()
            text = path.read_text(encoding="utf-8")
            for field, owners in SIMULATOR_OWNERS.items():
                if owned_by(relative, owners):
                    continue
                for number, line in writes(text, field, True, RECEIVER_OF_DEVICE):
                    offenders.append(f"{relative}:{number}: {field}: {line[:100]}")
        self.assertEqual(offenders, [], "the device's state written outside its owner:\n" + "\n".join(offenders))

    def test_the_check_finds_what_it_looks_for(self):
        sample = '''
            app.isSuspended = true
            app.scenes[index].inactiveReason = reason
            app.scenes.append(Scene(id: 2))
            try NavigationController.push("A", in: &app.graph)
            app.graph = ObjectGraph()
            if app.isSuspended == false { print("reading is no write") }
            app.graph.controllers.setCode(code, of: id)
        '''
        self.assertEqual(len(writes(sample, "isSuspended", False)), 1)
        self.assertEqual(len(writes(sample, "scenes", False)), 2)
        # A service changed through its own methods is no write; reassigned or lent inout, it is.
        self.assertEqual(len(writes(sample, "graph", True)), 2)
        self.assertEqual(len(writes("simulator.language = .ru", "language", True, RECEIVER_OF_DEVICE)), 1)


if __name__ == "__main__":
    unittest.main()
