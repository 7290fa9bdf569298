internal import SwiftSyntax

/// Lines and columns of nodes in one file.
struct SourcePlaces {
    let path: String
    let converter: SourceLocationConverter

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, past its comments and whitespace.
    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (location.line, location.column)
    }

    func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }
}
