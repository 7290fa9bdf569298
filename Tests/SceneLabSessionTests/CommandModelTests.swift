import CommandGrammar
import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// A command's two halves agree: the spec a line is read by, and the type
/// the line is read into.
@Suite struct CommandModelTests {
    /// Every spec whose example is an engine command reads it into a type
    /// whose word is the spec's name (`scene`'s are `scene VERB`), so that a
    /// refusal names the command the person typed.
    @Test func everyEngineCommandsWordIsItsSpecsName() throws {
        var checked = 0
        for spec in CommandCatalog.all {
            guard case .simulator(let command)? = try? Parser.parse(spec.example) else { continue }
            #expect(
                command.verb == spec.name || command.verb.hasPrefix(spec.name + " "),
                "\(spec.name): its example reads into a command whose word is \(command.verb)")
            checked += 1
        }
        #expect(checked > 50)
    }

    /// The traits the simulator checks are the command's own: a finger needs
    /// a touchable scene, looking needs nothing, the switcher's swipe ends the process.
    @Test func traitsTravelWithTheCommand() throws {
        func traits(_ line: String) throws -> CommandTraits {
            guard case .simulator(let command)? = try Parser.parse(line) else {
                Issue.record("\(line) is no engine command")
                return []
            }
            return command.traits
        }
        #expect(try traits("tap save").contains(.needsActiveScene))
        #expect(try traits("push A") == [.runsAppCode])
        #expect(try traits("tree").contains(.runsDuringInteractiveTransition))
        #expect(try traits("kill").contains(.endsProcess))
        #expect(try !traits("system-kill").contains(.endsProcess))
        #expect(try traits("home").contains(.cancelsInteractiveTransition))
    }

    /// A part's spec listed in the session's catalog is the same command: its
    /// heading, group and help kept, its line read into the session's command.
    @Test func aPartsSpecIsListedAsItIs() throws {
        let part = try #require(ViewController.Kind.containerCommands.first { $0.name == "page" })
        let listed = try #require(CommandCatalog.spec(for: "page"))
        #expect(listed.heading === part.heading)
        #expect(listed.group == part.group && listed.summary == part.summary)
        #expect(listed.arguments == part.arguments && listed.example == part.example)
        var words = CommandWords(listed.heading, lineWords: try Lexer.words(in: "page next"), line: "page next")
        guard case .simulator(let command) = try listed.parse(&words) else {
            Issue.record("page next is no engine command")
            return
        }
        #expect(command.verb == "page" && command.traits.contains(.needsActiveScene))
    }
}
