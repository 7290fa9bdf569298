import Testing

@testable import SceneLabProjects

/// How a storyboard's selector names a Swift method, so that actions and unwinds find it.
@Suite struct SelectorsTests {
    @Test func unlabelledFirstParameters() {
        #expect(Selectors.selector(ofSwiftMethod: "done(_:)") == "done:")
        #expect(Selectors.selector(ofSwiftMethod: "pick(_:at:)") == "pick:at:")
    }

    @Test func labelledFirstParametersTakeWith() {
        #expect(Selectors.selector(ofSwiftMethod: "unwindToList(segue:)") == "unwindToListWithSegue:")
        #expect(Selectors.selector(ofSwiftMethod: "cancel(sender:)") == "cancelWithSender:")
    }

    @Test func prepositionLabelsAreAppendedAsTheyAre() {
        #expect(Selectors.selector(ofSwiftMethod: "close(bySegue:)") == "closeBySegue:")
        #expect(Selectors.selector(ofSwiftMethod: "unwind(for:)") == "unwindFor:")
    }

    @Test func noParameters() {
        #expect(Selectors.selector(ofSwiftMethod: "reset()") == "reset")
    }
}
