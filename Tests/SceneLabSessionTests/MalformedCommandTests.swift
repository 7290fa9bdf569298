import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// SPEC §11: at least 100 malformed commands, each answered by one error
/// line that says where and what to do, and none changing any state.
@Suite struct MalformedCommandTests {
    static let unknownVerbs = [
        "pus X", "popp", "lunch", "dismis", "presnt X", "trees", "hom", "swich", "interupt", "resum", "kil",
        "memory", "set-stak A", "pop-too 1", "defualts read", "tsk list", "contatc list", "scren", "actoins",
        "tapp +", "tpye title x", "toggel status", "swip 1 edit", "edit-mod on", "mov 1 1", "delet 1", "segu x",
        "explian x", "ehco on", "bial on", "hepl", "qiut", "PUSH X", "Push X", "launch-todo", "-push", "--help",
        "!", "?", "*", "123",
    ]
    static let missingArguments = [
        "push", "present", "present --style", "pop-to", "set-stack", "tap", "type", "toggle", "swipe", "swipe 1",
        "edit-mode", "move", "move 1", "delete", "segue", "explain", "echo", "bail", "trace layout",
        "defaults", "defaults write", "defaults write com.example.A", "defaults read-type", "defaults find",
        "defaults export", "defaults import com.example.A", "defaults register", "task", "task add", "task done",
        "task edit", "contact", "contact add", "contact add Anna", "contact rm", "launch --window",
    ]
    static let extraArguments = [
        "pop now", "pop-to-root 1", "dismiss all", "home again", "open it", "switcher 2", "interrupt call",
        "resume call", "kill -9", "memory-warning low", "tree full", "objects all", "screen 1", "actions all",
        "push A B", "present A B", "pop-to 1 2", "edit-mode on off", "delete 1 2", "move 1 2 3 4", "tap 1 2",
        "toggle a b", "launch todo contacts", "help push pop", "quit now", "echo on off", "trace layout on off",
        "task list all", "task done 1 2", "contact list all", "segue a b", "explain a b", "push A --style x",
        "pop --animated", "defaults domains all",
    ]
    static let badValues = [
        "pop-to -1", "pop-to one", "pop-to 1.5", "pop-to 99999999999999999999999", "push 9lives", "push a-b",
        "push 'a b'", "present X --style sideways", "present X --style=", "launch --window paper", "edit-mode maybe",
        "echo yes", "bail 1", "trace colour on", "trace layout maybe", "swipe one edit", "swipe 0 edit", "move a 1",
        "move 1 0", "delete -3", "task done zero", "task done 0", "task edit 1 --important --normal",
        "contact rm x", "defaults write com.example.A k -int x", "defaults write com.example.A k -bool maybe",
        "defaults write com.example.A k -date now", "defaults write com.example.A k -data 0g",
        "defaults write com.example.A k -float pi", "defaults write com.example.A k -array -dict x",
        "defaults write com.example.A k -number 1", "defaults wrte com.example.A k v", "help pushh",
    ]
    static let badQuoting = [
        "push 'A", "push \"A", "push A\\", "type title \"unclosed", "defaults write com.example.A k 'v",
        "task add \"Milk", "push \"A\\\"", "launch 'todo",
    ]
    static let controlCharacters = [
        "push A\u{07}", "push \u{1B}[31mA", "launch\u{00}", "tree\u{7F}", "push 'A\u{08}'", "pop\u{0C}",
    ]

    static var all: [String] {
        unknownVerbs + missingArguments + extraArguments + badValues + badQuoting + controlCharacters + [
            "push " + String(repeating: "A", count: 1_000_000),
            String(repeating: "x", count: 1_000_000),
            "type " + String(repeating: "\"", count: 3),
        ]
    }

    @Test func thereAreAtLeastAHundred() {
        #expect(Self.all.count >= 100)
    }

    /// A session with an app running, a pushed screen and a stored value, so
    /// that there is state a bad command could disturb.
    static func busySession() -> Session {
        var session = Session()
        for line in ["launch", "push A", "defaults write com.example.A k v"] { _ = session.execute(line) }
        return session
    }

    @Test(arguments: all)
    func eachIsOneErrorAndChangesNothing(_ line: String) throws {
        var session = Self.busySession()
        let before = try state(of: session)
        let outcome = session.execute(line)
        let errors = outcome.events.filter { $0.kind == .error }
        #expect(outcome.failed)
        #expect(errors.count == 1, "\(line.prefix(60)): \(errors.map { $0.text ?? "" })")
        #expect(outcome.events.allSatisfy { $0.kind == .command || $0.kind == .error }, "\(line.prefix(60))")
        let message = errors.first?.text ?? ""
        #expect(!message.isEmpty && !message.contains("\n"))
        #expect(message.count < 400, "an error line fit for a terminal: \(message.prefix(80))")
        #expect(try state(of: session) == before, "\(line.prefix(60)) changed the state")
    }

    private func state(of session: Session) throws -> String {
        let simulator = session.simulator
        let controllers = simulator.liveControllers.map { "\($0.name) \($0.appearance) \($0.isViewLoaded)" }
        let scenes = simulator.application?.scenes.map { "\($0.id) \($0.state)" } ?? []
        let stored = try simulator.store.persistentDomain("com.example.A")
        return "\(controllers) \(scenes) \(stored) \(session.channels.sorted()) \(session.echo) \(session.bail)"
    }
}
