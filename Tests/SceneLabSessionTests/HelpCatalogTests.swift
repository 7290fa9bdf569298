import CommandGrammar
import SceneLabApps
import SceneLabCore
import SceneLabSession
import Testing

/// `help` for a command that takes an app lists the apps of the running
/// device, not a list fixed when the command was written.
@Suite struct HelpCatalogTests {
    private func helpLines(_ topic: String, catalog: AppCatalog, language: Language = .en) -> [String] {
        var session = Session(simulator: Simulator(catalog: catalog, language: language))
        return session.execute("help \(topic)").events.compactMap(\.text)
    }

    @Test func launchListsTheRunningCatalogsAppsTheDefaultFirst() {
        let lines = helpLines("launch", catalog: AppCatalog(apps: [.containerDemo, .pagesDemo]))
        #expect(lines.contains("apps here: container, pages (the first is the default)"))
        #expect(!lines.contains { $0.contains("todo") && !$0.hasPrefix("example:") })
    }

    @Test func theBooksCatalogStartsWithToDoInBothLanguages() {
        let english = helpLines("files", catalog: .books)
        #expect(english.contains { $0.hasPrefix("apps here: todo, contacts, ") })
        let russian = helpLines("launch", catalog: .books, language: .ru)
        #expect(russian.contains { $0.hasPrefix("приложения здесь: todo, contacts, ") && $0.hasSuffix("(первое — по умолчанию)") })
    }

    @Test func aCommandWithoutAnAppListsNone() {
        #expect(!helpLines("home", catalog: .books).contains { $0.hasPrefix("apps here") })
    }
}

/// Completion of an app's name reads the running catalog too.
@Suite struct CompletionCatalogTests {
    @Test func theAppOptionCompletesTheRunningDevicesApps() {
        let session = Session(simulator: Simulator(catalog: AppCatalog(apps: [.containerDemo, .pagesDemo])))
        #expect(Completion.candidates(forLine: "rm --app ", in: session).candidates == ["container", "pages"])
        #expect(Completion.candidates(forLine: "launch c", in: session).candidates == ["container"])
    }
}
