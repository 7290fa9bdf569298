import Foundation
import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// `explain` covers every method scenelab prints and every command it accepts.
struct ExplanationCoverageTests {
    /// Every method a call or store event names while the commands of every
    /// behaviour transcript run, plus a tour of the gestures of each book app.
    static var methodsMade: Set<String> {
        var methods: Set<String> = []
        var scripts = TranscriptFiles.all.compactMap { file -> [String]? in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            return text.split(separator: "\n").filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        }
        scripts.append(["launch", "trace all", "tap +", "type title Milk", "tap save", "swipe 1 edit", "tap back"])
        for script in scripts {
            var session = Session()
            for line in script {
                for event in session.execute(line).events where event.kind == .call || event.kind == .store {
                    if let method = event.method { methods.insert(method) }
                }
            }
        }
        return methods
    }

    @Test func everyMethodScenelabPrintsIsExplained() {
        let methods = Self.methodsMade
        #expect(methods.count > 50)
        let unexplained = methods.filter { Explanations.lines(for: $0) == nil }.sorted()
        #expect(unexplained.isEmpty, "no explanation for \(unexplained)")
    }

    @Test func everyCommandIsExplained() {
        let unexplained = CommandCatalog.all.map(\.name).filter { Explanations.lines(for: $0) == nil }
        #expect(unexplained.isEmpty, "no explanation for \(unexplained)")
    }

    @Test func helpExplainListsTheTopics() {
        let lines = Help.lines(for: "explain")
        #expect(lines.contains("methods:"))
        let listed = " " + lines.filter { $0.hasPrefix("  ") }.joined(separator: " ") + " "
        for topic in Explanations.topicNames {
            #expect(listed.contains(" \(topic) "), "help explain leaves out \(topic)")
        }
        #expect(lines.allSatisfy { $0.count <= 100 })
    }

    @Test func theKillTopicNamesTheSequenceItPlaysAndTheOthers() {
        let text = Explanations.lines(for: "kill")?.joined(separator: " ") ?? ""
        for source in ["S17", "S1", "S16", "S18"] { #expect(text.contains(source)) }
    }

    /// A method's explanation that states where its call comes (after or before another) says
    /// which sources settle that, or that nothing documents it, in both languages.
    @Test func anOrderAMethodsExplanationStatesIsCited() {
        for (tables, states, cites, undocumented) in [
            (Explanations.methodTopics, ["comes after", "comes before"], "sources: ", "does not document"),
            (Explanations.methodTopicsRussian, ["идёт после", "идёт перед"], "источники: ", "не документирует"),
        ] {
            for (method, lines) in tables {
                let text = lines.joined(separator: " ")
                guard states.contains(where: text.contains) else { continue }
                #expect(text.contains(cites) || text.contains(undocumented), "\(method): \(text)")
            }
        }
    }
}
