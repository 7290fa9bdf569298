import SceneLabCore

/// A command line's errors in the session's language.
///
/// The words a command reads (SceneLabCore's `CommandWords`, the apps'
/// grammars, the lexer) refuse in English, knowing nothing of the session.
/// Each error they can give is a `Phrase` whose English text is that error's
/// template; the parser reads an English message back against those
/// templates and writes the Russian one with the same words filled in. The
/// words the grammar itself names ("a CLASS", "a ROW number") are looked up
/// in `russianArguments`; command words, options and what was typed stay.
extension Phrase {
    /// One template: the phrase, and which of its arguments are English
    /// words of the grammar to translate (`{2}` of "{1} needs {2}; …").
    struct CommandErrorTemplate: Sendable {
        let phrase: Phrase
        let translated: Set<Int>
    }

    /// The templates, the longer of two that could both match first.
    static let commandErrorTemplates: [CommandErrorTemplate] = [
        .init(phrase: .parseOptionNeedsValue, translated: []),
        .init(phrase: .parseNeeds, translated: [2]),
        .init(phrase: .parseUnknownOptionGuess, translated: []),
        .init(phrase: .parseUnknownOption, translated: []),
        .init(phrase: .parseUnknownOptionForGuess, translated: []),
        .init(phrase: .parseUnknownOptionFor, translated: []),
        .init(phrase: .parseUnexpectedArgument, translated: []),
        .init(phrase: .parseTooLong, translated: [2]),
        .init(phrase: .parseNotIdentifier, translated: [2]),
        .init(phrase: .parseNotStackIndex, translated: []),
        .init(phrase: .parseNotCounted, translated: [2]),
        .init(phrase: .parseOnOff, translated: []),
        .init(phrase: .parseTakesGuess, translated: [2]),
        .init(phrase: .parseTakesUsage, translated: [2]),
        .init(phrase: .specExportNumber, translated: []),
        .init(phrase: .parseTakes, translated: [2]),
        .init(phrase: .parseBothFlags, translated: []),
        .init(phrase: .parseUnknownVerbGuess, translated: []),
        .init(phrase: .parseUnknownVerb, translated: []),
        .init(phrase: .lexUnterminatedQuote, translated: []),
        .init(phrase: .lexTrailingBackslash, translated: []),
        .init(phrase: .lexControlCharacter, translated: []),
        .init(phrase: .lexInvisibleCharacter, translated: []),
        .init(phrase: .defaultsDecodeNeedsKey, translated: []),
        .init(phrase: .defaultsKeyBeforeValue, translated: []),
        .init(phrase: .defaultsRegisterPlain, translated: []),
        .init(phrase: .defaultsNotInteger, translated: []),
        .init(phrase: .defaultsNotNumber, translated: []),
        .init(phrase: .defaultsDictNeedsValue, translated: []),
        .init(phrase: .defaultsCannotNest, translated: []),
        .init(phrase: .defaultsUnknownTypeGuess, translated: []),
        .init(phrase: .defaultsUnknownType, translated: []),
        .init(phrase: .defaultsNotBoolean, translated: []),
        .init(phrase: .defaultsNotDate, translated: []),
        .init(phrase: .defaultsNotHex, translated: []),
        .init(phrase: .specIOSVersion, translated: []),
        .init(phrase: .specExportFormat, translated: []),
        .init(phrase: .specExportOrder, translated: []),
        .init(phrase: .specHistoryForce, translated: []),
        .init(phrase: .specNoCommandGuess, translated: []),
        .init(phrase: .specNoCommand, translated: []),
        .init(phrase: .specUnknownChannelGuess, translated: []),
        .init(phrase: .specUnknownChannel, translated: []),
        .init(phrase: .specNameAppOnce, translated: []),
    ]

    /// The words grammars name what they want by, in Russian (nominative:
    /// every Russian template puts them where the nominative reads).
    static let russianArguments: [String: String] = [
        "a CLASS": "класс CLASS",
        "class name": "имя класса",
        "reference name": "имя ссылки",
        "a NAME": "имя NAME",
        "a stack index N": "индекс в стеке N",
        "on or off": "on или off",
        "down or up": "down или up",
        "a scene number N": "номер сцены N",
        "new, list, focus N, close N or reclaim N": "new, list, focus N, close N или reclaim N",
        "a METHOD, a command, a topic, a source id, or last": "метод METHOD, команда, тема, номер источника или last",
        "a FILE to run": "файл FILE для запуска",
        "a FILE to play step by step": "файл FILE для пошагового проигрывания",
        "a FILE (.scn for a script, .t for a transcript), or stop":
            "файл FILE (.scn — сценарий, .t — транскрипт) или stop",
        "a FILE to write": "файл FILE для записи",
        "a lesson number N (see `lessons`)": "номер урока N (см. `lessons`)",
        "a number of lines N": "число строк N",
        "a number of rows N": "число строк N",
        "a tab number N": "номер вкладки N",
        "a segue ID": "идентификатор перехода ID",
        "an ELEMENT (see `actions`)": "элемент ELEMENT (см. `actions`)",
        "a ROW number": "номер строки ROW",
        "a FIELD": "поле FIELD",
        "a SWITCH": "переключатель SWITCH",
        "an ACTION": "действие ACTION",
        "a SECTION number": "номер секции SECTION",
        "a POSITION": "позиция POSITION",
        "a KEY": "ключ KEY",
        "a WORD to find": "слово WORD для поиска",
        "a DOMAIN": "домен DOMAIN",
        "a FILE, or - for standard output": "файл FILE или - (стандартный вывод)",
        "a FILE, or - for standard input": "файл FILE или - (стандартный ввод)",
        "a VALUE": "значение VALUE",
        "an integer to add": "целое число, которое прибавить",
        "a TITLE": "название TITLE",
        "next, previous or set": "next, previous или set",
        "a page number N": "номер страницы N",
        "add, remove, transition or forwarding": "add, remove, transition или forwarding",
        "a child number N": "номер дочернего контроллера N",
    ]

    /// Beginnings of grammar words that end in a list or an example
    /// (`a verb (add, list, …)`), with their Russian.
    static let russianArgumentPrefixes: [(String, String)] = [
        ("a verb (", "глагол ("),
        ("a style (", "стиль ("),
        ("a value after ", "значение после "),
        ("a PATH in the app's container, such as ", "путь PATH в контейнере приложения, например "),
    ]

    /// A grammar's word in Russian: from the table, by its beginning, or a
    /// list of choices with its "or"; otherwise as it is (a command word).
    static func russianArgument(_ english: String) -> String {
        if let russian = russianArguments[english] { return russian }
        for (prefix, russian) in russianArgumentPrefixes where english.hasPrefix(prefix) {
            return russian + russianList(String(english.dropFirst(prefix.count)))
        }
        return russianList(english)
    }

    /// "a, b or c" as "a, b или c".
    public static func russianList(_ english: String) -> String {
        var result = english
        while let or = result.firstRange(of: " or ") { result.replaceSubrange(or, with: " или ") }
        return result
    }

    /// `message`, a command line's error in English, in `language`: read
    /// back against the templates and filled in again. A message no
    /// template matches stays as it is.
    public static func commandError(_ message: String, in language: Language) -> String {
        guard language != .en else { return message }
        for template in commandErrorTemplates {
            guard let arguments = Phrase.arguments(of: message, in: template.phrase.english) else { continue }
            let filled = arguments.enumerated().map { index, argument in
                template.translated.contains(index + 1) ? russianArgument(argument) : argument
            }
            return filling(template.phrase.template(language), with: filled)
        }
        return message
    }

    /// The arguments that fill `template` into `text`, or nil when it does not.
    /// Each placeholder takes at least one character; where a literal could
    /// follow it in several places, each is tried, earliest first.
    static func arguments(of text: String, in template: String) -> [String]? {
        enum Piece {
            case literal(String)
            case slot(Int)
        }
        var pieces: [Piece] = []
        var rest = Substring(template)
        var literal = ""
        while let character = rest.first {
            if character == "{" {
                let after = rest.dropFirst()
                let digits = after.prefix { $0.isASCII && $0.isNumber }
                if !digits.isEmpty, after.dropFirst(digits.count).first == "}", let number = Int(digits) {
                    if !literal.isEmpty { pieces.append(.literal(literal)) }
                    literal = ""
                    pieces.append(.slot(number))
                    rest = after.dropFirst(digits.count + 1)
                    continue
                }
            }
            literal.append(character)
            rest = rest.dropFirst()
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        let count = pieces.reduce(0) { if case .slot(let n) = $1 { return max($0, n) } else { return $0 } }
        var found = [String?](repeating: nil, count: count)

        func match(_ pieceIndex: Int, _ text: Substring) -> Bool {
            guard pieceIndex < pieces.count else { return text.isEmpty }
            switch pieces[pieceIndex] {
            case .literal(let literal):
                guard text.hasPrefix(literal) else { return false }
                return match(pieceIndex + 1, text.dropFirst(literal.count))
            case .slot(let number):
                guard pieceIndex + 1 < pieces.count else {
                    guard !text.isEmpty, found[number - 1].map({ $0 == String(text) }) ?? true else { return false }
                    found[number - 1] = String(text)
                    return true
                }
                guard case .literal(let next) = pieces[pieceIndex + 1] else { return false }
                var searchStart = text.index(text.startIndex, offsetBy: 1, limitedBy: text.endIndex) ?? text.endIndex
                while searchStart <= text.endIndex, !text.isEmpty,
                    let range = text[searchStart...].firstRange(of: next)
                {
                    let value = String(text[..<range.lowerBound])
                    let before = found[number - 1]
                    if before == nil || before == value {
                        found[number - 1] = value
                        if match(pieceIndex + 2, text[range.upperBound...]) { return true }
                        found[number - 1] = before
                    }
                    guard range.lowerBound < text.endIndex else { break }
                    searchStart = text.index(after: range.lowerBound)
                }
                return false
            }
        }
        guard match(0, Substring(text)) else { return nil }
        return found.map { $0 ?? "" }
    }
}
