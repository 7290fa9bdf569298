import Testing

@testable import SceneLabSession

/// The engine's note and the console's on the same `if` share its condition and place, by which
/// the session names it once.
@Suite struct ConditionNoteTests {
    @Test func theConditionAndPlaceOfANoteAreItsHead() {
        let engine = "if animated, let window = self.window (SceneDelegate.swift:57): scenelab cannot work out this condition, so it played the first branch"
        let console = "if animated, let window = self.window (SceneDelegate.swift:57): scenelab cannot work out this condition, so it ran the body"
        #expect(Session.conditionHead(of: engine) == Session.conditionHead(of: console))
        #expect(Session.conditionHead(of: engine) == "if animated, let window = self.window (SceneDelegate.swift:57)")
        // A call in the condition keeps its own parentheses.
        #expect(Session.conditionHead(of: "if isReady(for: x) (Home.swift:3): …") == "if isReady(for: x) (Home.swift:3)")
        #expect(Session.conditionHead(of: "Home.swift:3: scenelab does not evaluate `x`") == nil)
        #expect(Session.conditionHead(of: "if ready: no place") == nil)
    }
}
