import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct SimulatorSceneTests {
    /// Scene gestures only reach scene delegates: no controller call, no app-delegate call.
    /// Scene delegate calls only, past the layout passes of the switcher's
    /// snapshot after `sceneDidEnterBackground` (LifecycleGapTests).
    private func expectSceneCallsOnly(_ events: [Event], sourceLocation: SourceLocation = #_sourceLocation) {
        let events = events.filter { $0.channel != .layout }
        #expect(events.allSatisfy { $0.kind == .call }, sourceLocation: sourceLocation)
        #expect(
            events.allSatisfy { $0.channel == .scene && $0.className == "SceneDelegate" },
            sourceLocation: sourceLocation)
    }

    @Test func homeSendsTheSceneToTheBackground() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "B"))
        let before = simulator.liveControllers
        let events = simulator.apply(.home)
        #expect(
            calls(events, on: [.scene]) == [
                "SceneDelegate#1 sceneWillResignActive(_:)", "SceneDelegate#1 sceneDidEnterBackground(_:)",
            ])
        expectSceneCallsOnly(events)
        #expect(simulator.sceneState == .background)
        #expect(simulator.liveControllers == before)
    }

    @Test func openFromTheBackground() {
        var simulator = launchedSimulator()
        simulator.run(.home)
        let before = simulator.liveControllers
        let events = simulator.apply(.open)
        #expect(
            allCalls(events) == [
                "SceneDelegate#1 sceneWillEnterForeground(_:)", "SceneDelegate#1 sceneDidBecomeActive(_:)",
            ])
        expectSceneCallsOnly(events)
        #expect(simulator.sceneState == .foregroundActive)
        #expect(simulator.liveControllers == before)
    }

    @Test func launchOfABackgroundedAppActsAsOpen() {
        var simulator = launchedSimulator()
        simulator.run(.home)
        let events = simulator.apply(.launch(app: "todo", window: .storyboard))
        #expect(
            allCalls(events) == [
                "SceneDelegate#1 sceneWillEnterForeground(_:)", "SceneDelegate#1 sceneDidBecomeActive(_:)",
            ])
        #expect(simulator.sceneState == .foregroundActive)
        #expect(simulator.liveNames == ["UINavigationController#1", "TaskListController#1"])
    }

    @Test func switcherMakesTheSceneInactiveAndOpenBringsItBack() throws {
        var simulator = launchedSimulator()
        let before = simulator.liveControllers
        let switcher = simulator.apply(.switcher)
        #expect(allCalls(switcher) == ["SceneDelegate#1 sceneWillResignActive(_:)"])
        expectSceneCallsOnly(switcher)
        #expect(simulator.sceneState == .foregroundInactive)
        #expect(simulator.application?.focused?.inactiveReason == .switcher)

        let open = simulator.apply(.open)
        #expect(allCalls(open) == ["SceneDelegate#1 sceneDidBecomeActive(_:)"])
        #expect(simulator.sceneState == .foregroundActive)
        #expect(simulator.application?.focused?.inactiveReason == nil)
        #expect(simulator.liveControllers == before)
    }

    @Test func homeFromTheSwitcherOnlyEntersTheBackground() {
        var simulator = launchedSimulator()
        simulator.run(.switcher)
        let events = simulator.apply(.home)
        #expect(calls(events, on: [.scene]) == ["SceneDelegate#1 sceneDidEnterBackground(_:)"])
        #expect(simulator.sceneState == .background)
    }

    @Test func interruptAndResume() {
        var simulator = launchedSimulator()
        let before = simulator.liveControllers
        let interrupt = simulator.apply(.interrupt)
        #expect(allCalls(interrupt) == ["SceneDelegate#1 sceneWillResignActive(_:)"])
        expectSceneCallsOnly(interrupt)
        #expect(simulator.sceneState == .foregroundInactive)
        #expect(simulator.application?.focused?.inactiveReason == .interruption)

        let resume = simulator.apply(.resume)
        #expect(allCalls(resume) == ["SceneDelegate#1 sceneDidBecomeActive(_:)"])
        expectSceneCallsOnly(resume)
        #expect(simulator.sceneState == .foregroundActive)
        #expect(simulator.liveControllers == before)
    }

    @Test func openDuringACallIsRefused() {
        var simulator = launchedSimulator()
        simulator.run(.interrupt)
        let events = simulator.apply(.open)
        #expect(events.map(\.kind) == [.error])
        #expect(events.first?.text?.contains("resume") == true)
        #expect(simulator.sceneState == .foregroundInactive)
    }

    @Test func sceneGesturesLeaveAPresentedControllerAlone() {
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .fullScreen))
        let before = simulator.liveControllers
        for command in [AnySimulatorCommand.home, .open, .switcher, .open, .interrupt, .resume] {
            let events = simulator.apply(command)
            expectSceneCallsOnly(events)
            #expect(simulator.liveControllers == before)
        }
    }

    @Test func killEndsTheProcess() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "B"))
        let events = simulator.apply(.kill)
        #expect(simulator.application == nil)
        #expect(simulator.liveControllers.isEmpty)
        #expect(
            allCalls(events) == [
                "SceneDelegate#1 sceneWillResignActive(_:)",
                "SceneDelegate#1 sceneDidEnterBackground(_:)",
                "AppDelegate applicationWillTerminate(_:)",
            ])
        // The sources disagree: every call is marked uncertain.
        #expect(events.filter { $0.kind == .call }.allSatisfy { $0.confidence == .uncertain })
        // No deinit and no appearance calls when the process ends.
        #expect(!allCalls(events).contains { $0.hasSuffix("deinit") || $0.contains("Disappear") })
        // The process ends; and the book's sceneDidDisconnect against the logs (issue 29, item 16).
        #expect(eventsOfKind(.note, in: events).count == 2)
    }

    @Test func killOfARunningBackgroundAppGivesOnlyWillTerminate() {
        var simulator = launchedSimulator()
        simulator.run(.home)
        let events = simulator.apply(.kill)
        #expect(allCalls(events) == ["AppDelegate applicationWillTerminate(_:)"])
        #expect(simulator.application == nil)
    }

    @Test func killFromTheSwitcherStartsInTheBackground() {
        var simulator = launchedSimulator()
        simulator.run(.switcher)
        let events = simulator.apply(.kill)
        #expect(
            allCalls(events) == [
                "SceneDelegate#1 sceneDidEnterBackground(_:)", "AppDelegate applicationWillTerminate(_:)",
            ])
    }

    @Test func killOnIPadDisconnectsTheScenesAndDiscardsTheirSessions() {
        var simulator = Simulator(catalog: .books, device: .iPad)
        simulator.run(.launch(app: nil, window: .storyboard))
        let events = simulator.apply(.kill)
        #expect(
            allCalls(events) == [
                // The switcher opens first: the active scene resigns active (issue 29, item 4).
                "SceneDelegate#1 sceneWillResignActive(_:)", "SceneDelegate#1 sceneDidEnterBackground(_:)",
                "SceneDelegate#1 sceneDidDisconnect(_:)", "AppDelegate application(_:didDiscardSceneSessions:)",
                "AppDelegate applicationWillTerminate(_:)",
            ])
        #expect(events.filter { $0.kind == .call }.dropFirst().allSatisfy { $0.confidence == .uncertain })
    }

    @Test func killOfASuspendedAppGivesNoCallback() {
        var simulator = launchedSimulator()
        simulator.run(.home, .suspend)
        let events = simulator.apply(.kill)
        #expect(allCalls(events).isEmpty)
        #expect(simulator.application == nil)
    }

    @Test func launchAfterKillIsAColdLaunch() {
        var simulator = launchedSimulator()
        simulator.run(.kill)
        let events = simulator.apply(.launch(app: "contacts", window: .storyboard))
        #expect(allCalls(events).first == "AppDelegate application(_:willFinishLaunchingWithOptions:)")
        #expect(simulator.application?.definition.id == "contacts")
        #expect(simulator.liveNames == ["ViewController#1"])
    }

    @Test func memoryWarningReachesEveryLiveController() {
        var simulator = launchedSimulator()
        simulator.run(.push(className: "B"), .present(className: "M", style: .pageSheet))
        let before = simulator.liveControllers
        let events = simulator.apply(.memoryWarning)
        let all = allCalls(events)
        #expect(all.first == "AppDelegate applicationDidReceiveMemoryWarning(_:)")
        let warned = Set(events.filter { $0.method == "didReceiveMemoryWarning()" }.compactMap(\.object))
        #expect(warned == ["UINavigationController#1", "TaskListController#1", "B#1", "M#1"])
        #expect(all.count == 5)
        // Off screen and still warned, and nothing else happens to it.
        #expect(simulator.controller(named: "TaskListController#1")?.appearance == .disappeared)
        #expect(simulator.liveControllers == before)
        #expect(!all.contains { $0.contains("viewDidLoad") || $0.contains("loadView") })
    }

    @Test func memoryWarningOrderAmongSeveralControllersIsUncertain() {
        var simulator = launchedSimulator()
        let alone = simulator.apply(.memoryWarning)
        #expect(alone.first { $0.object == "TaskListController#1" }?.confidence == .observed)
        simulator.run(.push(className: "B"))
        let several = simulator.apply(.memoryWarning)
        #expect(several.first { $0.object == "TaskListController#1" }?.confidence == .uncertain)
    }

    @Test func sceneAppDelegateGetsNoForegroundOrBackgroundCalls() {
        var simulator = launchedSimulator()
        let events = simulator.run(
            .home, .open, .switcher, .open, .interrupt, .resume, .home, .launch(app: nil, window: .storyboard))
        #expect(!events.contains { $0.object == "AppDelegate" })
        #expect(events.allSatisfy { $0.kind == .call })
    }

    @Test func theSwitcherAndACallNeedAnActiveScene() {
        for command in ["switcher", "interrupt"] {
            var session = sessionAfter("launch", "home")
            let outcome = session.execute(command)
            #expect(outcome.failed)
            #expect(!outcome.events.contains { $0.kind == .call }, "\(command)")
            #expect(
                outcome.events.contains {
                    $0.kind == .error && $0.text?.hasPrefix("\(command) ignored: no scene is active") == true
                },
                "\(command)")
        }
    }
}
