import CommandGrammar
import SceneLabCore

/// UI interaction: looking at the top screen and touching it.
extension CommandCatalog {
    static let ui: [CommandSpec<Command>] = [
        CommandSpec(
            "screen", group: .ui,
            summary: Wording(en: """
                Draw the top screen: navigation bar, table sections and numbered rows, fields, switches, alerts \
                (and an iPad split view's primary column when it shows too).
                """, ru: "Нарисовать верхний экран: панель навигации, секции таблицы и пронумерованные строки, поля, переключатели, алерты (и основную колонку split view на iPad, когда она тоже видна)."),
            explanation: [Wording(en: "Draws the top screen as text, with the names `tap` and the other gestures take.", ru: "Рисует верхний экран текстом, с именами, которые принимают `tap` и другие жесты.")],
            means: { _ in .simulate(Inspection.DrawScreen()) }),
        CommandSpec(
            "actions", group: .ui, summary: Wording(en: "List the gestures the top screen accepts.", ru: "Показать жесты, которые принимает верхний экран."),
            explanation: [Wording(en: "Lists what the top screen accepts: its buttons, rows, fields and switches.", ru: "Показывает, что принимает верхний экран: его кнопки, строки, поля и переключатели.")],
            means: { _ in .simulate(Inspection.ListActions()) }),
        CommandSpec(
            "tap", group: .ui, usage: "tap ELEMENT [--else]",
            summary: Wording(en: """
                Tap a bar button, a row number, an alert button, or back; `tap info N` taps row N's \
                detail disclosure button.
                """, ru: "Нажать кнопку панели, номер строки, кнопку алерта или back; `tap info N` нажимает кнопку подробностей строки N."),
            example: "tap +", arguments: .tapTarget, options: ["--else": []],
            explanation: [
                Wording(
                    en: "A finger on the top screen: the app's own code runs (the book's), then the navigation it asks for.",
                    ru: "Палец на верхнем экране: сначала выполняется код самого приложения (из книги), затем запрошенная им навигация."),
                Wording(
                    en: "Refused unless the scene is foreground-active, as UIKit delivers touches only there.",
                    ru: "Отвергается, если сцена не активна на переднем плане: UIKit доставляет касания только туда."),
                Wording(
                    en: "--else: in an opened project, the code takes the else of each condition scenelab cannot work out.",
                    ru: "--else: в открытом проекте код идёт в else каждого условия, которое scenelab не может вычислить."),
            ],
            parse: { words throws(CommandError) in
                // An opened project's code takes the else of what scenelab cannot work out.
                let elseSide = words.flag("--else")
                let element = try words.requiredWord(Wanted.element)
                // `tap info N`: the row's detail disclosure button, not the row.
                if element.text == "info", words.hasMore {
                    return .simulate(Gesture.tapAccessory(row: try words.number(Wanted.rowNumber)))
                }
                // A label of several words is typed as it reads: `tap walk the dog`.
                let tap = Gesture.tap(words.joiningRest(after: element))
                return elseSide ? .simulate(Gesture.Otherwise(tap)) : .simulate(tap)
            }),
        CommandSpec(
            "type", group: .ui, usage: "type FIELD TEXT", summary: Wording(en: "Type TEXT into a field, replacing its text.", ru: "Ввести TEXT в поле, заменив его текст."),
            example: "type title Buy milk", arguments: .field,
            explanation: [Wording(en: "Types text into a field of the top screen; the field's editing events run the app's code.", ru: "Вводит текст в поле верхнего экрана; события редактирования поля выполняют код приложения.")],
            parse: { words throws(CommandError) in
                let field = try words.requiredWord(Wanted.field).text
                var text: [String] = []
                while let word = words.optionalWord() { text.append(word.text) }
                return .simulate(Gesture.type(field: field, text: text.joined(separator: " ")))
            }),
        CommandSpec(
            "toggle", group: .ui, usage: "toggle SWITCH", summary: Wording(en: "Flip a switch.", ru: "Переключить переключатель."), example: "toggle status",
            arguments: .switchName, explanation: [Wording(en: "Flips a switch of the top screen.", ru: "Переключает переключатель верхнего экрана.")],
            parse: { words throws(CommandError) in
                .simulate(Gesture.toggle(try words.requiredWord(Wanted.switchName).text))
            }),
        CommandSpec(
            "swipe", group: .ui, usage: "swipe ROW [ACTION]",
            summary: Wording(
                en: "Swipe a row and tap one of its contextual actions; without ACTION, only swipe it and see them.",
                ru: "Смахнуть строку и нажать одно из её контекстных действий; без ACTION — только смахнуть и увидеть их."),
            example: "swipe 2 edit",
            arguments: .rowAction,
            explanation: [
                Wording(
                    en: "Swipes a row to show its actions (tableView(_:trailingSwipeActionsConfigurationForRowAt:)).",
                    ru: "Смахивает строку, чтобы показать её действия (tableView(_:trailingSwipeActionsConfigurationForRowAt:)).")
            ],
            parse: { words throws(CommandError) in
                let row = try words.number(Wanted.rowNumber)
                // The action may be a label of several words: `swipe 1 Не выполнена`.
                guard let first = words.optionalWord() else { return .simulate(Gesture.swipe(row: row, action: "")) }
                let action = words.joiningRest(after: first)
                return .simulate(Gesture.swipe(row: row, action: action))
            }),
        CommandSpec(
            "scroll", group: .ui, usage: "scroll down|up [N]",
            summary: Wording(
                en: "Drag the top screen's table by N rows (a screenful by default, never past its ends).",
                ru: "Прокрутить таблицу верхнего экрана на N строк (по умолчанию на экран, не дальше её краёв)."),
            example: "scroll down 3", arguments: .oneOf(["down", "up"]),
            explanation: [
                Wording(
                    en: "Rows coming in ask the data source for a cell (tableView(_:cellForRowAt:)), a moment before",
                    ru: "Входящие строки просят у источника данных ячейку (tableView(_:cellForRowAt:)) чуть раньше,"),
                Wording(
                    en: "they show; rows going out hand theirs to the reuse queue, told to a delegate that implements",
                    ru: "чем появятся; уходящие отдают свою в очередь переиспользования, о чём узнаёт делегат, у которого"),
                Wording(
                    en: "tableView(_:didEndDisplaying:forRowAt:) (uncertain): the first row in makes a new cell, the next",
                    ru: "есть tableView(_:didEndDisplaying:forRowAt:) (uncertain): первая входящая строка создаёт ячейку,"),
                Wording(
                    en: "ones dequeue. `screen` names the rows on screen;",
                    ru: "следующие берут из очереди. `screen` называет видимые строки;"),
                Wording(
                    en: "`tap N` still reaches a row off screen. `explain cell-reuse` has the book's demo.",
                    ru: "`tap N` по-прежнему достаёт и строку за экраном. Пример из книги — `explain cell-reuse`."),
            ],
            parse: { words throws(CommandError) in
                let direction = try words.requiredWord(Wanted.oneOf(["down", "up"]))
                guard direction.text == "down" || direction.text == "up" else {
                    throw CommandError(
                        column: direction.column, "expected down or up, not '\(direction.shown)'",
                        ru: "ожидается down или up, а не '\(direction.shown)'")
                }
                let rows = words.hasMore ? try words.number(Wanted.numberOfRows) : nil
                return .simulate(Gesture.scroll(down: direction.text == "down", rows: rows))
            }),
        CommandSpec(
            "edit-mode", group: .ui, usage: "edit-mode on|off", summary: Wording(en: "The table's Edit / Done button.", ru: "Кнопка Edit / Done таблицы."),
            example: "edit-mode on", arguments: .onOff,
            explanation: [Wording(en: "Turns the table's edit mode on or off (setEditing(_:animated:)).", ru: "Включает или выключает режим редактирования таблицы (setEditing(_:animated:)).")],
            parse: { words throws(CommandError) in .simulate(Gesture.editMode(try words.onOff())) }),
        CommandSpec(
            "move", group: .ui, usage: "move ROW SECTION [POSITION]",
            summary: Wording(
                en: "In edit mode, drag row ROW into SECTION at POSITION (both from 1; the end by default).",
                ru: "В режиме редактирования перетащить строку ROW в секцию SECTION на место POSITION (оба с 1; по умолчанию в конец)."),
            example: "move 3 1 1", arguments: .rowSection,
            explanation: [Wording(en: "Drags a row to another place in edit mode (tableView(_:moveRowAt:to:)).", ru: "Перетаскивает строку на другое место в режиме редактирования (tableView(_:moveRowAt:to:)).")],
            parse: { words throws(CommandError) in
                let row = try words.number(Wanted.rowNumber)
                let section = try words.number(Wanted.sectionNumber)
                let position = words.hasMore ? try words.number(Wanted.position) : nil
                return .simulate(Gesture.move(row: row, section: section, position: position))
            }),
        CommandSpec(
            "delete", group: .ui, usage: "delete ROW", summary: Wording(en: "Delete a row (edit mode's delete control).", ru: "Удалить строку (кнопка удаления в режиме редактирования)."),
            example: "delete 2", arguments: .row,
            explanation: [Wording(en: "Deletes a row as the red button does (tableView(_:commit:forRowAt:)).", ru: "Удаляет строку, как это делает красная кнопка (tableView(_:commit:forRowAt:)).")],
            parse: { words throws(CommandError) in
                .simulate(Gesture.delete(row: try words.number(Wanted.rowNumber)))
            }),
    ]
}
