import CommandGrammar
import PropertyLists
import SceneLabCore

extension Checklists {
    /// The iOS Apprentice's Checklists: its model, its saving and loading, its item detail delegate,
    /// and its chapter's test of the saved file (`kill`, `rm`, relaunch).
    static let topics: [String: [Wording]] = [
        "ChecklistItem": [
            Wording(
                en: "Checklists' model: `class ChecklistItem: NSObject, Codable` with `text` and `checked`. Codable is all the",
                ru: "Модель Checklists: `class ChecklistItem: NSObject, Codable` с `text` и `checked`. Глава о сохранении"),
            Wording(
                en: "saving chapter adds: PropertyListEncoder then writes each item as a dictionary {checked, text}. The",
                ru: "добавляет только Codable: PropertyListEncoder записывает каждый пункт словарём {checked, text}. Свойство"),
            Wording(
                en: "`text` property is not named in the chapter itself (outside knowledge, from the book's earlier chapters).",
                ru: "`text` в самой главе не названо (знание со стороны, из предыдущих глав книги)."),
        ],
        "checklists": [
            Wording(
                en: "The iOS Apprentice's Checklists after \"Saving & Loading\": ChecklistViewController in a navigation",
                ru: "Checklists из iOS Apprentice после главы \"Saving & Loading\": ChecklistViewController в navigation"),
            Wording(
                en: "controller, ItemDetailViewController for adding (+, AddItem) and editing (`tap info N`, EditItem), a",
                ru: "controller, ItemDetailViewController для добавления (+, AddItem) и правки (`tap info N`, EditItem), протокол"),
            Wording(
                en: "delegate protocol back, and Documents/Checklists.plist saved after each change and loaded in viewDidLoad.",
                ru: "делегата обратно и Documents/Checklists.plist: он сохраняется после каждого изменения и загружается в viewDidLoad."),
            Wording(
                en: "The chapter's test: kill, `rm Documents/Checklists.plist`, relaunch (empty), add (the file is back).",
                ru: "Проверка из главы: kill, `rm Documents/Checklists.plist`, перезапуск (пусто), add (файл снова есть)."),
        ],
        "loadChecklistItems()": [
            Wording(
                en: "Checklists' load (iOS Apprentice, \"Saving & Loading\"), called in the list's viewDidLoad: `try?",
                ru: "Загрузка Checklists (iOS Apprentice, \"Saving & Loading\"), вызывается в viewDidLoad списка: `try?"),
            Wording(
                en: "Data(contentsOf: dataFilePath())` gives nil when there is no file (the first run: the list stays empty),",
                ru: "Data(contentsOf: dataFilePath())` даёт nil, когда файла нет (первый запуск: список остаётся пустым),"),
            Wording(
                en: "else PropertyListDecoder decodes [ChecklistItem]. The book's catch only prints \"Error decoding item",
                ru: "иначе PropertyListDecoder декодирует [ChecklistItem]. catch из книги только печатает \"Error decoding item"),
            Wording(
                en: "array\", and its next save overwrites the file; scenelab moves such a file aside as",
                ru: "array\", и следующее сохранение перезаписывает файл; scenelab откладывает такой файл как"),
            Wording(
                en: "Checklists.plist.corrupt-STAMP and warns, so nothing is lost; `book as-written` leaves it to be overwritten.",
                ru: "Checklists.plist.corrupt-STAMP и предупреждает, так что ничего не теряется; `book as-written` оставляет его."),
        ],
        "saveChecklistItems()": [
            Wording(
                en: "Checklists' save: PropertyListEncoder (binary by default, so the file starts with bplist00) encodes the",
                ru: "Сохранение Checklists: PropertyListEncoder (по умолчанию двоичный, файл начинается с bplist00) кодирует"),
            Wording(
                en: "whole items array as [{checked, text}], and `data.write(to:options: .atomic)` replaces",
                ru: "весь массив items как [{checked, text}], и `data.write(to:options: .atomic)` заменяет"),
            Wording(
                en: "Documents/Checklists.plist. The chapter calls it at the end of the four places items change: the two",
                ru: "Documents/Checklists.plist. Глава вызывает его в конце четырёх мест, где меняются items: два метода"),
            Wording(
                en: "ItemDetailViewControllerDelegate methods, tableView(_:commit:forRowAt:) and tableView(_:didSelectRowAt:).",
                ru: "ItemDetailViewControllerDelegate, tableView(_:commit:forRowAt:) и tableView(_:didSelectRowAt:)."),
            Wording(
                en: "No lifecycle callback saves: a kill at any moment loses nothing already saved.",
                ru: "Ни один вызов жизненного цикла не сохраняет: kill в любой момент не теряет уже сохранённого."),
            Wording(
                en: "In the delegate methods the book calls it after popViewController(animated:); scenelab prints it before",
                ru: "В методах делегата книга вызывает его после popViewController(animated:); scenelab печатает его до"),
            Wording(
                en: "the pop's callbacks, which UIKit runs when the transition starts [uncertain].",
                ru: "вызовов pop, которые UIKit выполняет в начале перехода [не точно]."),
        ],
        "init(contentsOf:)": [
            Wording(
                en: "`Data(contentsOf: url)`: the whole file's bytes; it throws when there is no file. Checklists reads",
                ru: "`Data(contentsOf: url)`: все байты файла; бросает ошибку, когда файла нет. Checklists читает им"),
            Wording(
                en: "Documents/Checklists.plist with it in loadChecklistItems().",
                ru: "Documents/Checklists.plist в loadChecklistItems()."),
        ],
        "itemDetailViewController(_:didFinishAdding:)": [
            Wording(
                en: "ItemDetailViewControllerDelegate, Checklists: the detail's Done (with no itemToEdit) makes a ChecklistItem",
                ru: "ItemDetailViewControllerDelegate, Checklists: Done на экране деталей (без itemToEdit) создаёт ChecklistItem"),
            Wording(
                en: "and hands it to its `weak var delegate`, the list, which appends it, inserts its row, pops the detail",
                ru: "и передаёт его своему `weak var delegate`, списку, который добавляет его, вставляет строку, делает pop экрана"),
            Wording(
                en: "(the detail never pops itself) and saves. The list made itself the delegate in prepare(for:sender:).",
                ru: "деталей (тот сам себя не закрывает) и сохраняет. Делегатом список сделал себя в prepare(for:sender:)."),
        ],
        "itemDetailViewController(_:didFinishEditing:)": [
            Wording(
                en: "ItemDetailViewControllerDelegate, Checklists: Done on an item to edit. The detail has already set the",
                ru: "ItemDetailViewControllerDelegate, Checklists: Done при правке пункта. Экран деталей уже задал пункту"),
            Wording(
                en: "item's text (ChecklistItem is a class, so the list's array holds the same object); the list finds its row",
                ru: "text (ChecklistItem — класс, поэтому в массиве списка тот же объект); список находит его строку"),
            Wording(
                en: "with items.firstIndex(of:), configures the cell again (cellForRow(at:)), pops and saves.",
                ru: "через items.firstIndex(of:), заново настраивает ячейку (cellForRow(at:)), делает pop и сохраняет."),
        ],
        "itemDetailViewControllerDidCancel(_:)": [
            Wording(
                en: "ItemDetailViewControllerDelegate, Checklists: Cancel; the list pops the detail and nothing is saved.",
                ru: "ItemDetailViewControllerDelegate, Checklists: Cancel; список делает pop экрана деталей, ничего не сохраняется."),
            Wording(
                en: "This method is not in the saving chapter itself: it comes from the book's earlier chapters (outside",
                ru: "Этого метода нет в самой главе о сохранении: он из предыдущих глав книги (знание со стороны,"),
            Wording(
                en: "knowledge, from the book's conventions and learners' copies of its code).",
                ru: "из соглашений книги и копий её кода у читателей)."),
        ],
        "cellForRow(at:)": [
            Wording(
                en: "UITableView's own lookup of a visible cell (nil when the row is off screen), which Checklists' code uses",
                ru: "Собственный поиск видимой ячейки в UITableView (nil, когда строка вне экрана); код Checklists через него"),
            Wording(
                en: "to configure the checkmark or the text of just that cell. Not the data source's tableView(_:cellForRowAt:).",
                ru: "настраивает галочку или текст только этой ячейки. Это не tableView(_:cellForRowAt:) источника данных."),
        ],
    ]
}
