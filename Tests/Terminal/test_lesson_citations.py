"""Every source a lesson cites is one `explain` can show: the lessons' `(sources: …)` and
`(источники: …)` name ids of scenelab's table of sources, and no lesson cites notes the
repository does not contain."""

import glob
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, REPOSITORY, BinaryTestCase  # noqa: E402

CITATION = re.compile(r"(?:sources|источники):\s*((?:[ABDS]\d{1,2}(?:,\s*(?:#\s*)?)?)+)")


def lesson_files():
    return sorted(glob.glob(os.path.join(REPOSITORY, "lessons", "*.t"))
                  + glob.glob(os.path.join(REPOSITORY, "lessons", "ru", "*.t")))


class LessonCitationsTestCase(BinaryTestCase):
    PREFIX = "scenelab-citations-"

    def cited(self):
        found = {}
        for path in lesson_files():
            with open(path, encoding="utf-8") as handle:
                # A citation may run on to the next comment line.
                text = re.sub(r"\n#\s*", " ", handle.read())
            for match in CITATION.finditer(text):
                for source in re.findall(r"[ABDS]\d{1,2}", match.group(1)):
                    found.setdefault(source, set()).add(os.path.relpath(path, REPOSITORY))
        return found

    def test_no_lesson_cites_notes_outside_the_repository(self):
        for path in lesson_files():
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            self.assertNotRegex(text, r"\((?:notes|заметки):", path)
            self.assertNotIn("seed00", text, path)
            self.assertNotIn("anchor §", text, path)

    def test_a_lesson_cites_the_same_sources_in_both_languages(self):
        # A Russian lesson follows its English one step by step, so its citations do too.
        def citations(path):
            with open(path, encoding="utf-8") as handle:
                text = re.sub(r"\n#\s*", " ", handle.read())
            return [re.findall(r"[ABDS]\d{1,2}", match.group(1)) for match in CITATION.finditer(text)]
        for english in glob.glob(os.path.join(REPOSITORY, "lessons", "*.t")):
            russian = os.path.join(os.path.dirname(english), "ru", os.path.basename(english))
            self.assertEqual(citations(english), citations(russian), os.path.basename(english))

    def test_every_cited_source_is_one_explain_shows(self):
        cited = self.cited()
        self.assertGreater(len(cited), 25)
        for language in ("en", "ru"):
            lines = ["lang " + language] + ["explain " + source for source in sorted(cited)]
            result = subprocess.run([BINARY, "--ephemeral", "-"], input="\n".join(lines).encode() + b"\n",
                                    capture_output=True, env=self.environment(), timeout=60)
            self.assertEqual(result.returncode, 0, result.stderr.decode())
            out = result.stdout.decode()
            for source, where in cited.items():
                self.assertIn("  %s: " % source, out, "%s, cited by %s" % (source, ", ".join(sorted(where))))
