import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// `--ios 12` and `--lifecycle app`: an app without scenes, whose app
/// delegate hears of its state; before iOS 13, full-screen presentation by
/// default and no `viewIsAppearing`.
@Suite struct PlatformTests {
    private func launched(on platform: Platform, device: Device = .iPhone) -> Simulator {
        var simulator = Simulator(device: device, platform: platform)
        simulator.run(.launch(app: nil, window: .storyboard))
        return simulator
    }

    private let iOS12 = Platform(iOSVersion: 12)
    private let withoutManifest = Platform(iOSVersion: 18, lifecycle: .app)

    /// A rotation lays out each controller on screen once (CS193p's iOS 11 log), three times on
    /// iOS 10 as reported, every pass uncertain.
    @Test(arguments: [(10, 3), (11, 1), (18, 1)])
    func aRotationsLayoutPassesByVersion(version: Int, passes: Int) {
        var session = Session()
        _ = session.execute("ios \(version)")
        _ = session.execute("launch target")
        let layouts = session.execute("rotate").events.filter { $0.method == "viewDidLayoutSubviews()" }
        #expect(layouts.count == passes)
        #expect(layouts.allSatisfy { $0.confidence == .uncertain })
    }

    @Test func iOS12HasNoScenesWhateverIsAsked() {
        #expect(Platform(iOSVersion: 12, lifecycle: .scene).usesScenes == false)
        #expect(Platform.current.usesScenes)
        #expect(withoutManifest.usesScenes == false)
    }

    @Test(arguments: [Platform(iOSVersion: 12), Platform(iOSVersion: 18, lifecycle: .app)])
    func theAppDelegateHearsEveryChangeOfState(platform: Platform) {
        var simulator = Simulator(platform: platform)
        let launch = simulator.apply(.launch(app: nil, window: .storyboard))
        #expect(!allCalls(launch).contains { $0.hasPrefix("SceneDelegate") })
        #expect(
            calls(launch, on: [.app]) == [
                "AppDelegate application(_:willFinishLaunchingWithOptions:)",
                "AppDelegate application(_:didFinishLaunchingWithOptions:)",
                "AppDelegate applicationDidBecomeActive(_:)",
            ])
        #expect(
            allCalls(simulator.run(.home, .open).filter { $0.channel != .layout }) == [
                "AppDelegate applicationWillResignActive(_:)", "AppDelegate applicationDidEnterBackground(_:)",
                "AppDelegate applicationWillEnterForeground(_:)", "AppDelegate applicationDidBecomeActive(_:)",
            ])
        #expect(simulator.apply(.scene(.new)).map(\.kind) == [.error])
    }

    @Test func theStoryboardLoadsBeforeWillFinishLaunchingAndTheRootAppearsAfterDidFinish() throws {
        var simulator = Simulator(platform: iOS12)
        let all = allCalls(simulator.apply(.launch(app: nil, window: .storyboard)))
        let initIndex = try #require(all.firstIndex(of: "TaskListController#1 init(coder:)"))
        let willFinish = try #require(all.firstIndex(of: "AppDelegate application(_:willFinishLaunchingWithOptions:)"))
        #expect(initIndex < willFinish)
    }

    /// iOS 7, 9 and 10: active before the root's viewDidAppear; iOS 11 and later
    /// (and an app without scenes today): after it, uncertain (Stack Overflow 66605799).
    @Test(arguments: [(9, true), (10, true), (11, false), (12, false), (18, false)])
    func theVersionDecidesWhetherTheAppBecomesActiveBeforeTheRootAppears(version: Int, before: Bool) throws {
        for window in [WindowSetup.storyboard, .code] {
            var simulator = Simulator(platform: Platform(iOSVersion: version, lifecycle: .app))
            let events = simulator.apply(.launch(app: "target", window: window))
            let all = allCalls(events)
            let active = try #require(all.firstIndex(of: "AppDelegate applicationDidBecomeActive(_:)"))
            let didAppear = try #require(all.firstIndex { $0.hasSuffix("viewDidAppear(_:)") })
            #expect((active < didAppear) == before, "iOS \(version), \(window)")
            let line = events.first { $0.method == "applicationDidBecomeActive(_:)" }
            #expect(line?.confidence == (before ? .documented : .uncertain))
        }
    }

    @Test func beforeIOS13PresentationIsFullScreenAndHasNoViewIsAppearing() {
        var simulator = launched(on: iOS12)
        let events = simulator.apply(.present(className: "M", style: .automatic))
        #expect(lifecycleCalls(events).contains("TaskListController#1 viewDidDisappear(_:)"))
        #expect(!allCalls(events).contains { $0.contains("viewIsAppearing") })
        #expect(simulator.controller(named: "M#1")?.presentationStyle == .fullScreen)
        var today = launched(on: withoutManifest)
        let sheet = today.apply(.present(className: "M", style: .automatic))
        #expect(!lifecycleCalls(sheet).contains("TaskListController#1 viewWillDisappear(_:)"))
        #expect(allCalls(sheet).contains("M#1 viewIsAppearing(_:)"))
    }

    @Test func anIOS12PageSheetFillsAnIPhoneButNotAnIPadAndCannotBeDragged() {
        var phone = launched(on: iOS12)
        phone.run(.present(className: "M", style: .pageSheet))
        #expect(phone.controller(named: "M#1")?.presentationStyle == .fullScreen)
        var pad = launched(on: iOS12, device: .iPad)
        pad.run(.present(className: "M", style: .pageSheet))
        #expect(pad.controller(named: "M#1")?.presentationStyle == .pageSheet)
        #expect(pad.apply(.swipeDown).first?.text?.contains("before iOS 13") == true)
    }

    @Test func killWithoutScenesIsTheAppDelegatesSequenceOnEveryDevice() {
        for device in [Device.iPhone, .iPad] {
            var simulator = launched(on: iOS12, device: device)
            #expect(
                allCalls(simulator.apply(.kill)) == [
                    "AppDelegate applicationWillResignActive(_:)", "AppDelegate applicationDidEnterBackground(_:)",
                    "AppDelegate applicationWillTerminate(_:)",
                ])
        }
    }

    @Test func thePlatformChangesOnlyWhileNoAppRuns() {
        var simulator = Simulator()
        #expect(simulator.apply(.platform(iOSVersion: 12, lifecycle: nil)).map(\.kind) == [.output])
        #expect(simulator.platform == iOS12)
        #expect(simulator.apply(.platform(iOSVersion: nil, lifecycle: .scene)).map(\.kind) == [.error])
        #expect(simulator.apply(.platform(iOSVersion: 8, lifecycle: nil)).map(\.kind) == [.error])
        simulator.run(.platform(iOSVersion: 18, lifecycle: nil))
        #expect(simulator.platform == .current)
        simulator.run(.launch(app: nil, window: .storyboard))
        #expect(simulator.apply(.platform(iOSVersion: 12, lifecycle: nil)).map(\.kind) == [.error])
        #expect(simulator.platform == .current)
    }

    @Test func treeAndHelpNameTheMode() {
        var simulator = launched(on: iOS12)
        let tree = simulator.apply(.tree).compactMap(\.text)
        #expect(tree.first?.hasSuffix("on iOS 12, app-delegate lifecycle, no scenes") == true)
        #expect(tree.contains { $0.contains("UIApplication [foregroundActive] delegate AppDelegate") })
        var session = Session(simulator: Simulator(platform: iOS12))
        let help = session.execute("help").events.compactMap(\.text)
        #expect(help.contains { $0.contains("Apps run on iOS 12, app-delegate lifecycle") })
    }
}
