/// Text laid out for a terminal of a given width: completion lists in
/// columns, and long lines wrapped at word boundaries.
public enum TextLayout {
    /// The items in columns, filled down then across as `ls` does, each
    /// column as wide as its longest item plus two spaces; one per line when
    /// even two columns would not fit.
    public static func columns(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let widest = items.map(\.count).max() ?? 0
        let columnWidth = widest + 2
        let columnCount = max(1, min(items.count, (width + 2) / columnWidth))
        let rowCount = (items.count + columnCount - 1) / columnCount
        var lines: [String] = []
        for row in 0..<rowCount {
            var line = ""
            for column in 0..<columnCount {
                let index = column * rowCount + row
                guard index < items.count else { break }
                let item = items[index]
                let isLast = column == columnCount - 1 || index + rowCount >= items.count
                line += isLast ? item : item + String(repeating: " ", count: columnWidth - item.count)
            }
            lines.append(line)
        }
        return lines
    }

    /// The line broken at spaces so that no piece is wider than `width`
    /// (a word longer than that stays whole); the pieces after the first
    /// begin with `continuation`, by default the line's own indent plus two spaces.
    public static func wrap(_ line: String, width: Int, continuation: String? = nil) -> [String] {
        guard line.count > width, width > 10 else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let continuation = continuation ?? indent + "  "
        var pieces: [String] = []
        var current = indent
        var currentHasWord = false
        for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = currentHasWord ? current + " " + word : current + word
            if candidate.count > width && currentHasWord {
                pieces.append(current)
                current = continuation + word
            } else {
                current = candidate
            }
            currentHasWord = true
        }
        pieces.append(current)
        return pieces
    }
}
