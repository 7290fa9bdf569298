/// What one Swift file declares at its top level and which names it mentions, found by scanning
/// its bytes, without parsing it: enough to tell whether anything the app runs can reach it
/// (`ReachableSwiftFiles`).
///
/// It errs one way only. Every word of the file counts as mentioned, comments and strings
/// included, so a name it uses is never missed; and a file whose top level holds anything but
/// types, extensions and imports (a function, a variable, a statement, an operator), or whose
/// text it cannot follow to the end (a string or comment left open, braces that do not
/// balance), is one the app must read whatever names it.
struct SwiftFileOutline: Equatable {
    /// The classes, structures, enumerations, protocols and actors the file declares at its top level.
    var declared: Set<String> = []
    /// The types the file extends at its top level: the first name of `extension A.B`.
    var extended: Set<String> = []
    /// Every word of the file that could be a name.
    var mentioned: Set<String> = []
    /// The words the file writes only as `Name.self`: a type passed as a value, which scenelab's
    /// code never makes an instance of, so the file needs no more of it than its name.
    var namedAsMetatypeOnly: Set<String> = []
    /// Whether the app reads the file whatever names it: see the type's comment.
    var isAlwaysRead = false
    /// Whether the file starts the app: `@main`, `@UIApplicationMain`, or a call of `UIApplicationMain`.
    var startsTheApp = false
    /// The bodies of the file's methods that run only when something calls them: UIKit as a
    /// person acts (an `@IBAction`, an `@objc` method of a file that neither observes
    /// notifications nor performs selectors, `tableView(_:didSelectRowAt:)`,
    /// `collectionView(_:didSelectItemAt:)`), or the app's own code by name (a method that
    /// overrides nothing, is not `@objc`, and whose first parameter is not of a framework's type,
    /// as a delegate's or a data source's is: `func showSettings()`). Whether any code calls
    /// one is for `ReachableSwiftFiles` to tell, from every file's `plainUses`.
    var bodies: [CalledBody] = []
    /// The words that stand outside those bodies.
    var wordsOutsideBodies: Set<String> = []
    /// The words that stand outside those bodies other than as a method's name where it is
    /// declared (`func next(`), inside `#selector(…)`, or as another value's member (`.add`):
    /// a name written there is called, or read, by the code around it, not only by UIKit as a
    /// person acts. A member called (`home.refresh()`) is among them.
    var plainUses: Set<String> = []
    /// The names in the file's `#selector(…)`s when the file observes notifications, performs
    /// selectors or schedules timers (`SwiftFileOutline.callsSelectors`): methods of any class that
    /// the code or UIKit may call at any time, not only as a person acts.
    var selectorsCalledByCode: Set<String> = []

    /// A method body that runs only when it is called (`SwiftFileOutline.bodies`).
    struct CalledBody: Equatable {
        /// The method's name, `showSettings`; nil for UIKit's selection methods, which no code calls.
        var name: String?
        /// Whether UIKit calls it as a person acts; else only the app's code calls it.
        var isAction: Bool
        /// Every word of the body.
        var words: Set<String>
        /// The words of the body that are plain uses (`SwiftFileOutline.plainUses`): the methods it calls.
        var plainUses: Set<String>
    }

    /// Whether the file's types have methods UIKit calls only when a person acts.
    var hasActions: Bool { bodies.contains(where: \.isAction) }
    /// The names of the `@IBAction` and `@objc` ones.
    var actionMethods: Set<String> { Set(bodies.lazy.filter(\.isAction).compactMap(\.name)) }

    /// Words that make a file's `@objc` methods ones its code or UIKit may call at any time.
    private static let callsSelectors: Set<String> = [
        "addObserver", "perform", "performSelector", "sendActions", "sendAction", "Timer", "scheduledTimer",
        "CADisplayLink",
    ]

    /// The outline of `bytes`, a Swift file's text.
    init(_ bytes: [UInt8]) {
        (mentioned, namedAsMetatypeOnly) = Self.words(in: bytes)
        var scanner = Scanner(bytes: bytes)
        scanner.objcIsAction = mentioned.isDisjoint(with: Self.callsSelectors)
        scanner.scanTopLevel(into: &self)
        if mentioned.contains("UIApplicationMain") { startsTheApp = true }
        let callsSelectors = !scanner.objcIsAction
        if scanner.bodies.isEmpty, !callsSelectors {
            wordsOutsideBodies = mentioned
            plainUses = mentioned
        } else {
            let ranges = scanner.bodies.map(\.body)
            let found = Self.words(in: bytes, range: 0..<bytes.count, skipping: ranges)
            (wordsOutsideBodies, plainUses) = (found.all, found.plain)
            if callsSelectors { selectorsCalledByCode = found.inSelectors }
            bodies = scanner.bodies.map { body in
                let inside = Self.words(in: bytes, range: body.body, skipping: [])
                // Observed wherever the file observes it, whoever calls that code.
                if callsSelectors { selectorsCalledByCode.formUnion(inside.inSelectors) }
                return CalledBody(name: body.name, isAction: body.isAction, words: inside.all, plainUses: inside.plain)
            }
        }
    }

    /// The words of `bytes` in `range` outside the `bodies` (ranges in order); those of them that
    /// stand neither after `func` nor inside `#selector(…)` nor as another value's member unless
    /// it is called (`plain`); and those inside `#selector(…)`.
    private static func words(
        in bytes: [UInt8], range: Range<Int>, skipping bodies: [Range<Int>]
    ) -> (all: Set<String>, plain: Set<String>, inSelectors: Set<String>) {
        var all: Set<String> = []
        var plain: Set<String> = []
        var inSelectors: Set<String> = []
        var next = 0
        var start: Int? = nil
        var previous = ""
        var selectorEnd = -1
        let selector = Array("#selector(".utf8)
        var index = range.lowerBound
        while index <= range.upperBound {
            // Inside a body: skipped to its end.
            if next < bodies.count, index == bodies[next].lowerBound {
                index = bodies[next].upperBound
                next += 1
                start = nil
                continue
            }
            let byte = index < range.upperBound ? bytes[index] : 0
            if !Scanner.isWordByte(byte), let first = start {
                let word = String(decoding: bytes[first..<index], as: UTF8.self)
                all.insert(word)
                // A member of another value (`.add` of `barButtonSystemItem: .add`) is not the object's
                // own method; `self.add()` is, and so is one called on any value (`home.refresh()`).
                let isCalled = index < range.upperBound && bytes[index] == UInt8(ascii: "(")
                let isOthersMember =
                    first > range.lowerBound && bytes[first - 1] == UInt8(ascii: ".") && previous != "self" && !isCalled
                if index <= selectorEnd {
                    inSelectors.insert(word)
                } else if previous != "func", !isOthersMember {
                    plain.insert(word)
                }
                previous = word
                start = nil
            }
            if byte == UInt8(ascii: "#"), index + selector.count <= range.upperBound,
                bytes[index..<index + selector.count].elementsEqual(selector)
            {
                // The selector's parentheses, to their close.
                var depth = 0
                var cursor = index + selector.count - 1
                while cursor < range.upperBound {
                    if bytes[cursor] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[cursor] == UInt8(ascii: ")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    cursor += 1
                }
                selectorEnd = cursor
            }
            if Scanner.isWordByte(byte), start == nil, !Scanner.isDigit(byte) { start = index }
            index += 1
        }
        return (all, plain, inSelectors)
    }

    /// The words of `bytes` (runs of letters, digits and underscores that do not start with a
    /// digit), and those of them written only as `Word.self`.
    private static func words(in bytes: [UInt8]) -> (all: Set<String>, metatypeOnly: Set<String>) {
        var words: Set<String> = []
        var asMetatype: Set<String> = []
        var otherwise: Set<String> = []
        var start: Int? = nil
        let selfWord: [UInt8] = Array(".self".utf8)
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0
            if Scanner.isWordByte(byte) {
                if start == nil, !Scanner.isDigit(byte) { start = index }
            } else if let first = start {
                let word = String(decoding: bytes[first..<index], as: UTF8.self)
                words.insert(word)
                let end = index + selfWord.count
                let isMetatype =
                    end <= bytes.count && bytes[index..<end].elementsEqual(selfWord)
                    && (end == bytes.count || !Scanner.isWordByte(bytes[end]))
                if isMetatype { asMetatype.insert(word) } else { otherwise.insert(word) }
                start = nil
            }
        }
        return (words, asMetatype.subtracting(otherwise))
    }

    /// Walks the file's top level: what stands outside every brace.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Whether an `@objc` method is one UIKit calls as a person acts (`SwiftFileOutline.callsSelectors`).
        var objcIsAction = true
        /// The bodies of the methods that run only when called (`SwiftFileOutline.bodies`), in the file's order.
        var bodies: [(name: String?, body: Range<Int>, isAction: Bool)] = []
        /// How many interpolations the scan is inside: each is a call deeper, so a file made of
        /// nested `"\("` ends the scan (the file is then read) rather than the stack.
        var interpolations = 0
        static let maximumInterpolations = 64

        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || isDigit(byte) || byte == 0x5F
                || byte >= 0x80
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        /// The words that may stand before a declaration at the top level without being one.
        static let modifiers: Set<String> = [
            "public", "private", "fileprivate", "internal", "open", "final", "package", "nonisolated",
            "indirect", "dynamic",
        ]
        /// The keywords that declare a type.
        static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]

        /// A token of the top level: a word, an attribute, a directive, or one other character.
        enum Token: Equatable {
            case word(String)
            case attribute(String)
            case directive
            case openBrace
            case other
            case end
        }

        mutating func scanTopLevel(into outline: inout SwiftFileOutline) {
            // What the item being read is: nothing yet, a type's header (up to its `{`), or an import.
            var inTypeHeader = false
            while true {
                guard let token = nextTopLevelToken() else {
                    outline.isAlwaysRead = true
                    return
                }
                switch token {
                case .end:
                    if inTypeHeader { outline.isAlwaysRead = true }
                    return
                case .openBrace:
                    // A body at the top level: a type's, walked for its methods; any other is code that runs.
                    if !inTypeHeader { outline.isAlwaysRead = true }
                    guard inTypeHeader ? scanTypeBody() : skipBody() else {
                        outline.isAlwaysRead = true
                        return
                    }
                    inTypeHeader = false
                case .attribute(let name):
                    if name == "main" || name == "UIApplicationMain" { outline.startsTheApp = true }
                    skipParenthesisedArguments()
                case .directive:
                    skipLine()
                case .word(let word):
                    if inTypeHeader { continue }
                    if word == "import" {
                        skipLine()
                    } else if Self.modifiers.contains(word) {
                        continue
                    } else if Self.typeKeywords.contains(word) || word == "extension" {
                        guard case .word(let name)? = nextTopLevelToken() else {
                            outline.isAlwaysRead = true
                            return
                        }
                        if word == "extension" { outline.extended.insert(name) } else { outline.declared.insert(name) }
                        inTypeHeader = true
                    } else {
                        // A function, variable, operator or statement: code of the whole app.
                        outline.isAlwaysRead = true
                        return
                    }
                case .other:
                    if !inTypeHeader {
                        outline.isAlwaysRead = true
                        return
                    }
                }
            }
        }

        /// The next token outside comments; nil when a comment is left open.
        mutating func nextTopLevelToken() -> Token? {
            guard skipSpaceAndComments() else { return nil }
            guard index < bytes.count else { return .end }
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                index += 1
                return .openBrace
            }
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                index += 1
                let word = readWord()
                if byte == UInt8(ascii: "#") {
                    // `#if` and its kin stand on their own line; any other `#` is code.
                    return ["if", "else", "elseif", "endif", "warning", "error", "sourceLocation"].contains(word)
                        ? .directive : .other
                }
                return .attribute(word)
            }
            if byte == UInt8(ascii: "`") {
                index += 1
                let word = readWord()
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                return .word(word)
            }
            if Self.isWordByte(byte), !Self.isDigit(byte) { return .word(readWord()) }
            if byte == UInt8(ascii: "\"") {
                // A string at the top level is code that runs; no type's header holds one.
                return skipStringIfAny() ? .other : nil
            }
            index += 1
            return .other
        }

        mutating func readWord() -> String {
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// Skips blanks and comments; false when a block comment is left open.
        mutating func skipSpaceAndComments() -> Bool {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x3B {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    skipLine()
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    guard skipBlockComment() else { return false }
                } else {
                    return true
                }
            }
            return true
        }

        mutating func skipLine() {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        }

        /// Skips `/* … */`, nested as Swift nests them; false when it is never closed.
        mutating func skipBlockComment() -> Bool {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return true }
                } else {
                    index += 1
                }
            }
            return false
        }

        /// Skips an attribute's `(…)`, if it has one.
        mutating func skipParenthesisedArguments() {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return }
            index += 1
            _ = skipCode(until: UInt8(ascii: ")"))
        }

        /// The words that start a member of a type's body other than a method.
        static let memberKeywords: Set<String> = [
            "var", "let", "init", "deinit", "subscript", "case", "typealias", "struct", "enum", "protocol",
            "actor", "extension", "associatedtype", "operator",
        ]

        /// The words that may stand before `func` in a type's body.
        static let methodModifiers: Set<String> = [
            "override", "static", "class", "private", "fileprivate", "public", "internal", "open", "final",
            "mutating", "nonmutating", "nonisolated", "dynamic", "required", "convenience", "optional", "package",
        ]

        /// A method being declared in a type's body, up to its `{`.
        private struct Method {
            var name: String?
            var attributes: Set<String>
            var modifiers: Set<String>
            /// Whether its parameters select a row (`didSelectRowAt`).
            var selects = false
            /// Whether its first parameter is of a framework's type (`_ tableView: UITableView`).
            var isTold = false
            /// Whether its parameters were read: a later `(` is its result's or its body's.
            var hasParameters = false

            /// Whether only the app's own code calls it, by name: it overrides nothing, no
            /// selector can name it, and it is no delegate's or data source's method.
            var isCalledByNameOnly: Bool {
                attributes.isDisjoint(with: ["objc", "IBAction", "IBSegueAction", "objcMembers"])
                    && !modifiers.contains("override") && !modifiers.contains("dynamic") && !modifiers.contains("optional")
                    && !isTold
            }
        }

        /// Whether a parameter list's first parameter is of a framework's type: its type's name
        /// starts with two capitals (`UITableView`, `NSCoder`, `CLLocationManager`, `URLSession`),
        /// as the delegates' and data sources' methods UIKit and its kin call are written.
        static func firstParameterIsFrameworkType(_ parameters: Substring) -> Bool {
            var depth = 0
            var end = parameters.endIndex
            for index in parameters.indices {
                switch parameters[index] {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case "," where depth == 0: end = index
                default: continue
                }
                if end != parameters.endIndex { break }
            }
            let first = parameters[..<end]
            guard let colon = first.firstIndex(of: ":") else { return false }
            var type = first[first.index(after: colon)...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            // `inout`, `@escaping`, `any`, `some`: what stands before the type's name.
            while let space = type.firstIndex(where: { $0 == " " }),
                type.hasPrefix("@") || ["inout", "any", "some", "borrowing", "consuming", "sending"].contains(String(type[..<space]))
            {
                type = type[type.index(after: space)...].drop { $0 == " " }
            }
            let letters = type.prefix(2)
            return letters.count == 2 && letters.allSatisfy { $0.isASCII && $0.isUppercase }
        }

        /// Walks a type's body, whose `{` was read, to just past its `}`: each member's braces are
        /// skipped, and the body of a method that runs only when called is kept in `bodies`.
        /// False when the body is never closed.
        mutating func scanTypeBody() -> Bool {
            var attributes: Set<String> = []
            var modifiers: Set<String> = []
            var method: Method?
            var expectsName = false
            while true {
                guard skipSpaceAndComments(), index < bytes.count else { return false }
                let byte = bytes[index]
                if byte == UInt8(ascii: "}") {
                    index += 1
                    return true
                } else if byte == UInt8(ascii: "{") {
                    index += 1
                    let start = index
                    guard skipBody() else { return false }
                    if let method, let name = method.name {
                        if method.attributes.contains("IBAction") || (objcIsAction && method.attributes.contains("objc")) {
                            bodies.append((name, start..<index, true))
                        } else if method.selects {
                            // UIKit's own method, which the code never calls by name.
                            bodies.append((nil, start..<index, true))
                        } else if method.isCalledByNameOnly {
                            bodies.append((name, start..<index, false))
                        }
                    }
                    method = nil
                    attributes = []
                    modifiers = []
                } else if byte == UInt8(ascii: "(") {
                    index += 1
                    let start = index
                    guard skipCode(until: UInt8(ascii: ")")) else { return false }
                    if method != nil, method?.name != nil, method?.hasParameters == false {
                        let parameters = String(decoding: bytes[start..<index], as: UTF8.self)
                        if parameters.contains("didSelectRowAt") || parameters.contains("didSelectItemAt") {
                            method?.selects = true
                        }
                        method?.isTold = Self.firstParameterIsFrameworkType(parameters.dropLast())
                        method?.hasParameters = true
                    }
                } else if byte == UInt8(ascii: "@") {
                    index += 1
                    attributes.insert(readWord())
                    skipParenthesisedArguments()
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                    guard skipStringIfAny() else { return false }
                } else if byte == UInt8(ascii: "`") {
                    index += 1
                } else if Self.isWordByte(byte), !Self.isDigit(byte) {
                    let word = readWord()
                    if expectsName {
                        method?.name = word
                        expectsName = false
                    } else if word == "func" {
                        method = Method(name: nil, attributes: attributes, modifiers: modifiers)
                        attributes = []
                        modifiers = []
                        expectsName = true
                    } else if Self.methodModifiers.contains(word) {
                        modifiers.insert(word)
                    } else if Self.memberKeywords.contains(word) {
                        method = nil
                        attributes = []
                        modifiers = []
                    }
                } else {
                    index += 1
                }
            }
        }

        /// Skips a body whose `{` was read, to just past its `}`; false when it is never closed.
        mutating func skipBody() -> Bool {
            skipCode(until: UInt8(ascii: "}"))
        }

        /// Skips code up to the `closing` that balances what was opened before it, past strings,
        /// comments and nested brackets; false when the text ends first.
        mutating func skipCode(until closing: UInt8) -> Bool {
            var stack: [UInt8] = [closing]
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "{"): stack.append(UInt8(ascii: "}")); index += 1
                case UInt8(ascii: "("): stack.append(UInt8(ascii: ")")); index += 1
                case UInt8(ascii: "["): stack.append(UInt8(ascii: "]")); index += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    guard stack.last == byte else { return false }
                    stack.removeLast()
                    index += 1
                    if stack.isEmpty { return true }
                case UInt8(ascii: "/"):
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        skipLine()
                    } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                        guard skipBlockComment() else { return false }
                    } else {
                        index += 1
                    }
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    guard skipStringIfAny() else { return false }
                default:
                    index += 1
                }
            }
            return false
        }

        /// At `#` or `"`: skips a string literal (raw or not, one line or many) and what its
        /// interpolations hold; a `#` that starts no string is stepped over. False when a
        /// string is left open.
        mutating func skipStringIfAny() -> Bool {
            var hashes = 0
            var cursor = index
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") {
                hashes += 1
                cursor += 1
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else {
                index = max(cursor, index + 1)
                return true
            }
            let isMultiline =
                cursor + 2 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "\"")
                && bytes[cursor + 2] == UInt8(ascii: "\"")
            index = cursor + (isMultiline ? 3 : 1)
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    // An escape counts only with the string's own number of `#` after it.
                    var escapeHashes = 0
                    var after = index + 1
                    while escapeHashes < hashes, after < bytes.count, bytes[after] == UInt8(ascii: "#") {
                        escapeHashes += 1
                        after += 1
                    }
                    if escapeHashes == hashes, after < bytes.count {
                        if bytes[after] == UInt8(ascii: "(") {
                            index = after + 1
                            guard interpolations < Self.maximumInterpolations else { return false }
                            interpolations += 1
                            defer { interpolations -= 1 }
                            guard skipCode(until: UInt8(ascii: ")")) else { return false }
                        } else {
                            index = after + 1
                        }
                    } else {
                        index += 1
                    }
                } else if byte == 0x0A, !isMultiline {
                    return false
                } else if byte == UInt8(ascii: "\"") {
                    let quotes = isMultiline ? 3 : 1
                    var end = index
                    var count = 0
                    while count < quotes, end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                        count += 1
                        end += 1
                    }
                    var closingHashes = 0
                    while count == quotes, closingHashes < hashes, end < bytes.count, bytes[end] == UInt8(ascii: "#") {
                        closingHashes += 1
                        end += 1
                    }
                    if count == quotes, closingHashes == hashes {
                        index = end
                        return true
                    }
                    index += 1
                } else {
                    index += 1
                }
            }
            return false
        }
    }
}
