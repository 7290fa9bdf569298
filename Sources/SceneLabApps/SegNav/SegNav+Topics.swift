import CommandGrammar
import SceneLabCore

extension SegNav {
    /// The storyboard chapter's Seg Nav: key-value coding and its reloaded rows.
    static let topics: [String: [Wording]] = [
        "setValue(_:forKey:)": [
            Wording(
                en: "Key-value coding, as the storyboard chapter's Seg Nav passes data (Objective-C, iOS 5): in",
                ru: "Key-value coding: так Seg Nav из главы о storyboard передаёт данные (Objective-C, iOS 5): в"),
            Wording(
                en: "prepareForSegue:sender: the list sets the detail's `delegate` and `selection` without importing its",
                ru: "prepareForSegue:sender: список задаёт экрану деталей `delegate` и `selection`, не импортируя его"),
            Wording(
                en: "header; on Back the detail's viewWillDisappear: sets the list's `editedSelection`, because a pop prepares",
                ru: "заголовок; по Back viewWillDisappear: экрана деталей задаёт списку `editedSelection`, потому что pop не готовит"),
            Wording(
                en: "no segue. The list's custom setter replaces the task and reloads its row. Passing data back in",
                ru: "segue. Свой сеттер списка заменяет задачу и перезагружает её строку. Передавать данные назад во"),
            Wording(
                en: "viewWillDisappear is safe only while the detail has no segue of its own (it would fire on a push too).",
                ru: "viewWillDisappear безопасно, только пока у экрана деталей нет своих segue (при push он тоже сработал бы)."),
        ],
        "reloadRows(at:with:)": [
            Wording(
                en: "The table asks its data source for those rows' cells again, so a changed task can dequeue another",
                ru: "Таблица заново запрашивает у источника данных ячейки этих строк, так что изменённая задача может взять другой"),
            Wording(
                en: "prototype (Seg Nav's URGENT rule: attentionCell or plainCell). The book prints",
                ru: "прототип (правило URGENT из Seg Nav: attentionCell или plainCell). Книга печатает"),
            Wording(
                en: "reloadDataAtIndexPaths:withRowAnimation:, which is not a UIKit method; this is the real one.",
                ru: "reloadDataAtIndexPaths:withRowAnimation:, а такого метода в UIKit нет; этот — настоящий."),
        ],
    ]
}
