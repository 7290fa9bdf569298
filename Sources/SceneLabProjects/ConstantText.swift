import SwiftSourceModel

/// The text a constant of the app's code names, where it is a string literal: a segue's or a
/// scene's identifier kept in a constant (`K.registerSegue` in `struct K { static let registerSegue
/// = "RegisterToChat" }`, `Segues.detail` in a nested type, `Self.identifier`, a file's `let`, a
/// `String` enumeration's case's `rawValue`).
enum ConstantText {
    /// The literal `expression` names, read in the code of `className`; nil for anything else.
    static func text(of expression: SwiftExpression, in className: String, _ sources: SwiftSources) -> String? {
        switch expression {
        case .string(let text):
            return text
        case .name(let name):
            // The class's own constant (an instance's `let` or a static one), else a file's.
            if let text = sources.constant(name, in: className) { return text }
            if case .string(let text)? = sources.globals[name]?.initialValue { return text }
            return nil
        case .member(.member(let base, let caseName), "rawValue"):
            // `Segues.detail.rawValue` of `enum Segues: String { case detail = "showDetail" }`.
            guard let type = typeName(base, in: className) else { return nil }
            return sources.nearestType(from: type) { $0.constants[SwiftClass.rawValueKey(of: caseName)] }
        case .member(let base, let name):
            guard let type = typeName(base, in: className) else { return nil }
            return sources.nearestType(from: type) { $0.constants[name] }
        default:
            return nil
        }
    }

    /// The type an expression names: `K`, `Self` (the class itself), or a nested type by its own
    /// name (`K.Segues`: the reader keeps nested types by their names).
    private static func typeName(_ expression: SwiftExpression, in className: String) -> String? {
        switch expression {
        case .name("Self"): return className
        case .name(let name) where name.first?.isUppercase == true: return name
        case .member(_, let name) where name.first?.isUppercase == true: return name
        default: return nil
        }
    }
}
