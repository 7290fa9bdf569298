import SwiftSourceModel
/// `NSLog`'s format strings, filled with the parts of its arguments.
enum LogFormat {
    /// Conversions taken in order: `%@`, `%d`, `%ld`, `%f` and kin; `%%` is
    /// a percent sign. Width and precision are not read: a specifier with them
    /// stays as written.
    static func fill(_ format: String, with arguments: [[PrintPart]]) -> [PrintPart] {
        var result: [PrintPart] = []
        var text = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                text.append("%")
                continue
            }
            let lengthModifiers = characters.prefix { $0 == "l" || $0 == "h" || $0 == "q" || $0 == "z" }
            let afterModifiers = characters.dropFirst(lengthModifiers.count)
            guard let conversion = afterModifiers.first, "@dDiuUxXfFeEgGsScp".contains(conversion) else {
                text.append(character)
                continue
            }
            characters = afterModifiers.dropFirst()
            if !text.isEmpty { result.append(.text(text)) }
            text = ""
            result += remaining.popFirst() ?? [.expression("%" + String(lengthModifiers) + String(conversion))]
        }
        if !text.isEmpty { result.append(.text(text)) }
        return result
    }
}
