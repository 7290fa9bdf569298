import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct UnifiedDiffTests {
    private func diff(_ old: [String], _ new: [String]) -> [String] {
        UnifiedDiff.lines(from: old, to: new, fromName: "expected", toName: "actual")
    }

    private func letters(_ text: String) -> [String] { text.map(String.init) }

    @Test func identicalInputsGiveOnlyTheHeaders() {
        #expect(diff(["a", "b"], ["a", "b"]) == ["--- expected", "+++ actual"])
        #expect(diff([], []) == ["--- expected", "+++ actual"])
    }

    @Test func changedLineShowsRemovedAndAddedWithContext() {
        let lines = diff(["a", "b", "c"], ["a", "x", "c"])
        #expect(lines.first == "--- expected")
        #expect(lines.dropFirst().first == "+++ actual")
        #expect(lines.contains("@@ -1,3 +1,3 @@"))
        #expect(Set(lines.dropFirst(3)) == [" a", "-b", "+x", " c"])
        #expect(lines.count == 7)
    }

    /// `diff -u` and `git diff` print a change's removed lines before its added ones.
    @Test func removedLinesComeBeforeAddedLines() {
        let lines = diff(["a", "b", "c"], ["a", "x", "c"])
        #expect(lines == ["--- expected", "+++ actual", "@@ -1,3 +1,3 @@", " a", "-b", "+x", " c"])
    }

    @Test func pureAdditionAtTheEnd() {
        let lines = diff(["a", "b"], ["a", "b", "c"])
        #expect(lines == ["--- expected", "+++ actual", "@@ -1,2 +1,3 @@", " a", " b", "+c"])
    }

    @Test func pureRemovalInTheMiddle() {
        let lines = diff(["a", "b", "c"], ["a", "c"])
        #expect(lines == ["--- expected", "+++ actual", "@@ -1,3 +1,2 @@", " a", "-b", " c"])
    }

    @Test func contextIsThreeLines() {
        let old = letters("abcdefghij")
        var new = old
        new[5] = "F"
        let lines = diff(old, new)
        let body = lines.dropFirst(3).filter { $0.hasPrefix(" ") }
        #expect(body == [" c", " d", " e", " g", " h", " i"])
        #expect(lines[2] == "@@ -3,7 +3,7 @@")
    }

    @Test func distantChangesMakeTwoHunks() {
        let lines = diff(letters("abcdefghijklmnop"), letters("abcXefghijklmnYp"))
        let headers = lines.filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,7 +1,7 @@", "@@ -12,5 +12,5 @@"])
        #expect(lines.contains("-d") && lines.contains("+X") && lines.contains("-o") && lines.contains("+Y"))
        #expect(!lines.contains(" i"))  // outside both hunks' context
    }

    @Test func nearbyChangesShareOneHunk() {
        let lines = diff(letters("abcdefghij"), letters("aBcdeFghij"))
        #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -1,9 +1,9 @@"])
    }

    @Test func everyLineOfBothSidesIsAccountedFor() {
        let old = letters("abcdefghij")
        let new = letters("aBcdeFghiJk")
        let body = diff(old, new).dropFirst(2).filter { !$0.hasPrefix("@@") }
        // With every line inside a hunk, the old side and the new side read back exactly.
        let oldBack = body.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }
        let newBack = body.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }
        #expect(oldBack == old)
        #expect(newBack == new)
    }

    /// GNU diff numbers an empty side by the line before it: `@@ -0,0 +1 @@`.
    @Test func emptyOldSideStartsAtLineZero() {
        let lines = diff([], ["x"])
        #expect(lines.last == "+x")
        #expect(lines[2].hasPrefix("@@ -0,0 "))
    }
}
