import CommandGrammar
import SceneLabStore
import Testing

@testable import SceneLabCore

/// Sentences of the engine whose data is itself a diagnostic: each language
/// says the data in its own words.
@Suite struct LifecycleDiagnosticTests {
    @Test func aProcessNotStartedSaysTheContainersRefusalInEachLanguage() {
        let refusal = StoreError.io(
            path: "/data/Containers/todo", operation: .createFolder,
            reason: StoreError.Reason(StoreDiagnostic.filesUnavailable))
        let diagnostic = LifecycleDiagnostic.processNotStarted(app: "ToDo", error: refusal)
        #expect(diagnostic.english == "launch: cannot start ToDo: " + refusal.diagnostic.english)
        #expect(diagnostic.russian == "launch: не удалось запустить ToDo: " + refusal.diagnostic.russian)
        #expect(!diagnostic.russian.contains("cannot"))
    }
}
