import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// One container model: navigation, tab bar and split view controllers own
/// their children, say which are visible, and forward appearance the same way.
@Suite struct ContainerModelTests {
    private func launched(_ definition: AppDefinition, on device: Device = .iPhone) -> (Simulator, [Event]) {
        var simulator = Simulator(catalog: AppCatalog(apps: [definition]), device: device)
        let events = simulator.apply(.launch(app: nil, window: .storyboard))
        return (simulator, events)
    }

    @Test func aTabBarAppLaunchesWithItsFirstTabOnScreen() throws {
        let (simulator, events) = launched(.tabsDemo)
        // The storyboard makes the tab bar and every tab. The order among them
        // is one the sources leave open, so only what must hold is asserted:
        // each object is made before it wakes, and the tab bar comes first.
        let made = Array(calls(events, on: [.memory, .containment]).prefix(8))
        #expect(
            Set(made) == [
                "UITabBarController#1 init(coder:)", "UINavigationController#1 init(coder:)",
                "FirstViewController#1 init(coder:)", "FirstViewController#1 awakeFromNib()",
                "UINavigationController#1 awakeFromNib()", "SecondViewController#1 init(coder:)",
                "SecondViewController#1 awakeFromNib()", "UITabBarController#1 awakeFromNib()",
            ])
        #expect(made.first == "UITabBarController#1 init(coder:)")
        for object in ["UITabBarController#1", "UINavigationController#1", "FirstViewController#1"] {
            let madeAt = made.firstIndex(of: object + " init(coder:)") ?? .max
            let wokeAt = made.firstIndex(of: object + " awakeFromNib()") ?? -1
            #expect(madeAt < wokeAt, "\(object) woke before it was made")
        }
        #expect(
            lifecycleCalls(events) == [
                "FirstViewController#1 loadView()",
                "FirstViewController#1 viewDidLoad()",
                "FirstViewController#1 viewWillAppear(_:)",
                "FirstViewController#1 viewDidAppear(_:)",
            ])
        // Only the selected tab loads; the other is made but not loaded, and retained.
        let second = try #require(simulator.controller(named: "SecondViewController#1"))
        #expect(!second.isViewLoaded)
        let tabBar = try #require(simulator.controller(named: "UITabBarController#1"))
        #expect(tabBar.kind == .tabBarController)
        #expect(second.owners == [.containerChildren(tabBar.id)])
        #expect(tabBar.visibleChildren.count == 1)
        // The tab bar's own calls are a container's.
        let containerCalls = calls(events, on: [.containment])
        #expect(containerCalls.contains("UITabBarController#1 viewWillAppear(_:)"))
        #expect(containerCalls.contains("UINavigationController#1 viewDidAppear(_:)"))
    }

    @Test func commandsReachTheSelectedTabsTopController() throws {
        var (simulator, _) = launched(.tabsDemo)
        let events = simulator.apply(.push(className: "DetailViewController"))
        #expect(
            lifecycleCalls(events).prefix(4) == [
                "DetailViewController#1 loadView()",
                "DetailViewController#1 viewDidLoad()",
                "FirstViewController#1 viewWillDisappear(_:)",
                "DetailViewController#1 viewWillAppear(_:)",
            ])
        let tree = simulator.run(.tree).compactMap(\.text)
        #expect(tree.contains { $0.contains("rootViewController: UITabBarController#1") })
        #expect(tree.contains { $0.contains("tab 2: SecondViewController#1 [disappeared, view not loaded]") })
    }

    @Test func aSplitViewForwardsToTheColumnsItShows() {
        // iPad in landscape: both columns, the secondary's will-calls first, the primary's did-calls first (D1).
        let (_, inLandscape) = launched(.splitDemo, on: Device(idiom: .pad, orientation: .landscape))
        #expect(
            lifecycleCalls(inLandscape).filter { $0.contains("Appear") } == [
                "SecondaryViewController#1 viewWillAppear(_:)", "PrimaryViewController#1 viewWillAppear(_:)",
                "PrimaryViewController#1 viewDidAppear(_:)", "SecondaryViewController#1 viewDidAppear(_:)",
            ])
        // iPad in portrait: the primary is hidden, yet its view loads with the secondary's.
        let (pad, inPortrait) = launched(.splitDemo, on: .iPad)
        #expect(
            lifecycleCalls(inPortrait).filter { $0.contains("Appear") || $0.contains("viewDidLoad") } == [
                "SecondaryViewController#1 viewDidLoad()", "PrimaryViewController#1 viewDidLoad()",
                "SecondaryViewController#1 viewWillAppear(_:)", "SecondaryViewController#1 viewDidAppear(_:)",
            ])
        #expect(pad.controller(named: "UISplitViewController#1")?.isPrimaryHidden == true)
        // iPhone: collapsed, the secondary on the primary's navigation stack and on screen.
        let (phone, onPhone) = launched(.splitDemo)
        #expect(
            lifecycleCalls(onPhone).filter { $0.hasSuffix("viewDidAppear(_:)") } == [
                "SecondaryViewController#1 viewDidAppear(_:)"
            ])
        #expect(phone.controller(named: "UISplitViewController#1")?.isCollapsed == true)
        #expect(phone.controller(named: "UINavigationController#1")?.children.count == 2)
        #expect(phone.controller(named: "PrimaryViewController#1")?.appearance == .disappeared)
    }

    @Test func theDeviceGivesTheSizeClasses() {
        #expect(Device.iPhone.horizontalSizeClass == .compact)
        #expect(Device.iPhone.verticalSizeClass == .regular)
        #expect(Device(idiom: .phone, orientation: .landscape).verticalSizeClass == .compact)
        #expect(Device.iPad.horizontalSizeClass == .regular)
        #expect(Device(idiom: .pad, orientation: .landscape).verticalSizeClass == .regular)
    }

    @Test func automaticPresentationNamesTheDevice() {
        var simulator = Simulator(device: .iPad)
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        let notes = simulator.apply(.present(className: "M", style: .automatic)).filter { $0.kind == .note }
        #expect(notes.contains { $0.text == "modalPresentationStyle .automatic behaves as .pageSheet on iPad" })
    }

    @Test func theDeviceChangesOnlyWhileNothingRuns() throws {
        var simulator = Simulator()
        try simulator.setDevice(.iPad)
        #expect(simulator.device == .iPad)
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        #expect(throws: Rejection.self) { try simulator.setDevice(.iPhone) }
        #expect(simulator.application?.device == .iPad)
    }
}

@Suite struct ControllerTableTests {
    private func controller(_ number: Int) -> ViewController {
        ViewController(id: ObjectID(number), className: "A", instance: number, kind: .plain, origin: .code, scene: 1)
    }

    @Test func keysAreTheLiveIdsInOrderWhateverCameAndWent() {
        var table = ControllerTable()
        for number in 1...4 { table[ObjectID(number)] = controller(number) }
        table[ObjectID(2)] = nil
        table[ObjectID(4)] = nil
        #expect(table.keys == [ObjectID(1), ObjectID(3)])
        table[ObjectID(2)] = controller(2)
        #expect(table.keys == [ObjectID(1), ObjectID(2), ObjectID(3)])
        #expect(table.values.map(\.instance) == [1, 2, 3])
        #expect(table[ObjectID(4)] == nil && table[ObjectID(99)] == nil)
        table[ObjectID(3)]?.isViewLoaded = true
        #expect(table[ObjectID(3)]?.isViewLoaded == true)
        #expect(table.appearance(of: ObjectID(3)) == .disappeared)
    }
}
