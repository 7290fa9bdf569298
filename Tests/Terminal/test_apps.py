"""The books' apps end to end: data that survives a kill, the store layout the
books use, lenient loading of damaged data, and the two UI languages."""

import os
import plistlib
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenelab_support import BINARY, BinaryTestCase, plist_path  # noqa: E402

TODO = "com.example.ToDoManager"
CONTACTS = "com.example.Contacts"


class AppsTestCase(BinaryTestCase):
    PREFIX = "scenelab-apps-"

    def run_script(self, lines, *arguments):
        return subprocess.run(
            [BINARY, "--data-dir", self.data, *arguments], input="".join(l + "\n" for l in lines).encode(),
            capture_output=True, env=self.environment(), timeout=30)

    def output(self, lines, *arguments):
        result = self.run_script(lines, *arguments)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        return result.stdout.decode()

    def output_and_warnings(self, lines, *arguments):
        """Standard output, and the warnings, which go to standard error."""
        result = self.run_script(lines, *arguments)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        return result.stdout.decode(), result.stderr.decode()

    def load(self, domain):
        with open(plist_path(self.data, domain), "rb") as handle:
            return plistlib.load(handle)


class PersistenceTests(AppsTestCase):
    def test_tasks_survive_kill_and_relaunch_in_the_books_layout(self):
        self.output(["launch", "task add 'Купить хлеб'", "task add 'Помыть кота' --important",
                     "task add 'Отдать долг' --important --completed", "task done 1", "kill"])
        self.assertEqual(self.load(TODO), {"tasks": [
            {"title": "Помыть кота", "type": "important", "status": "completed"},
            {"title": "Отдать долг", "type": "important", "status": "completed"},
            {"title": "Купить хлеб", "type": "normal", "status": "planned"},
        ]})
        listed = self.output(["launch", "task list"])
        self.assertIn("1. ◉ Помыть кота  [important, completed]", listed)
        self.assertIn("3. ○ Купить хлеб  [normal, planned]", listed)

    def test_a_task_created_through_the_ui_is_on_disk_and_survives_system_kill(self):
        self.output(["launch", "tap +", "type title Walk the dog", "toggle status", "tap save",
                     "home", "suspend", "system-kill"])
        self.assertEqual(self.load(TODO)["tasks"], [{"title": "Walk the dog", "type": "normal", "status": "completed"}])
        self.assertIn("1. ◉ Walk the dog", self.output(["launch", "screen"]))

    def test_contacts_survive_kill_sorted_by_name(self):
        self.output(["launch contacts", "contact add Zoe +2", "tap create-contact", "type name Anna", "type phone +1",
                     "tap create", "kill"])
        self.assertEqual(self.load(CONTACTS), {"contacts": [
            {"title": "Anna", "phone": "+1"}, {"title": "Zoe", "phone": "+2"}]})
        self.assertIn("1. Anna — +1", self.output(["launch contacts", "contact list"]))


class LenientLoadingTests(AppsTestCase):
    def place(self, domain, values):
        path = plist_path(self.data, domain)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            plistlib.dump(values, handle)

    def test_damaged_tasks_load_what_they_can_warn_and_keep_the_original(self):
        damaged = [
            {"title": "Fine", "type": "important", "status": "planned"},
            {"title": "No status", "type": "normal"},
            {"title": "Odd type", "type": "urgent", "status": "planned"},
            {"title": "Odd status", "type": "normal", "status": "maybe"},
            {"title": 42, "type": "normal", "status": "planned"},
            "not a dictionary",
        ]
        self.place(TODO, {"tasks": damaged})
        launched, warnings = self.output_and_warnings(["launch", "task list"])
        self.assertIn("<stdin>:1: warning: tasks: entry 2 ('No status') has no string status: skipped", warnings)
        self.assertIn("<stdin>:1: warning: tasks: entry 3 ('Odd type') has the unknown type 'urgent': loaded as normal",
                      warnings)
        self.assertIn("entry 4 ('Odd status') has the unknown status 'maybe': loaded as completed", warnings)
        self.assertIn("entry 5 has no string title: skipped", warnings)
        self.assertIn("entry 6 is a string, not a dictionary: skipped", warnings)
        self.assertNotIn("warning", launched, "warnings belong on standard error")
        self.assertIn("1. ○ Fine  [important, planned]", launched)
        self.assertIn("○ Odd type  [normal, planned]", launched)
        self.assertIn("◉ Odd status  [normal, completed]", launched)
        # Loading alone writes nothing; the first save keeps the original first.
        self.assertEqual(self.load(TODO)["tasks"], damaged)
        saved = self.output(["launch", "task add New"])
        self.assertIn("kept the stored value that loading could not use whole under 'tasks-backup'", saved)
        stored = self.load(TODO)
        self.assertEqual(stored["tasks-backup"], damaged)
        self.assertEqual([task["title"] for task in stored["tasks"]], ["Fine", "Odd type", "New", "Odd status"])

    def test_a_tasks_value_of_the_wrong_type_is_kept_too(self):
        self.place(TODO, {"tasks": "oops"})
        _, warnings = self.output_and_warnings(["launch", "task add First"])
        self.assertIn("'tasks' holds a string, not an array: no task was loaded", warnings)
        self.assertEqual(self.load(TODO)["tasks-backup"], "oops")

    def test_code_book_casts_the_whole_array_and_saves_the_empty_list_over_it(self):
        damaged = [
            {"title": "Fine", "type": "important", "status": "planned"},
            {"title": "Count", "type": "normal", "status": "planned", "due": 5},
        ]
        self.place(TODO, {"tasks": damaged})
        launched, warnings = self.output_and_warnings(["launch", "task list"], "--as-written")
        self.assertIn("<stdin>:1: warning: tasks: entry 2 ('Count'): its 'due' is an integer, not a string, so the "
                      "book's `as? [[String: String]]` fails for the whole array", warnings)
        self.assertIn("(no tasks)", launched)
        stored = self.load(TODO)
        self.assertEqual(stored["tasks"], [])
        # As printed, nothing is kept aside: the books' didSet writes over the damaged list.
        self.assertNotIn("tasks-backup", stored)
        # The default keeps both: the extra key is harmless to a reader of strings.
        self.place(TODO, {"tasks": damaged})
        launched, warnings = self.output_and_warnings(["launch", "task list"])
        self.assertIn("2. ○ Count  [normal, planned]", launched)
        self.assertNotIn("warning", warnings)

    def test_damaged_contacts_are_skipped_with_a_warning(self):
        self.place(CONTACTS, {"contacts": [{"title": "Anna", "phone": "+1"}, {"title": "No phone"}]})
        out, warnings = self.output_and_warnings(["launch contacts", "contact list"])
        self.assertIn("<stdin>:1: warning: contacts: entry 2 ('No phone') has no string phone: skipped", warnings)
        self.assertIn("1. Anna — +1", out)


class SeedTests(AppsTestCase):
    def secret(self, *arguments):
        result = subprocess.run([BINARY, "--ephemeral", *arguments], input=b"launch target\nscreen\n",
                                capture_output=True, env=self.environment(), timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr.decode())
        line = next(l for l in result.stdout.decode().splitlines() if "Secret number" in l)
        return line

    def test_the_seed_makes_the_secret_reproducible(self):
        self.assertEqual(self.secret("--seed", "7"), self.secret("--seed", "7"))
        self.assertNotEqual(self.secret("--seed", "7"), self.secret("--seed", "8"))
        self.assertEqual(self.secret(), self.secret("--seed", "1"))


class LanguageTests(AppsTestCase):
    def test_russian_shows_the_books_strings(self):
        out = self.output(["launch", "task add Хлеб", "task add Кот --important --completed", "screen",
                           "swipe 1 edit", "screen", "tap type", "screen", "tap back", "tap back", "tap +", "screen"],
                          "--lang", "ru")
        for text in ["Важные", "Текущие", "Сохранить", "Тип задачи", "Выполнена", "Введите задачу",
                     "Важная", "Текущая", "Задача с обычным приоритетом"]:
            self.assertIn(text, out)
        contacts = self.output(["launch contacts", "tap create-contact", "screen"], "--lang", "ru")
        for text in ["Создайте новый контакт", "Введите имя и телефон", "Имя", "Номер телефона", "Отменить",
                     "Создать"]:
            self.assertIn(text, contacts)

    def test_english_and_the_default_from_lang(self):
        out = self.output(["launch", "task add Bread", "screen", "tap +", "screen"], "--lang", "en")
        for text in ["Important", "Current", "Save", "Task type", "Enter a task"]:
            self.assertIn(text, out)
        self.assertNotIn("Важные", out)
        environment = self.environment()
        environment["LANG"] = "ru_RU.UTF-8"
        result = subprocess.run([BINARY, "--ephemeral"], input=b"launch\nscreen\n", capture_output=True,
                                env=environment, timeout=30)
        self.assertIn("Важные", result.stdout.decode())

    def test_russian_gestures_accept_the_russian_labels(self):
        out = self.output(["launch", "task add Хлеб --completed", "swipe 1 'Не выполнена'", "task list"],
                          "--lang", "ru")
        self.assertIn("1. ○ Хлеб  [normal, planned]", out)


if __name__ == "__main__":
    unittest.main()
