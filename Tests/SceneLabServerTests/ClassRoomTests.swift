import CommandGrammar
import Testing

@testable import SceneLabServer

/// The class's rules without a network: who may join, what a sandbox runs and refuses, and how
/// wrong codes are counted.
@Suite struct ClassRoomTests {
    private let second: UInt64 = 1_000_000_000

    private func room() -> ClassRoom { ClassRoom(language: .en, joinCode: "123456", teacherToken: "t0ken") }

    @Test func aStudentJoinsWithTheCodeAndANameNotTaken() throws {
        let room = room()
        let token = try room.join(name: "  Ann   Lee ", code: "123456", from: "a", now: 0).get()
        #expect(room.student(token)?.name == "Ann Lee")
        #expect(room.join(name: "ann lee", code: "123456", from: "a", now: 0) == .failure(.nameTaken("ann lee")))
        #expect(room.join(name: "Bo", code: "654321", from: "a", now: 0) == .failure(.wrongCode))
        #expect(room.join(name: "", code: "123456", from: "a", now: 0) == .failure(.badName(maximum: 40)))
        #expect(room.join(name: "a\u{7}b", code: "123456", from: "a", now: 0) == .failure(.badName(maximum: 40)))
        #expect(room.join(name: String(repeating: "x", count: 41), code: "123456", from: "a", now: 0) == .failure(.badName(maximum: 40)))
        #expect(room.studentNames == ["Ann Lee"])
    }

    @Test func wrongCodesFromOneAddressWaitAndOthersDoNot() {
        let room = room()
        for _ in 0..<ClassRoom.attemptsAllowed {
            #expect(room.join(name: "Eve", code: "000000", from: "eve", now: 0) == .failure(.wrongCode))
        }
        // Even the right code waits now, from that address only.
        #expect(room.join(name: "Eve", code: "123456", from: "eve", now: 1 * second) == .failure(.tooManyAttempts(seconds: 29)))
        #expect((try? room.join(name: "Bob", code: "123456", from: "bob", now: 1 * second).get()) != nil)
        #expect((try? room.join(name: "Eve", code: "123456", from: "eve", now: 31 * second).get()) != nil)
        if case .failure(let refusal) = room.isTeacher("nope", from: "x", now: 0) {
            #expect(refusal == .wrongTeacherToken)
        } else {
            Issue.record("a wrong token was taken for the teacher's")
        }
        #expect((try? room.isTeacher("t0ken", from: "x", now: 0).get()) != nil)
    }

    @Test func codesAreComparedWhole() {
        #expect(ClassRoom.constantTimeEquals("123456", "123456"))
        #expect(!ClassRoom.constantTimeEquals("12345", "123456"))
        #expect(!ClassRoom.constantTimeEquals("1234567", "123456"))
        #expect(!ClassRoom.constantTimeEquals("", "123456"))
        #expect(!ClassRoom.constantTimeEquals(String(repeating: "1", count: 262), "123456"))
    }

    @Test func aSandboxRunsCommandsAsTheREPLPrintsThem() throws {
        let sandbox = StudentSandbox(name: "Ann", language: .en)
        let lines = try sandbox.run("launch", now: 0).get()
        #expect(lines.contains { $0.contains("application(_:didFinishLaunchingWithOptions:)") })
        let tree = try sandbox.run("tree", now: 1).get()
        #expect(tree.contains { $0.contains("UIWindowScene") })
    }

    @Test func aSandboxRefusesWhatTouchesTheServersFiles() {
        let sandbox = StudentSandbox(name: "Ann", language: .en)
        for line in ["record x.scn", "source /etc/passwd", "export svg /tmp/x.svg", "play x.scn", "lessons"] {
            #expect(sandbox.run(line, now: 0) == .failure(.notInTheBrowser(command: String(line.split(separator: " ")[0]))))
        }
        #expect(sandbox.run(String(repeating: "x", count: 501), now: 0) == .failure(.lineTooLong(maximum: 500)))
    }

    @Test func aSandboxRunsAtMostTwentyCommandsASecond() {
        let sandbox = StudentSandbox(name: "Ann", language: .en)
        for _ in 0..<StudentSandbox.commandsPerSecond { _ = sandbox.run("trace", now: 5) }
        #expect(sandbox.run("trace", now: 5 + second / 2) == .failure(.tooManyCommands(perSecond: 20)))
        #expect((try? sandbox.run("trace", now: 5 + second).get()) != nil)
    }
}
