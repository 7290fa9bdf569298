import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// Several scenes (iPad): each has its own activation state, and `scene`
/// commands connect, focus, close and reclaim them. Every allowed move and
/// every refused one.
@Suite struct SceneStateMachineTests {
    /// An iPad with the To-Do Manager running in two active scenes, scene 2 focused.
    private func twoScenes() -> Simulator {
        var simulator = Simulator(catalog: .books, device: .iPad)
        simulator.run(.launch(app: nil, window: .storyboard), .scene(.new))
        return simulator
    }

    private func states(_ simulator: Simulator) -> [Scene.ActivationState] {
        simulator.application?.scenes.map(\.state) ?? []
    }

    private func lifecycleAndSceneCalls(_ events: [Event]) -> [String] {
        calls(events, on: [.app, .scene, .lifecycle, .memory])
    }

    private func isRefused(_ events: [Event], saying text: String) -> Bool {
        events.map(\.kind) == [.error] && events.first?.text?.contains(text) == true
    }

    // MARK: Every scene delegate callback moves the scene as it announces.

    @Test(arguments: SceneDelegateMethod.allCases)
    func eachCallbackMovesTheSceneToItsState(method: SceneDelegateMethod) {
        let expected: Scene.ActivationState
        switch method {
        case .willConnect, .didDisconnect: expected = .unattached
        case .willEnterForeground, .willResignActive: expected = .foregroundInactive
        case .didBecomeActive: expected = .foregroundActive
        case .didEnterBackground: expected = .background
        }
        for start in [Scene.ActivationState.unattached, .foregroundInactive, .foregroundActive, .background] {
            var scene = Scene(id: 1)
            scene.state = start
            method.update(&scene)
            #expect(scene.state == expected)
            #expect((scene.inactiveReason != nil) == (expected == .foregroundInactive))
        }
    }

    // MARK: scene new

    @Test func anIPhoneRefusesASecondScene() {
        var simulator = launchedSimulator()
        #expect(isRefused(simulator.apply(.scene(.new)), saying: "supportsMultipleScenes"))
        #expect(simulator.application?.scenes.count == 1)
    }

    @Test func aNewSceneConnectsWithItsOwnDelegateWindowAndStackAndTakesTheFocus() {
        var simulator = Simulator(catalog: .books, device: .iPad)
        simulator.run(.launch(app: nil, window: .storyboard))
        let events = simulator.apply(.scene(.new))
        #expect(
            lifecycleAndSceneCalls(events).prefix(4) == [
                "AppDelegate application(_:configurationForConnecting:options:)", "TaskListController#2 init(coder:)",
                "TaskListController#2 awakeFromNib()", "SceneDelegate#2 scene(_:willConnectTo:options:)",
            ])
        #expect(!allCalls(events).contains { $0.contains("didFinishLaunching") })
        #expect(states(simulator) == [.foregroundActive, .foregroundActive])
        #expect(simulator.application?.focusedScene == 2)
        #expect(simulator.stackNames == ["TaskListController#2"])
    }

    @Test func aNewSceneOfABackgroundAppComesForwardAlone() {
        var simulator = Simulator(catalog: .books, device: .iPad)
        simulator.run(.launch(app: nil, window: .storyboard), .home, .suspend)
        simulator.run(.scene(.new))
        #expect(states(simulator) == [.background, .foregroundActive])
        #expect(simulator.application?.isSuspended == false)
    }

    // MARK: home, switcher, calls and open reach every foreground scene

    @Test func homeAndOpenMoveEveryScene() {
        var simulator = twoScenes()
        let home = simulator.apply(.home)
        #expect(
            calls(home, on: [.scene]) == [
                "SceneDelegate#1 sceneWillResignActive(_:)", "SceneDelegate#1 sceneDidEnterBackground(_:)",
                "SceneDelegate#2 sceneWillResignActive(_:)", "SceneDelegate#2 sceneDidEnterBackground(_:)",
            ])
        #expect(states(simulator) == [.background, .background])
        simulator.run(.open)
        #expect(states(simulator) == [.foregroundActive, .foregroundActive])
        simulator.run(.interrupt)
        #expect(states(simulator) == [.foregroundInactive, .foregroundInactive])
        simulator.run(.resume)
        #expect(states(simulator) == [.foregroundActive, .foregroundActive])
    }

    // MARK: scene focus

    @Test func focusMovesWhereCommandsGo() {
        var simulator = twoScenes()
        simulator.run(.scene(.focus(1)))
        #expect(simulator.application?.focusedScene == 1)
        simulator.run(.push(className: "B"))
        #expect(simulator.stackNames == ["TaskListController#1", "B#1"])
        #expect(isRefused(simulator.apply(.scene(.focus(1))), saying: "already focused"))
        #expect(isRefused(simulator.apply(.scene(.focus(7))), saying: "no scene 7"))
    }

    // MARK: scene close

    @Test func closingAnActiveSceneLeavesTheForegroundThenDisconnectsAndDiscards() {
        var simulator = twoScenes()
        let events = simulator.apply(.scene(.close(2)))
        #expect(
            allCalls(events).prefix(4) == [
                "SceneDelegate#2 sceneWillResignActive(_:)", "SceneDelegate#2 sceneDidEnterBackground(_:)",
                "SceneDelegate#2 sceneDidDisconnect(_:)", "AppDelegate application(_:didDiscardSceneSessions:)",
            ])
        #expect(allCalls(events).contains("TaskListController#2 deinit"))
        #expect(simulator.application?.scenes.map(\.id) == [1])
        #expect(simulator.application?.focusedScene == 1)
    }

    @Test func closingABackgroundSceneOnlyDisconnectsAndDiscards() {
        var simulator = twoScenes()
        simulator.run(.home)
        let events = simulator.apply(.scene(.close(1)))
        #expect(
            allCalls(events).prefix(2) == [
                "SceneDelegate#1 sceneDidDisconnect(_:)", "AppDelegate application(_:didDiscardSceneSessions:)",
            ])
    }

    @Test func closingTheOnlySceneIsRefused() {
        var simulator = Simulator(catalog: .books, device: .iPad)
        simulator.run(.launch(app: nil, window: .storyboard))
        #expect(isRefused(simulator.apply(.scene(.close(1))), saying: "`kill`"))
        #expect(isRefused(simulator.apply(.scene(.close(3))), saying: "no scene 3"))
    }

    // MARK: scene reclaim, and open reconnecting

    @Test func onlyABackgroundSceneIsReclaimed() {
        var simulator = twoScenes()
        #expect(isRefused(simulator.apply(.scene(.reclaim(2))), saying: "only a scene in the background"))
        simulator.run(.switcher)
        #expect(isRefused(simulator.apply(.scene(.reclaim(2))), saying: "foregroundInactive"))
        simulator.run(.home)
        let events = simulator.apply(.scene(.reclaim(2)))
        #expect(allCalls(events).first == "SceneDelegate#2 sceneDidDisconnect(_:)")
        #expect(!allCalls(events).contains { $0.contains("didDiscardSceneSessions") })
        #expect(states(simulator) == [.background, .unattached])
        #expect(isRefused(simulator.apply(.scene(.reclaim(2))), saying: "already disconnected"))
        #expect(isRefused(simulator.apply(.scene(.focus(2))), saying: "`open` reconnects it"))
    }

    @Test func openReconnectsAReclaimedSceneWithAFreshTree() {
        var simulator = twoScenes()
        simulator.run(.home, .scene(.reclaim(2)))
        let events = simulator.apply(.open)
        let all = allCalls(events)
        #expect(!all.contains { $0.contains("configurationForConnecting") })
        #expect(all.contains("SceneDelegate#2 scene(_:willConnectTo:options:)"))
        #expect(all.contains("TaskListController#3 viewDidLoad()"))
        #expect(states(simulator) == [.foregroundActive, .foregroundActive])
    }

    @Test func killOnIPadDisconnectsOnlyConnectedScenes() {
        var simulator = twoScenes()
        simulator.run(.home, .scene(.reclaim(1)))
        let events = simulator.apply(.kill)
        #expect(
            allCalls(events).filter { $0.contains("sceneDidDisconnect") } == ["SceneDelegate#2 sceneDidDisconnect(_:)"])
    }

    @Test func aSceneListNamesEachSceneAndTheFocus() {
        var simulator = twoScenes()
        simulator.run(.home, .scene(.reclaim(1)))
        let lines = simulator.apply(.scene(.list)).compactMap(\.text)
        #expect(
            lines == [
                "scene 1: disconnected to free memory; `open` reconnects it",
                "scene 2: background, SceneDelegate#2, root UINavigationController#2 (focused)",
            ])
    }
}
