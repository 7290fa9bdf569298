import CommandGrammar
import SceneLabCore

/// UI interaction: looking at the top screen and touching it.
extension CommandSpec {
    static let ui: [CommandSpec] = [
        CommandSpec(
            "screen", group: .ui,
            summary: """
                Draw the top screen: navigation bar, table sections and numbered rows, fields, switches, alerts \
                (and an iPad split view's primary column when it shows too).
                """,
            explanation: ["Draws the top screen as text, with the names `tap` and the other gestures take."],
            means: { _ in .simulator(.screen) }),
        CommandSpec(
            "actions", group: .ui, summary: "List the gestures the top screen accepts.",
            explanation: ["Lists what the top screen accepts: its buttons, rows, fields and switches."],
            means: { _ in .simulator(.actions) }),
        CommandSpec(
            "tap", group: .ui, usage: "tap ELEMENT",
            summary: """
                Tap a bar button, a row number, an alert button, or back; `tap info N` taps row N's \
                detail disclosure button.
                """,
            example: "tap +", arguments: .element,
            explanation: [
                "A finger on the top screen: the app's own code runs (the book's), then the navigation it asks for.",
                "Refused unless the scene is foreground-active, as UIKit delivers touches only there.",
            ],
            parse: { words throws(CommandError) in
                let element = try words.requiredWord("an ELEMENT (see `actions`)")
                // `tap info N`: the row's detail disclosure button, not the row.
                if element.text == "info", words.hasMore {
                    return .simulator(.gesture(.tapAccessory(row: try words.number("a ROW number"))))
                }
                // A label of several words is typed as it reads: `tap walk the dog`.
                return .simulator(.gesture(.tap(words.joiningRest(after: element))))
            }),
        CommandSpec(
            "type", group: .ui, usage: "type FIELD TEXT", summary: "Type TEXT into a field, replacing its text.",
            example: "type title Buy milk", arguments: .element,
            explanation: ["Types text into a field of the top screen; the field's editing events run the app's code."],
            parse: { words throws(CommandError) in
                let field = try words.requiredWord("a FIELD").text
                var text: [String] = []
                while let word = words.optionalWord() { text.append(word.text) }
                return .simulator(.gesture(.type(field: field, text: text.joined(separator: " "))))
            }),
        CommandSpec(
            "toggle", group: .ui, usage: "toggle SWITCH", summary: "Flip a switch.", example: "toggle status",
            arguments: .element, explanation: ["Flips a switch of the top screen."],
            parse: { words throws(CommandError) in
                .simulator(.gesture(.toggle(try words.requiredWord("a SWITCH").text)))
            }),
        CommandSpec(
            "swipe", group: .ui, usage: "swipe ROW ACTION",
            summary: "Swipe a row and tap one of its contextual actions.", example: "swipe 2 edit",
            arguments: .rowAction,
            explanation: [
                "Swipes a row to show its actions (tableView(_:trailingSwipeActionsConfigurationForRowAt:))."
            ],
            parse: { words throws(CommandError) in
                let row = try words.number("a ROW number")
                // The action may be a label of several words: `swipe 1 Не выполнена`.
                let first = try words.requiredWord("an ACTION")
                let action = words.joiningRest(after: first)
                return .simulator(.gesture(.swipe(row: row, action: action)))
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
                    en: "they show; rows going out hand theirs to the reuse queue (tableView(_:didEndDisplaying:forRowAt:),",
                    ru: "чем появятся; уходящие отдают свою в очередь переиспользования (tableView(_:didEndDisplaying:forRowAt:),"),
                Wording(
                    en: "uncertain): the first row in makes a new cell, the next ones dequeue. `screen` names the rows on screen;",
                    ru: "uncertain): первая входящая строка создаёт ячейку, следующие берут из очереди. `screen` называет видимые строки;"),
                Wording(
                    en: "`tap N` still reaches a row off screen. `explain cell-reuse` has the book's demo.",
                    ru: "`tap N` по-прежнему достаёт и строку за экраном. Пример из книги — `explain cell-reuse`."),
            ],
            parse: { words throws(CommandError) in
                let direction = try words.requiredWord("down or up")
                guard direction.text == "down" || direction.text == "up" else {
                    throw CommandError(
                        column: direction.column, "expected down or up, not '\(direction.shown)'",
                        ru: "ожидается down или up, а не '\(direction.shown)'")
                }
                let rows = words.hasMore ? try words.number("a number of rows N") : nil
                return .simulator(.gesture(.scroll(down: direction.text == "down", rows: rows)))
            }),
        CommandSpec(
            "edit-mode", group: .ui, usage: "edit-mode on|off", summary: "The table's Edit / Done button.",
            example: "edit-mode on", arguments: .onOff,
            explanation: ["Turns the table's edit mode on or off (setEditing(_:animated:))."],
            parse: { words throws(CommandError) in .simulator(.gesture(.editMode(try words.onOff()))) }),
        CommandSpec(
            "move", group: .ui, usage: "move ROW SECTION [POSITION]",
            summary: "In edit mode, drag row ROW into SECTION at POSITION (both from 1; the end by default).",
            example: "move 3 1 1", arguments: .rowSection,
            explanation: ["Drags a row to another place in edit mode (tableView(_:moveRowAt:to:))."],
            parse: { words throws(CommandError) in
                let row = try words.number("a ROW number")
                let section = try words.number("a SECTION number")
                let position = words.hasMore ? try words.number("a POSITION") : nil
                return .simulator(.gesture(.move(row: row, section: section, position: position)))
            }),
        CommandSpec(
            "delete", group: .ui, usage: "delete ROW", summary: "Delete a row (edit mode's delete control).",
            example: "delete 2", arguments: .row,
            explanation: ["Deletes a row as the red button does (tableView(_:commit:forRowAt:))."],
            parse: { words throws(CommandError) in
                .simulator(.gesture(.delete(row: try words.number("a ROW number"))))
            }),
    ]
}
