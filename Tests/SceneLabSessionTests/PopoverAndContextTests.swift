import CommandGrammar
import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// Popovers and form sheets, their adaptation by device and iOS version, a
/// tap outside a popover, and the presentation context of `.currentContext`
/// and `.overCurrentContext`.
@Suite struct PopoverAndContextTests {
    private func launched(_ app: String? = nil, device: Device = .iPhone, iOS: Int = 18) -> Simulator {
        var simulator = Simulator(device: device, platform: Platform(iOSVersion: iOS))
        simulator.run(.launch(app: app, window: .storyboard))
        return simulator
    }

    private let tapOutside = AnySimulatorCommand.tapOutside

    private func definesContext(_ isOn: Bool) -> AnySimulatorCommand { .definesContext(isOn) }

    @Test(arguments: [
        // (style, iOS, idiom, resolved)
        (PresentationStyle.popover, 18, Device.Idiom.pad, PresentationStyle.popover),
        (.popover, 18, .phone, .formSheet),
        (.popover, 12, .phone, .fullScreen),
        (.popover, 12, .pad, .popover),
        (.formSheet, 18, .pad, .formSheet),
        (.formSheet, 18, .phone, .formSheet),
        (.formSheet, 12, .phone, .fullScreen),
        (.formSheet, 12, .pad, .formSheet),
        (.currentContext, 12, .phone, .currentContext),
        (.overCurrentContext, 18, .phone, .overCurrentContext),
        // The styles that were there before keep their resolution.
        (.automatic, 12, .pad, .fullScreen),
        (.pageSheet, 12, .phone, .fullScreen),
        (.pageSheet, 18, .phone, .pageSheet),
    ])
    func stylesResolveByDeviceAndVersion(
        style: PresentationStyle, iOS: Int, idiom: Device.Idiom, resolved: PresentationStyle
    ) {
        let device = idiom == .pad ? Device.iPad : Device.iPhone
        #expect(Platform(iOSVersion: iOS).resolving(style, on: device) == resolved)
        var simulator = launched(device: device, iOS: iOS)
        simulator.run(.present(className: "M", style: style))
        #expect(simulator.controller(named: "M#1")?.presentationStyle == resolved)
    }

    @Test(arguments: [PresentationStyle.popover, .formSheet])
    func onIPadThePresenterHearsNothing(style: PresentationStyle) throws {
        var simulator = launched(device: .iPad)
        let present = simulator.apply(.present(className: "M", style: style))
        #expect(!allCalls(present).contains { $0.hasPrefix("TaskListController#1") })
        #expect(lifecycleCalls(present).contains("M#1 viewDidAppear(_:)"))
        let presenter = try #require(simulator.controller(named: "UINavigationController#1"))
        let presented = try #require(simulator.controller(named: "M#1"))
        #expect(presenter.presented == presented.id)
        #expect(presented.presenter == presenter.id)
        #expect(presenter.appearance == .appeared)
        let dismiss = simulator.apply(.dismiss)
        #expect(!allCalls(dismiss).contains { $0.hasPrefix("TaskListController#1") })
        #expect(simulator.controller(named: "M#1") == nil)
        #expect(simulator.controller(named: "UINavigationController#1")?.presented == nil)
    }

    @Test func beforeIOS13APopoverOnIPhoneTakesThePresenterAway() {
        var simulator = launched(iOS: 12)
        let events = simulator.apply(.present(className: "M", style: .popover))
        #expect(lifecycleCalls(events).contains("TaskListController#1 viewDidDisappear(_:)"))
        #expect(events.contains { $0.text == "before iOS 13 a popover on the iPhone is .fullScreen: the presenter leaves the window" })
        #expect(simulator.controller(named: "TaskListController#1")?.appearance == .disappeared)
    }

    @Test func sinceIOS13APopoverOnIPhoneIsASheetAndSaysSo() {
        var simulator = launched()
        let events = simulator.apply(.present(className: "M", style: .popover))
        #expect(!lifecycleCalls(events).contains { $0.hasPrefix("TaskListController#1") })
        #expect(events.contains { $0.kind == .note && $0.text?.contains(".popover adapts to .formSheet") == true })
        // A sheet: dragged down, not tapped away.
        #expect(simulator.apply(tapOutside).first?.kind == .error)
        #expect(simulator.apply(.swipeDown).contains { $0.method == "presentationControllerShouldDismiss(_:)" })
    }

    @Test func aTapOutsideAPopoverCallsTheDelegateAndReleasesIt() {
        var simulator = launched(device: .iPad)
        simulator.run(.present(className: "M", style: .popover))
        let events = simulator.apply(tapOutside)
        #expect(
            allCalls(events) == [
                "M#1.presentationController.delegate presentationControllerShouldDismiss(_:)",
                "M#1.presentationController.delegate presentationControllerWillDismiss(_:)",
                "M#1 viewWillDisappear(_:)",
                "M#1 viewDidDisappear(_:)",
                "M#1.presentationController.delegate presentationControllerDidDismiss(_:)",
                "M#1 deinit",
            ])
        #expect(simulator.controller(named: "M#1") == nil)
        #expect(simulator.controller(named: "UINavigationController#1")?.presented == nil)
    }

    @Test func dismissInCodeMakesNoDelegateCall() {
        var simulator = launched(device: .iPad)
        simulator.run(.present(className: "M", style: .popover))
        let events = simulator.apply(.dismiss)
        #expect(!allCalls(events).contains { $0.contains("delegate") })
        #expect(simulator.controller(named: "M#1") == nil)
    }

    @Test func beforeIOS13ATapOutsideMakesNoAdaptiveDelegateCall() {
        var simulator = launched(device: .iPad, iOS: 12)
        simulator.run(.present(className: "M", style: .popover))
        let events = simulator.apply(tapOutside)
        #expect(allCalls(events) == ["M#1 viewWillDisappear(_:)", "M#1 viewDidDisappear(_:)", "M#1 deinit"])
        #expect(events.contains { $0.kind == .note && $0.text?.contains("before iOS 13") == true })
        #expect(simulator.controller(named: "M#1") == nil)
    }

    @Test func aTapOutsideASheetIsRefusedAndChangesNothing() {
        var simulator = launched(device: .iPad)
        simulator.run(.present(className: "M", style: .formSheet))
        let before = simulator.snapshot
        let events = simulator.apply(tapOutside)
        #expect(events.first?.kind == .error)
        #expect(simulator.snapshot == before)
    }

    @Test func withoutADefinedContextTheWindowsRootPresentsAndIsCovered() throws {
        var simulator = launched("tabs")
        simulator.run(.present(className: "M", style: .currentContext))
        let root = try #require(simulator.controller(named: "UITabBarController#1"))
        #expect(root.presented == simulator.controller(named: "M#1")?.id)
        #expect(root.appearance == .disappeared)
        #expect(simulator.controller(named: "FirstViewController#1")?.appearance == .disappeared)
    }

    @Test func theControllerThatDefinesTheContextPresentsAndOnlyItDisappears() throws {
        var simulator = launched("tabs")
        simulator.run(definesContext(true))
        let present = simulator.apply(.present(className: "M", style: .currentContext))
        let first = try #require(simulator.controller(named: "FirstViewController#1"))
        let presented = try #require(simulator.controller(named: "M#1"))
        #expect(first.presented == presented.id)
        #expect(presented.presenter == first.id)
        #expect(simulator.controller(named: "UITabBarController#1")?.presented == nil)
        #expect(first.appearance == .disappeared)
        #expect(simulator.controller(named: "UINavigationController#1")?.appearance == .appeared)
        #expect(simulator.controller(named: "UITabBarController#1")?.appearance == .appeared)
        #expect(
            lifecycleCalls(present).filter { $0.hasPrefix("FirstViewController#1") } == [
                "FirstViewController#1 viewWillDisappear(_:)", "FirstViewController#1 viewDidDisappear(_:)",
            ])
        // The presentation hangs from a child, and is still the top of the scene.
        #expect(simulator.application?.topPresentedController(inScene: 1) == presented.id)
        simulator.run(.dismiss)
        #expect(simulator.controller(named: "M#1") == nil)
        #expect(simulator.controller(named: "FirstViewController#1")?.appearance == .appeared)
        #expect(simulator.controller(named: "FirstViewController#1")?.presented == nil)
    }

    @Test func overCurrentContextLeavesTheContextOnScreen() throws {
        var simulator = launched("tabs")
        simulator.run(definesContext(true))
        let present = simulator.apply(.present(className: "M", style: .overCurrentContext))
        #expect(!allCalls(present).contains { $0.hasPrefix("FirstViewController#1") })
        let first = try #require(simulator.controller(named: "FirstViewController#1"))
        #expect(first.presented == simulator.controller(named: "M#1")?.id)
        #expect(first.appearance == .appeared)
        let dismiss = simulator.apply(.dismiss)
        #expect(!allCalls(dismiss).contains { $0.hasPrefix("FirstViewController#1") })
    }

    @Test func turningTheFlagOffSendsThePresentationBackToTheRoot() throws {
        var simulator = launched("tabs")
        simulator.run(definesContext(true), definesContext(false))
        simulator.run(.present(className: "M", style: .overCurrentContext))
        #expect(simulator.controller(named: "FirstViewController#1")?.presented == nil)
        #expect(simulator.controller(named: "UITabBarController#1")?.presented == simulator.controller(named: "M#1")?.id)
    }

    @Test(arguments: [PresentationStyle.fullScreen, .pageSheet, .popover])
    func otherStylesIgnoreTheContext(style: PresentationStyle) {
        var simulator = launched("tabs")
        simulator.run(definesContext(true))
        simulator.run(.present(className: "M", style: style))
        #expect(simulator.controller(named: "FirstViewController#1")?.presented == nil)
        #expect(simulator.controller(named: "UITabBarController#1")?.presented == simulator.controller(named: "M#1")?.id)
    }

    @Test func aTabTapUnderAContextPresentationIsRefused() {
        var simulator = launched("tabs")
        simulator.run(definesContext(true), .present(className: "M", style: .currentContext))
        let before = simulator.snapshot
        let events = simulator.apply(.selectTab(number: 2))
        #expect(events.first?.kind == .error)
        #expect(events.first?.text?.contains("presentation context") == true)
        #expect(simulator.snapshot == before)
    }

    @Test func theNewCommandsParse() throws {
        #expect(try Parser.parse("tap-outside") == .simulator(tapOutside))
        #expect(try Parser.parse("defines-context on") == .simulator(definesContext(true)))
        #expect(try Parser.parse("defines-context off") == .simulator(definesContext(false)))
        #expect(
            try Parser.parse("present M --style over-current-context")
                == .simulator(.present(className: "M", style: .overCurrentContext)))
        #expect(throws: CommandError.self) { try Parser.parse("defines-context") }
    }
}
