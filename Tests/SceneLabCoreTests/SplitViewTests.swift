import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// `UISplitViewController` on iPad: the primary column hides in portrait and
/// shows in landscape as the CS193p iPad logs D2 and D3 show, and slides in
/// and out with `show-primary` and `hide-primary`.
@Suite struct SplitViewTests {
    private func launched(in orientation: Device.Orientation, on idiom: Device.Idiom = .pad) -> Simulator {
        var simulator = Simulator(device: Device(idiom: idiom, orientation: orientation))
        simulator.run(.launch(app: "split", window: .storyboard))
        return simulator
    }

    @Test func turningToPortraitHidesThePrimaryAroundTheSizeTransition() {
        var simulator = launched(in: .landscape)
        let events = simulator.apply(.rotate(.portrait))
        let calls = calls(events, on: [.lifecycle, .traits, .layout])
        // D2: the primary's will-disappear first, every column's size next, its did-disappear last.
        #expect(calls.first == "PrimaryViewController#1 viewWillDisappear(_:)")
        #expect(calls.last == "PrimaryViewController#1 viewDidDisappear(_:)")
        #expect(calls.contains("PrimaryViewController#1 viewWillTransition(to:with:)"))
        #expect(calls.contains("SecondaryViewController#1 viewWillTransition(to:with:)"))
        // The primary lays out after the secondary.
        let secondaryLayout = calls.firstIndex(of: "SecondaryViewController#1 viewWillLayoutSubviews()")
        let primaryLayout = calls.firstIndex(of: "PrimaryViewController#1 viewWillLayoutSubviews()")
        #expect(secondaryLayout != nil && primaryLayout != nil && secondaryLayout! < primaryLayout!)
        #expect(simulator.controller(named: "UISplitViewController#1")?.isPrimaryHidden == true)
        #expect(simulator.controller(named: "PrimaryViewController#1")?.appearance == .disappeared)
    }

    @Test func eachColumnHearsItsOwnSize() {
        var simulator = launched(in: .portrait)
        let events = simulator.apply(.rotate(.landscape))
        func size(of object: String) -> String? {
            events.first { $0.object == object && $0.method == "viewWillTransition(to:with:)" }?
                .arguments.first?.value.description
        }
        #expect(size(of: "PrimaryViewController#1") == "(320.0, 834.0)")
        #expect(size(of: "SecondaryViewController#1") == "(873.5, 834.0)")
        #expect(size(of: "UISplitViewController#1") == "(1194.0, 834.0)")
        #expect(simulator.controller(named: "PrimaryViewController#1")?.appearance == .appeared)
    }

    @Test func showPrimaryLaysOutAroundItsAppearanceAndTheSecondaryHearsNothing() {
        var simulator = launched(in: .portrait)
        let events = simulator.apply(.showPrimary)
        #expect(
            calls(events, on: [.lifecycle, .layout]).filter { $0.hasPrefix("PrimaryViewController") } == [
                "PrimaryViewController#1 viewWillLayoutSubviews()", "PrimaryViewController#1 viewDidLayoutSubviews()",
                "PrimaryViewController#1 viewWillAppear(_:)", "PrimaryViewController#1 viewDidAppear(_:)",
                "PrimaryViewController#1 viewWillLayoutSubviews()", "PrimaryViewController#1 viewDidLayoutSubviews()",
            ])
        #expect(events.filter { $0.kind == .call }.allSatisfy { $0.confidence == .uncertain })
        #expect(!allCalls(events).contains { $0.hasPrefix("SecondaryViewController") })
        let hidden = simulator.apply(.hidePrimary)
        #expect(
            lifecycleCalls(hidden) == [
                "PrimaryViewController#1 viewWillDisappear(_:)", "PrimaryViewController#1 viewDidDisappear(_:)",
            ])
    }

    @Test func theGesturesAreRefusedWhereThereIsNoHiddenColumn() {
        var landscape = launched(in: .landscape)
        #expect(landscape.apply(.showPrimary).map(\.kind) == [.error])
        var phone = launched(in: .portrait, on: .phone)
        #expect(phone.apply(.hidePrimary).first?.text?.contains("collapsed") == true)
        var portrait = launched(in: .portrait)
        #expect(portrait.apply(.hidePrimary).first?.text?.contains("already hidden") == true)
        var todo = Simulator(device: .iPad)
        todo.run(.launch(app: nil, window: .storyboard))
        #expect(todo.apply(.showPrimary).first?.text?.contains("no split view") == true)
    }

    @Test func backFromACollapsedSecondaryReturnsToThePrimary() {
        var phone = launched(in: .portrait, on: .phone)
        let events = phone.apply(.pop)
        #expect(lifecycleCalls(events).contains("PrimaryViewController#1 viewDidAppear(_:)"))
        #expect(allCalls(events).contains("SecondaryViewController#1 deinit"))
    }
}
