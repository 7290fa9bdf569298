internal import SwiftSyntax

/// Lines and columns of nodes in one file.
///
/// The line starts are found once in the file's bytes: swift-syntax's
/// `SourceLocationConverter` found them by walking the whole tree, which cost as much as a
/// fifth of the rest of reading a file. Its physical lines and 1-based byte columns are kept:
/// `\n`, `\r\n` and a lone `\r` each end a line.
struct SourcePlaces {
    let path: String
    /// The UTF-8 offset at which each line starts; the first is 0.
    private let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        var starts = [0]
        var previousWasReturn = false
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                if previousWasReturn { starts[starts.count - 1] = offset } else { starts.append(offset) }
            } else if byte == UInt8(ascii: "\r") {
                starts.append(offset)
            }
            previousWasReturn = byte == UInt8(ascii: "\r")
        }
        lineStarts = starts
    }

    /// Where `node` starts, past its comments and whitespace.
    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        // The last line starting at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }
}
