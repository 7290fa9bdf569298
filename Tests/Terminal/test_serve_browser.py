"""The class in a real browser: headless Chromium, driven through its WebDriver by Selenium,
opens the projector page and sees the teacher's commands appear in the diagram as they are
typed; two students join on their own pages (one whose name is HTML), run commands in their
sandboxes, and the projector counts them; then the teacher quizzes the class and two students
answer a step by tapping the calls, one in UIKit's order and one with a swap, and find their
scores on the page and in the results file. SCENELAB_SHOTS=FOLDER keeps the screenshots
(scripts/render-docs writes docs/ that way)."""

import json
import os
import shutil
import tempfile
import unittest

from scenelab_support import BINARY
from test_serve import Served

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    webdriver = None

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")


class BrowserCase(unittest.TestCase):
    """Browsers that close with the test, and the steps of a student's page."""

    def browser(self, width=1920, height=1080):
        options = webdriver.ChromeOptions()
        # --no-sandbox: Chromium's sandbox needs user namespaces, which containers often lack.
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         "--window-size=%d,%d" % (width, height)):
            options.add_argument(argument)
        options.binary_location = CHROMIUM
        driver = webdriver.Chrome(service=Service(DRIVER), options=options)
        self.addCleanup(driver.quit)
        return driver

    def shot(self, driver, name):
        folder = os.environ.get("SCENELAB_SHOTS")
        if folder:
            driver.save_screenshot(os.path.join(folder, name))

    def join(self, page, served, name):
        page.get(served.base + "/join")
        page.find_element(By.ID, "name").send_keys(name)
        page.find_element(By.ID, "code").send_keys(served.code)
        page.find_element(By.CSS_SELECTOR, "#join-form button").click()
        WebDriverWait(page, 20).until(lambda p: p.find_element(By.ID, "sandbox").is_displayed())
        self.assertFalse(page.find_element(By.ID, "join-form").is_displayed())

    def run_command(self, page, line, wanted):
        page.find_element(By.ID, "command").send_keys(line + "\n")
        WebDriverWait(page, 20).until(lambda p: wanted in p.find_element(By.ID, "output").text)



@unittest.skipUnless(webdriver and CHROMIUM and DRIVER,
                     "needs chromium, chromium-driver and selenium (scripts/test installs them)")
class ServeBrowserTests(BrowserCase):
    def test_a_class_in_the_browser(self):
        served = Served()
        self.addCleanup(served.quit)
        projector = self.browser()
        projector.get(served.base + "/")
        WebDriverWait(projector, 20).until(lambda p: p.find_element(By.ID, "join-code").text == served.code)
        served.type("launch", "tap +")
        WebDriverWait(projector, 20).until(lambda p: "tap +" in p.find_element(By.ID, "commands").text)
        diagram = projector.find_element(By.CSS_SELECTOR, "#diagram svg")
        self.assertIn("TaskEditController#1", diagram.get_attribute("outerHTML"))
        self.assertIn("[Save]", projector.find_element(By.ID, "screen").text)
        self.assertIn("TaskEditController#1 [appeared", projector.find_element(By.ID, "tree").text)
        # A push the teacher types appears in the diagram without a reload.
        served.type("tap back", "push Detail")
        WebDriverWait(projector, 20).until(
            lambda p: "Detail#1" in p.find_element(By.CSS_SELECTOR, "#diagram svg").get_attribute("outerHTML"))
        self.assertIn("push Detail", projector.find_element(By.ID, "commands").text)

        ann = self.browser(430, 932)
        self.join(ann, served, "Ann")
        self.run_command(ann, "launch", "didFinishLaunchingWithOptions")
        self.run_command(ann, "tap +", "TaskEditController#1 viewDidAppear")
        self.shot(ann, "class-student.png")
        # A name that is HTML stays text; a command of the server's files is refused on the page.
        mallory = self.browser(430, 932)
        self.join(mallory, served, "<img src=x onerror=alert(1)>")
        self.assertEqual(mallory.find_element(By.ID, "who").text, "<img src=x onerror=alert(1)>")
        self.assertEqual(mallory.find_elements(By.CSS_SELECTOR, "#who img"), [])
        mallory.find_element(By.ID, "command").send_keys("record /tmp/x.scn\n")
        WebDriverWait(mallory, 20).until(lambda p: "not in the browser" in p.find_element(By.ID, "error").text)

        WebDriverWait(projector, 20).until(lambda p: p.find_element(By.ID, "students").text == "2")
        self.shot(projector, "class-projector.png")
        # A student who reloads keeps their place: the sandbox, not the join form.
        ann.refresh()
        WebDriverWait(ann, 20).until(lambda p: p.find_element(By.ID, "sandbox").is_displayed())
        self.run_command(ann, "tree", "TaskEditController#1")


if __name__ == "__main__":
    unittest.main()


TRUTH = [
    "A#1 init(nibName:bundle:)", "A#1 loadView()", "A#1 viewDidLoad()",
    "TaskListController#1 viewWillDisappear(animated: true)", "A#1 viewWillAppear(animated: true)",
    "TaskListController#1 viewDidDisappear(animated: true)", "A#1 viewDidAppear(animated: true)",
]


@unittest.skipUnless(webdriver and CHROMIUM and DRIVER,
                     "needs chromium, chromium-driver and selenium (scripts/test installs them)")
class ServeQuizBrowserTests(BrowserCase):
    def answer_by_tapping(self, page, order):
        WebDriverWait(page, 20).until(lambda p: p.find_element(By.ID, "quiz").is_displayed())
        buttons = page.find_elements(By.CSS_SELECTOR, "#quiz-calls button")
        by_call = {button.text.split(") ", 1)[1]: button for button in buttons}
        for call in order:
            by_call[call].click()
        page.find_element(By.CSS_SELECTOR, "#quiz-form button[type=submit]").click()
        WebDriverWait(page, 20).until(lambda p: "points" in p.find_element(By.ID, "quiz-feedback").text)
        return page.find_element(By.ID, "quiz-feedback").text

    def test_a_quiz_step_answered_in_the_browser(self):
        with tempfile.TemporaryDirectory() as folder:
            results = os.path.join(folder, "class.jsonl")
            served = Served("--results", results, "--student", "Teacher")
            self.addCleanup(served.quit)
            projector = self.browser()
            projector.get(served.base + "/")
            ann, bob = self.browser(430, 932), self.browser(430, 932)
            self.join(ann, served, "Ann")
            self.join(bob, served, "Bob")
            served.type("lesson 3 --quiz")
            right = self.answer_by_tapping(ann, TRUTH)
            self.assertIn("7 / 7 points", right)
            swapped = list(TRUTH)
            swapped[3], swapped[4] = swapped[4], swapped[3]
            wrong = self.answer_by_tapping(bob, swapped)
            self.assertIn("6 / 7 points", wrong)
            self.assertIn("UIKit's order:", wrong)
            self.assertIn("Why:", wrong)
            self.assertIn("✗", wrong)
            WebDriverWait(projector, 20).until(lambda p: "answered 2 / 2" in p.find_element(By.ID, "quiz-status").text)
            self.shot(bob, "class-quiz.png")
            self.shot(projector, "class-projector-quiz.png")
            with open(results) as handle:
                lines = [json.loads(line) for line in handle if line.strip()]
            self.assertEqual(sorted((line["student"], line["points"]) for line in lines), [("Ann", 7), ("Bob", 6)])
            # The teacher's results page, as `scenelab results` draws it, has both.
            projector.get(served.base + "/results?token=" + served.token)
            table = projector.find_element(By.TAG_NAME, "body").text
            self.assertIn("Ann", table)
            self.assertIn("Bob", table)
            self.shot(projector, "class-results.png")
