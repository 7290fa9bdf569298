import CommandGrammar
import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// The diagrams `export` writes: what they take from a session's events,
/// and what they escape.
@Suite struct ExportTests {
    private func diagram(_ lines: String...) -> SequenceDiagram { diagram(lines) }

    private func diagram(_ lines: [String]) -> SequenceDiagram {
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

    @Test func mermaidEscapesDirectivesCommentsAndMarkupInTitlesAndNames() {
        let hostile = "%%{init: {'theme':'dark'}}%%<script>alert(1)</script>&amp;"
        let text = MermaidWriter.text(
            of: SequenceDiagram(
                steps: [
                    .init(
                        command: "type title " + hostile,
                        calls: [.init(receiver: hostile, text: hostile, isUncertain: false)], error: hostile)
                ], title: hostile, context: hostile))
        let body = text.split(separator: "\n").dropFirst()
        for line in body {
            #expect(!line.contains("%"), "\(line)")
            #expect(!line.contains("{") && !line.contains("}"), "\(line)")
            #expect(!line.contains("<") && !line.contains("&a"), "\(line)")
        }
        #expect(text.contains("#37;#37;#123;init: #123;'theme':'dark'#125;#125;#37;#37;#60;script#62;"))
        #expect(text.contains("participant P1 as #37;#37;#123;"))
        #expect(text.contains("Note over UIKit,P1: error: #37;#37;"))
    }

    @Test func aLaneLivesFromItsInitToItsDeinitAndItsColumnIsReused() {
        let layout = SlideLayout(diagram("launch", "push A", "pop", "push B"))
        let lanes = Dictionary(uniqueKeysWithValues: layout.lanes.map { ($0.name, $0) })
        let a = lanes["A#1"]
        let b = lanes["B#1"]
        #expect(a?.lastRow != nil)
        #expect(b?.lastRow == nil)
        // B is created after A's deinit, in A's column.
        #expect(a?.column == b?.column)
        #expect((a?.lastRow ?? .max) < (b?.firstRow ?? 0))
        if let a, case .call(let call, _) = layout.rows[a.lastRow ?? 0] { #expect(call.text == "deinit") }
        #expect(layout.rows.contains(.creation([layout.lanes.firstIndex { $0.name == "B#1" } ?? -1])))
    }

    @Test func hiddenInitsAndDeinitsStillStartAndEndLanes() {
        var session = Session()
        _ = session.execute("trace memory off")
        var steps: [SequenceDiagram.Step] = []
        for line in ["launch", "push A", "pop"] {
            let outcome = session.execute(line)
            steps.append(SequenceDiagram.step(command: line, events: outcome.events, channels: session.channels))
        }
        #expect(!steps.flatMap(\.calls).contains { $0.isShown && $0.text == "deinit" })
        let layout = SlideLayout(SequenceDiagram(steps: steps))
        let a = layout.lanes.first { $0.name == "A#1" }
        #expect(
            a?.lastRow.map { layout.rows[$0] }
                == .ends([layout.lanes.firstIndex { $0.name == "A#1" } ?? -1], killed: false))
    }

    @Test func killEndsEveryLaneButUIKitsAndAFailedCommandKeepsItsError() {
        var session = Session()
        var steps: [SequenceDiagram.Step] = []
        for line in ["launch", "tap nothing", "kill"] {
            let outcome = session.execute(line)
            let error = outcome.events.first { $0.kind == .error }?.text
            steps.append(
                SequenceDiagram.step(command: line, events: outcome.events, channels: session.channels, error: error))
        }
        #expect(steps[1].error?.hasPrefix("tap nothing:") == true)
        let layout = SlideLayout(SequenceDiagram(steps: steps))
        #expect(layout.lanes.dropFirst().allSatisfy { $0.lastRow == layout.rows.count - 1 })
        #expect(layout.lanes[0].lastRow == nil)
        let svg = SVGWriter.svg(of: SequenceDiagram(steps: steps))
        #expect(svg.contains("error: tap nothing:"))
    }

    @Test func exportTakesARangeAndATitle() throws {
        #expect(
            try Parser.parse("export svg a.svg --from 3 --to 9 --title \"My talk\"")
                == .edge(
                    .export(.svg, path: "a.svg", replacing: false, range: ExportRange(from: 3, to: 9, title: "My talk"))
                ))
        #expect(throws: CommandError.self) { try Parser.parse("export svg a.svg --from 0") }
        #expect(throws: CommandError.self) { try Parser.parse("export svg a.svg --from 5 --to 2") }
        #expect(throws: CommandError.self) { try Parser.parse("export svg a.svg --to") }
    }

    @Test func everyPageIsASlideHoweverManyLanesLiveAtOnce() {
        // Forty controllers pushed and none popped: forty lanes at once.
        let lines = ["launch"] + (1...40).map { "push V\($0)" }
        let pages = SVGWriter.pages(of: diagram(lines))
        #expect(pages.count > 1)
        for page in pages {
            #expect(page.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1920\" height=\"1080\""))
        }
    }
}
