import CommandGrammar
import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// A custom container (`launch container`): the embed segue at launch, and
/// the container's code adding, removing and swapping children, with
/// appearance forwarded by UIKit or by hand.
@Suite struct CustomContainerTests {
    private func launchedContainer() -> Simulator {
        var simulator = Simulator(catalog: AppCatalog(apps: [.containerDemo]))
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        return simulator
    }

    private func child(_ action: ChildCommand.Action) -> AnySimulatorCommand {
        AnySimulatorCommand(ChildCommand(action: action))
    }

    /// The names of the container's children, in order.
    private func childNames(_ simulator: Simulator) -> [String] {
        guard let app = simulator.application, let container = simulator.controller(named: "ContainerViewController#1")
        else { return [] }
        return container.children.compactMap { app.controller($0)?.name }
    }

    @Test func theEmbedSegueFiresInsideTheParentsLoadView() throws {
        var simulator = Simulator(catalog: AppCatalog(apps: [.containerDemo]))
        let events = simulator.apply(.launch(app: nil, window: .storyboard))
        let order = calls(events, on: [.lifecycle, .memory, .segue, .containment])
        #expect(
            order == [
                "ContainerViewController#1 init(coder:)",
                "ContainerViewController#1 awakeFromNib()",
                "ContainerViewController#1 loadView()",
                "EmbeddedViewController#1 init(coder:)",
                "EmbeddedViewController#1 awakeFromNib()",
                "ContainerViewController#1 prepare(for:sender:)",
                "EmbeddedViewController#1 loadView()",
                "EmbeddedViewController#1 viewDidLoad()",
                "EmbeddedViewController#1 willMove(toParent:)",
                "EmbeddedViewController#1 didMove(toParent:)",
                "ContainerViewController#1 viewDidLoad()",
                "ContainerViewController#1 viewWillAppear(_:)",
                "EmbeddedViewController#1 viewWillAppear(_:)",
                "ContainerViewController#1 viewDidAppear(_:)",
                "EmbeddedViewController#1 viewDidAppear(_:)",
            ])
        let prepare = try #require(events.first { $0.method == "prepare(for:sender:)" })
        #expect(prepare.arguments.first?.value == .string("embedChild"))
        // The container is the app's class: its calls are lifecycle calls, not a UIKit container's.
        #expect(
            events.first { $0.object == "ContainerViewController#1" && $0.method == "viewDidLoad()" }?.channel
                == .lifecycle)
        let embedded = try #require(simulator.controller(named: "EmbeddedViewController#1"))
        #expect(embedded.parent == simulator.controller(named: "ContainerViewController#1")?.id)
        #expect(embedded.appearance == .appeared)
        #expect(childNames(simulator) == ["EmbeddedViewController#1"])
    }

    @Test func addingAChildOnScreenMakesItAppearBetweenWillMoveAndDidMove() throws {
        var simulator = launchedContainer()
        let events = simulator.apply(child(.add(className: "DetailViewController")))
        #expect(
            calls(events, on: [.lifecycle, .memory, .containment]) == [
                "DetailViewController#1 init(nibName:bundle:)",
                "DetailViewController#1 willMove(toParent:)",
                "DetailViewController#1 loadView()",
                "DetailViewController#1 viewDidLoad()",
                "DetailViewController#1 viewWillAppear(_:)",
                "DetailViewController#1 viewDidAppear(_:)",
                "DetailViewController#1 didMove(toParent:)",
            ])
        #expect(
            events.filter { $0.method == "viewWillAppear(_:)" }.allSatisfy { $0.arguments.first?.value == .bool(false) }
        )
        #expect(childNames(simulator) == ["EmbeddedViewController#1", "DetailViewController#1"])
        let detail = try #require(simulator.controller(named: "DetailViewController#1"))
        let container = try #require(simulator.controller(named: "ContainerViewController#1"))
        #expect(detail.parent == container.id)
        #expect(detail.appearance == .appeared)
        #expect(detail.owners.contains(.property(of: container.id, name: "children")))
    }

    @Test func aChildAddedWhileTheContainerIsCoveredOnlyLoadsAndAppearsWithIt() throws {
        var simulator = launchedContainer()
        _ = simulator.apply(.present(className: "CoverController", style: .fullScreen))
        let added = simulator.apply(child(.add(className: "DetailViewController")))
        #expect(!allCalls(added).contains { $0.contains("viewWillAppear") || $0.contains("viewDidAppear") })
        #expect(simulator.controller(named: "DetailViewController#1")?.appearance == .disappeared)
        let back = lifecycleCalls(simulator.apply(.dismiss))
        let containerWill = try #require(back.firstIndex(of: "ContainerViewController#1 viewWillAppear(_:)"))
        let childWill = try #require(back.firstIndex(of: "DetailViewController#1 viewWillAppear(_:)"))
        #expect(containerWill < childWill)
        #expect(simulator.controller(named: "DetailViewController#1")?.appearance == .appeared)
    }

    @Test func removingAChildDisappearsItLeavesItParentlessAndFreesIt() {
        var simulator = launchedContainer()
        _ = simulator.apply(child(.add(className: "DetailViewController")))
        let events = simulator.apply(child(.remove(number: 1)))
        #expect(
            calls(events, on: [.lifecycle, .memory, .containment]) == [
                "EmbeddedViewController#1 willMove(toParent:)",
                "EmbeddedViewController#1 viewWillDisappear(_:)",
                "EmbeddedViewController#1 viewDidDisappear(_:)",
                "EmbeddedViewController#1 didMove(toParent:)",
                "EmbeddedViewController#1 deinit",
            ])
        #expect(events.first { $0.method == "didMove(toParent:)" }?.arguments.first?.value == Event.Argument.Value.none)
        #expect(childNames(simulator) == ["DetailViewController#1"])
        #expect(!simulator.liveNames.contains("EmbeddedViewController#1"))
    }

    @Test func aHeldChildSurvivesItsRemovalWithNoParent() throws {
        var simulator = launchedContainer()
        _ = simulator.apply(.hold("keep"))
        let events = simulator.apply(child(.remove(number: nil)))
        #expect(!allCalls(events).contains { $0.hasSuffix("deinit") })
        let embedded = try #require(simulator.controller(named: "EmbeddedViewController#1"))
        #expect(embedded.parent == nil)
        #expect(embedded.appearance == .disappeared)
        #expect(embedded.owners == [.hold("keep")])
        #expect(childNames(simulator).isEmpty)
    }

    @Test func aTransitionSwapsTheLastChildWithTheCallersContainmentAroundIt() {
        var simulator = launchedContainer()
        let events = simulator.apply(child(.transition(className: "DetailViewController")))
        #expect(
            calls(events, on: [.lifecycle, .memory, .containment]) == [
                "DetailViewController#1 init(nibName:bundle:)",
                "EmbeddedViewController#1 willMove(toParent:)",
                "DetailViewController#1 willMove(toParent:)",
                "ContainerViewController#1 transition(from:to:duration:options:animations:completion:)",
                "DetailViewController#1 loadView()",
                "DetailViewController#1 viewDidLoad()",
                "EmbeddedViewController#1 viewWillDisappear(_:)",
                "DetailViewController#1 viewWillAppear(_:)",
                "EmbeddedViewController#1 viewDidDisappear(_:)",
                "DetailViewController#1 viewDidAppear(_:)",
                "EmbeddedViewController#1 didMove(toParent:)",
                "DetailViewController#1 didMove(toParent:)",
                "EmbeddedViewController#1 deinit",
            ])
        // No log settles the appearance order: every appearance call is marked.
        let appearance = events.filter {
            ($0.method ?? "").hasPrefix("viewWill") || ($0.method ?? "").hasPrefix("viewDid")
        }
        #expect(appearance.filter { $0.method != "viewDidLoad()" }.allSatisfy { $0.confidence == .uncertain })
        #expect(childNames(simulator) == ["DetailViewController#1"])
        #expect(simulator.controller(named: "DetailViewController#1")?.appearance == .appeared)
    }

    @Test func withForwardingOffTheContainersCodeBracketsEachAppearanceCall() throws {
        var simulator = launchedContainer()
        _ = simulator.apply(child(.forwarding(false)))
        #expect(simulator.controller(named: "ContainerViewController#1")?.forwardsAppearanceAutomatically == false)
        let added = simulator.apply(child(.add(className: "DetailViewController")))
        #expect(
            calls(added, on: [.lifecycle, .containment]).filter {
                !$0.contains("Move") && !$0.contains("load") && !$0.contains("Load")
            } == [
                "DetailViewController#1 beginAppearanceTransition(_:animated:)",
                "DetailViewController#1 viewWillAppear(_:)",
                "DetailViewController#1 endAppearanceTransition()",
                "DetailViewController#1 viewDidAppear(_:)",
            ])
        let begin = try #require(added.first { $0.method == "beginAppearanceTransition(_:animated:)" })
        #expect(begin.arguments.first?.value == .bool(true))
        // The container's own appearance reaches its children the same way.
        let covered = calls(
            simulator.apply(.present(className: "CoverController", style: .fullScreen)), on: [.lifecycle, .containment])
        #expect(
            covered.filter { $0.hasPrefix("DetailViewController#1") } == [
                "DetailViewController#1 beginAppearanceTransition(_:animated:)",
                "DetailViewController#1 viewWillDisappear(_:)",
                "DetailViewController#1 endAppearanceTransition()",
                "DetailViewController#1 viewDidDisappear(_:)",
            ])
        #expect(simulator.controller(named: "DetailViewController#1")?.appearance == .disappeared)
        // Turned back on, UIKit forwards and the container's code is silent.
        _ = simulator.apply(.dismiss)
        _ = simulator.apply(child(.forwarding(true)))
        let again = simulator.apply(child(.add(className: "SummaryViewController")))
        #expect(!allCalls(again).contains { $0.contains("AppearanceTransition") })
    }

    @Test(arguments: [
        ("child remove 3", "no such child"),
        ("child add UITabBarController", "is a container class"),
        ("child add ContainerViewController", "is a container class"),
        ("child forwarding on", "already lets UIKit forward"),
    ])
    func refusalsSayWhyAndChangeNothing(_ line: String, _ message: String) throws {
        var session = Session(simulator: Simulator(catalog: AppCatalog(apps: [.containerDemo])))
        _ = session.execute("launch container")
        let before = session.simulator.snapshot
        let outcome = session.execute(line).events.filter { $0.kind != .command }
        #expect(outcome.map(\.kind) == [.error])
        #expect(outcome.first?.text?.contains(message) == true, "\(outcome.first?.text ?? "")")
        #expect(session.simulator.snapshot == before)
    }

    @Test func withoutACustomContainerOnScreenTheCommandIsRefused() {
        var simulator = launchedSimulator()
        let before = simulator.snapshot
        let events = simulator.apply(child(.add(className: "DetailViewController")))
        #expect(events.map(\.kind) == [.error])
        #expect(events.first?.text?.contains("no custom container view controller") == true)
        #expect(simulator.snapshot == before)
    }

    @Test func anEmptyContainerRefusesRemovalAndTransition() {
        var simulator = launchedContainer()
        _ = simulator.apply(child(.remove(number: nil)))
        for command in [child(.remove(number: nil)), child(.transition(className: "DetailViewController"))] {
            let events = simulator.apply(command)
            #expect(events.first?.text?.contains("has no children") == true)
        }
    }

    @Test func theLineIsReadIntoTheCommand() throws {
        let cases: [(String, ChildCommand.Action)] = [
            ("child add DetailViewController", .add(className: "DetailViewController")),
            ("child remove", .remove(number: nil)),
            ("child remove 2", .remove(number: 2)),
            ("child transition SummaryViewController", .transition(className: "SummaryViewController")),
            ("child forwarding off", .forwarding(false)),
        ]
        for (line, action) in cases {
            let command = try Parser.parse(line)
            #expect(command == .simulator(child(action)), "\(line)")
        }
        #expect(throws: CommandError.self) { try Parser.parse("child ad X") }
        #expect(throws: CommandError.self) { try Parser.parse("child remove 0") }
        #expect(throws: CommandError.self) { try Parser.parse("child forwarding maybe") }
    }
}
