import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// The apps' own `explain` topics sit beside the session's tables; a name in
/// both would leave one of them unreachable.
@Suite struct AppTopicsTests {
    @Test func theAppsBringTopics() {
        #expect(AppCatalog.books.topics.count >= 20)
    }

    @Test func noAppTopicIsAlsoASessionTopic() {
        let session = [
            Explanations.topics, Explanations.methodTopics, Explanations.commandTopics, Explanations.variantTopics,
            Explanations.orderTopics,
        ]
        for name in AppCatalog.books.topics.keys {
            #expect(!session.contains { $0[name] != nil }, "\(name) is both an app's topic and the session's")
        }
    }

    @Test func everyAppTopicIsExplained() {
        for (name, lines) in AppCatalog.books.topics {
            #expect(Explanations.lines(for: name) == lines.map(\.en), "explain \(name)")
        }
    }
}
