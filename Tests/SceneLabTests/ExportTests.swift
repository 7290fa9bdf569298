import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// The diagrams `export` writes: what they take from a session's events,
/// and what they escape.
@Suite struct ExportTests {
    private func diagram(_ lines: String...) -> SequenceDiagram {
        var session = Session()
        var steps: [SequenceDiagram.Step] = []
        for line in lines {
            let outcome = session.execute(line)
            steps.append(SequenceDiagram.step(command: line, events: outcome.events, channels: session.channels))
        }
        return SequenceDiagram(steps: steps, tree: session.simulator.treeLines)
    }

    @Test func aStepHoldsTheCallsTextShowsAndMarksTheUncertainOnes() {
        let steps = diagram("launch", "push A").steps
        #expect(steps.map(\.command) == ["launch", "push A"])
        let load = steps[0].calls.first { $0.text == "viewDidLoad()" }
        #expect(load?.receiver == "TaskListController#1")
        #expect(load?.isUncertain == true)
        #expect(steps[1].calls.map(\.receiver).contains("A#1"))
        // Hidden channels (layout, table) are not drawn.
        #expect(!steps[0].calls.contains { $0.text.contains("Layout") })
    }

    @Test func participantsComeInTheOrderOfTheirFirstCall() {
        #expect(
            diagram("launch", "push A").participants == [
                "UIKit", "AppDelegate", "TaskListController#1", "SceneDelegate#1", "A#1",
            ])
    }

    @Test func mermaidEscapesWhatItWouldReadAsCodesOrStatementEnds() {
        let text = MermaidWriter.text(
            of: SequenceDiagram(steps: [
                .init(command: "task add a;b", calls: [.init(receiver: "A#1", text: "x(_: \"#1\")", isUncertain: true)])
            ]))
        #expect(text.contains("participant P1 as A#35;1"))
        #expect(text.contains("Note over UIKit,P1: > task add a#59;b"))
        #expect(text.contains("UIKit-->>P1: x(_: \"#35;1\") (uncertain)"))
    }

    @Test func svgAndHTMLEscapeMarkupAndControlCharacters() {
        let hostile = SequenceDiagram(
            steps: [.init(command: "type title <b>\u{1B}[2J", calls: [])], tree: ["<script>alert(1)</script>"])
        let svg = SVGWriter.svg(of: hostile)
        #expect(svg.contains("&gt; type title &lt;b&gt;\\u{1b}[2J"))
        #expect(!svg.contains("\u{1B}"))
        let page = HTMLWriter.page(of: hostile)
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;"))
    }
}
