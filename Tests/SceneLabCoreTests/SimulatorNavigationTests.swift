import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

@Suite struct SimulatorNavigationTests {
    @Test func launchBuildsTheStoryboardTree() throws {
        let simulator = launchedSimulator()
        let app = try #require(simulator.application)
        #expect(app.definition.id == "todo")
        #expect(simulator.sceneState == .foregroundActive)
        let scene = try #require(app.focused)
        #expect(scene.window.isKeyWindow)
        let root = try #require(scene.window.rootViewController.flatMap { app.controller($0) })
        #expect(root.className == "UINavigationController")
        #expect(root.kind == .navigationController)
        #expect(simulator.stackNames == ["TaskListController#1"])
        let list = try #require(simulator.controller(named: "TaskListController#1"))
        #expect(list.parent == root.id)
        #expect(list.origin == .storyboard)
        for controller in [root, list] {
            #expect(controller.appearance == .appeared)
            #expect(controller.isViewLoaded)
        }
        #expect(simulator.liveControllers.map(\.name) == ["UINavigationController#1", "TaskListController#1"])
    }

    @Test func launchWithoutNavigationControllerHasAPlainRoot() throws {
        let simulator = launchedSimulator("target")
        let app = try #require(simulator.application)
        let root = try #require(app.focused?.window.rootViewController.flatMap { app.controller($0) })
        #expect(root.name == "ViewController#1")
        #expect(root.kind == .plain)
        #expect(root.appearance == .appeared)
        #expect(simulator.stackDepth == 0)
    }

    @Test func storyboardLaunchOrder() {
        var simulator = Simulator()
        let events = simulator.apply(.launch(app: nil, window: .storyboard))
        #expect(
            calls(events, on: [.app, .scene, .lifecycle]) == [
                "AppDelegate application(_:willFinishLaunchingWithOptions:)",
                "AppDelegate application(_:didFinishLaunchingWithOptions:)",
                "AppDelegate application(_:configurationForConnecting:options:)",
                "SceneDelegate#1 scene(_:willConnectTo:options:)",
                "SceneDelegate#1 sceneWillEnterForeground(_:)",
                "TaskListController#1 loadView()",
                "TaskListController#1 viewDidLoad()",
                "TaskListController#1 viewWillAppear(_:)",
                "SceneDelegate#1 sceneDidBecomeActive(_:)",
                "TaskListController#1 viewDidAppear(_:)",
            ])
        #expect(events.allSatisfy { $0.kind != .error })
    }

    @Test func codeLaunchLoadsTheRootInsideWillConnect() {
        var simulator = Simulator()
        let events = simulator.apply(.launch(app: nil, window: .code))
        #expect(
            calls(events, on: [.app, .scene, .lifecycle]) == [
                "AppDelegate application(_:willFinishLaunchingWithOptions:)",
                "AppDelegate application(_:didFinishLaunchingWithOptions:)",
                "AppDelegate application(_:configurationForConnecting:options:)",
                "SceneDelegate#1 scene(_:willConnectTo:options:)",
                "TaskListController#1 loadView()",
                "TaskListController#1 viewDidLoad()",
                "TaskListController#1 viewWillAppear(_:)",
                "SceneDelegate#1 sceneWillEnterForeground(_:)",
                "SceneDelegate#1 sceneDidBecomeActive(_:)",
                "TaskListController#1 viewDidAppear(_:)",
            ])
        #expect(simulator.sceneState == .foregroundActive)
    }

    @Test func launchCallsAreUnanimatedAndRootLoadsOnce() {
        var simulator = Simulator()
        let events = simulator.apply(.launch(app: nil, window: .storyboard))
        let appearance = events.filter {
            $0.method?.hasPrefix("viewWill") == true || $0.method?.hasPrefix("viewDid") == true
        }
        #expect(!appearance.isEmpty)
        #expect(
            appearance.filter { $0.method?.contains("ppear") == true }
                .allSatisfy { $0.arguments == [.animated(false)] })
        #expect(calls(events, on: [.lifecycle]).filter { $0.hasSuffix("viewDidLoad()") }.count == 1)
    }

    @Test func pushOrderFollowsTheSpec() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.push(className: "TaskEditController"))
        #expect(
            calls(events, on: [.lifecycle, .memory]) == [
                "TaskEditController#1 init(nibName:bundle:)",
                "TaskEditController#1 loadView()",
                "TaskEditController#1 viewDidLoad()",
                "TaskListController#1 viewWillDisappear(_:)",
                "TaskEditController#1 viewWillAppear(_:)",
                "TaskListController#1 viewDidDisappear(_:)",
                "TaskEditController#1 viewDidAppear(_:)",
            ])
    }

    @Test func pushContainmentAndDelegateWrapTheAppearanceCalls() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.push(className: "TaskEditController"))
        let all = allCalls(events)
        let willMove = all.firstIndex(of: "TaskEditController#1 willMove(toParent:)")
        let didMove = all.firstIndex(of: "TaskEditController#1 didMove(toParent:)")
        let didAppear = all.firstIndex(of: "TaskEditController#1 viewDidAppear(_:)")
        let loadView = all.firstIndex(of: "TaskEditController#1 loadView()")
        #expect(willMove != nil && loadView != nil && willMove! < loadView!)
        #expect(didMove != nil && didAppear != nil && didAppear! < didMove!)
        let delegate = events.filter { $0.channel == .delegate }.map { $0.method ?? "" }
        #expect(
            delegate == ["navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)"])
        let parent = events.first { $0.method == "willMove(toParent:)" }?.arguments
        #expect(parent == [Event.Argument("toParent", .object("UINavigationController#1"))])
    }

    @Test func pushUpdatesStackAndAppearance() throws {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        #expect(simulator.stackNames == ["TaskListController#1", "TaskEditController#1"])
        let list = try #require(simulator.controller(named: "TaskListController#1"))
        let edit = try #require(simulator.controller(named: "TaskEditController#1"))
        #expect(list.appearance == .disappeared)
        #expect(list.isViewLoaded)
        #expect(edit.appearance == .appeared)
        #expect(edit.origin == .code)
        #expect(edit.owners == [.navigationStack(try #require(list.parent))])
        #expect(simulator.stackDepth == 2)
    }

    @Test func pushAnimatesEveryAppearanceCall() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.push(className: "B"))
        let appearance = events.filter { $0.channel == .lifecycle && $0.method?.contains("ppear") == true }
        #expect(appearance.count == 4)
        #expect(appearance.allSatisfy { $0.arguments == [.animated(true)] })
    }

    @Test func popOrderFollowsTheSpec() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        let events = simulator.apply(.pop)
        #expect(
            calls(events, on: [.lifecycle, .memory]) == [
                "TaskEditController#1 viewWillDisappear(_:)",
                "TaskListController#1 viewWillAppear(_:)",
                "TaskEditController#1 viewDidDisappear(_:)",
                "TaskListController#1 viewDidAppear(_:)",
                "TaskEditController#1 deinit",
            ])
    }

    @Test func popDeinitComesAfterDidMoveToNil() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "B"))
        let all = allCalls(simulator.apply(.pop))
        let didMove = all.firstIndex(of: "B#1 didMove(toParent:)")
        let deinitIndex = all.firstIndex(of: "B#1 deinit")
        #expect(didMove != nil && deinitIndex != nil && didMove! < deinitIndex!)
        #expect(all.last == "B#1 deinit")
    }

    @Test func popRemovesThePoppedInstance() throws {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        simulator.run(.pop)
        #expect(simulator.stackNames == ["TaskListController#1"])
        #expect(simulator.controller(named: "TaskEditController#1") == nil)
        #expect(simulator.liveNames == ["UINavigationController#1", "TaskListController#1"])
        let list = try #require(simulator.controller(named: "TaskListController#1"))
        #expect(list.appearance == .appeared)
    }

    @Test func poppedViewLoadsAgainOnlyInANewInstance() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "B"), .push(className: "C"))
        let events = simulator.apply(.pop)
        // B comes back: its view is already loaded.
        #expect(!lifecycleCalls(events).contains("B#1 loadView()"))
        #expect(!lifecycleCalls(events).contains("B#1 viewDidLoad()"))
    }

    @Test func popToRootFromFourDeep() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "X"), .push(className: "Y"), .push(className: "Z"))
        #expect(simulator.stackDepth == 4)
        let events = simulator.apply(.popToRoot)
        #expect(
            lifecycleCalls(events) == [
                "Z#1 viewWillDisappear(_:)",
                "TaskListController#1 viewWillAppear(_:)",
                "Z#1 viewDidDisappear(_:)",
                "TaskListController#1 viewDidAppear(_:)",
            ])
        let deinits = calls(events, on: [.memory]).filter { $0.hasSuffix(" deinit") }
        #expect(Set(deinits) == ["X#1 deinit", "Y#1 deinit", "Z#1 deinit"])
        #expect(deinits.count == 3)
        #expect(simulator.stackNames == ["TaskListController#1"])
        #expect(simulator.liveNames == ["UINavigationController#1", "TaskListController#1"])
    }

    /// The controllers popTo skips go inside the call, before the animation's
    /// did-calls; the old top, which the transition holds, goes after them.
    @Test func popToRootDeinitsTheSkippedAtOnceAndTheTopAfterTheDidCalls() throws {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "X"), .push(className: "Y"), .push(className: "Z"))
        let all = allCalls(simulator.apply(.popToRoot))
        let willAppear = try #require(all.firstIndex(of: "TaskListController#1 viewWillAppear(_:)"))
        let topDisappeared = try #require(all.firstIndex(of: "Z#1 viewDidDisappear(_:)"))
        let lastDid = try #require(all.lastIndex(of: "TaskListController#1 viewDidAppear(_:)"))
        let deinits = all.indices.filter { all[$0].hasSuffix(" deinit") }
        #expect(deinits.map { all[$0] } == ["X#1 deinit", "Y#1 deinit", "Z#1 deinit"])
        #expect(deinits.prefix(2).allSatisfy { willAppear < $0 && $0 < topDisappeared })
        #expect(try #require(deinits.last) > lastDid)
    }

    @Test func popToKeepsTheTargetAndBelow() throws {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "X"), .push(className: "Y"), .push(className: "Z"))
        let events = simulator.apply(.popTo(index: 1))
        #expect(
            lifecycleCalls(events) == [
                "Z#1 viewWillDisappear(_:)",
                "X#1 viewWillAppear(_:)",
                "Z#1 viewDidDisappear(_:)",
                "X#1 viewDidAppear(_:)",
            ])
        #expect(simulator.stackNames == ["TaskListController#1", "X#1"])
        #expect(simulator.controller(named: "Y#1") == nil)
        #expect(simulator.controller(named: "Z#1") == nil)
        #expect(try #require(simulator.controller(named: "X#1")).appearance == .appeared)
        #expect(try #require(simulator.controller(named: "TaskListController#1")).appearance == .disappeared)
    }

    @Test func setStackPushingANewTopActsAsPush() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.setStack(classNames: ["TaskListController", "TaskEditController"]))
        #expect(
            calls(events, on: [.lifecycle, .memory]) == [
                "TaskEditController#1 init(nibName:bundle:)",
                "TaskEditController#1 loadView()",
                "TaskEditController#1 viewDidLoad()",
                "TaskListController#1 viewWillDisappear(_:)",
                "TaskEditController#1 viewWillAppear(_:)",
                "TaskListController#1 viewDidDisappear(_:)",
                "TaskEditController#1 viewDidAppear(_:)",
            ])
        #expect(simulator.stackNames == ["TaskListController#1", "TaskEditController#1"])
    }

    @Test func setStackToAnOlderControllerActsAsPop() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        let events = simulator.apply(.setStack(classNames: ["TaskListController"]))
        #expect(
            calls(events, on: [.lifecycle, .memory]) == [
                "TaskEditController#1 viewWillDisappear(_:)",
                "TaskListController#1 viewWillAppear(_:)",
                "TaskEditController#1 viewDidDisappear(_:)",
                "TaskListController#1 viewDidAppear(_:)",
                "TaskEditController#1 deinit",
            ])
        #expect(simulator.stackNames == ["TaskListController#1"])
    }

    @Test func setStackReusesInstancesOfClassesAlreadyInTheStack() throws {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        let events = simulator.apply(
            .setStack(classNames: ["TaskListController", "TaskTypeController", "TaskEditController"]))
        #expect(simulator.stackNames == ["TaskListController#1", "TaskTypeController#1", "TaskEditController#1"])
        // The top stays: no appearance calls, nothing deinits, only the new middle controller is created.
        #expect(lifecycleCalls(events).isEmpty)
        #expect(calls(events, on: [.memory]) == ["TaskTypeController#1 init(nibName:bundle:)"])
        let middle = try #require(simulator.controller(named: "TaskTypeController#1"))
        #expect(!middle.isViewLoaded)
        #expect(middle.appearance == .disappeared)
    }

    @Test func setStackReorderKeepsBothInstances() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        let events = simulator.apply(.setStack(classNames: ["TaskEditController", "TaskListController"]))
        #expect(simulator.stackNames == ["TaskEditController#1", "TaskListController#1"])
        #expect(!allCalls(events).contains { $0.hasSuffix("deinit") || $0.hasSuffix("init(nibName:bundle:)") })
        #expect(
            lifecycleCalls(events) == [
                "TaskEditController#1 viewWillDisappear(_:)",
                "TaskListController#1 viewWillAppear(_:)",
                "TaskEditController#1 viewDidDisappear(_:)",
                "TaskListController#1 viewDidAppear(_:)",
            ])
    }

    @Test func setStackDropsTheOldRootWhenTheTopStays() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        let events = simulator.apply(.setStack(classNames: ["TaskEditController"]))
        #expect(simulator.stackNames == ["TaskEditController#1"])
        #expect(lifecycleCalls(events).isEmpty)
        #expect(calls(events, on: [.memory]) == ["TaskListController#1 deinit"])
        #expect(simulator.controller(named: "TaskListController#1") == nil)
    }

    @Test func setStackWithTheSameStackChangesNothing() {
        var simulator = launchedSimulator()
        let before = simulator.snapshot
        let events = simulator.apply(.setStack(classNames: ["TaskListController"]))
        #expect(allCalls(events).isEmpty)
        #expect(events.map(\.kind) == [.note])
        #expect(simulator.snapshot == before)
    }

    @Test func setStackRepeatedClassMakesASecondInstance() {
        var simulator = launchedSimulator()
        simulator.run(.setStack(classNames: ["TaskListController", "TaskListController"]))
        #expect(simulator.stackNames == ["TaskListController#1", "TaskListController#2"])
    }

    /// Every controller that leaves the stack hears `willMove(toParent: nil)` and
    /// `didMove(toParent: nil)`, whether set-stack plays a pop or a push.
    @Test func setStackReplacingTheTopSendsContainmentCallsToTheOldTop() {
        var simulator = launchedSimulator()
        let events = simulator.apply(.setStack(classNames: ["TaskEditController"]))
        #expect(simulator.stackNames == ["TaskEditController#1"])
        #expect(calls(events, on: [.memory]).last == "TaskListController#1 deinit")
        let containment = calls(events, on: [.containment])
        #expect(containment.contains("TaskListController#1 willMove(toParent:)"))
        #expect(containment.contains("TaskListController#1 didMove(toParent:)"))
    }

    @Test func setStackPlayingPopSendsContainmentCallsToTheOldTop() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "TaskEditController"))
        let containment = calls(simulator.apply(.setStack(classNames: ["TaskListController"])), on: [.containment])
        #expect(
            containment == [
                "TaskEditController#1 willMove(toParent:)", "TaskEditController#1 didMove(toParent:)",
            ])
    }

    @Test func navigationWorksAgainAfterADismiss() {
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .pageSheet), .dismiss)
        let events = simulator.apply(.push(className: "B"))
        #expect(events.allSatisfy { $0.kind != .error })
        #expect(simulator.stackNames == ["TaskListController#1", "B#1"])
    }

    /// After every command of a long run, no controller is left mid-transition
    /// and the state machine never refused a move.
    @Test func appearanceIsSettledAfterEveryCommand() {
        var simulator = Simulator()
        let script: [AnySimulatorCommand] = [
            .launch(app: nil, window: .storyboard), .push(className: "A"), .push(className: "B"),
            .present(className: "M", style: .fullScreen), .present(className: "N", style: .pageSheet),
            .memoryWarning, .dismiss, .dismiss, .pop, .push(className: "C"), .push(className: "D"),
            .popTo(index: 1), .setStack(classNames: ["TaskListController", "E", "A"]), .popToRoot,
            .home, .open, .present(className: "O", style: .overFullScreen), .switcher, .open, .dismiss,
            .setStack(classNames: ["F"]), .push(className: "G"), .pop,
        ]
        for command in script {
            let events = simulator.apply(command)
            #expect(!events.contains { $0.kind == .error }, "\(command) failed")
            #expect(
                simulator.liveControllers.allSatisfy { $0.appearance == .appeared || $0.appearance == .disappeared },
                "\(command) left a controller mid-transition")
            let visible = simulator.liveControllers.filter { $0.appearance == .appeared }
            #expect(!visible.isEmpty)
        }
        #expect(simulator.stackNames == ["F#1"])
    }
}
