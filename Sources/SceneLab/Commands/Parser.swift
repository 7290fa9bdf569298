/// Turns a command line into a `Command`, or says which column is wrong and why.
public enum Parser {
    /// Parses one line. Returns `nil` for a blank line or a comment.
    /// Lines longer than this are refused before they are read.
    public static let maximumLineLength = 65_536

    public static func parse(_ line: String) throws(CommandError) -> Command? {
        guard line.utf8.count <= maximumLineLength else {
            throw CommandError(
                column: maximumLineLength + 1,
                "the line is too long (\(line.utf8.count) bytes; a command line holds at most \(maximumLineLength))")
        }
        let words = try Lexer.words(in: line)
        guard let verb = words.first else { return nil }
        guard let info = CommandCatalog.info(for: verb.text) else {
            var message = "unknown command '\(verb.shown)'"
            if let guess = Suggestion.closest(to: verb.text, in: CommandCatalog.names) {
                message += "; did you mean '\(guess)'?"
            } else {
                message += "; type `help` for the list"
            }
            throw CommandError(column: verb.column, message)
        }
        var arguments = Arguments(command: info, words: Array(words.dropFirst()), lineEnd: line.count + 1)
        let command = try parse(info.name, &arguments)
        try arguments.finish()
        return command
    }

    private static func parse(_ name: String, _ arguments: inout Arguments) throws(CommandError) -> Command {
        switch name {
        case "launch":
            let window = try arguments.option("--window", as: WindowSetup.self) ?? .storyboard
            let app = try arguments.optionalPositional()?.text
            return .simulator(.launch(app: app, window: window))
        case "home": return .simulator(.home)
        case "switcher": return .simulator(.switcher)
        case "open": return .simulator(.open)
        case "interrupt": return .simulator(.interrupt)
        case "resume": return .simulator(.resume)
        case "kill": return .simulator(.kill)
        case "suspend": return .simulator(.suspend)
        case "system-kill": return .simulator(.systemKill)
        case "memory-warning": return .simulator(.memoryWarning)
        case "push": return .simulator(.push(className: try arguments.className()))
        case "pop": return .simulator(.pop)
        case "pop-to-root": return .simulator(.popToRoot)
        case "pop-to": return .simulator(.popTo(index: try arguments.index()))
        case "set-stack":
            var classNames = [try arguments.className()]
            while arguments.hasMore { classNames.append(try arguments.className()) }
            return .simulator(.setStack(classNames: classNames))
        case "present":
            let style = try arguments.option("--style", as: PresentationStyle.self) ?? .automatic
            return .simulator(.present(className: try arguments.className(), style: style))
        case "dismiss": return .simulator(.dismiss)
        case "segue": return .simulator(.segue(try arguments.requiredWord("a segue ID").text))
        case "tree": return .simulator(.tree)
        case "objects": return .simulator(.objects)
        case "defaults": return .simulator(.defaults(try DefaultsParser.parse(&arguments)))
        case "screen": return .simulator(.screen)
        case "actions": return .simulator(.actions)
        case "tap": return .simulator(.gesture(.tap(try arguments.requiredWord("an ELEMENT (see `actions`)").text)))
        case "type":
            let field = try arguments.requiredWord("a FIELD").text
            var words: [String] = []
            while let word = arguments.optionalWord() { words.append(word.text) }
            return .simulator(.gesture(.type(field: field, text: words.joined(separator: " "))))
        case "toggle": return .simulator(.gesture(.toggle(try arguments.requiredWord("a SWITCH").text)))
        case "swipe":
            let row = try arguments.number("a ROW number")
            return .simulator(.gesture(.swipe(row: row, action: try arguments.requiredWord("an ACTION").text)))
        case "edit-mode": return .simulator(.gesture(.editMode(try arguments.onOff())))
        case "move":
            let row = try arguments.number("a ROW number")
            let section = try arguments.number("a SECTION number")
            let position = arguments.hasMore ? try arguments.number("a POSITION") : nil
            return .simulator(.gesture(.move(row: row, section: section, position: position)))
        case "delete": return .simulator(.gesture(.delete(row: try arguments.number("a ROW number"))))
        case "task": return .simulator(.model(try ModelCommandParser.task(&arguments)))
        case "contact": return .simulator(.model(try ModelCommandParser.contact(&arguments)))
        case "trace": return .session(try trace(&arguments))
        case "echo": return .session(.echo(try arguments.onOff()))
        case "explain": return .session(.explain(try arguments.requiredWord("a METHOD, a command, a topic, or last").text))
        case "bail": return .session(.bail(try arguments.onOff()))
        case "help":
            guard let topic = try arguments.optionalPositional() else { return .session(.help(topic: nil)) }
            guard CommandCatalog.info(for: topic.text) != nil else {
                var message = "no command named '\(topic.shown)'"
                if let guess = Suggestion.closest(to: topic.text, in: CommandCatalog.names) {
                    message += "; did you mean '\(guess)'?"
                }
                throw CommandError(column: topic.column, message)
            }
            return .session(.help(topic: topic.text))
        case "quit": return .session(.quit)
        default:
            // Every catalog entry has a case above; a new one without a case lands here.
            throw CommandError(column: 1, "\(name) is listed in help but scenelab cannot run it yet")
        }
    }

    private static func trace(_ arguments: inout Arguments) throws(CommandError) -> SessionCommand {
        guard let first = try arguments.optionalPositional() else { return .showTrace }
        if let preset = TracePreset(rawValue: first.text) { return .tracePreset(preset) }
        guard let channel = Channel(rawValue: first.text) else {
            let names = Channel.allCases.map(\.rawValue) + TracePreset.allCases.map(\.rawValue)
            var message = "unknown trace channel '\(first.shown)'"
            if let guess = Suggestion.closest(to: first.text, in: names) { message += "; did you mean '\(guess)'?" }
            message += " (channels: \(Channel.allCases.map(\.rawValue).joined(separator: ", ")))"
            throw CommandError(column: first.column, message)
        }
        return .trace(channel, on: try arguments.onOff())
    }
}

/// The words after a command's name, consumed as the command's grammar asks.
struct Arguments {
    let command: CommandInfo
    private(set) var words: [Word]
    /// The column just past the line, where a missing argument would go.
    let lineEnd: Int

    init(command: CommandInfo, words: [Word], lineEnd: Int) {
        self.command = command
        self.words = words
        self.lineEnd = lineEnd
    }

    var hasMore: Bool { !words.isEmpty }

    /// How many words are left.
    var remaining: Int { words.count }

    /// The next word, without taking it.
    var peek: Word? { words.first }

    /// The column of the first word equal to `text`, if any.
    func peekColumn(of text: String) -> Int? { words.first { $0.text == text }?.column }

    mutating func optionalWord() -> Word? {
        words.isEmpty ? nil : words.removeFirst()
    }

    /// The next word, unless it looks like an option the command does not know.
    mutating func optionalPositional() throws(CommandError) -> Word? {
        if let next = words.first, next.text.hasPrefix("-") { try finish() }
        return optionalWord()
    }

    mutating func requiredWord(_ placeholder: String) throws(CommandError) -> Word {
        guard let word = optionalWord() else {
            throw CommandError(column: lineEnd, "\(command.name) needs \(placeholder); usage: \(command.usage)")
        }
        return word
    }

    /// A class name: a Swift identifier.
    mutating func className() throws(CommandError) -> String {
        let word = try requiredWord("a CLASS")
        if word.text.hasPrefix("-") {
            throw CommandError(column: word.column, "unknown option '\(word.shown)'; usage: \(command.usage)")
        }
        guard word.text.count <= 255 else {
            throw CommandError(column: word.column, "'\(word.shown)' is too long for a class name (at most 255 characters)")
        }
        guard Self.isIdentifier(word.text) else {
            throw CommandError(
                column: word.column,
                "'\(word.shown)' is not a class name (letters, digits and _, not starting with a digit)")
        }
        return word.text
    }

    mutating func index() throws(CommandError) -> Int {
        let word = try requiredWord("a stack index N")
        guard let value = Int(word.text), value >= 0 else {
            throw CommandError(column: word.column, "'\(word.shown)' is not a stack index (0 is the root)")
        }
        return value
    }

    /// A number counted from 1, as `screen` and `task list` number rows.
    mutating func number(_ placeholder: String) throws(CommandError) -> Int {
        let word = try requiredWord(placeholder)
        guard let value = Int(word.text), value >= 1 else {
            throw CommandError(column: word.column, "'\(word.shown)' is not \(placeholder) (they count from 1)")
        }
        return value
    }

    /// Removes every `--name` and says whether there was one.
    mutating func flag(_ name: String) -> Bool {
        let before = words.count
        words.removeAll { $0.text == name }
        return words.count < before
    }

    /// Removes `--name VALUE` and returns the value.
    mutating func stringOption(_ name: String) throws(CommandError) -> String? {
        guard let index = words.firstIndex(where: { $0.text == name }) else { return nil }
        let flag = words.remove(at: index)
        guard index < words.count else {
            throw CommandError(column: flag.column, "\(name) needs a value; usage: \(command.usage)")
        }
        return words.remove(at: index).text
    }

    mutating func onOff() throws(CommandError) -> Bool {
        let word = try requiredWord("on or off")
        switch word.text {
        case "on": return true
        case "off": return false
        default: throw CommandError(column: word.column, "expected on or off, not '\(word.shown)'")
        }
    }

    /// Removes `--name VALUE` or `--name=VALUE` wherever it stands and returns its value.
    mutating func option<Value: RawRepresentable>(
        _ name: String, as type: Value.Type
    ) throws(CommandError) -> Value? where Value.RawValue == String, Value: CaseIterable {
        guard let index = words.firstIndex(where: { $0.text == name || $0.text.hasPrefix(name + "=") }) else {
            return nil
        }
        let flag = words.remove(at: index)
        let valueWord: Word
        if flag.text.hasPrefix(name + "=") {
            valueWord = Word(String(flag.text.dropFirst(name.count + 1)), column: flag.column + name.count + 1)
        } else {
            guard index < words.count else {
                throw CommandError(column: lineEnd, "\(name) needs a value; usage: \(command.usage)")
            }
            valueWord = words.remove(at: index)
        }
        guard let value = Value(rawValue: valueWord.text) else {
            let choices = Value.allCases.map(\.rawValue)
            var message = "\(name) takes \(choices.joined(separator: ", ")), not '\(valueWord.shown)'"
            if let guess = Suggestion.closest(to: valueWord.text, in: choices) { message += "; did you mean '\(guess)'?" }
            throw CommandError(column: valueWord.column, message)
        }
        return value
    }

    /// Fails on any word the command did not take.
    func finish() throws(CommandError) {
        guard let extra = words.first else { return }
        if extra.text.hasPrefix("-") {
            throw CommandError(column: extra.column, "unknown option '\(extra.shown)' for \(command.name); usage: \(command.usage)")
        }
        throw CommandError(
            column: extra.column, "unexpected argument '\(extra.shown)'; usage: \(command.usage)")
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        let isLetter: (Unicode.Scalar) -> Bool = { $0 == "_" || $0.properties.isAlphabetic }
        return isLetter(first) && text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
