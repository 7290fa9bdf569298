import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// The last lifecycle gaps of the hidden audit, one test (or a few) per
/// item: each plays the audit's scenario and checks what the notes give.
@Suite struct LifecycleGapTests {
    private func launched(_ app: AppDefinition) -> Simulator {
        var simulator = Simulator(catalog: AppCatalog(apps: [app]))
        _ = simulator.apply(.launch(app: nil, window: .storyboard))
        return simulator
    }

    private func page(_ action: PageCommand.Action) -> AnySimulatorCommand {
        AnySimulatorCommand(PageCommand(action: action))
    }

    private func child(_ action: ChildCommand.Action) -> AnySimulatorCommand {
        AnySimulatorCommand(ChildCommand(action: action))
    }

    // MARK: A context presentation hangs from a page or a container's child

    @Test(arguments: [PresentationStyle.currentContext, .overCurrentContext])
    func aPageThatPresentsInItsContextKeepsThePagesStill(style: PresentationStyle) {
        var simulator = launched(.pagesDemo)
        simulator.run(.definesContext(true), .present(className: "Cover", style: style))
        let before = simulator.snapshot
        let swipes: [PageCommand.Action] = [
            .swipe(forward: true, cancelled: false), .swipe(forward: true, cancelled: true),
            .set(page: 2, animated: true),
        ]
        for action in swipes {
            let events = simulator.apply(page(action))
            #expect(events.map(\.kind) == [.error])
            #expect(events.first?.text?.contains("Cover#1 is presented over the page view controller") == true)
        }
        #expect(simulator.snapshot == before)
        // Dismissed, the page turns again, with no internal error on the way.
        let after = simulator.run(.dismiss, page(.swipe(forward: true, cancelled: false)))
        #expect(!after.contains { $0.kind == .error })
        #expect(simulator.controller(named: "FeaturesPageViewController#1")?.appearance == .appeared)
    }

    @Test(arguments: [PresentationStyle.currentContext, .overCurrentContext])
    func aChildThatPresentsInItsContextIsNotTakenAway(style: PresentationStyle) {
        var simulator = launched(.containerDemo)
        simulator.run(.definesContext(true), .present(className: "Cover", style: style))
        let before = simulator.snapshot
        for action in [ChildCommand.Action.remove(number: nil), .transition(className: "Other")] {
            let events = simulator.apply(child(action))
            #expect(events.map(\.kind) == [.error])
            #expect(
                events.first?.text?.contains("Cover#1 is presented in the context EmbeddedViewController#1 defines")
                    == true)
        }
        #expect(simulator.snapshot == before)
        #expect(simulator.controller(named: "Cover#1")?.appearance == .appeared)
        let after = simulator.run(.dismiss, child(.remove(number: nil)))
        #expect(!after.contains { $0.kind == .error })
        #expect(allCalls(after).filter { $0.hasSuffix("deinit") } == ["Cover#1 deinit", "EmbeddedViewController#1 deinit"])
    }

    // MARK: The switcher's snapshot lays the screen out after the app enters the background

    @Test(arguments: [Platform.current, Platform(iOSVersion: 12)])
    func goingHomeLaysOutTheControllersOnScreenForTheSnapshot(platform: Platform) {
        var simulator = Simulator(platform: platform)
        simulator.run(.launch(app: "target-nav", window: .storyboard), .push(className: "B"))
        let home = simulator.apply(.home)
        let names = allCalls(home)
        let background = names.firstIndex { $0.hasSuffix("DidEnterBackground(_:)") }
        let pass = [
            "UINavigationController#1 viewWillLayoutSubviews()", "UINavigationController#1 viewDidLayoutSubviews()",
            "B#1 viewWillLayoutSubviews()", "B#1 viewDidLayoutSubviews()",
        ]
        // One snapshot in each interface style since iOS 13, which brought dark mode; one before.
        let passes = platform.iOSVersion >= 13 ? 2 : 1
        #expect(Array(names.dropFirst((background ?? names.count) + 1)) == Array(repeating: pass, count: passes).flatMap { $0 })
        #expect(home.filter { $0.channel == .layout }.allSatisfy { $0.confidence == .uncertain })
        // Coming back lays nothing out: the views kept their size.
        #expect(!simulator.apply(.open).contains { $0.channel == .layout })
    }

    // MARK: The switcher opens before a swipe-away: every active scene resigns first

    @Test func killingTwoActiveScenesOnIPadResignsBothBeforeEitherLeaves() {
        var simulator = Simulator()
        simulator.run(.device(.iPad), .launch(app: "target", window: .storyboard), .scene(.new))
        let kill = calls(simulator.apply(.kill), on: [.scene])
        #expect(
            kill == [
                "SceneDelegate#1 sceneWillResignActive(_:)", "SceneDelegate#2 sceneWillResignActive(_:)",
                "SceneDelegate#1 sceneDidEnterBackground(_:)", "SceneDelegate#1 sceneDidDisconnect(_:)",
                "SceneDelegate#2 sceneDidEnterBackground(_:)", "SceneDelegate#2 sceneDidDisconnect(_:)",
            ])
        // The same as opening the switcher first, then swiping.
        var stepwise = Simulator()
        stepwise.run(.device(.iPad), .launch(app: "target", window: .storyboard), .scene(.new))
        let both = calls(stepwise.run(.switcher, .kill), on: [.scene])
        #expect(both == kill)
    }

    // MARK: A cancelled swipe-back answers its touch-down willMove

    @Test func aCancelledSwipeBackAnswersTheTouchDownWillMoveWithTheParentItStaysIn() {
        var simulator = launchedSimulator("target-nav")
        simulator.run(.push(className: "B"))
        let touchDown = calls(simulator.apply(.swipeBack), on: [.containment])
        #expect(touchDown == ["B#1 willMove(toParent:)"])
        let lift = simulator.apply(.cancelTransition)
        let answer = lift.filter { $0.channel == .containment }
        #expect(answer.map { "\($0.object ?? "?") \($0.method ?? "?")" } == ["B#1 didMove(toParent:)"])
        #expect(answer.first?.arguments.first?.value == .object("UINavigationController#1"))
        #expect(answer.first?.confidence == .uncertain)
        // It comes last, after the top appears again.
        #expect(lift.last { $0.kind == .call }?.method == "didMove(toParent:)")
        #expect(simulator.stackNames == ["ViewController#1", "B#1"])
    }

    // MARK: A presentation over a split view takes the edge swipe

    @Test(arguments: [PresentationStyle.fullScreen, .pageSheet, .currentContext])
    func aSplitViewUnderAPresentationKeepsItsPrimaryHidden(style: PresentationStyle) {
        var simulator = Simulator()
        simulator.run(.device(.iPad), .launch(app: "split", window: .storyboard))
        simulator.run(.present(className: "X", style: style))
        let before = simulator.snapshot
        for command in [AnySimulatorCommand.showPrimary, .hidePrimary] {
            let events = simulator.apply(command)
            #expect(events.map(\.kind) == [.error])
            #expect(events.first?.text?.contains("X#1 is presented over the split view") == true)
        }
        #expect(simulator.snapshot == before)
        // Dismissed, the swipe reaches the split view again, with no internal error.
        let after = simulator.run(.dismiss, .showPrimary)
        #expect(!after.contains { $0.kind == .error })
        #expect(calls(after, on: [.lifecycle]).filter { $0.hasSuffix("viewWillAppear(_:)") }.count >= 1)
    }

    // MARK: A page that springs back appears again with viewIsAppearing

    @Test func aCancelledPageSwipeGivesThePageThatComesBackViewIsAppearing() {
        var simulator = launched(.pagesDemo)
        let events = simulator.apply(page(.swipe(forward: true, cancelled: true)))
        let welcome = calls(events, on: [.lifecycle, .appearing]).filter { $0.hasPrefix("WelcomePageViewController#1") }
        #expect(
            welcome == [
                "WelcomePageViewController#1 viewWillDisappear(_:)", "WelcomePageViewController#1 viewWillAppear(_:)",
                "WelcomePageViewController#1 viewIsAppearing(_:)", "WelcomePageViewController#1 viewDidAppear(_:)",
            ])
        #expect(
            events.first { $0.method == "viewIsAppearing(_:)" && $0.object == "WelcomePageViewController#1" }?
                .confidence == .uncertain)
    }
}
