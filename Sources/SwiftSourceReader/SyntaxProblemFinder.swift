import SwiftSyntax

/// The first place in a tree where the parser had to recover: a token it
/// expected but did not find, or text it could not place.
final class SyntaxProblemFinder: SyntaxAnyVisitor {
    private let places: SourcePlaces
    private(set) var first: (node: Syntax, message: String)?

    init(places: SourcePlaces) {
        self.places = places
        super.init(viewMode: .all)
    }

    /// The first problem in `tree`, in source order, or nil.
    static func firstProblem(in tree: SourceFileSyntax, places: SourcePlaces) -> (node: Syntax, message: String)? {
        guard tree.hasError else { return nil }
        let finder = SyntaxProblemFinder(places: places)
        finder.walk(tree)
        return finder.first
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if first != nil || !node.hasError { return .skipChildren }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            let text = unexpected.trimmedDescription
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            first = (node, "the Swift parser could not read '\(shown)'; \(goingOn)")
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing {
            first = (
                Syntax(token), "the Swift parser expected '\(token.text)' here\(opening(closedBy: token)); \(goingOn)"
            )
        }
        return .skipChildren
    }

    private let goingOn = "the rest of the file is read as well as it can be"

    /// For a missing `}`, the brace it should close: the parser notices only
    /// at the end of the file, far from where the learner left it out.
    private func opening(closedBy token: TokenSyntax) -> String {
        guard token.tokenKind == .rightBrace,
            let leftBrace = token.parent?.children(viewMode: .sourceAccurate)
                .compactMap({ $0.as(TokenSyntax.self) })
                .first(where: { $0.tokenKind == .leftBrace })
        else { return "" }
        return " to close the '{' at line \(places.line(of: leftBrace))"
    }
}
