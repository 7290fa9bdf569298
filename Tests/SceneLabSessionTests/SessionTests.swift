import CommandGrammar
import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct SessionTests {
    @Test func recordingOnlyShownChannelsLeavesOutHiddenCallsAndTheUnechoedLine() {
        var all = Session()
        var shown = Session()
        shown.recordsOnlyShownChannels = true
        _ = all.execute("launch")
        _ = shown.execute("launch")
        let everything = all.execute("push A").events
        let recorded = shown.execute("push A").events
        // The calls the text shows, in the same order; nothing else but notes.
        let visible = everything.filter { event in
            event.kind == .call ? event.channel.map(Channel.defaultOn.contains) == true : event.kind != .command
        }
        #expect(recorded.map(\.kind) == visible.map(\.kind))
        #expect(recorded.map(\.method) == visible.map(\.method))
        #expect(everything.contains { $0.channel == .layout })
        #expect(!recorded.contains { $0.kind == .command })
        // A channel turned on is recorded from the next command on; echo brings the line back.
        _ = shown.execute("trace layout on")
        _ = shown.execute("echo on")
        let push = shown.execute("push B").events
        #expect(push.contains { $0.channel == .layout })
        #expect(push.first?.kind == .command && push.first?.text == "push B")
    }

    @Test func theAppsStoreCallsAreRecordedOnlyWhenTheStoreChannelIsShown() {
        var session = Session()
        session.recordsOnlyShownChannels = true
        _ = session.execute("launch")
        #expect(!session.execute("task add Milk").events.contains { $0.kind == .store })
        _ = session.execute("trace store on")
        let saved = session.execute("task add Bread").events.filter { $0.kind == .store }
        #expect(saved.map(\.method) == ["set(_:forKey:)"])
    }

    @Test func explainLastCountsCallsLeftOutOfTheRecord() {
        var session = Session()
        session.recordsOnlyShownChannels = true
        _ = session.execute("trace none")
        let launch = session.execute("launch")
        #expect(!launch.events.contains { $0.kind == .call })
        let explained = session.execute("explain last")
        #expect(!explained.failed)
        // What it explains is the launch, whose calls were all left out.
        let launchText = session.execute("explain launch").events.filter { $0.kind == .output }.map(\.text)
        #expect(!launchText.isEmpty)
        #expect(explained.events.filter { $0.kind == .output }.map(\.text) == launchText)
    }

    @Test func seqNumbersIncreaseFromOneAcrossCommands() {
        var session = Session()
        let all = ["launch", "push A", "pop", "home"].flatMap { session.execute($0).events }
        #expect(all.map(\.seq) == Array(1...all.count))
    }

    @Test func commandNumbersCountCommandsNotBlankLinesOrComments() {
        var session = Session()
        #expect(session.execute("launch").events.allSatisfy { $0.command == 1 })
        #expect(session.execute("").events.isEmpty)
        #expect(session.execute("   ").events.isEmpty)
        #expect(session.execute("# just a comment").events.isEmpty)
        let push = session.execute("push A")
        #expect(!push.events.isEmpty)
        #expect(push.events.allSatisfy { $0.command == 2 })
        #expect(session.commandCount == 2)
    }

    @Test func blankLinesDoNotUseSeqNumbers() {
        var session = Session()
        let first = session.execute("launch").events
        _ = session.execute("# comment")
        let second = session.execute("home").events
        #expect(second.first?.seq == (first.last?.seq ?? 0) + 1)
    }

    @Test func blankLineOutcomeIsNeutral() {
        var session = Session()
        let outcome = session.execute("  # nothing")
        #expect(outcome == Session.Outcome(events: [], failed: false, quit: false))
    }

    @Test(arguments: ["launch", "push A", "psuh A", "trace layout on", "help", "quit", "pop  # comment kept"])
    func firstEventIsTheCommandLine(line: String) {
        var session = Session()
        let events = session.execute(line).events
        #expect(events.first?.kind == .command)
        #expect(events.first?.text == line)
        #expect(events.dropFirst().allSatisfy { $0.kind != .command })
    }

    @Test func failedWhenTheSimulatorRefuses() {
        var session = Session()
        let refused = session.execute("pop")
        #expect(refused.failed)
        #expect(refused.events.map(\.kind) == [.command, .error])
        _ = session.execute("launch")
        #expect(session.execute("pop").failed)
        #expect(!session.execute("push A").failed)
    }

    @Test func failedWhenTheLineDoesNotParse() {
        var session = Session()
        let outcome = session.execute("push 9A")
        #expect(outcome.failed)
        #expect(!outcome.quit)
        #expect(outcome.events.map(\.kind) == [.command, .error])
        #expect(
            outcome.events.last?.text
                == "column 6: '9A' is not a class name (letters, digits and _, not starting with a digit)")
        #expect(outcome.events.allSatisfy { $0.command == 1 })
        #expect(session.commandCount == 1)
    }

    @Test func successfulCommandIsNotFailed() {
        var session = Session()
        let outcome = session.execute("launch")
        #expect(!outcome.failed)
        #expect(outcome.events.count > 1)
    }

    @Test func traceOnAndOffChangeChannels() {
        var session = Session()
        #expect(session.channels == Channel.defaultOn)
        let on = session.execute("trace layout on")
        #expect(on.events.map(\.kind) == [.command])
        #expect(session.channels == Channel.defaultOn.union([.layout]))
        _ = session.execute("trace lifecycle off")
        #expect(!session.channels.contains(.lifecycle))
        #expect(session.channels.contains(.layout))
        _ = session.execute("trace layout off")
        _ = session.execute("trace lifecycle on")
        #expect(session.channels == Channel.defaultOn)
    }

    @Test func defaultChannelsAreTheSpecOnes() {
        #expect(Channel.defaultOn == [.app, .scene, .lifecycle, .memory, .segue])
        #expect(Channel.book == [.app, .scene, .lifecycle])
    }

    @Test func tracePresetsReplaceChannels() {
        var session = Session()
        _ = session.execute("trace all")
        #expect(session.channels == Set(Channel.allCases))
        _ = session.execute("trace book")
        #expect(session.channels == [.app, .scene, .lifecycle])
        _ = session.execute("trace none")
        #expect(session.channels.isEmpty)
        _ = session.execute("trace default")
        #expect(session.channels == Channel.defaultOn)
    }

    @Test func traceWithoutArgumentsListsEveryChannel() {
        var session = Session()
        _ = session.execute("trace layout on")
        let lines = session.execute("trace").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(lines.count == Channel.allCases.count)
        // Each line starts with the state and the channel's name.
        func state(of channel: Channel) -> String? {
            lines.first { $0.split(separator: " ").dropFirst().first.map(String.init) == channel.rawValue }
                .map { String($0.prefix(3).filter { $0 != " " }) }
        }
        #expect(state(of: .layout) == "on")
        #expect(state(of: .lifecycle) == "on")
        #expect(state(of: .table) == "off")
        #expect(state(of: .appearing) == "off")
    }

    @Test func quitSetsQuit() {
        var session = Session()
        #expect(session.execute("quit").quit)
        #expect(session.execute("exit").quit)
        #expect(!session.execute("help").quit)
        #expect(!session.execute("quit now").quit)  // a parse error does not quit
    }

    @Test func echoAndBailAreSettings() {
        var session = Session()
        _ = session.execute("echo on")
        _ = session.execute("bail on")
        #expect(session.echo)
        #expect(session.bail)
        _ = session.execute("echo off")
        #expect(!session.echo)
        #expect(session.bail)
    }

    @Test func helpPrintsOutput() {
        var session = Session()
        let all = session.execute("help all").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(all.contains("System and user gestures:"))
        #expect(all.contains { $0.hasPrefix("  push ") })
        #expect(all.contains { $0.hasPrefix("  quit ") })
        let tools = session.execute("help tools").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(tools.first == "Looking and tooling:")
        #expect(tools.contains { $0.hasPrefix("  quit ") } && !tools.contains { $0.hasPrefix("  push ") })
        let push = session.execute("help push").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(push.first == "usage: push CLASS")
        #expect(push.contains("example: push TaskEditController"))
    }

    /// `help` alone is an index that fits a 24-line terminal, naming every command once.
    @Test func helpIsAnIndexThatFitsAScreen() {
        var session = Session()
        let index = session.execute("help").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(index.count <= 23)
        #expect(index.allSatisfy { $0.count <= 80 })
        // A newcomer's first commands come first.
        #expect(index.prefix(2).contains { $0.contains("`launch`") && $0.contains("`lesson 1`") })
        let named = index.flatMap { $0.split(separator: " ").map(String.init) }
        for spec in CommandCatalog.all { #expect(named.contains(spec.name), "help leaves out \(spec.name)") }
        for group in CommandGroup.allCases {
            #expect(index.contains { $0.contains("(help \(group.keyword))") })
        }
        #expect(session.execute("help nosuchgroup").failed)
    }

    @Test func promptNamesTheRunningAppAndScene() {
        var session = Session()
        #expect(session.prompt == "scenelab> ")
        _ = session.execute("launch contacts")
        #expect(session.prompt == "contacts[1]> ")
        _ = session.execute("kill")
        #expect(session.prompt == "scenelab> ")
    }

    @Test func promptShowsTheSceneStateWhenItTakesNoTouches() {
        var session = Session()
        _ = session.execute("launch")
        #expect(session.prompt == "todo[1]> ")
        _ = session.execute("switcher")
        #expect(session.prompt == "todo[1 inactive]> ")
        _ = session.execute("open")
        _ = session.execute("interrupt")
        #expect(session.prompt == "todo[1 inactive]> ")
        _ = session.execute("resume")
        _ = session.execute("home")
        #expect(session.prompt == "todo[1 background]> ")
        _ = session.execute("suspend")
        #expect(session.prompt == "todo[1 suspended]> ")
        _ = session.execute("open")
        #expect(session.prompt == "todo[1]> ")
        _ = session.execute("kill")
        _ = session.execute("lifecycle app")
        _ = session.execute("launch")
        #expect(session.prompt == "todo[1]> ")
        _ = session.execute("home")
        #expect(session.prompt == "todo[1 background]> ")
    }

    @Test func simulatorStateFollowsTheLines() {
        var session = Session()
        _ = session.execute("launch")
        _ = session.execute("push TaskEditController")
        #expect(session.simulator.stackNames == ["TaskListController#1", "TaskEditController#1"])
    }

    @Test func treeAndObjectsPrintOutputLines() {
        var session = Session()
        _ = session.execute("launch")
        let tree = session.execute("tree").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(tree.first == "To-Do Manager (com.example.ToDoManager), running")
        #expect(tree.contains { $0.contains("TaskListController#1 [appeared, view loaded]") })
        let objects = session.execute("objects").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(objects.count == 2)
        #expect(
            objects.contains {
                $0.hasPrefix("TaskListController#1") && $0.contains("UINavigationController#1.viewControllers")
            })
    }
}
