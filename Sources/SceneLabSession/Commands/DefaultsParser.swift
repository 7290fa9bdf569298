import CommandGrammar
import PropertyLists
import SceneLabStore
import SceneLabCore

/// Reads the words after `defaults` into a `DefaultsCommand`.
enum DefaultsParser {
    static let verbs = [
        "read", "read-type", "write", "delete", "domains", "find", "export", "import", "register", "path",
    ]

    static let typeFlags = [
        "-string", "-int", "-integer", "-float", "-bool", "-boolean", "-date", "-data", "-array", "-array-add",
        "-dict", "-dict-add", "-int-add",
    ]

    /// Whether a word names a domain rather than a key: bundle identifiers
    /// have a dot; `-g`, `-globalDomain` and `NSGlobalDomain` name the global domain.
    static func domain(_ word: Word) -> String? {
        switch word.text {
        case "-g", "-globalDomain", Store.globalDomain: return Store.globalDomain
        default: return word.text.contains(".") ? word.text : nil
        }
    }

    static func parse(_ arguments: inout CommandWords) throws(CommandError) -> DefaultsCommand {
        let verb = try arguments.requiredWord(Wanted.verb(verbs))
        switch verb.text {
        case "read":
            let decodeColumn = arguments.peekColumn(of: "--decode")
            let decoding = try arguments.stringOption("--decode")
            let domain = arguments.peek.flatMap(Self.domain)
            if domain != nil { _ = arguments.optionalWord() }
            let key = arguments.optionalWord()?.text
            guard let decoding else { return .read(domain: domain, key: key) }
            guard decoding == "json" else {
                throw CommandError(column: decodeColumn ?? arguments.lineEnd, .parseTakes, "--decode", "json", decoding)
            }
            guard let key else {
                throw CommandError(column: arguments.lineEnd, .defaultsDecodeNeedsKey)
            }
            return .readDecodingJSON(domain: domain, key: key)
        case "read-type":
            let domain = takeDomain(&arguments)
            return .readType(domain: domain, key: try arguments.requiredWord(Wanted.key).text)
        case "write":
            let domain = takeDomain(&arguments)
            let key = try arguments.requiredWord(Wanted.key)
            if key.text.hasPrefix("-") {
                throw CommandError(column: key.column, .defaultsKeyBeforeValue, key.shown)
            }
            return .write(domain: domain, key: key.text, value: try writeValue(&arguments))
        case "delete":
            let domain = arguments.peek.flatMap(Self.domain)
            if domain != nil { _ = arguments.optionalWord() }
            return .delete(domain: domain, key: arguments.optionalWord()?.text)
        case "domains":
            return .domains
        case "find":
            return .find(try arguments.requiredWord(Wanted.wordToFind).text)
        case "export", "import":
            let replacing = verb.text == "export" && arguments.flag("--force")
            let domainWord = try arguments.requiredWord(Wanted.domain)
            let domain = Self.domain(domainWord) ?? domainWord.text
            let path = try arguments.requiredWord(Wanted.file(exporting: verb.text == "export")).text
            return verb.text == "export"
                ? .export(domain: domain, path: path, replacing: replacing) : .import(domain: domain, path: path)
        case "register":
            let key = try arguments.requiredWord(Wanted.key).text
            guard case .set(let value) = try writeValue(&arguments) else {
                throw CommandError(column: arguments.lineEnd, .defaultsRegisterPlain)
            }
            return .register(key: key, value: value)
        case "path":
            guard let word = arguments.optionalWord() else { return .path(domain: nil) }
            return .path(domain: Self.domain(word) ?? word.text)
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "defaults")
        }
    }

    private static func takeDomain(_ arguments: inout CommandWords) -> String? {
        guard let word = arguments.peek, let domain = domain(word), arguments.remaining > 1 else { return nil }
        _ = arguments.optionalWord()
        return domain
    }

    /// `VALUE`, or a type flag and its values.
    private static func writeValue(_ arguments: inout CommandWords) throws(CommandError) -> DefaultsValue {
        let first = try arguments.requiredWord(Wanted.value)
        switch first.text {
        case "-array", "-array-add":
            var items: [PropertyList] = []
            while arguments.hasMore { items.append(try element(&arguments)) }
            return first.text == "-array" ? .set(.array(items)) : .arrayAdd(items)
        case "-int-add":
            let amount = try arguments.requiredWord(Wanted.integerToAdd)
            guard let number = Int(amount.text) else {
                throw CommandError(column: amount.column, .defaultsNotInteger, amount.shown)
            }
            return .integerAdd(number)
        case "-dict", "-dict-add":
            var values: [String: PropertyList] = [:]
            while let key = arguments.optionalWord() {
                guard arguments.hasMore else {
                    throw CommandError(column: arguments.lineEnd, .defaultsDictNeedsValue, first.shown, key.shown)
                }
                values[key.text] = try element(&arguments)
            }
            return first.text == "-dict" ? .set(.dictionary(values)) : .dictionaryAdd(values)
        default:
            let value = try scalar(first, &arguments)
            return .set(value)
        }
    }

    /// One element of `-array` or `-dict`: a plain string, or a type flag and its value.
    private static func element(_ arguments: inout CommandWords) throws(CommandError) -> PropertyList {
        let word = try arguments.requiredWord(Wanted.value)
        if word.text == "-array" || word.text == "-dict" || word.text.hasSuffix("-add") {
            throw CommandError(column: word.column, .defaultsCannotNest, word.shown)
        }
        return try scalar(word, &arguments)
    }

    /// A scalar: `-TYPE VALUE`, or a bare word taken as a string.
    private static func scalar(_ word: Word, _ arguments: inout CommandWords) throws(CommandError) -> PropertyList {
        guard word.text.hasPrefix("-"), word.text.count > 1, Int(word.text) == nil, Double(word.text) == nil else {
            return .string(word.text)
        }
        guard typeFlags.contains(word.text) else {
            if let guess = Suggestion.closest(to: word.text, in: typeFlags) {
                throw CommandError(column: word.column, .defaultsUnknownTypeGuess, word.shown, guess)
            }
            throw CommandError(column: word.column, .defaultsUnknownType, word.shown)
        }
        let value = try arguments.requiredWord(Wanted.value(after: word.shown))
        switch word.text {
        case "-string":
            return .string(value.text)
        case "-int", "-integer":
            guard let number = Int(value.text) else {
                throw CommandError(column: value.column, .defaultsNotInteger, value.shown)
            }
            return .integer(number)
        case "-float":
            guard let number = Double(value.text) else {
                throw CommandError(column: value.column, .defaultsNotNumber, value.shown)
            }
            return .real(number)
        case "-bool", "-boolean":
            switch value.text.lowercased() {
            case "true", "yes", "1": return .boolean(true)
            case "false", "no", "0": return .boolean(false)
            default:
                throw CommandError(column: value.column, .defaultsNotBoolean, value.shown)
            }
        case "-date":
            guard let date = CalendarDate(parsing: value.text) else {
                throw CommandError(column: value.column, .defaultsNotDate, value.shown)
            }
            return .date(date.date)
        case "-data":
            guard let bytes = hexBytes(value.text) else {
                throw CommandError(column: value.column, .defaultsNotHex, value.shown)
            }
            return .data(bytes)
        default:
            throw CommandError(column: word.column, .defaultsCannotNest, word.shown)
        }
    }

    static func hexBytes(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 97...102: return byte - 87
        case 65...70: return byte - 55
        default: return nil
        }
    }

    /// What completion offers after `defaults` and the words `taken`:
    /// verbs, then domains and keys, then type flags.
    static func completions(after taken: [String], in session: Session) -> [String] {
        guard let verb = taken.first else { return DefaultsParser.verbs }
        let store = session.simulator.store
        let domains = (try? store.domainNames()) ?? []
        let appDomain = session.simulator.application?.definition.bundleIdentifier
        let domain = taken.dropFirst().first { $0.contains(".") } ?? appDomain
        let keys = domain.flatMap { try? store.persistentDomain($0).keys.sorted() } ?? []
        switch verb {
        case "read", "read-type", "delete", "write":
            let named = taken.count > 1 && taken[1].contains(".")
            let argumentIndex = taken.count - (named ? 2 : 1)
            // After a DOMAIN, its keys; with none yet, a domain or a key of the app's own.
            if argumentIndex == 0 { return named ? keys : domains + keys }
            if argumentIndex == 1 && verb == "write" { return DefaultsParser.typeFlags }
            return []
        case "export", "import", "path":
            if taken.count == 1 { return domains + [Store.globalDomain] }
            // `defaults export DOMAIN FILE` may go on with `--force`.
            return verb == "export" && taken.count == 3 ? ["--force"] : []
        case "register":
            return taken.count == 2 ? DefaultsParser.typeFlags : []
        default:
            return []
        }
    }

    /// Whether the word after `defaults` and `taken` is a file on the
    /// computer's disk: the FILE of `defaults export|import DOMAIN`.
    static func takesFile(after taken: [String]) -> Bool {
        taken.count == 2 && ["export", "import"].contains(taken[0])
    }
}
