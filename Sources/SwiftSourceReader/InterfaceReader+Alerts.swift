import SwiftSourceModel
internal import SwiftSyntax

/// Alerts the code makes: `UIAlertController(title:message:preferredStyle:)`, the actions it is
/// given (`UIAlertAction(title:style:handler:)`, their handlers kept, not run where written) and
/// the text fields it is given.
extension InterfaceReader {
    /// `UIAlertController(title: "New item", message: nil, preferredStyle: .alert)`; nil for anything else.
    func alert(_ expression: ExprSyntax) -> CodeAlert? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
            Self.typeName(call.calledExpression) == "UIAlertController"
        else { return nil }
        let argument = { (label: String) in call.arguments.first { $0.label?.text == label }?.expression }
        let style = argument("preferredStyle")?.sourceText ?? ""
        return CodeAlert(
            title: argument("title").flatMap { literal($0) }, message: argument("message").flatMap { literal($0) },
            isActionSheet: style.hasSuffix("actionSheet"), line: places.line(of: call), path: places.path)
    }

    /// `UIAlertAction(title: "Add", style: .default) { _ in … }` (or `handler:` a closure, or `nil`);
    /// nil for anything else. The closure's statements are read with `locals`.
    func alertAction(_ expression: ExprSyntax, locals: [String: Local]) -> CodeAlert.Action? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
            Self.typeName(call.calledExpression) == "UIAlertAction"
        else { return nil }
        let argument = { (label: String) in call.arguments.first { $0.label?.text == label }?.expression }
        let style = argument("style")?.sourceText.split(separator: ".").last.map(String.init) ?? "default"
        let closure = call.trailingClosure ?? argument("handler")?.as(ClosureExprSyntax.self)
        return CodeAlert.Action(
            title: argument("title").flatMap { literal($0) } ?? "",
            style: ["cancel", "destructive"].contains(style) ? style : "default",
            handler: closure.map { StatementCollector.statements(in: $0.statements, places: places, locals: locals) },
            line: places.line(of: call))
    }

    /// The placeholder `alert.addTextField { field in field.placeholder = "Name" }` gives; empty for none.
    static func placeholder(configuredIn call: FunctionCallExprSyntax) -> String {
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure else { return "" }
        for token in closure.tokens(viewMode: .sourceAccurate) where token.text == "placeholder" {
            // `x.placeholder = "Name"`: the literal after the `=`, a few levels up from the name.
            var node = token.parent
            for _ in 0..<4 where node?.is(SequenceExprSyntax.self) == false { node = node?.parent }
            guard let sequence = node?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let text = elements[2].as(StringLiteralExprSyntax.self)?.representedLiteralValue
            {
                return text
            }
        }
        return ""
    }
}
