import CommandGrammar
import SceneLabCore

extension ContactsApp {
    /// How the Contacts app is laid out, as the book's part II builds it.
    static let topics: [String: [Wording]] = [
        "contacts-layout": [
            Wording(
                en: "Contacts is one scene, as the book's part II builds it (chapters 7 and 8): the storyboard's initial",
                ru: "Contacts — одна сцена, как её строит часть II книги (главы 7 и 8): начальный контроллер сториборда —"),
            Wording(
                en: "ViewController with a table and a bottom toolbar, no navigation controller (it first appears in ch. 9).",
                ru: "ViewController с таблицей и нижним тулбаром, без навигационного контроллера (он появится лишь в главе 9)."),
            Wording(
                en: "The toolbar's «Создать контакт» (`tap create-contact`) runs showNewContactAlert(): an alert «Создайте",
                ru: "«Создать контакт» на тулбаре (`tap create-contact`) вызывает showNewContactAlert(): алерт «Создайте"),
            Wording(
                en: "новый контакт» with the fields «Имя» and «Номер телефона», «Отменить» and «Создать». Create's handler",
                ru: "новый контакт» с полями «Имя» и «Номер телефона», «Отменить» и «Создать». Обработчик «Создать»"),
            Wording(
                en: "appends (contacts' didSet sorts by name and saves the whole list under `contacts`), then reloadData().",
                ru: "добавляет контакт (didSet у contacts сортирует по имени и сохраняет весь список в `contacts`), затем reloadData()."),
            Wording(
                en: "The trailing swipe «Удалить» (`swipe N delete`) removes at once, with no confirmation; it sorts, saves and",
                ru: "Свайп влево «Удалить» (`swipe N delete`) удаляет сразу, без подтверждения; список сортируется, сохраняется и"),
            Wording(
                en: "reloads too. The book announces editing but never builds it, and implements no tableView(_:didSelectRowAt:):",
                ru: "перезагружается. Книга обещает редактирование, но не делает его, и не реализует tableView(_:didSelectRowAt:):"),
            Wording(
                en: "a tap on a row only highlights it, and there is no editor screen and no `contact edit`.",
                ru: "нажатие на строку только выделяет её; экрана редактирования и команды `contact edit` нет."),
        ],
        "cell-reuse": cellReuseTopic,
        "contacts-chapters": [
            Wording(
                en: "Contacts by chapter (`book chapter 7|8`). Chapter 7: loadContacts() appends Listing 7.10's three test",
                ru: "Contacts по главам (`book chapter 7|8`). Глава 7: loadContacts() добавляет три тестовых контакта"),
            Wording(
                en: "contacts (000:L5472–5482), sorted by didSet, and nothing is stored: a deletion is back at the next",
                ru: "листинга 7.10 (000:L5472–5482), didSet их сортирует, и ничего не сохраняется: удалённый контакт"),
            Wording(
                en: "launch (000:L5723–5724). Chapter 8 and the finished app: User Defaults' \"contacts\". The cell prints of",
                ru: "вернётся при следующем запуске (000:L5723–5724). Глава 8 и готовое приложение: \"contacts\" в User"),
            Wording(
                en: "Listing 7.7 print in both. `book chapter 7.N` stops at Listing 7.N: up to 7.11 the table is the demo",
                ru: "Defaults. Печать ячеек листинга 7.7 — в обеих. `book chapter 7.N` — до листинга 7.N: до 7.11 таблица —"),
            Wording(
                en: "of 50 rows «Строка N» (Listing 7.2); from 7.4 the cells print, and under 7.4 and 7.5 a reused cell keeps",
                ru: "демо на 50 строк «Строка N» (листинг 7.2); с 7.4 ячейки печатают, а в 7.4 и 7.5 переиспользованная"),
            Wording(
                en: "its old text (Fig 7.27), as Listing 7.6 fixes; from 7.12 the rows are the contacts; under 7.14 and 7.15",
                ru: "ячейка сохраняет старый текст (рис. 7.27), что исправляет листинг 7.6; с 7.12 строки — контакты; в 7.14"),
            Wording(
                en: "`swipe ROW` shows no action (the configuration returns nil), and 7.15 prints the row it asks about.",
                ru: "и 7.15 `swipe ROW` не показывает действий (конфигурация возвращает nil), а 7.15 печатает строку."),
            Wording(
                en: "`book chapter 8.N`: 8.2 writes \"Some key\" in viewDidLoad, 8.3 prints it back twice; at 8.6 didSet's",
                ru: "`book chapter 8.N`: 8.2 пишет \"Some key\" во viewDidLoad, 8.3 дважды печатает его; на 8.6 didSet"),
            Wording(
                en: "storage.save finds storage nil and the app crashes; 8.7 saves the test contacts at each launch; 8.8 reads",
                ru: "вызывает storage.save при nil в storage, и приложение падает; 8.7 сохраняет тестовые контакты при каждом"),
            Wording(
                en: "the storage (000:L6431–6790).",
                ru: "запуске; 8.8 читает хранилище (000:L6431–6790)."),
        ],
    ]
}
