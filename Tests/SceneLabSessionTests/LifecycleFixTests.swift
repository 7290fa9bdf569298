import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// The lifecycle corrections of issue 29, one test (or a few) per item:
/// each plays the scenario the audit played and checks the order the notes give.
@Suite struct LifecycleFixTests {
    /// `object method` of every call on the lifecycle and appearing channels.
    private func appearanceCalls(_ events: [Event]) -> [String] {
        calls(events, on: [.lifecycle, .appearing])
    }

    // MARK: 1. A finished swipe-back makes viewIsAppearing

    @Test func aFinishedSwipeBackGivesTheRevealedControllerViewIsAppearingOnce() {
        var simulator = launchedSimulator("target-nav")
        simulator.run(.push(className: "B"))
        let touchDown = simulator.apply(.swipeBack)
        let lift = simulator.apply(.finishTransition)
        let both = appearanceCalls(touchDown + lift)
        #expect(
            both == [
                "B#1 viewWillDisappear(_:)", "ViewController#1 viewWillAppear(_:)",
                "ViewController#1 viewIsAppearing(_:)", "B#1 viewDidDisappear(_:)",
                "ViewController#1 viewDidAppear(_:)",
            ])
        // No iOS 13+ log shows its moment in an interactive pop.
        #expect(touchDown.first { $0.method == "viewIsAppearing(_:)" }?.confidence == .uncertain)
    }

    @Test func aCancelledSwipeBackGivesTheTopViewIsAppearingAsItSpringsBack() {
        var simulator = launchedSimulator("target-nav")
        simulator.run(.push(className: "B"), .swipeBack)
        let lift = simulator.apply(.cancelTransition)
        #expect(
            appearanceCalls(lift).suffix(3) == [
                "B#1 viewWillAppear(_:)", "B#1 viewIsAppearing(_:)", "B#1 viewDidAppear(_:)",
            ])
        #expect(lift.filter { $0.kind == .call }.allSatisfy { $0.confidence == .uncertain })
    }

    // MARK: 2. A cancelled sheet drag makes viewIsAppearing

    @Test func aCancelledSheetDragAppearsAgainWithViewIsAppearing() {
        var simulator = launchedSimulator("target")
        simulator.run(.present(className: "M", style: .pageSheet), .swipeDown)
        let lift = simulator.apply(.cancelTransition)
        #expect(
            appearanceCalls(lift) == [
                "M#1 viewWillAppear(_:)", "M#1 viewIsAppearing(_:)", "M#1 viewDidAppear(_:)",
            ])
    }

    // MARK: 4. An iPad kill of an active scene resigns active first

    @Test func killingAnActiveSceneOnIPadResignsActiveBeforeItDisconnects() {
        var simulator = Simulator()
        simulator.run(.device(.iPad), .launch(app: "target", window: .storyboard))
        let kill = simulator.apply(.kill)
        #expect(
            calls(kill, on: [.scene]) == [
                "SceneDelegate#1 sceneWillResignActive(_:)", "SceneDelegate#1 sceneDidEnterBackground(_:)",
                "SceneDelegate#1 sceneDidDisconnect(_:)",
            ])
        #expect(kill.first { $0.method == "sceneDidDisconnect(_:)" }?.confidence == .uncertain)
    }

    @Test func killingABackgroundSceneOnIPadOnlyDisconnectsIt() {
        var simulator = Simulator()
        simulator.run(.device(.iPad), .launch(app: "target", window: .storyboard), .home)
        #expect(calls(simulator.apply(.kill), on: [.scene]) == ["SceneDelegate#1 sceneDidDisconnect(_:)"])
    }

    // MARK: 7. interrupt and resume are tagged alike

    @Test func anInterruptionAndItsEndAreTaggedAlike() {
        var simulator = launchedSimulator("target")
        let interrupt = simulator.apply(.interrupt)
        let resume = simulator.apply(.resume)
        let resign = interrupt.first { $0.method == "sceneWillResignActive(_:)" }
        let active = resume.first { $0.method == "sceneDidBecomeActive(_:)" }
        #expect(resign?.confidence == .documented)
        #expect(active?.confidence == resign?.confidence)
    }

    // MARK: 6. The iPad split's primary gets viewIsAppearing on iOS 13+

    @Test func theSlidingPrimaryGetsViewIsAppearingOnlyWhereTheMethodExists() {
        var simulator = Simulator()
        simulator.run(.device(.iPad), .launch(app: "split", window: .storyboard))
        let shown = simulator.apply(.showPrimary)
        // Once for each controller of the column (the navigation controller and its top).
        let appearing = shown.filter { $0.method == "viewIsAppearing(_:)" }
        #expect(appearing.map { $0.object ?? "" } == ["UINavigationController#1", "PrimaryViewController#1"])
        #expect(appearing.allSatisfy { $0.confidence == .uncertain })
        simulator.run(.hidePrimary)
        let turned = simulator.apply(.rotate(.landscape))
        #expect(turned.filter { $0.method == "viewIsAppearing(_:)" }.count == 2)
        var old = Simulator()
        old.run(.device(.iPad), .platform(iOSVersion: 12, lifecycle: nil), .launch(app: "split", window: .storyboard), .rotate(.portrait))
        #expect(old.apply(.showPrimary).allSatisfy { $0.method != "viewIsAppearing(_:)" })
    }

    // MARK: 3. A suspended app hears a rotation only when it comes back

    @Test func aSuspendedAppHearsNothingOfARotationUntilItComesBack() {
        var simulator = launchedSimulator("target-nav")
        simulator.run(.home, .suspend)
        #expect(allCalls(simulator.apply(.rotate(.landscape))).isEmpty)
        let back = simulator.apply(.open)
        let methods = back.filter { $0.kind == .call }.compactMap(\.method)
        #expect(methods.first == "sceneWillEnterForeground(_:)")
        #expect(methods.last == "sceneDidBecomeActive(_:)")
        #expect(methods.contains("viewWillTransition(to:with:)"))
        #expect(methods.contains("traitCollectionDidChange(_:)"))
        // No source logs the moment: every call between the two scene calls is uncertain.
        let turn = back.filter { $0.kind == .call && $0.channel != .scene }
        #expect(!turn.isEmpty && turn.allSatisfy { $0.confidence == .uncertain })
    }

    @Test func aSuspendedAppTurnedThereAndBackHearsNothingOfIt() {
        var simulator = launchedSimulator("target-nav")
        simulator.run(.home, .suspend, .rotate(.landscape), .rotate(.portrait))
        #expect(
            allCalls(simulator.apply(.open)) == [
                "SceneDelegate#1 sceneWillEnterForeground(_:)", "SceneDelegate#1 sceneDidBecomeActive(_:)",
            ])
    }

    @Test func aSuspendedSplitKeepsItsPrimaryUntilItComesBack() {
        var simulator = Simulator()
        simulator.run(
            .device(.iPad), .rotate(.landscape), .launch(app: "split", window: .storyboard), .home, .suspend)
        #expect(allCalls(simulator.apply(.rotate(.portrait))).isEmpty)
        let back = simulator.apply(.open)
        #expect(
            calls(back, on: [.lifecycle]).contains("PrimaryViewController#1 viewWillDisappear(_:)"))
    }

    // MARK: 5. A re-tapped navigation tab: didSelect before the pop's animation ends

    @Test func aReTappedNavigationTabTellsTheDelegateBeforeThePopEnds() {
        var simulator = launchedSimulator("tabs")
        simulator.run(.push(className: "X"))
        let tap = simulator.apply(.selectTab(number: 1))
        let order = allCalls(tap)
        func place(_ call: String) -> Int { order.firstIndex(of: call) ?? -1 }
        let didSelect = place("UITabBarController#1.delegate tabBarController(_:didSelect:)")
        #expect(didSelect > place("X#1 viewWillDisappear(_:)"))
        #expect(didSelect > place("FirstViewController#1 viewWillAppear(_:)"))
        #expect(didSelect < place("X#1 viewDidDisappear(_:)"))
        #expect(didSelect < place("X#1 deinit"))
        #expect(place("X#1 viewDidDisappear(_:)") < place("X#1 deinit"))
        // The note no longer says nothing appears.
        let note = tap.first { $0.kind == .note }?.text ?? ""
        #expect(note.contains("pops UINavigationController#1 to its root"))
        #expect(!note.contains("nothing appears"))
    }

    // MARK: 8. No controller takes a delegate's class name

    @Test func aControllerNamedAfterADelegateClassIsRefusedAndTheDelegateLives() {
        var simulator = launchedSimulator("target-nav")
        let commands: [AnySimulatorCommand] = [
            .present(className: "SceneDelegate", style: .pageSheet), .push(className: "AppDelegate"),
            .setStack(classNames: ["A", "UIWindow"]),
        ]
        for command in commands {
            let events = simulator.apply(command)
            #expect(events.map(\.kind) == [.error], "\(command.verb) was not refused")
            #expect(events.first?.text?.contains("not a view controller") == true)
        }
        let played = simulator.run(.push(className: "SceneDelegateScreen"), .pop, .kill)
        #expect(!allCalls(played).contains { $0.hasPrefix("SceneDelegate#1") && $0.hasSuffix("deinit") })
        #expect(simulator.liveControllers.isEmpty)
    }

    @Test func theRefusalIsWrittenInRussianToo() {
        let rejection = #expect(throws: Rejection.self) {
            try ReservedClassName.require("SceneDelegate", verb: "present")
        }
        #expect(rejection?.message(in: .ru).contains("класс делегата сцены") == true)
        #expect(throws: Never.self) { try ReservedClassName.require("SceneDelegateScreen", verb: "present") }
    }

    // MARK: 9. A system event cancels a swipe in flight, then runs

    @Test func systemEventsCancelASwipeInFlightFirstThenRun() {
        for command in [AnySimulatorCommand.home, .switcher, .interrupt, .kill, .rotate(.landscape)] {
            var simulator = launchedSimulator("target-nav")
            simulator.run(.push(className: "B"), .swipeBack)
            let events = simulator.apply(command)
            #expect(!events.contains { $0.kind == .error }, "\(command.verb) was refused")
            let order = appearanceCalls(events)
            #expect(
                order.prefix(4) == [
                    "ViewController#1 viewWillDisappear(_:)", "ViewController#1 viewDidDisappear(_:)",
                    "B#1 viewWillAppear(_:)", "B#1 viewIsAppearing(_:)",
                ], "\(command.verb)")
            // The cancel comes before the event's own calls, and no source logs it.
            let cancel = events.filter { $0.kind == .call && $0.channel != .scene && $0.channel != .app }
            #expect(cancel.prefix(5).allSatisfy { $0.confidence == .uncertain })
            let firstScene = events.firstIndex { $0.channel == .scene } ?? events.count
            let lastCancel = events.lastIndex { $0.method == "viewDidAppear(_:)" } ?? -1
            #expect(lastCancel < firstScene)
            #expect(simulator.application?.interactiveTransition == nil)
        }
    }

    @Test func aRefusedTurnLeavesTheSwipeInFlightAndAMemoryWarningRunsAlongside() {
        var simulator = launchedSimulator("target-nav")
        simulator.run(.push(className: "B"), .swipeBack)
        #expect(simulator.apply(.rotate(.portrait)).map(\.kind) == [.error])
        #expect(simulator.application?.interactiveTransition != nil)
        let warning = simulator.apply(.memoryWarning)
        #expect(!warning.contains { $0.kind == .error })
        #expect(simulator.application?.interactiveTransition != nil)
        #expect(simulator.apply(.push(className: "C")).map(\.kind) == [.error])
    }

    @Test func aSheetDragInFlightSpringsBackBeforeTheAppIsKilled() {
        var simulator = launchedSimulator("target")
        simulator.run(.present(className: "M", style: .pageSheet), .swipeDown)
        let kill = simulator.apply(.kill)
        #expect(
            appearanceCalls(kill).prefix(3) == [
                "M#1 viewWillAppear(_:)", "M#1 viewIsAppearing(_:)", "M#1 viewDidAppear(_:)",
            ])
    }

    // MARK: explain

    @Test func everyFixTopicIsExplainedInBothLanguagesWithinTheWidth() {
        #expect(Set(Explanations.lifecycleFixTopics.keys) == Set(Explanations.lifecycleFixTopicsRussian.keys))
        for (topic, lines) in Explanations.lifecycleFixTopics {
            #expect(Explanations.lines(for: topic) == lines, "\(topic) is not registered")
            #expect(lines.allSatisfy { $0.count <= 100 }, "\(topic) has a line over 100 columns")
            let russian = Explanations.lifecycleFixTopicsRussian[topic] ?? []
            #expect(russian.allSatisfy { $0.count <= 100 }, "\(topic) (ru) has a line over 100 columns")
        }
    }
}
