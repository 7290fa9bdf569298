internal import SwiftSyntax

/// The names Swift's `#function` gives declarations and calls: the base name
/// and one `label:` per argument, `_:` for an unlabelled one.
enum FunctionNames {
    /// `viewWillAppear(_:)` for `func viewWillAppear(_ animated: Bool)`.
    static func name(of function: FunctionDeclSyntax) -> String {
        name(base: function.name.text, parameters: function.signature.parameterClause.parameters)
    }

    /// `init(coder:)` for `init?(coder: NSCoder)`, whatever the `?` or `!`.
    static func name(of initializer: InitializerDeclSyntax) -> String {
        name(base: "init", parameters: initializer.signature.parameterClause.parameters)
    }

    /// The argument labels a caller writes: the first name of each parameter.
    private static func name(base: String, parameters: FunctionParameterListSyntax) -> String {
        base + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The parameters' internal names: the second name when there is one.
    static func internalNames(_ parameters: FunctionParameterListSyntax) -> [String] {
        parameters.map { ($0.secondName ?? $0.firstName).text }
    }

    /// A call's name from its base and arguments: `log(_:)` for `log("hi")`.
    /// A trailing closure has no label in the call, so it is named `_:`; the
    /// method it calls may label it otherwise.
    static func name(ofCall base: String, _ call: FunctionCallExprSyntax) -> String {
        var labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }
        if call.trailingClosure != nil { labels.append("_:") }
        labels += call.additionalTrailingClosures.map { $0.label.text + ":" }
        return base + "(" + labels.joined() + ")"
    }

    /// The simple name of a type as written: the last component, no generic
    /// arguments (`UIKit.UIViewController` → `UIViewController`,
    /// `Base<Int>` → `Base`, `UIViewController?` stays unknown).
    static func simpleName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(of: attributed.baseType) }
        return nil
    }
}
