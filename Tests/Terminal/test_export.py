"""`export`: the Mermaid text parses as a sequenceDiagram, and the HTML page,
rendered by headless Chromium to a PNG, shows lanes, arrows and colours."""

import os
import re
import shutil
import struct
import subprocess
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402

SESSION = ["launch", "push A", "swipe-back", "cancel", "present M --style full-screen", "dismiss", "pop"]


def parse_mermaid(text):
    """A small parser for the sequenceDiagram subset scenelab writes. Returns
    (participants, messages, notes); raises ValueError on anything else."""
    lines = text.rstrip("\n").split("\n")
    if lines[0] != "sequenceDiagram":
        raise ValueError("first line is %r" % lines[0])
    participants, messages, notes = {}, [], []
    entity = re.compile(r"#\d+;")
    for number, line in enumerate(lines[1:], start=2):
        stripped = line.strip()
        match = re.fullmatch(r"participant (\w+)(?: as (.+))?", stripped)
        if match:
            if match.group(1) in participants:
                raise ValueError("line %d: %s declared twice" % (number, match.group(1)))
            participants[match.group(1)] = match.group(2) or match.group(1)
            continue
        match = re.fullmatch(r"(\w+)(->>|-->>)(\w+): (.+)", stripped)
        if match:
            for name in (match.group(1), match.group(3)):
                if name not in participants:
                    raise ValueError("line %d: %s is not a participant" % (number, name))
            body = match.group(4)
        else:
            match = re.fullmatch(r"Note over (\w+),(\w+): (.+)", stripped)
            if not match:
                raise ValueError("line %d is not a statement: %r" % (number, line))
            body = match.group(3)
        # '#' only in entity codes, and no ';' outside them: Mermaid reads both.
        if "#" in entity.sub("", body) or ";" in entity.sub("", body):
            raise ValueError("line %d has a raw # or ;: %r" % (number, body))
        if match.re.pattern.startswith("Note"):
            notes.append(body)
        else:
            messages.append((match.group(1), match.group(2), match.group(3), body))
    return participants, messages, notes


def png_pixels(path):
    """Width, height and rows of (r, g, b) from an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    width, height, depth, colour_type = header[0], header[1], header[2], header[3]
    if depth != 8 or colour_type not in (2, 6):
        raise ValueError("unexpected PNG format %d/%d" % (depth, colour_type))
    channels = 3 if colour_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class ExportTestCase(BinaryTestCase):
    PREFIX = "scenelab-export-"

    def export(self, kind, name):
        path = os.path.join(self.tmp, name)
        result = subprocess.run([BINARY, "--ephemeral", "-"],
                                input="".join(l + "\n" for l in SESSION + ["export %s %s" % (kind, path)]).encode(),
                                capture_output=True, env=self.environment(), timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        self.assertIn("wrote %s: %d commands" % (path, len(SESSION)), result.stdout.decode())
        return path

    def test_mermaid_is_a_sequence_diagram_with_a_participant_per_object(self):
        with open(self.export("mermaid", "s.mmd")) as handle:
            participants, messages, notes = parse_mermaid(handle.read())
        self.assertEqual(participants["UIKit"], "UIKit")
        names = set(participants.values())
        for name in ("AppDelegate", "SceneDelegate#35;1", "TaskListController#35;1", "A#35;1", "M#35;1"):
            self.assertIn(name, names)
        # The heading (title, device, iOS version, app) first, then a note per command.
        self.assertEqual(notes[0], "scenelab session — iPhone, portrait · iOS 18 · To-Do Manager")
        # A note per command, and the notes scenelab said while it ran (`push A`'s plain class).
        self.assertEqual([note for note in notes[1:] if not note.startswith("note: ")], ["> " + command for command in SESSION])
        self.assertTrue(notes[3].startswith("note: A is not a screen of To-Do Manager"), notes[3])
        # The cancelled swipe's calls are uncertain: dashed.
        dashed = [m for m in messages if m[1] == "-->>"]
        self.assertTrue(any("viewDidDisappear" in m[3] for m in dashed), dashed)
        self.assertTrue(all(m[0] == "UIKit" for m in messages))

    def test_a_dash_writes_to_standard_output_and_no_file(self):
        result = subprocess.run([BINARY, "--ephemeral", "-"], input=b"launch\nexport mermaid -\n",
                                capture_output=True, env=self.environment(), timeout=60, cwd=self.tmp)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        out = result.stdout.decode()
        text = out[out.index("sequenceDiagram"):]
        participants, messages, notes = parse_mermaid(text)
        self.assertEqual(notes[1:], ["> launch"])
        self.assertFalse(os.path.exists(os.path.join(self.tmp, "-")))

    def test_the_parser_refuses_what_mermaid_would_misread(self):
        with self.assertRaises(ValueError):
            parse_mermaid("sequenceDiagram\n    participant UIKit\n    UIKit->>P9: x\n")
        with self.assertRaises(ValueError):
            parse_mermaid("sequenceDiagram\n    participant UIKit\n    UIKit->>UIKit: a#b\n")

    def test_svg_has_a_lane_per_object_and_dashes_for_uncertain_calls(self):
        # The seven commands' 44 calls take two slides: s-1.svg and s-2.svg.
        path = os.path.join(self.tmp, "s.svg")
        result = subprocess.run([BINARY, "--ephemeral", "-"],
                                input="".join(l + "\n" for l in SESSION + ["export svg %s" % path]).encode(),
                                capture_output=True, env=self.environment(), timeout=60)
        self.assertIn("s-2.svg: %d commands, 5 objects, 2 pages" % len(SESSION), result.stdout.decode())
        self.assertFalse(os.path.exists(path))
        svg = ""
        for number in (1, 2):
            with open(os.path.join(self.tmp, "s-%d.svg" % number)) as handle:
                page = handle.read()
            self.assertTrue(page.startswith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1920\" height=\"1080\""))
            svg += page
        names = set(re.findall(r'class="lane-name"[^>]*>([^<]+)</text>', svg))
        self.assertEqual(names, {"UIKit", "AppDelegate", "TaskListController#1", "SceneDelegate#1", "A#1", "M#1"})
        self.assertEqual(svg.count("class=\"band\"") - svg.count("(continued)</text>"), len(SESSION))
        self.assertIn("stroke-dasharray=\"7 5\"", svg)
        self.assertNotIn("http://", svg.replace("http://www.w3.org/2000/svg", ""))

    def test_html_renders_in_headless_chromium_with_lanes_and_colours(self):
        browser = chromium()
        if browser is None:
            self.skipTest("Chromium is not installed and could not be (scripts/test installs Debian's chromium)")
        page = self.export("html", "s.html")
        with open(page) as handle:
            html = handle.read()
        self.assertNotIn("<script", html)
        self.assertIn("<pre class=\"tree\">", html)
        png = os.path.join(self.tmp, "s.png")
        result = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--window-size=1920,1080", "--screenshot=" + png, "file://" + page],
            capture_output=True, env=dict(self.environment(), HOME=self.tmp), timeout=120)
        self.assertTrue(os.path.exists(png), result.stderr.decode()[-2000:])
        self.assertGreater(os.path.getsize(png), 20_000)
        width, height, rows = png_pixels(png)
        self.assertEqual((width, height), (1920, 1080))
        colours = {pixel for row in rows[::4] for pixel in row[::4]}
        self.assertGreater(len(colours), 20)
        navy = (0x1d, 0x2b, 0x50)
        blue = (0x1f, 0x5f, 0xbf)
        orange = (0xd9, 0x73, 0x0d)
        # The lanes' boxes: each object's starts where it appears, so they
        # stand at different heights; count where navy runs begin, row by row.
        starts = set()
        for row in rows[100:]:
            inside = False
            for x, pixel in enumerate(row):
                if pixel == navy and not inside:
                    if row[x:x + 150].count(navy) > 140:
                        starts.add(x // 20)
                    inside = True
                elif pixel != navy:
                    inside = False
        self.assertGreaterEqual(len(starts), 5, "lane boxes drawn: %d" % len(starts))
        flat = [pixel for row in rows for pixel in row[::2]]
        self.assertGreater(flat.count(blue), 200, "solid call arrows")
        self.assertGreater(sum(1 for p in flat if abs(p[0] - orange[0]) < 12 and abs(p[1] - orange[1]) < 12
                               and abs(p[2] - orange[2]) < 12), 20, "uncertain arrows")


if __name__ == "__main__":
    import unittest
    unittest.main()
