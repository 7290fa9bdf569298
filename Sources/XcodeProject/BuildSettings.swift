/// The app target's build settings, read from `project.pbxproj`: what Xcode
/// 13 and later put there instead of an Info.plist file
/// (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`), the bundle identifier,
/// and the Info.plist file's path.
///
/// Only `buildSettings = { … };` blocks are read, as `KEY = VALUE;` lines;
/// the rest of the project file's graph is not needed.
public struct BuildSettings: Sendable, Equatable {
    /// The settings of the first block that looks like an app target's
    /// (it names an Info.plist, or generates one, and has no test host).
    public var values: [String: String]

    public init(values: [String: String] = [:]) { self.values = values }

    public subscript(key: String) -> String? { values[key] }

    /// Reads the settings out of a `project.pbxproj`'s text.
    public static func read(_ text: String) -> BuildSettings {
        var blocks: [[String: String]] = []
        var current: [String: String]?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingBlanks()
            if current == nil {
                if line.hasPrefix("buildSettings = {") { current = [:] }
                continue
            }
            if line.hasPrefix("};") {
                if let finished = current { blocks.append(finished) }
                current = nil
                continue
            }
            guard let equals = line.firstIndex(of: "="), line.hasSuffix(";") else { continue }
            let key = unquoted(line[..<equals].trimmingBlanks())
            let value = unquoted(line[line.index(after: equals)..<line.index(before: line.endIndex)].trimmingBlanks())
            current?[key] = value
        }
        let isApp: ([String: String]) -> Bool = { block in
            block["TEST_HOST"] == nil && block["BUNDLE_LOADER"] == nil && block["TEST_TARGET_NAME"] == nil
                && (block["INFOPLIST_FILE"] != nil || block["GENERATE_INFOPLIST_FILE"] != nil
                    || block.keys.contains { $0.hasPrefix("INFOPLIST_KEY_") })
        }
        return BuildSettings(values: blocks.first(where: isApp) ?? [:])
    }

    /// `"a b"` → `a b`, with the project file's backslash escapes undone.
    private static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return String(text) }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `$(PRODUCT_NAME)` and `${TARGET_NAME}` replaced from these settings
    /// (and `extra`), `:rfc1034identifier`-style modifiers dropped; what
    /// cannot be resolved is left as written.
    public func expanding(_ text: String, extra: [String: String] = [:]) -> String {
        // One pass, left to right: each variable is replaced once, so a value naming itself
        // cannot loop, and the text is read once, however many variables it holds.
        let utf8 = text.utf8
        var result = ""
        var copiedFrom = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let opening = utf8.index(after: index)
            guard utf8[index] == UInt8(ascii: "$"), opening < utf8.endIndex,
                utf8[opening] == UInt8(ascii: "(") || utf8[opening] == UInt8(ascii: "{")
            else {
                index = opening
                continue
            }
            let closing = utf8[opening] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            let nameStart = utf8.index(after: opening)
            // Unclosed: the rest stays as written.
            guard let end = utf8[nameStart...].firstIndex(of: closing) else { break }
            let inside = text[nameStart..<end]
            let name = String(inside.prefix { $0 != ":" })
            result += text[copiedFrom..<index]
            result += extra[name] ?? values[name] ?? String(text[index...end])
            index = utf8.index(after: end)
            copiedFrom = index
        }
        return result + text[copiedFrom...]
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingBlanks() -> Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }

    /// The text without white space (spaces, line breaks, no-break spaces) around it.
    func trimmingWhiteSpace() -> Substring {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
