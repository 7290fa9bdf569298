/// The words after a command's name, taken one by one as the command's
/// grammar asks: the reader both the built-in commands and the apps' own
/// (`CommandSpec<ModelCommand>`) parse with, so that every command words its errors alike.
///
/// Every line is read through here from another module (the session's
/// commands and the apps'), so its methods are inlinable, and the generic
/// ones specialised where they are called; that needs the state visible to them.
public struct CommandWords {
    /// The command's name and usage, which the errors quote.
    public let heading: CommandHeading
    /// The command's name, as errors quote it.
    @inlinable public var name: String { heading.name }
    /// The command's usage, as errors quote it.
    @inlinable public var usage: String { heading.usage }

    /// The line's words; those before `position` are taken. Taking the next
    /// word moves the position rather than shifting the array.
    @usableFromInline var words: [Word]
    @usableFromInline var position = 0
    /// The line the words came from.
    @usableFromInline let line: String

    /// The words of a line whose first word is the command's name.
    @inlinable
    public init(_ heading: CommandHeading, lineWords: [Word], line: String) {
        self.heading = heading
        self.words = lineWords
        // The name is taken already; the words are not copied without it.
        self.position = min(1, lineWords.count)
        self.line = line
    }

    /// The line's words, taken out, so that the array's storage can serve
    /// the next line (`Parser.parse(_:language:reusing:)`).
    public mutating func takeWords() -> [Word] {
        var taken: [Word] = []
        swap(&taken, &words)
        position = 0
        return taken
    }

    /// The column just past the line, where a missing argument would go:
    /// counted only for an error message, since counting characters reads the whole line.
    @inlinable
    public var lineEnd: Int { line.count + 1 }

    @inlinable
    public var hasMore: Bool { position < words.count }

    /// How many words are left.
    @inlinable
    public var remaining: Int { words.count - position }

    /// The words not taken yet.
    @inlinable var rest: ArraySlice<Word> { words[position...] }

    /// The next word, without taking it.
    @inlinable
    public var peek: Word? { rest.first }

    /// The column of the first word left equal to `text`, if any.
    @inlinable
    public func peekColumn(of text: String) -> Int? { rest.first { $0.text == text }?.column }

    @inlinable
    public mutating func optionalWord() -> Word? {
        guard hasMore else { return nil }
        position += 1
        return words[position - 1]
    }

    /// The next word, unless it looks like an option the command does not know.
    @inlinable
    public mutating func optionalPositional() throws(CommandError) -> Word? {
        if let next = peek, next.text.hasPrefix("-") { try finish() }
        return optionalWord()
    }

    /// The next word; `wanted` says what is missing, in both languages,
    /// made only when it is.
    @inlinable
    public mutating func requiredWord(_ wanted: @autoclosure () -> Wording) throws(CommandError) -> Word {
        guard let word = optionalWord() else {
            let wanted = wanted()
            throw CommandError(
                column: lineEnd, "\(name) needs \(wanted.en); usage: \(usage)",
                ru: "\(name): нужно указать \(wanted.ru); вызов: \(usage)")
        }
        return word
    }

    /// A class name: a Swift identifier.
    public mutating func className() throws(CommandError) -> String {
        try identifier(Wanted.className, kind: Wanted.classNameKind)
    }

    /// A Swift identifier: a class name, or the name `hold` gives a reference.
    /// `kind` names what the identifier is for (`class name`).
    public mutating func identifier(
        _ wanted: @autoclosure () -> Wording, kind: @autoclosure () -> Wording
    ) throws(CommandError) -> String {
        let word = try requiredWord(wanted())
        if word.text.utf8.first == UInt8(ascii: "-") {
            throw CommandError(CommandError.UnknownOption(word: word, command: nil, usage: usage))
        }
        // Bytes first: most names are short, and counting characters walks the whole word.
        guard word.text.utf8.count <= 255 || word.text.count <= 255 else {
            throw CommandError(
                column: word.column, "'\(word.shown)' is too long for a \(kind().en) (at most 255 characters)",
                ru: "'\(word.shown)' слишком длинно для \(kind().ru) (не больше 255 символов)")
        }
        guard Self.isIdentifier(word.text) else {
            throw CommandError(
                column: word.column,
                "'\(word.shown)' is not a \(kind().en) (letters, digits and _, not starting with a digit)",
                ru: "'\(word.shown)' не подходит как \(kind().ru) (буквы, цифры и _, не с цифры)")
        }
        return word.text
    }

    public mutating func index() throws(CommandError) -> Int {
        let word = try requiredWord(Wanted.stackIndex)
        guard let value = Int(word.text), value >= 0 else {
            throw CommandError(
                column: word.column, "'\(word.shown)' is not a stack index (0 is the root)",
                ru: "'\(word.shown)' не индекс в стеке (0 — корень)")
        }
        return value
    }

    /// A number counted from 1, as `screen` and `task list` number rows.
    @inlinable
    public mutating func number(_ wanted: Wording) throws(CommandError) -> Int {
        let word = try requiredWord(wanted)
        guard let value = Int(word.text), value >= 1 else {
            throw CommandError(
                column: word.column, "'\(word.shown)' is not \(wanted.en) (they count from 1)",
                ru: "'\(word.shown)' не годится: нужно указать \(wanted.ru) (счёт с 1)")
        }
        return value
    }

    /// Removes every `--name` and says whether there was one.
    @inlinable
    public mutating func flag(_ option: String) -> Bool {
        // Looked for first: removing from a slice of the words copies them, even when nothing goes.
        guard rest.contains(where: { $0.text == option }) else { return false }
        words[position...].removeAll { $0.text == option }
        return true
    }

    /// Removes `--name VALUE` and returns the value.
    @inlinable
    public mutating func stringOption(_ option: String) throws(CommandError) -> String? {
        guard let index = rest.firstIndex(where: { $0.text == option }) else { return nil }
        let flag = words.remove(at: index)
        guard index < words.count else {
            throw CommandError(
                column: flag.column, "\(option) needs a value; usage: \(usage)",
                ru: "\(option): нужно значение; вызов: \(usage)")
        }
        return words.remove(at: index).text
    }

    @inlinable
    public mutating func onOff() throws(CommandError) -> Bool {
        let word = try requiredWord(Wanted.onOrOff)
        switch word.text {
        case "on": return true
        case "off": return false
        default:
            throw CommandError(
                column: word.column, "expected on or off, not '\(word.shown)'",
                ru: "ожидается on или off, а не '\(word.shown)'")
        }
    }

    /// An optional word naming one of `Value`'s cases by its raw value, as
    /// `device ipad` and `rotate landscape` take; `nil` when there is none.
    @inlinable
    public mutating func optionalChoice<Value: RawRepresentable & CaseIterable>(
        of type: Value.Type
    ) throws(CommandError) -> Value? where Value.RawValue == String {
        guard let word = try optionalPositional() else { return nil }
        guard let value = Value(rawValue: word.text) else {
            let choices = Alternatives.listed(Value.allCases.map(\.rawValue))
            throw CommandError(
                column: word.column, "\(name) takes \(choices), not '\(word.shown)'",
                ru: "\(name) принимает \(Alternatives.listed(Value.allCases.map(\.rawValue), or: "или")), а не '\(word.shown)'")
        }
        return value
    }

    /// Removes `--name VALUE` or `--name=VALUE` wherever it stands and returns its value.
    @inlinable
    public mutating func option<Value: RawRepresentable>(
        _ option: String, as type: Value.Type
    ) throws(CommandError) -> Value? where Value.RawValue == String, Value: CaseIterable {
        guard let index = rest.firstIndex(where: { Self.isOption($0.text, option) }) else {
            return nil
        }
        let flag = words.remove(at: index)
        let valueWord: Word
        if flag.text.utf8.count > option.utf8.count {
            valueWord = Word(String(flag.text.dropFirst(option.count + 1)), column: flag.column + option.count + 1)
        } else {
            guard index < words.count else {
                throw CommandError(
                    column: lineEnd, "\(option) needs a value; usage: \(usage)",
                    ru: "\(option): нужно значение; вызов: \(usage)")
            }
            valueWord = words.remove(at: index)
        }
        guard let value = Value(rawValue: valueWord.text) else {
            let choices = Value.allCases.map(\.rawValue)
            var message = "\(option) takes \(choices.joined(separator: ", ")), not '\(valueWord.shown)'"
            var russian = "\(option) принимает \(choices.joined(separator: ", ")), а не '\(valueWord.shown)'"
            if let guess = Suggestion.closest(to: valueWord.text, in: choices) {
                message += "; did you mean '\(guess)'?"
                russian += "; может быть, '\(guess)'?"
            }
            throw CommandError(column: valueWord.column, message, ru: russian)
        }
        return value
    }

    /// Whether `text` is `option` or `option=VALUE`: compared on bytes, so
    /// that reading an option builds no `option=` string per line.
    @inlinable
    static func isOption(_ text: String, _ option: String) -> Bool {
        let textBytes = text.utf8
        let length = option.utf8.count
        if textBytes.count == length { return text == option }
        guard textBytes.count > length,
            textBytes[textBytes.index(textBytes.startIndex, offsetBy: length)] == UInt8(ascii: "=")
        else { return false }
        return text.hasPrefix(option)
    }

    /// Fails on any word the command did not take.
    @inlinable
    public func finish() throws(CommandError) {
        guard let extra = peek else { return }
        if extra.text.hasPrefix("-") {
            throw CommandError(CommandError.UnknownOption(word: extra, command: name, usage: usage))
        }
        throw CommandError(
            column: extra.column, "unexpected argument '\(extra.shown)'; usage: \(usage)",
            ru: "лишний аргумент '\(extra.shown)'; вызов: \(usage)")
    }

    /// `--yes` → true, `--no` → false, neither → nil, both → an error
    /// (`--important` and `--normal`).
    public mutating func exclusiveFlags(_ yes: String, _ no: String) throws(CommandError) -> Bool? {
        let column = peekColumn(of: no) ?? lineEnd
        let isYes = flag(yes)
        let isNo = flag(no)
        if isYes && isNo {
            throw CommandError(
                column: column, "\(yes) and \(no) cannot both be given", ru: "\(yes) и \(no) вместе не указывают")
        }
        return isYes ? true : (isNo ? false : nil)
    }

    /// The rest of the line's words joined by spaces, as a title or a label
    /// of several words is typed (`swipe 1 Не выполнена`); `first` starts it.
    public mutating func joiningRest(after first: Word) -> String {
        var text = first.text
        while let word = optionalWord() { text += " " + word.text }
        return text
    }

    public static func isIdentifier(_ text: String) -> Bool {
        // ASCII letters, digits and `_`, which nearly every class name is, without
        // looking up Unicode properties; anything else takes the full test below.
        var isASCIIIdentifier = !text.isEmpty
        var isFirst = true
        for byte in text.utf8 {
            let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F
            let isDigit = byte >= 0x30 && byte <= 0x39
            if !(isLetter || (isDigit && !isFirst)) {
                isASCIIIdentifier = false
                break
            }
            isFirst = false
        }
        if isASCIIIdentifier { return true }
        guard let first = text.unicodeScalars.first else { return false }
        let isLetter: (Unicode.Scalar) -> Bool = { $0 == "_" || $0.properties.isAlphabetic }
        return isLetter(first) && text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
