internal import SwiftSyntax

/// The first place in a tree where the parser had to recover: a token it
/// expected but did not find, or text it could not place.
final class SyntaxProblemFinder: SyntaxAnyVisitor {
    private let places: SourcePlaces
    private(set) var first: (node: Syntax, message: String, russian: String)?

    init(places: SourcePlaces) {
        self.places = places
        super.init(viewMode: .all)
    }

    /// The first problem in `tree`, in source order, or nil.
    static func firstProblem(in tree: SourceFileSyntax, places: SourcePlaces)
        -> (node: Syntax, message: String, russian: String)?
    {
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
            first = (
                node, "the Swift parser could not read '\(shown)'; \(goingOn)",
                "парсер Swift не смог прочитать '\(shown)'; \(goingOnInRussian)"
            )
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing {
            let line = openingLine(closedBy: token)
            first = (
                Syntax(token),
                "the Swift parser expected '\(token.text)' here"
                    + (line.map { " to close the '{' at line \($0)" } ?? "") + "; \(goingOn)",
                "парсер Swift ждал здесь '\(token.text)'"
                    + (line.map { ", чтобы закрыть '{' в строке \($0)" } ?? "") + "; \(goingOnInRussian)"
            )
        }
        return .skipChildren
    }

    private let goingOn = "the rest of the file is read as well as it can be"
    private let goingOnInRussian = "остальной файл прочитан, насколько это возможно"

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
