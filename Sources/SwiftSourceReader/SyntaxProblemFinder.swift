import SwiftSyntax

/// The first place in a tree where the parser had to recover: a token it
/// expected but did not find, or text it could not place.
final class SyntaxProblemFinder: SyntaxAnyVisitor {
    private(set) var first: (node: Syntax, message: String)?

    init() { super.init(viewMode: .all) }

    /// The first problem in `tree`, in source order, or nil.
    static func firstProblem(in tree: SourceFileSyntax) -> (node: Syntax, message: String)? {
        guard tree.hasError else { return nil }
        let finder = SyntaxProblemFinder()
        finder.walk(tree)
        return finder.first
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if first != nil || !node.hasError { return .skipChildren }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            let text = unexpected.trimmedDescription
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            first = (node, "the Swift parser could not read '\(shown)'; the rest of the file is read as well as it can be")
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing {
            first = (Syntax(token), "the Swift parser expected '\(token.text)' here; the rest of the file is read as well as it can be")
        }
        return .skipChildren
    }
}
