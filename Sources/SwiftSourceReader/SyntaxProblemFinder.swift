import SwiftSourceModel
internal import SwiftSyntax

/// The first place in a tree where the parser had to recover: a token it
/// expected but did not find, or text it could not place.
final class SyntaxProblemFinder: SyntaxAnyVisitor {
    private let places: SourcePlaces
    private(set) var first: (node: Syntax, problem: SourceProblem)?

    init(places: SourcePlaces) {
        self.places = places
        super.init(viewMode: .all)
    }

    /// The first problem in `tree`, in source order, or nil.
    static func firstProblem(in tree: SourceFileSyntax, places: SourcePlaces)
        -> (node: Syntax, problem: SourceProblem)?
    {
        guard tree.hasError else { return nil }
        let finder = SyntaxProblemFinder(places: places)
        finder.walk(tree)
        return finder.first
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if first != nil || !node.hasError { return .skipChildren }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            let text = unexpected.sourceText
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            first = (node, .unreadable(shown))
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing {
            let line = openingLine(closedBy: token)
            first = (Syntax(token), .expected(token.text, closing: line))
        }
        return .skipChildren
    }


    /// For a missing `}`, the brace it should close: the parser notices only
    /// at the end of the file, far from where the learner left it out.
    private func openingLine(closedBy token: TokenSyntax) -> Int? {
        guard token.tokenKind == .rightBrace,
            let leftBrace = token.parent?.children(viewMode: .sourceAccurate)
                .compactMap({ $0.as(TokenSyntax.self) })
                .first(where: { $0.tokenKind == .leftBrace })
        else { return nil }
        return places.line(of: leftBrace)
    }
}
