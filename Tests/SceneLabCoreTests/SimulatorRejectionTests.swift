import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// Operations UIKit ignores: one clear error line, and nothing changes.
@Suite struct SimulatorRejectionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var app: String? = "todo"
        var setup: [AnySimulatorCommand] = []
        var command: AnySimulatorCommand
        var message: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "pop at the root", command: .pop, message: "pop ignored"),
        Case(name: "pop-to-root at the root", command: .popToRoot, message: "pop-to-root ignored"),
        Case(
            name: "pop-to beyond the stack", setup: [.push(className: "B")], command: .popTo(index: 2),
            message: "no controller at that index"),
        Case(
            name: "pop-to the top", setup: [.push(className: "B")], command: .popTo(index: 1),
            message: "already on top"),
        Case(name: "pop-to 0 at the root", command: .popTo(index: 0), message: "already on top"),
        Case(name: "dismiss with nothing presented", command: .dismiss, message: "nothing is presented"),
        Case(
            name: "push without a navigation controller", app: "target",
            command: .push(className: "SecondViewController"),
            message: "has no navigationController"),
        Case(
            name: "pop without a navigation controller", app: "target", command: .pop,
            message: "has no navigationController"),
        Case(
            name: "set-stack without a navigation controller", app: "target",
            command: .setStack(classNames: ["SecondViewController"]), message: "has no navigationController"),
        Case(
            name: "push over a presented controller", setup: [.present(className: "M", style: .pageSheet)],
            command: .push(className: "B"), message: "M#1 has no navigationController"),
        Case(
            name: "pop-to-root over a presented controller",
            setup: [.push(className: "B"), .present(className: "M", style: .fullScreen)],
            command: .popToRoot, message: "has no navigationController"),
        Case(
            name: "push a UINavigationController", command: .push(className: "UINavigationController"),
            message: "UINavigationController"),
        Case(
            name: "present a UINavigationController",
            command: .present(className: "UINavigationController", style: .fullScreen),
            message: "UINavigationController"),
        Case(
            name: "set-stack with a UINavigationController",
            command: .setStack(classNames: ["TaskListController", "UINavigationController"]),
            message: "UINavigationController"),
        Case(name: "home twice", setup: [.home], command: .home, message: "already in the background"),
        Case(name: "open when active", command: .open, message: "already in the foreground"),
        Case(
            name: "launch when in the foreground", command: .launch(app: nil, window: .storyboard),
            message: "already in the foreground"),
        Case(
            name: "launch another app", setup: [.home], command: .launch(app: "contacts", window: .storyboard),
            message: "kill"),
        Case(name: "resume with no call", command: .resume, message: "no call is in progress"),
        Case(name: "switcher twice", setup: [.switcher], command: .switcher, message: "no scene is active"),
        Case(name: "interrupt in the background", setup: [.home], command: .interrupt, message: "no scene is active"),
        Case(name: "interrupt during a call", setup: [.interrupt], command: .interrupt, message: "no scene is active"),
    ]

    @Test(arguments: cases)
    func rejectedCommandChangesNothing(_ test: Case) {
        var simulator = Simulator()
        simulator.run(.launch(app: test.app, window: .storyboard))
        for command in test.setup {
            let events = simulator.apply(command)
            #expect(!events.contains { $0.kind == .error }, "setup \(command) failed")
        }
        let before = simulator.snapshot
        let events = simulator.apply(test.command)
        #expect(events.count == 1)
        #expect(events.first?.kind == .error)
        #expect(events.first?.text?.contains(test.message) == true, "\(events.first?.text ?? "no text")")
        #expect(simulator.snapshot == before)
    }

    static let everyCommandButLaunch: [AnySimulatorCommand] = [
        .home, .switcher, .open, .interrupt, .resume, .kill, .memoryWarning, .push(className: "A"), .pop,
        .popToRoot, .popTo(index: 0), .setStack(classNames: ["A"]), .present(className: "A", style: .fullScreen),
        .dismiss, .tree, .objects,
    ]

    @Test(arguments: everyCommandButLaunch)
    func everyCommandBeforeLaunchIsRefused(_ command: AnySimulatorCommand) {
        var simulator = Simulator()
        let events = simulator.apply(command)
        #expect(events.map(\.kind) == [.error])
        #expect(events.first?.text?.contains("launch") == true)
        #expect(simulator.application == nil)
    }

    @Test(arguments: everyCommandButLaunch)
    func everyCommandAfterKillIsRefused(_ command: AnySimulatorCommand) {
        var simulator = launchedSimulator()
        simulator.run(.kill)
        let events = simulator.apply(command)
        #expect(events.map(\.kind) == [.error])
        #expect(simulator.application == nil)
    }

    @Test func launchOfAnUnknownAppIsRefused() {
        var simulator = Simulator()
        let events = simulator.apply(.launch(app: "mail", window: .storyboard))
        #expect(events.map(\.kind) == [.error])
        #expect(events.first?.text?.contains("todo, contacts, target") == true)
        #expect(simulator.application == nil)
    }

    @Test func aRefusedCommandDoesNotUseUpAnInstanceNumber() {
        var simulator = launchedSimulator()
        simulator.run(.present(className: "M", style: .pageSheet))
        simulator.run(.push(className: "B"))  // refused: M has no navigation controller
        simulator.run(.dismiss, .push(className: "B"))
        #expect(simulator.stackNames == ["TaskListController#1", "B#1"])
    }
}
