import CommandGrammar
import SceneLabCore

extension TransferApp {
    /// Chapter 10's demo, listing by listing.
    static let topics: [String: [Wording]] = [
        "transfer-chapter": [
            Wording(
                en: "TransferApp (chapter 10, 000:L7642–8684): scene A (ViewController, a label, «Test data» from Listing",
                ru: "TransferApp (глава 10, 000:L7642–8684): сцена А (ViewController, метка, «Test data» с листинга"),
            Wording(
                en: "10.7) in a navigation controller, scene B (SecondViewController, `type data TEXT`). A→B: property",
                ru: "10.7) в навигационном контроллере, сцена Б (SecondViewController, `type data ТЕКСТ`). А→Б: свойство"),
            Wording(
                en: "(10.6), segue + prepare (10.9), delegate (10.15), closure (10.18). B→A: property through the stack,",
                ru: "(10.6), segue + prepare (10.9), делегат (10.15), замыкание (10.18). Б→А: свойство через стек,"),
            Wording(
                en: "no pop, shown at viewWillAppear (10.8); unwind (10.10, data from 10.11's prepare); delegate (10.16)",
                ru: "без pop, видно во viewWillAppear (10.8); unwind (10.10, данные с prepare 10.11); делегат (10.16)"),
            Wording(
                en: "and closure (10.19), which work only if their own button opened B (L8458–8462, L8571–8574).",
                ru: "и замыкание (10.19) работают, только если Б открыта их кнопкой (L8458–8462, L8571–8574)."),
            Wording(
                en: "`book chapter 10.N` stops at Listing 10.N; `trace delegate on` shows onDataUpdate(data:).",
                ru: "`book chapter 10.N` — до листинга 10.N; `trace delegate on` показывает onDataUpdate(data:)."),
        ],
        "onDataUpdate(data:)": [
            Wording(
                en: "TransferApp's DataUpdateProtocol method (Listings 10.12–10.13): scene B calls it on its",
                ru: "Метод протокола DataUpdateProtocol в TransferApp (листинги 10.12–10.13): сцена Б вызывает его у"),
            Wording(
                en: "handleUpdatedDataDelegate, scene A, which sets updatedData and its label; then B pops. Not UIKit's:",
                ru: "handleUpdatedDataDelegate — сцены А, которая задаёт updatedData и метку; затем Б делает pop. Не UIKit:"),
            Wording(
                en: "the app's own delegate call, on the delegate channel (`explain transfer-chapter`).",
                ru: "собственный вызов делегата приложения, в канале delegate (`explain transfer-chapter`)."),
        ],
        "unwindToFirstScreen(_:)": [
            Wording(
                en: "TransferApp's unwind action (Listing 10.10), empty: scene B's «Сохранить с помощью unwind» is wired",
                ru: "Unwind-экшн TransferApp (листинг 10.10), пустой: «Сохранить с помощью unwind» сцены Б связана с"),
            Wording(
                en: "to Exit with it. UIKit calls B's prepare(for:sender:) (from Listing 10.11 it sets A's updatedData),",
                ru: "Exit через него. UIKit вызывает prepare(for:sender:) у Б (с листинга 10.11 он задаёт updatedData у А),"),
            Wording(
                en: "then this on A, then pops to A (000:L8209–8298; `explain prepare(for:sender:)`).",
                ru: "затем этот метод у А, затем pop к А (000:L8209–8298; `explain prepare(for:sender:)`)."),
        ],
    ]
}
