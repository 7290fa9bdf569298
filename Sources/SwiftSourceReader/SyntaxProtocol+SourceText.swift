internal import SwiftSyntax

extension SyntaxProtocol {
    /// The node as written, without the trivia before its first token and after its last:
    /// what `trimmedDescription` gives, read from the tokens' bytes. `trimmedDescription`
    /// first builds a trimmed copy of the tree, which cost a twentieth of reading a file.
    var sourceText: String {
        let bytes = syntaxTextBytes
        let start = min(leadingTriviaLength.utf8Length, bytes.count)
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
