"""`export svg|html` for slides, checked from the SVG's own geometry: every
page is 1920x1080, no text's box overlaps another's, a lifeline or a call's
arrow, and nothing is drawn past the page, for the 30-command session the
pictures in docs/ come from and for a 300-command one. Text boxes are
reckoned as the writer draws them: `textLength` wide (the writer holds each
text to it), from a font size above the baseline to 0.3 of it below."""

import os
import re
import subprocess
import sys
import unittest
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SESSION = os.path.join(ROOT, "docs", "slides-session.scn")
SVG = "{http://www.w3.org/2000/svg}"
# Commands that a To-Do Manager session cycles through, failing one now and then.
CYCLE = ["push A", "push B", "present M --style full-screen", "dismiss", "pop", "swipe-back", "cancel",
         "present S --style page-sheet", "swipe-down", "finish", "tap nothing", "home", "open", "rotate",
         "pop", "push C", "swipe-back", "finish", "kill", "launch"]


def session_lines():
    with open(SESSION) as handle:
        return [line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")]


def text_boxes(root):
    boxes = []
    for element in root.iter(SVG + "text"):
        x, y = float(element.get("x")), float(element.get("y"))
        size, width = float(element.get("font-size")), float(element.get("textLength"))
        anchor = element.get("text-anchor", "start")
        left = x if anchor == "start" else x - width / 2 if anchor == "middle" else x - width
        label = "".join(element.itertext())
        boxes.append((left, left + width, y - size, y + size * 0.3, label))
    return boxes


def lines_of(root, role):
    return [(float(e.get("x1")), float(e.get("y1")), float(e.get("x2")), float(e.get("y2")))
            for e in root.iter(SVG + "line") if e.get("class") == role]


def problems(svg):
    """What is wrong with one page's geometry, as sentences."""
    root = ElementTree.fromstring(svg)
    found = []
    if (root.get("width"), root.get("height")) != ("1920", "1080"):
        found.append("page is %sx%s" % (root.get("width"), root.get("height")))
    boxes = text_boxes(root)
    for left, right, top, bottom, label in boxes:
        if left < 0 or right > 1920 or top < 0 or bottom > 1080:
            found.append("%r is drawn past the page" % label)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a[0] < b[1] and b[0] < a[1] and a[2] < b[3] and b[2] < a[3]:
                found.append("%r overlaps %r" % (a[4], b[4]))
    for x1, y1, x2, y2 in lines_of(root, "lifeline"):
        if x1 != x2:
            found.append("a lifeline is not vertical")
        for left, right, top, bottom, label in boxes:
            if left <= x1 <= right and min(y1, y2) < bottom and top < max(y1, y2):
                found.append("a lifeline at x=%g crosses %r" % (x1, label))
    for x1, y1, x2, y2 in lines_of(root, "call"):
        for left, right, top, bottom, label in boxes:
            if top < y1 < bottom and left < max(x1, x2) and min(x1, x2) < right:
                found.append("an arrow at y=%g crosses %r" % (y1, label))
    for x1, _, x2, _ in lines_of(root, "lifeline") + lines_of(root, "call"):
        if max(x1, x2) > 1920:
            found.append("a line runs past the page")
    return found


class GeometryCheckTest(unittest.TestCase):
    """The checker finds what it is for (so that a pass means something)."""

    def page(self, body):
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">%s</svg>' % body)

    def test_it_finds_overlapping_labels_and_a_crossed_lifeline(self):
        text = '<text x="%d" y="%d" font-size="13" textLength="80">t</text>'
        self.assertTrue(problems(self.page(text % (100, 100) + text % (150, 105))))
        self.assertFalse(problems(self.page(text % (100, 100) + text % (100, 130))))
        crossing = '<line class="lifeline" x1="140" y1="0" x2="140" y2="200"/>'
        self.assertTrue(problems(self.page(text % (100, 100) + crossing)))
        self.assertTrue(problems(self.page(text % (1900, 100))))


class SlideExportTest(BinaryTestCase):
    PREFIX = "scenelab-slides-"

    def export(self, lines, kind, name, *options):
        path = os.path.join(self.tmp, name)
        command = "export %s %s %s" % (kind, path, " ".join(options))
        result = subprocess.run([BINARY, "--ephemeral", "-"], input="".join(l + "\n" for l in lines + [command]).encode(),
                                capture_output=True, env=self.environment(), timeout=300)
        self.assertIn("wrote ", result.stdout.decode(), result.stderr.decode()[-2000:])
        return path, result.stdout.decode()

    def pages(self, base):
        stem = base[:-len(".svg")]
        numbered = sorted((p for p in os.listdir(self.tmp) if re.fullmatch(re.escape(os.path.basename(stem)) + r"-\d+\.svg", p)),
                          key=lambda p: int(p.rsplit("-", 1)[1][:-4]))
        paths = [os.path.join(self.tmp, p) for p in numbered] or [base]
        result = []
        for path in paths:
            with open(path) as handle:
                result.append(handle.read())
        return result

    def test_the_30_command_session_is_slide_pages_with_no_text_crossed(self):
        lines = session_lines()
        self.assertEqual(len(lines), 30)
        path, out = self.export(lines, "svg", "talk.svg", "--title", "'Thirty commands'")
        pages = self.pages(path)
        self.assertGreater(len(pages), 1)
        self.assertIn("%d pages" % len(pages), out)
        for number, svg in enumerate(pages, start=1):
            self.assertEqual(problems(svg), [], "page %d" % number)
            self.assertIn("Thirty commands", svg)
            self.assertIn("iPhone, portrait · iOS 18 · To-Do Manager", svg)
            self.assertIn("page %d of %d" % (number, len(pages)), svg)
        every = "".join(pages)
        # Lane headers repeat: UIKit heads every page; objects start with a box and end with a cross.
        self.assertEqual(sum(1 for svg in pages if ">UIKit</text>" in svg), len(pages))
        self.assertIn('class="deinit"', every)
        self.assertIn('class="killed"', every)
        # The failed command's band shows its error.
        self.assertIn("error: tap nothing: Tasks does not offer that", every)

    def test_columns_are_reused_so_lanes_stay_within_the_slide(self):
        path, _ = self.export(session_lines(), "svg", "talk.svg")
        for svg in self.pages(path):
            root = ElementTree.fromstring(svg)
            boxes = [e for e in root.iter(SVG + "rect") if e.get("class") == "lane-box"]
            for box in boxes:
                self.assertLessEqual(float(box.get("x")) + float(box.get("width")), 1920)
            # Full-width lanes (240 px) on every page: the 30 commands never need more than 7 columns.
            lifelines = {float(x1) for x1, _, _, _ in lines_of(root, "lifeline")}
            self.assertLessEqual(len(lifelines), 7)

    def test_a_300_command_session_has_no_page_wider_than_the_slide(self):
        lines = ["launch"] + [CYCLE[i % len(CYCLE)] for i in range(299)]
        path, out = self.export(lines, "svg", "long.svg")
        pages = self.pages(path)
        self.assertGreater(len(pages), 20)
        for number, svg in enumerate(pages, start=1):
            self.assertEqual(problems(svg), [], "page %d" % number)
        html, _ = self.export(lines, "html", "long.html")
        with open(html) as handle:
            page = handle.read()
        self.assertEqual(set(re.findall(r'<svg [^>]*width="(\d+)"', page)), {"1920"})
        self.assertEqual(page.count('<div class="lanes">'), len(pages))

    def test_from_and_to_pick_commands_by_number(self):
        path, out = self.export(session_lines(), "svg", "part.svg", "--from", "2", "--to", "3")
        self.assertIn("2 commands", out)
        svg = self.pages(path)[0]
        self.assertIn(">2  &gt; push A</text>", svg)
        self.assertIn(">3  &gt; push B</text>", svg)
        self.assertNotIn("&gt; launch", svg)
        self.assertEqual(problems(svg), [])
        result = subprocess.run([BINARY, "--ephemeral", "-"], input=b"launch\nexport svg x.svg --from 5\n",
                                capture_output=True, env=self.environment(), timeout=60, cwd=self.tmp)
        self.assertIn("export: --from 5 is past the last command (1)", result.stderr.decode())
        self.assertFalse(os.path.exists(os.path.join(self.tmp, "x.svg")))


if __name__ == "__main__":
    unittest.main()
