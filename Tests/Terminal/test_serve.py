"""`scenelab --serve ADDRESS` (and `scenelab serve`): the class's server beside the teacher's
session, driven over HTTP on the loopback address as a projector and students' pages drive it:
the projector follows the teacher's commands; students join with the printed code and get a
sandbox of their own; wrong codes, names, sizes and files of the server are refused with a
message; a stuck client stalls nobody; quitting stops the server."""

import json
import os
import re
import socket
import subprocess
import tempfile
import time
import unittest
import urllib.error
import urllib.request

from scenelab_support import BINARY, isolated_environment


class Served:
    """A teacher's session serving the class on a port the system chose."""

    def __init__(self, *options):
        self.tmp = tempfile.TemporaryDirectory()
        self.process = subprocess.Popen(
            [BINARY, "--ephemeral", "--serve", "127.0.0.1:0", *options], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=isolated_environment(self.tmp.name))
        said = b""
        deadline = time.monotonic() + 30
        while b"token=" not in said and time.monotonic() < deadline:
            chunk = self.process.stderr.read1(4096)
            if not chunk:
                break
            said += chunk
        self.said = said.decode()
        # In either language: the join address and the six digits after it.
        found = re.search(r"(http://127\.0\.0\.1:\d+)/join\D+(\d{6})", self.said)
        if not found:
            raise AssertionError("no server: " + self.said)
        self.base, self.code = found.group(1), found.group(2)
        self.token = re.search(r"token=([0-9a-f]{32})", self.said).group(1)

    def type(self, *lines):
        self.process.stdin.write(("\n".join(lines) + "\n").encode())
        self.process.stdin.flush()

    def get(self, path):
        try:
            with urllib.request.urlopen(self.base + path, timeout=30) as reply:
                return reply.status, reply.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def post(self, path, body, raw=None):
        data = raw if raw is not None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=30) as reply:
                return reply.status, json.load(reply)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)

    def snapshot(self, after, wanted):
        """The projector's snapshot once `wanted(snapshot)` holds (asked as the page asks)."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            status, body = self.get("/api/projector?after=%d" % after)
            answer = json.loads(body)
            if "snapshot" in answer:
                after = answer["version"]
                if wanted(answer):
                    return answer
        raise AssertionError("the projector never showed it")

    def quit(self):
        if self.process.poll() is None:
            self.process.stdin.write(b"quit\n")
            self.process.stdin.close()
            self.process.wait(timeout=30)
        elif not self.process.stdin.closed:
            self.process.stdin.close()
        self.process.stdout.close()
        self.process.stderr.close()
        self.tmp.cleanup()


class ServeTests(unittest.TestCase):
    def setUp(self):
        self.served = Served()

    def tearDown(self):
        self.served.quit()

    def join(self, name, code=None, raw=None):
        return self.served.post("/api/join", {"name": name, "code": code or self.served.code}, raw=raw)

    def test_the_projector_follows_the_teachers_commands(self):
        self.served.type("launch", "tap +")
        answer = self.served.snapshot(0, lambda a: len(a["snapshot"]["commands"]) == 2)
        snapshot = answer["snapshot"]
        self.assertEqual([c["command"] for c in snapshot["commands"]], ["launch", "tap +"])
        self.assertTrue(any("TaskEditController#1 viewDidAppear" in line for line in snapshot["commands"][1]["lines"]))
        self.assertTrue(any("TaskEditController#1 [appeared" in line for line in snapshot["tree"]))
        self.assertTrue(any("[Save]" in line for line in snapshot["screen"]))
        self.assertIn("<svg", snapshot["diagram"])
        self.assertIn("TaskEditController#1", snapshot["diagram"])
        self.assertEqual(answer["joinCode"], self.served.code)
        # A command the teacher types wrong is shown as failed.
        self.served.type("tap Nowhere")
        answer = self.served.snapshot(answer["version"], lambda a: len(a["snapshot"]["commands"]) == 3)
        self.assertTrue(answer["snapshot"]["commands"][2]["failed"])

    def test_the_projector_shows_the_lesson_steps_note(self):
        self.served.type("lesson 3")
        answer = self.served.snapshot(0, lambda a: a["snapshot"].get("note"))
        note = answer["snapshot"]["note"]
        self.assertTrue(note[0].endswith(": > launch"), note)
        self.assertTrue(any("To-Do Manager starts inside a UINavigationController" in line for line in note), note)
        # The next Enter plays the step, and the note moves on to the next one.
        self.served.type("")
        answer = self.served.snapshot(answer["version"], lambda a: a["snapshot"]["note"] and "push A" in a["snapshot"]["note"][0])
        self.assertTrue(any("A is made in code" in line for line in answer["snapshot"]["note"]))

    def test_a_student_joins_and_has_a_device_of_their_own(self):
        status, answer = self.join("Ann")
        self.assertEqual(status, 200)
        token = answer["token"]
        status, ran = self.served.post("/api/command", {"token": token, "line": "launch"})
        self.assertEqual(status, 200)
        self.assertTrue(any("didFinishLaunchingWithOptions" in line for line in ran["lines"]))
        status, ran = self.served.post("/api/command", {"token": token, "line": "tree"})
        self.assertTrue(any("running" in line for line in ran["lines"]))
        # The teacher's session is not the student's: nothing was launched there.
        self.served.type("tree")
        answer = self.served.snapshot(0, lambda a: len(a["snapshot"]["commands"]) == 1)
        self.assertFalse(any("UIWindowScene" in line for line in answer["snapshot"]["commands"][0]["lines"]))
        self.assertEqual(answer["students"], 1)
        status, body = self.served.get("/api/class?token=" + self.served.token)
        self.assertEqual(json.loads(body), {"students": ["Ann"]})

    def test_tab_completes_as_the_repl_does(self):
        token = self.join("Ann")[1]["token"]
        status, answer = self.served.post("/api/complete", {"token": token, "line": "lau"})
        self.assertEqual((status, answer["line"], answer["candidates"]), (200, "launch", ["launch"]))
        status, answer = self.served.post("/api/complete", {"token": token, "line": "launch t"})
        self.assertIn("todo", answer["candidates"])
        self.assertIn("target", answer["candidates"])
        # No file names: the server's disk is not the student's.
        status, answer = self.served.post("/api/complete", {"token": token, "line": "source /e"})
        self.assertEqual(answer["candidates"], [])

    def test_the_pages_speak_the_class_language(self):
        russian = Served("--lang", "ru")
        try:
            status, page = russian.get("/join")
            self.assertIn(b'lang="ru"', page)
            self.assertIn("Код класса".encode(), page)
            status, answer = russian.post("/api/join", {"name": "Аня", "code": "000000"})
            self.assertEqual(status, 403)
            self.assertIn("Это не код класса", answer["error"])
        finally:
            russian.quit()

    def test_wrong_codes_names_and_tokens_are_refused_with_a_message(self):
        status, answer = self.join("Bo", code="000000")
        self.assertEqual((status, answer["error"]), (403, "That is not the class's code: ask the teacher for the code on the projector."))
        self.assertEqual(self.join("")[0], 400)
        self.assertEqual(self.join("x" * 41)[0], 400)
        self.assertEqual(self.join("a\u0007b")[0], 400)
        self.assertEqual(self.join("Ann")[0], 200)
        status, answer = self.join("ann")
        self.assertEqual(status, 409)
        self.assertEqual(self.served.post("/api/command", {"token": "f" * 32, "line": "launch"})[0], 403)
        self.assertEqual(self.served.get("/api/class?token=" + "0" * 32)[0], 403)

    def test_an_address_that_guesses_waits(self):
        for _ in range(10):
            self.assertEqual(self.join("Eve", code="%06d" % 1)[0], 403)
        status, answer = self.join("Eve")
        self.assertEqual(status, 429)
        self.assertIn("try again in", answer["error"])

    def test_names_are_text_on_every_page(self):
        name = "<script>alert(1)</script>"
        status, answer = self.join(name)
        self.assertEqual((status, answer["name"]), (200, name))
        for path in ("/", "/join", "/scenelab.js"):
            status, body = self.served.get(path)
            self.assertEqual(status, 200)
            self.assertNotIn(b"alert(1)", body)
        # The script puts what students and the teacher typed in the page as text only.
        status, script = self.served.get("/scenelab.js")
        self.assertNotIn(b"innerHTML = answer", script)
        self.assertEqual(script.count(b"innerHTML"), 1)

    def test_the_servers_files_are_not_the_students(self):
        token = self.join("Ann")[1]["token"]
        for line in ("record /tmp/x.scn", "source /etc/passwd", "export svg /tmp/x.svg", "play /etc/passwd",
                     "history --save /tmp/h.scn", "record x"):
            status, answer = self.served.post("/api/command", {"token": token, "line": line})
            self.assertEqual(status, 400, line)
            self.assertIn("not in the browser", answer["error"])
        # `open` is the command line's, not a command of the session: no project of the server's is read.
        status, answer = self.served.post("/api/command", {"token": token, "line": "open /etc"})
        self.assertEqual(status, 200)
        self.assertFalse(any("opened" in line for line in answer["lines"]), answer)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "x.plist")
            status, answer = self.served.post("/api/command", {"token": token, "line": "defaults export " + path})
            self.assertFalse(os.path.exists(path), answer)

    def test_sizes_are_bounded(self):
        token = self.join("Ann")[1]["token"]
        status, answer = self.served.post("/api/command", {"token": token, "line": "x" * 501})
        self.assertEqual(status, 400)
        self.assertIn("at most 500", answer["error"])
        status, answer = self.served.post("/api/command", {"token": token, "line": "x" * 20000})
        self.assertEqual(status, 400)
        for raw in (b"{", b"[]", b'{"name": 5}', b"\xff\xfe", b""):
            status, answer = self.join("", raw=raw)
            self.assertEqual(status, 400, raw)

    def test_a_flood_of_commands_is_slowed(self):
        token = self.join("Ann")[1]["token"]
        statuses = [self.served.post("/api/command", {"token": token, "line": "trace"})[0] for _ in range(40)]
        self.assertIn(429, statuses)
        self.assertEqual(statuses[0], 200)

    def test_a_thousand_joins_fill_the_class_and_are_told_so(self):
        statuses = [self.join("student %d" % number)[0] for number in range(1000)]
        self.assertEqual(statuses.count(200), 200)
        self.assertEqual(statuses.count(503), 800)
        status, answer = self.join("one more")
        self.assertEqual(status, 503)
        self.assertIn("full", answer["error"])

    def test_a_stuck_client_stalls_nobody(self):
        host, port = self.served.base[len("http://"):].split(":")
        stuck = socket.create_connection((host, int(port)))
        stuck.sendall(b"POST /api/join HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
        try:
            started = time.monotonic()
            self.assertEqual(self.join("Ann")[0], 200)
            self.served.type("launch")
            self.served.snapshot(0, lambda a: len(a["snapshot"]["commands"]) == 1)
            self.assertLess(time.monotonic() - started, 10)
        finally:
            stuck.close()

    def test_quitting_stops_the_server(self):
        host, port = self.served.base[len("http://"):].split(":")
        self.served.quit()
        with self.assertRaises(OSError):
            socket.create_connection((host, int(port)), timeout=5).close()


class ServeCommandLineTests(unittest.TestCase):
    def run_scenelab(self, *arguments):
        with tempfile.TemporaryDirectory() as tmp:
            return subprocess.run([BINARY, "--ephemeral", *arguments], stdin=subprocess.DEVNULL, capture_output=True,
                                  text=True, timeout=60, env=isolated_environment(tmp))

    def test_a_wrong_address_is_a_usage_error(self):
        for address in ("nonsense:x", "70000", "[::1", "a b:80"):
            result = self.run_scenelab("--serve", address)
            self.assertEqual(result.returncode, 64, address)
            self.assertIn("--serve takes PORT, HOST:PORT or [IPv6]:PORT", result.stderr)

    def test_a_port_in_use_says_so(self):
        taken = socket.socket()
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        try:
            result = self.run_scenelab("--serve", str(taken.getsockname()[1]))
        finally:
            taken.close()
        self.assertEqual(result.returncode, 1)
        self.assertIn("Address already in use", result.stderr)

    def test_serve_is_a_subcommand_with_listen(self):
        with tempfile.TemporaryDirectory() as tmp:
            process = subprocess.Popen([BINARY, "serve", "--listen", "127.0.0.1:0", "--ephemeral", "--lang", "ru"],
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       env=isolated_environment(tmp))
            _, errors = process.communicate(b"quit\n", timeout=60)
        self.assertIn("класс обслуживается", errors.decode())
        self.assertRegex(errors.decode(), r"студенты входят на http://127\.0\.0\.1:\d+/join с кодом \d{6}")

    def test_a_session_that_serves_nothing_maps_no_server(self):
        with tempfile.TemporaryDirectory() as tmp:
            process = subprocess.Popen([BINARY, "--ephemeral"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, env=isolated_environment(tmp))
            try:
                time.sleep(0.5)
                with open("/proc/%d/maps" % process.pid) as maps:
                    mapped = maps.read()
            finally:
                process.communicate(b"quit\n", timeout=30)
        self.assertNotIn("SceneLabServing", mapped)
        self.assertNotIn("Foundation", mapped)


if __name__ == "__main__":
    unittest.main()
