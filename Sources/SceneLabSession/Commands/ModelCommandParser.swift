/// Reads `task …` and `contact …` lines.
enum ModelCommandParser {
    static let taskVerbs = ["add", "list", "done", "undone", "edit", "rm"]
    static let contactVerbs = ["add", "list", "edit", "rm"]

    static func task(_ arguments: inout Arguments) throws(CommandError) -> ModelCommand {
        let verb = try arguments.requiredWord("a verb (\(taskVerbs.joined(separator: ", ")))")
        switch verb.text {
        case "add":
            let important = arguments.flag("--important")
            let completed = arguments.flag("--completed")
            let titleWord = try arguments.requiredWord("a TITLE")
            // The words that follow are the title's too: `task add Call mom` as `type title Call mom`.
            var title = titleWord.text
            while let word = arguments.optionalWord() { title += " " + word.text }
            // A printable ASCII byte settles it without reading characters.
            let hasVisibleASCII = title.utf8.contains { $0 > 0x20 && $0 < 0x7F }
            guard hasVisibleASCII || title.contains(where: { !$0.isWhitespace }) else {
                throw CommandError(column: titleWord.column, "a task needs a title that is not blank")
            }
            return .taskAdd(title: title, important: important, completed: completed)
        case "list": return .taskList
        case "done": return .taskDone(try arguments.number("a task number"))
        case "undone": return .taskUndone(try arguments.number("a task number"))
        case "rm": return .taskRemove(try arguments.number("a task number"))
        case "edit":
            let title = try arguments.stringOption("--title")
            let important = try exclusive(&arguments, "--important", "--normal")
            let completed = try exclusive(&arguments, "--completed", "--planned")
            let number = try arguments.number("a task number")
            guard title != nil || important != nil || completed != nil else {
                throw CommandError(
                    column: arguments.lineEnd,
                    "nothing to change; give --title T, --important or --normal, --completed or --planned")
            }
            return .taskEdit(number, title: title, important: important, completed: completed)
        default:
            throw unknown(verb, taskVerbs, noun: "task")
        }
    }

    static func contact(_ arguments: inout Arguments) throws(CommandError) -> ModelCommand {
        let verb = try arguments.requiredWord("a verb (\(contactVerbs.joined(separator: ", ")))")
        switch verb.text {
        case "add":
            // NAME may be several words (`contact add Anna Smith 123`): the last word is the phone.
            var words = [try arguments.requiredWord("a NAME").text]
            while let word = arguments.optionalWord() { words.append(word.text) }
            guard words.count >= 2, let phone = words.popLast() else {
                throw CommandError(column: arguments.lineEnd, "contact add needs a PHONE after the NAME")
            }
            return .contactAdd(name: words.joined(separator: " "), phone: phone)
        case "list": return .contactList
        case "rm": return .contactRemove(try arguments.number("a contact number"))
        case "edit":
            let name = try arguments.stringOption("--name")
            let phone = try arguments.stringOption("--phone")
            let number = try arguments.number("a contact number")
            guard name != nil || phone != nil else {
                throw CommandError(column: arguments.lineEnd, "nothing to change; give --name NAME or --phone PHONE")
            }
            return .contactEdit(number, name: name, phone: phone)
        default:
            throw unknown(verb, contactVerbs, noun: "contact")
        }
    }

    static func concentration(_ arguments: inout Arguments) throws(CommandError) -> ModelCommand {
        let verb = try arguments.requiredWord("a verb (reuse)")
        guard verb.text == "reuse" else { throw unknown(verb, ["reuse"], noun: "concentration") }
        guard arguments.hasMore else { return .concentrationReuse(nil) }
        return .concentrationReuse(try arguments.onOff())
    }

    static let snakeVerbs = ["wiring", "records"]

    static func snake(_ arguments: inout Arguments) throws(CommandError) -> ModelCommand {
        let verb = try arguments.requiredWord("a verb (\(snakeVerbs.joined(separator: ", ")))")
        switch verb.text {
        case "records": return .snakeRecords
        case "wiring":
            guard let word = try arguments.optionalPositional() else { return .snakeWiring(nil) }
            guard ModelCommand.snakeWirings.contains(word.text) else {
                throw CommandError(
                    column: word.column,
                    "snake wiring takes \(ModelCommand.snakeWirings.joined(separator: " or ")), not '\(word.shown)'")
            }
            return .snakeWiring(word.text)
        default:
            throw unknown(verb, snakeVerbs, noun: "snake")
        }
    }

    static let itemVerbs = ["add", "list", "check", "rm"]

    static func item(_ arguments: inout Arguments) throws(CommandError) -> ModelCommand {
        let verb = try arguments.requiredWord("a verb (\(itemVerbs.joined(separator: ", ")))")
        switch verb.text {
        case "add":
            let first = try arguments.requiredWord("the item's TEXT")
            var words = [first.text]
            while let word = arguments.optionalWord() { words.append(word.text) }
            let text = words.joined(separator: " ")
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw CommandError(column: first.column, "an item needs a text that is not blank")
            }
            return .itemAdd(text)
        case "list": return .itemList
        case "check": return .itemCheck(try arguments.number("an item number"))
        case "rm": return .itemRemove(try arguments.number("an item number"))
        default:
            throw unknown(verb, itemVerbs, noun: "item")
        }
    }

    /// `--yes` → true, `--no` → false, neither → nil, both → an error.
    private static func exclusive(
        _ arguments: inout Arguments, _ yes: String, _ no: String
    ) throws(CommandError) -> Bool? {
        let column = arguments.peekColumn(of: no) ?? arguments.lineEnd
        let isYes = arguments.flag(yes)
        let isNo = arguments.flag(no)
        if isYes && isNo { throw CommandError(column: column, "\(yes) and \(no) cannot both be given") }
        return isYes ? true : (isNo ? false : nil)
    }

    /// A first word a command does not take, with the closest one it does.
    static func unknown(_ verb: Word, _ verbs: [String], noun: String) -> CommandError {
        var message = "unknown \(noun) verb '\(verb.shown)'"
        if let guess = Suggestion.closest(to: verb.text, in: verbs) { message += "; did you mean '\(guess)'?" }
        return CommandError(column: verb.column, message + " (verbs: \(verbs.joined(separator: ", ")))")
    }
}
