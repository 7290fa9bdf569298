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
    /// The words outside the bodies written only where a method or a property is declared
    /// (`WordPass.Uses.reads`): a property whose name is among them is never read there.
    var declaredOnly: Set<String> = []

    /// Every method of the file's types with a body, in the file's order: what `open` may leave
    /// out of a file whose objects the launch makes but never shows (`ReachableSwiftFiles.readInPart`).
    var methods: [MethodBody] = []
    /// The instance properties of the file's types whose initial value makes an object of a
    /// class by calling its name (`let detail = DetailViewController()`), in the file's order.
    var constructions: [Construction] = []

    /// Whether the code outside the bodies reads or sets a property of that name (or calls a
    /// method of it): the word stands there other than where it is declared.
    func readsOutsideBodies(_ name: String) -> Bool {
        wordsOutsideBodies.contains(name) && !declaredOnly.contains(name)
    }

    /// A method body that runs only when it is called (`SwiftFileOutline.bodies`).
    struct CalledBody: Equatable {
        /// The method's name, `showSettings`; nil for UIKit's selection methods, which no code calls.
        var name: String?
        /// Whether UIKit calls it as a person acts; else only the app's code calls it.
        var isAction: Bool
        /// Whether it is a property's initial value or getter (`Scanner.BodyKind.property`), run
        /// when code reads the property, as a member of any value (`Store.shared`) or not.
        var isProperty = false
        /// Every word of the body.
        var words: Set<String>
        /// The words of the body that are plain uses (`SwiftFileOutline.plainUses`): the methods it calls.
        var plainUses: Set<String>
        /// The words of the body written only where a method or a property is declared.
        var declaredOnly: Set<String> = []

        /// Whether the body reads or sets a property of that name (`readsOutsideBodies(_:)`).
        func reads(_ name: String) -> Bool { words.contains(name) && !declaredOnly.contains(name) }
    }


    /// A method of one of the file's types and where its body stands.
    struct MethodBody: Equatable {
        /// Its name, `viewDidLoad`; nil for an operator's.
        var name: String?
        /// The bytes between its braces, the closing one included.
        var body: Range<Int>
        /// The bytes of its whole declaration, from its first attribute or modifier to its `}`.
        var declaration: Range<Int>
        /// Whether it overrides one of the methods UIKit calls only once the controller's view is
        /// loaded (`viewDidLoad()`, `viewWillAppear(_:)`, `prepare(for:sender:)`): a controller
        /// whose view nothing shows never runs it, whoever names it.
        var overridesViewLoading: Bool
    }

    /// An instance property whose initial value is an object of `className`, made as the
    /// instance is made: `let detail = DetailViewController()`.
    struct Construction: Equatable {
        var property: String
        var className: String
    }

    /// The methods UIKit calls on a controller only once its view is loaded.
    static let viewLoadingMethods: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
        "viewWillTransition", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "prepare",
        "shouldPerformSegue", "traitCollectionDidChange",
    ]

    /// Words that make a file's `@objc` methods ones its code or UIKit may call at any time.
    private static let callsSelectors: Set<String> = [
        "addObserver", "perform", "performSelector", "sendActions", "sendAction", "Timer", "scheduledTimer",
        "CADisplayLink",
    ]

    /// The outline of `bytes`, a Swift file's text.
    init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        scanner.scanTopLevel(into: &self)
        methods = scanner.methods
        constructions = scanner.constructions
        let pass = WordPass(bytes, bodies: scanner.bodies.map(\.body))
        mentioned = Set(pass.words)
        namedAsMetatypeOnly = pass.strings(pass.metatypeOnly)
        if mentioned.contains("UIApplicationMain") { startsTheApp = true }
        // In a file that observes or performs selectors, an `@objc` method may run at any time:
        // its body is code like any other.
        let callsSelectors = !mentioned.isDisjoint(with: Self.callsSelectors)
        var outside = pass.outside
        for (index, body) in scanner.bodies.enumerated() {
            guard !(callsSelectors && body.kind == .objc) else {
                outside.take(pass.bodies[index])
                continue
            }
            let uses = pass.bodies[index]
            bodies.append(
                CalledBody(
                    name: body.name, isAction: body.kind == .action || body.kind == .objc,
                    isProperty: body.kind == .property, words: pass.strings(uses.all),
                    plainUses: pass.strings(uses.plain), declaredOnly: pass.strings(uses.declaredOnly)))
        }
        wordsOutsideBodies = pass.strings(outside.all)
        plainUses = pass.strings(outside.plain)
        declaredOnly = pass.strings(outside.declaredOnly)
        if callsSelectors {
            // Observed wherever the file observes it, whoever calls that code.
            var observed = outside.inSelectors
            for body in pass.bodies { observed += body.inSelectors }
            selectorsCalledByCode = pass.strings(observed)
        }
    }

    /// The file's words in one pass, each distinct word made a `String` once, and where each
    /// stands: outside the `bodies` or in one of them, as a plain use or in a `#selector(…)`
    /// (`SwiftFileOutline.plainUses`), and whether it is written only as `Word.self`. A word is
    /// a run of letters, digits and underscores that does not start with a digit.
    private struct WordPass {
        /// The words of one stretch of the file, by their numbers in `words`.
        struct Uses {
            var all: [Int] = []
            var plain: [Int] = []
            var inSelectors: [Int] = []
            /// The words written other than where a method or a property is declared (`func
            /// name(`, `let name`, `var name`): a property read or set there, a member's included.
            var reads: [Int] = []

            /// Adds `other`'s words (a body set apart no longer).
            mutating func take(_ other: Uses) {
                all += other.all
                plain += other.plain
                inSelectors += other.inSelectors
                reads += other.reads
            }

            /// The words written only where a method or a property is declared.
            var declaredOnly: [Int] {
                guard reads.count < all.count else { return [] }
                let read = Set(reads)
                return all.filter { !read.contains($0) }
            }
        }

        /// The distinct words, in the order first met.
        private(set) var words: [String] = []
        /// The numbers of the words written only as `Word.self`.
        private(set) var metatypeOnly: [Int] = []
        /// The words outside the bodies.
        private(set) var outside = Uses()
        /// Each body's words, in the order of `bodies`.
        private(set) var bodies: [Uses]

        init(_ bytes: [UInt8], bodies ranges: [Range<Int>]) {
            bodies = Array(repeating: Uses(), count: ranges.count)
            // A word's number by its bytes' hash; a hash two words share probes on.
            var numbers: [UInt64: Int] = [:]
            var spans: [Range<Int>] = []
            // Per word: how it is written, and whether it was counted outside yet, as each kind.
            var asMetatype: [Bool] = []
            var otherwise: [Bool] = []
            var outsideSeen: [UInt8] = []
            // Per word: the last body (its index + 1) it was counted in, as each kind.
            var bodySeen: [(all: Int, plain: Int, inSelectors: Int, reads: Int)] = []
            func number(of span: Range<Int>) -> Int {
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in bytes[span] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                while true {
                    guard let found = numbers[hash] else {
                        numbers[hash] = spans.count
                        spans.append(span)
                        words.append(String(decoding: bytes[span], as: UTF8.self))
                        asMetatype.append(false)
                        otherwise.append(false)
                        outsideSeen.append(0)
                        bodySeen.append((0, 0, 0, 0))
                        return spans.count - 1
                    }
                    if bytes[spans[found]].elementsEqual(bytes[span]) { return found }
                    hash = hash &* 0x9E37_79B9_7F4A_7C15 &+ 1
                }
            }
            func spells(_ span: Range<Int>?, _ word: StaticString) -> Bool {
                guard let span, span.count == word.utf8CodeUnitCount else { return false }
                return word.withUTF8Buffer { bytes[span].elementsEqual($0) }
            }
            let selector = Array("#selector(".utf8)
            let selfWord = Array(".self".utf8)
            // The body the pass is in (an index of `ranges`), the next one, where the stretch began.
            var body: Int? = nil
            var next = 0
            var stretchStart = 0
            var start: Int? = nil
            var previous: Range<Int>? = nil
            // The words inside the last `#selector(…)`'s parentheses.
            var selectorWords = 0..<0
            for index in 0...bytes.count {
                if let current = body, index == ranges[current].upperBound {
                    body = nil
                    next = current + 1
                    stretchStart = index
                    previous = nil
                }
                if body == nil, next < ranges.count, index == ranges[next].lowerBound {
                    body = next
                    stretchStart = index
                    start = nil
                    previous = nil
                }
                let byte = index < bytes.count ? bytes[index] : 0
                if !Scanner.isWordByte(byte), let first = start {
                    let span = first..<index
                    let word = number(of: span)
                    let end = index + selfWord.count
                    if end <= bytes.count, bytes[index..<end].elementsEqual(selfWord),
                        end == bytes.count || !Scanner.isWordByte(bytes[end])
                    {
                        asMetatype[word] = true
                    } else {
                        otherwise[word] = true
                    }
                    // A member of another value (`.add` of `barButtonSystemItem: .add`) is not the object's
                    // own method; `self.add()` is, and so is one called on any value (`home.refresh()`).
                    let isCalled = index < bytes.count && bytes[index] == UInt8(ascii: "(")
                    let isOthersMember =
                        first > stretchStart && bytes[first - 1] == UInt8(ascii: ".") && !spells(previous, "self")
                        && !isCalled
                    let isDeclared = spells(previous, "func") || spells(previous, "let") || spells(previous, "var")
                    let inSelector = selectorWords.contains(first)
                    let kind: UInt8 = inSelector ? 4 : (!spells(previous, "func") && !isOthersMember ? 2 : 0)
                    let isRead = !isDeclared && !inSelector
                    if let body {
                        var seen = bodySeen[word]
                        if seen.all != body + 1 {
                            seen.all = body + 1
                            bodies[body].all.append(word)
                        }
                        if kind == 2, seen.plain != body + 1 {
                            seen.plain = body + 1
                            bodies[body].plain.append(word)
                        }
                        if kind == 4, seen.inSelectors != body + 1 {
                            seen.inSelectors = body + 1
                            bodies[body].inSelectors.append(word)
                        }
                        if isRead, seen.reads != body + 1 {
                            seen.reads = body + 1
                            bodies[body].reads.append(word)
                        }
                        bodySeen[word] = seen
                    } else {
                        if outsideSeen[word] & 1 == 0 { outside.all.append(word) }
                        if kind != 0, outsideSeen[word] & kind == 0 {
                            if kind == 2 { outside.plain.append(word) } else { outside.inSelectors.append(word) }
                        }
                        if isRead, outsideSeen[word] & 8 == 0 { outside.reads.append(word) }
                        outsideSeen[word] |= 1 | kind | (isRead ? 8 : 0)
                    }
                    previous = span
                    start = nil
                }
                if byte == UInt8(ascii: "#"), index + selector.count <= bytes.count,
                    bytes[index..<index + selector.count].elementsEqual(selector)
                {
                    // The selector's parentheses, to their close.
                    var depth = 0
                    var cursor = index + selector.count - 1
                    while cursor < bytes.count {
                        if bytes[cursor] == UInt8(ascii: "(") { depth += 1 }
                        if bytes[cursor] == UInt8(ascii: ")") {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        cursor += 1
                    }
                    selectorWords = index + selector.count..<cursor
                }
                if Scanner.isWordByte(byte), start == nil, !Scanner.isDigit(byte) { start = index }
            }
            metatypeOnly = words.indices.filter { asMetatype[$0] && !otherwise[$0] }
        }

        /// The words `numbers` names, as a set.
        func strings(_ numbers: [Int]) -> Set<String> {
            var found = Set<String>(minimumCapacity: numbers.count)
            for number in numbers { found.insert(words[number]) }
            return found
        }
    }

    /// Walks the file's top level: what stands outside every brace.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// The bodies of the methods that may run only when called (`SwiftFileOutline.bodies`), in
        /// the file's order: an `@objc` method's is one unless the file observes or performs selectors.
        var bodies: [(name: String?, body: Range<Int>, kind: BodyKind)] = []
        /// Every method body of a type's body (`SwiftFileOutline.methods`).
        var methods: [MethodBody] = []
        /// The instance properties made by calling a class's name (`SwiftFileOutline.constructions`).
        var constructions: [Construction] = []

        /// Who calls a method whose body runs only when called.
        enum BodyKind: Equatable {
            /// UIKit, as a person acts: an `@IBAction`, or a row's selection.
            case action
            /// UIKit as a person acts, or the code through a selector: an `@objc` method.
            case objc
            /// The app's own code, by name.
            case plain
            /// The app's own code, by reading a property: the value of a `static` or `class`
            /// property, or of a `lazy var`, which Swift computes on first use, and a `static`
            /// or `class` property's getter.
            case property
        }
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
                // Two backticks with nothing between name nothing.
                return word.isEmpty ? .other : .word(word)
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

        /// The words that may stand before `var` in a type's body and make its value wait for its first use.
        static let lazyModifiers: Set<String> = ["static", "class", "lazy"]

        /// The attributes a property computed on first use may have and still be read only by the
        /// app's own code: not `@objc`, `@IBInspectable` or `@NSManaged`, which UIKit reads too.
        static let plainPropertyAttributes: Set<String> = ["MainActor", "available", "inlinable", "usableFromInline"]

        /// The words that end a property's initial value in a type's body: the next member's.
        static func startsMember(_ word: String) -> Bool {
            word == "func" || memberKeywords.contains(word) || methodModifiers.contains(word) || lazyModifiers.contains(word)
        }

        /// A property being declared in a type's body whose value waits for its first use
        /// (`BodyKind.property`), up to its `=` or `{`.
        private struct LazyProperty {
            var name: String?
            /// Where its name ends: its type annotation is part of its body, a type it names but
            /// makes no instance of until the value is made.
            var nameEnd = 0
        }

        /// A method being declared in a type's body, up to its `{`.
        private struct Method {
            var name: String?
            var attributes: Set<String>
            var modifiers: Set<String>
            /// Where its declaration starts: its first attribute or modifier, or `func`.
            var start: Int
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
        static func firstParameterIsFrameworkType(_ parameters: ArraySlice<UInt8>) -> Bool {
            // The first parameter's type: after its first `:`, up to a `,` outside brackets.
            guard let colon = parameters.firstIndex(of: UInt8(ascii: ":")) else { return false }
            var cursor = colon + 1
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            func skipSpaces() { while cursor < parameters.endIndex, isSpace(parameters[cursor]) { cursor += 1 } }
            skipSpaces()
            // `inout`, `@escaping`, `any`, `some`: what stands before the type's name.
            while cursor < parameters.endIndex {
                var end = cursor
                if parameters[end] == UInt8(ascii: "@") { end += 1 }
                while end < parameters.endIndex, isWordByte(parameters[end]) { end += 1 }
                let word = String(decoding: parameters[cursor..<end], as: UTF8.self)
                guard end > cursor, word.hasPrefix("@") || Self.typePrefixes.contains(word) else { break }
                cursor = end
                skipSpaces()
            }
            guard cursor + 1 < parameters.endIndex else { return false }
            func isCapital(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            return isCapital(parameters[cursor]) && isCapital(parameters[cursor + 1])
        }

        /// `firstParameterIsFrameworkType(_:)` of a parameter list written as text.
        static func firstParameterIsFrameworkType(_ parameters: String) -> Bool {
            firstParameterIsFrameworkType(ArraySlice(parameters.utf8))
        }

        /// The words that may stand before a parameter's type.
        private static let typePrefixes: Set<String> = ["inout", "any", "some", "borrowing", "consuming", "sending"]

        /// Walks a type's body, whose `{` was read, to just past its `}`: each member's braces are
        /// skipped, and the body of a method that runs only when called is kept in `bodies`.
        /// False when the body is never closed.
        mutating func scanTypeBody() -> Bool {
            var attributes: Set<String> = []
            var modifiers: Set<String> = []
            var method: Method?
            var property: LazyProperty?
            var expectsName = false
            // An instance property being declared, once its name is read: its initial value may make an object.
            var storedName: String?
            var expectsStoredName = false
            // Where the member being read starts: its first attribute, modifier or keyword.
            var memberStart: Int?
            while true {
                guard skipSpaceAndComments(), index < bytes.count else { return false }
                let byte = bytes[index]
                if byte == UInt8(ascii: "}") {
                    index += 1
                    return true
                } else if byte == UInt8(ascii: "="), let name = property?.name {
                    index += 1
                    let start = index
                    guard skipInitialValue() else { return false }
                    if index > start { bodies.append((name, (property?.nameEnd ?? start)..<index, .property)) }
                    property = nil
                    attributes = []
                    modifiers = []
                } else if byte == UInt8(ascii: "="), let name = storedName {
                    index += 1
                    storedName = nil
                    guard skipSpaceAndComments(), index < bytes.count else { return false }
                    if Self.isWordByte(bytes[index]), !Self.isDigit(bytes[index]) {
                        let className = readWord()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "("), let first = className.utf8.first,
                            first >= 0x41, first <= 0x5A
                        {
                            constructions.append(Construction(property: name, className: className))
                        }
                    }
                } else if byte == UInt8(ascii: "{") {
                    index += 1
                    let start = index
                    storedName = nil
                    // A getter runs when read; `willSet` and `didSet` run whenever anything sets the property.
                    let isGetter = property?.name != nil && !startsWithObserver()
                    guard skipBody() else { return false }
                    if let method {
                        methods.append(
                            MethodBody(
                                name: method.name, body: start..<index, declaration: method.start..<index,
                                overridesViewLoading: method.modifiers.contains("override")
                                    && method.name.map(SwiftFileOutline.viewLoadingMethods.contains) == true))
                    }
                    if isGetter, let name = property?.name {
                        bodies.append((name, (property?.nameEnd ?? start)..<index, .property))
                    } else if let method, let name = method.name {
                        if method.attributes.contains("IBAction") {
                            bodies.append((name, start..<index, .action))
                        } else if method.attributes.contains("objc") {
                            bodies.append((name, start..<index, .objc))
                        } else if method.selects {
                            // UIKit's own method, which the code never calls by name.
                            bodies.append((nil, start..<index, .action))
                        } else if method.isCalledByNameOnly {
                            bodies.append((name, start..<index, .plain))
                        }
                    }
                    method = nil
                    property = nil
                    attributes = []
                    modifiers = []
                    memberStart = nil
                } else if byte == UInt8(ascii: "(") {
                    // An operator's parameters come where a method's name would: it has none.
                    if method != nil, expectsName { expectsName = false }
                    index += 1
                    let start = index
                    guard skipCode(until: UInt8(ascii: ")")) else { return false }
                    if method != nil, method?.name != nil, method?.hasParameters == false {
                        let parameters = bytes[start..<index - 1]
                        if Self.contains(parameters, "didSelectRowAt") || Self.contains(parameters, "didSelectItemAt") {
                            method?.selects = true
                        }
                        method?.isTold = Self.firstParameterIsFrameworkType(parameters)
                        method?.hasParameters = true
                    }
                } else if byte == UInt8(ascii: "@") {
                    if memberStart == nil { memberStart = index }
                    index += 1
                    attributes.insert(readWord())
                    skipParenthesisedArguments()
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                    guard skipStringIfAny() else { return false }
                } else if byte == UInt8(ascii: "`") {
                    index += 1
                } else if Self.isWordByte(byte), !Self.isDigit(byte) {
                    let wordStart = index
                    let word = readWord()
                    if expectsStoredName {
                        storedName = word
                        expectsStoredName = false
                    } else if expectsName {
                        if property != nil {
                            property?.name = word
                            property?.nameEnd = index
                        } else {
                            method?.name = word
                        }
                        expectsName = false
                    } else if word == "func" {
                        method = Method(name: nil, attributes: attributes, modifiers: modifiers, start: memberStart ?? wordStart)
                        property = nil
                        storedName = nil
                        attributes = []
                        modifiers = []
                        expectsName = true
                    } else if Self.methodModifiers.contains(word) || word == "lazy" {
                        if memberStart == nil { memberStart = wordStart }
                        modifiers.insert(word)
                    } else if Self.memberKeywords.contains(word) {
                        method = nil
                        property = nil
                        storedName = nil
                        memberStart = nil
                        if word == "var" || word == "let", modifiers.isDisjoint(with: Self.lazyModifiers) {
                            expectsStoredName = true
                        }
                        if word == "var" || word == "let", !modifiers.isDisjoint(with: Self.lazyModifiers),
                            !modifiers.contains("override"), !modifiers.contains("dynamic"),
                            attributes.isSubset(of: Self.plainPropertyAttributes)
                        {
                            property = LazyProperty(name: nil)
                            expectsName = true
                        }
                        attributes = []
                        modifiers = []
                    }
                } else {
                    index += 1
                }
            }
        }

        /// Skips a property's initial value, whose `=` was read, up to where the next member
        /// starts (its first word, attribute or directive), the type's `}`, or a `,` that starts
        /// another property of the same declaration; false when the text ends inside a bracket.
        /// Ending early only leaves more words outside `bodies`, read whatever calls them.
        mutating func skipInitialValue() -> Bool {
            while true {
                guard skipSpaceAndComments(), index < bytes.count else { return true }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "@"), UInt8(ascii: "#"):
                    return true
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                    index += 1
                    let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : byte == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
                    guard skipCode(until: closing) else { return false }
                case UInt8(ascii: "\""):
                    guard skipStringIfAny() else { return false }
                default:
                    guard Self.isWordByte(byte), !Self.isDigit(byte) else {
                        index += 1
                        continue
                    }
                    let start = index
                    if Self.startsMember(readWord()) {
                        index = start
                        return true
                    }
                }
            }
        }

        /// Whether the body whose `{` was just read starts with `willSet` or `didSet`.
        func startsWithObserver() -> Bool {
            var cursor = index
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D {
                cursor += 1
            }
            var end = cursor
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            let word = bytes[cursor..<end]
            return word.elementsEqual("willSet".utf8) || word.elementsEqual("didSet".utf8)
        }

        /// Whether `bytes` hold `word`'s.
        static func contains(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
            word.withUTF8Buffer { wanted in
                guard wanted.count <= bytes.count, let first = wanted.first else { return false }
                var index = bytes.startIndex
                while index + wanted.count <= bytes.endIndex {
                    if bytes[index] == first, bytes[index..<index + wanted.count].elementsEqual(wanted) { return true }
                    index += 1
                }
                return false
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
