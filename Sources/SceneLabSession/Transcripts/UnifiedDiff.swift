/// A unified diff (`diff -u` style) between two lists of lines.
public enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// The diff's lines, with `---`/`+++` headers and hunks of three context lines.
    public static func lines(from old: [String], to new: [String], fromName: String, toName: String) -> [String] {
        let edits = Self.edits(from: old, to: new)
        var output = ["--- \(fromName)", "+++ \(toName)"]
        let context = 3
        let changed = edits.indices.filter { edits[$0].isChange }
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(edits.count, changed[index] + context + 1)
            var next = index + 1
            while next < changed.count, changed[next] - context <= end {
                end = min(edits.count, changed[next] + context + 1)
                next += 1
            }
            var oldLine = 1
            var newLine = 1
            for edit in edits[..<start] {
                switch edit {
                case .same:
                    oldLine += 1
                    newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            let hunk = edits[start..<end]
            let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
            output.append("@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@")
            for edit in hunk {
                switch edit {
                case .same(let line): output.append(" " + line)
                case .removed(let line): output.append("-" + line)
                case .added(let line): output.append("+" + line)
                }
            }
            index = next
        }
        return output
    }

    /// A hunk range as `diff -u` writes it: an empty range names the line before it,
    /// and a count of one is left out.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start - 1),0"
        case 1: return "\(start)"
        default: return "\(start),\(count)"
        }
    }

    /// The shortest edit script, by a longest-common-subsequence table.
    private static func edits(from old: [String], to new: [String]) -> [Edit] {
        let n = old.count
        let m = new.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                // Removals first on a tie, as `diff -u` prints them.
                edits.append(.removed(old[i]))
                i += 1
            } else {
                edits.append(.added(new[j]))
                j += 1
            }
        }
        return edits
    }
}
