import SwiftSourceModel
import XcodeProject

/// The classes of an app's Objective-C files (`.h` and `.m`), read for what a storyboard and
/// UIKit look them up by: each class's superclass, its methods' selectors (an action's
/// `rate:`, an unwind's `unwindToRoot:`, the lifecycle overrides), whether they call `super`,
/// and `NSLog` lines of literal text. The rest of their code is not read.
///
/// The classes come back as the Swift reader's values, so that every lookup by selector
/// (`Playbook.method(forSelector:in:)`, unwinds) and the console find them like Swift's: a
/// method is named as Swift imports it (`rate(_:)`), with its selector as `objcName`.
enum ObjectiveCClasses {
    /// Files read at most: past this a file is left out (a learner's class is a few kilobytes).
    static let maximumFileSize = 1 << 20

    /// The classes `files` declare or implement, by name.
    static func read(_ files: [ProjectFile]) -> [String: SwiftClass] {
        var classes: [String: SwiftClass] = [:]
        // Interfaces first (`.h`, and class extensions in `.m`), so an implementation finds its superclass.
        for file in files where file.bytes.count <= maximumFileSize {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for (name, superclass, line) in interfaces(in: text) where classes[name]?.superclass == nil {
                classes[name] = SwiftClass(name: name, superclass: superclass, path: file.path, line: line)
            }
        }
        for file in files where file.bytes.count <= maximumFileSize {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for (name, methods) in implementations(in: text, path: file.path) {
                var owner = classes[name] ?? SwiftClass(name: name, superclass: nil, path: file.path, line: 1)
                for method in methods where owner.methods[method.name] == nil { owner.methods[method.name] = method }
                classes[name] = owner
            }
        }
        return classes
    }

    /// `@interface Name : Superclass` (and a class extension's `@interface Name ()`, which names none).
    private static func interfaces(in text: String) -> [(String, String?, Int)] {
        var found: [(String, String?, Int)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = Words(line)
            guard words.next() == "@interface", let name = words.next() else { continue }
            let rest = words.rest
            var superclass: String?
            if rest.hasPrefix(":") {
                var after = Words(rest.dropFirst())
                superclass = after.next()
            }
            found.append((name, superclass, number + 1))
        }
        return found
    }

    /// Each `@implementation`'s methods, in order.
    private static func implementations(in text: String, path: String) -> [(String, [SwiftMethod])] {
        var result: [(String, [SwiftMethod])] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            var words = Words(lines[index])
            index += 1
            guard words.next() == "@implementation", let name = words.next() else { continue }
            var methods: [SwiftMethod] = []
            while index < lines.count {
                let line = lines[index].drop { $0 == " " || $0 == "\t" }
                if line.hasPrefix("@end") { break }
                guard line.hasPrefix("-"), let selector = selector(of: line) else {
                    index += 1
                    continue
                }
                let start = index + 1
                // The body: from the line with `{` to the one that closes it.
                var depth = 0
                var body: [Substring] = []
                var opened = false
                while index < lines.count {
                    let current = lines[index]
                    body.append(current)
                    for character in current {
                        if character == "{" { depth += 1; opened = true }
                        if character == "}" { depth -= 1 }
                    }
                    index += 1
                    if opened && depth <= 0 { break }
                    if !opened && current.contains(";") { break }
                }
                methods.append(method(selector: selector, body: body, line: start, path: path))
            }
            result.append((name, methods))
        }
        return result
    }

    /// `rate:` for `- (IBAction)rate:(id)sender {`, `viewDidLoad` for `- (void)viewDidLoad`,
    /// `a:b:` for `- (void)a:(int)x b:(int)y`.
    static func selector(of declaration: Substring) -> String? {
        var rest = declaration.dropFirst().drop { $0 == " " }
        // The return type.
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
        rest = rest[rest.index(after: close)...]
        var selector = ""
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            let part = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !part.isEmpty else { break }
            rest = rest.dropFirst(part.count).drop { $0 == " " }
            guard rest.first == ":" else {
                // A selector of no arguments is its one part.
                return selector.isEmpty ? String(part) : selector
            }
            selector += part + ":"
            rest = rest.dropFirst().drop { $0 == " " }
            // The argument's type and name.
            if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0 == " " }.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        return selector.isEmpty ? nil : selector
    }

    /// UIKit's selectors whose Swift names are not the ones Swift derives by rule.
    private static let swiftNames: [String: String] = [
        "prepareForSegue:sender:": "prepare(for:sender:)", "dealloc": "deinit", "initWithCoder:": "init(coder:)",
        "initWithNibName:bundle:": "init(nibName:bundle:)",
        "shouldPerformSegueWithIdentifier:sender:": "shouldPerformSegue(withIdentifier:sender:)",
        "willMoveToParentViewController:": "willMove(toParent:)", "didMoveToParentViewController:": "didMove(toParent:)",
    ]

    private static func method(selector: String, body: [Substring], line: Int, path: String) -> SwiftMethod {
        let name = swiftNames[selector] ?? Selectors.swiftName(ofSelector: selector)
        var statements: [SwiftStatement] = []
        var callsSuper = false
        let base = selector.split(separator: ":").first.map(String.init) ?? selector
        for (offset, text) in body.enumerated() {
            if find("[super " + base, in: text) != nil { callsSuper = true }
            // `NSLog(@"text")` of literal text alone: what the console can print as written.
            guard let start = find("NSLog(@\"", in: text), let end = find("\")", in: text[start.upperBound...])
            else { continue }
            let literal = text[start.upperBound..<end.lowerBound]
            guard !literal.contains("%"), !literal.contains("\"") else { continue }
            statements.append(
                .print(
                    PrintCall(
                        items: [[.text(String(literal))]], function: .nsLog, line: line - 1 + offset,
                        column: text.distance(from: text.startIndex, to: start.lowerBound) + 1, path: path)))
        }
        return SwiftMethod(
            name: name, isOverride: swiftNames[selector] != nil, callsSuper: callsSuper, isIBAction: true, line: line,
            statements: statements, objcName: selector)
    }

    /// The words of a line: runs of letters, digits, `_` and `@`, one at a time.
    private struct Words {
        private var unread: Substring

        init(_ line: Substring) { unread = line }

        /// The next word, or nil at the line's end or at a character no word holds.
        mutating func next() -> String? {
            unread = unread.drop { $0 == " " || $0 == "\t" }
            let word = unread.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" }
            guard !word.isEmpty else { return nil }
            unread = unread.dropFirst(word.count)
            return String(word)
        }

        /// What is left after the words taken, spaces before it dropped.
        var rest: Substring { unread.drop { $0 == " " || $0 == "\t" } }
    }

    /// Where `needle` first starts in `text`, and where it ends.
    private static func find(_ needle: String, in text: Substring) -> Range<Substring.Index>? {
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].hasPrefix(needle) {
                return start..<text.index(start, offsetBy: needle.count)
            }
            start = text.index(after: start)
        }
        return nil
    }
}
