import CommandGrammar
import SceneLabSession
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

/// The class's quiz: a step asked of everyone, each student's own shuffle, the terminal's scoring
/// rule, one answer a step, and the results line as it stands after each answer.
@Suite struct ClassQuizTests {
    private let calls = [
        "TaskListController#1 viewWillDisappear(animated: true)",
        "TaskEditController#1 viewWillAppear(animated: true)",
        "TaskListController#1 viewDidDisappear(animated: true)",
        "TaskEditController#1 viewDidAppear(animated: true)",
    ]

    private func step(_ number: Int, of steps: Int = 3) -> ClassQuizStep {
        ClassQuizStep(
            lesson: "03-push", number: 3, title: "Push", language: .en, step: number, lessonSteps: steps,
            command: "tap +", calls: calls, note: "The new screen appears after the old one leaves.", seed: 1)
    }

    /// The question `token` is asked now.
    private func asked(_ room: ClassRoom, _ token: String, after version: Int = 0) -> StudentQuestion? {
        guard case .asked(_, let question) = room.question(for: token, after: version) else { return nil }
        return question
    }

    /// The shown list's numbers that put the calls in `truth` order (indices into `calls`).
    private func numbers(for truthOrder: [Int], in question: StudentQuestion) -> [Int] {
        truthOrder.map { index in (question.shown.firstIndex(of: calls[index]) ?? -1) + 1 }
    }

    @Test func eachStudentOrdersTheirOwnShuffleAndIsScoredByTheTerminalsRule() throws {
        let room = ClassRoom(language: .en, joinCode: "123456", teacherToken: "t")
        let ann = try room.join(name: "Ann", code: "123456", from: "a", now: 0).get()
        let bob = try room.join(name: "Bob", code: "123456", from: "b", now: 0).get()
        room.ask(step(2))
        let annQuestion = try #require(asked(room, ann))
        let bobQuestion = try #require(asked(room, bob))
        #expect(Set(annQuestion.shown) == Set(calls))
        #expect(annQuestion.shown != calls)
        #expect(annQuestion.shown != bobQuestion.shown || annQuestion.shown.count < 3)
        var recorded: [QuizResult] = []
        let right = try room.answer(numbers(for: [0, 1, 2, 3], in: annQuestion), step: 2, token: ann) { recorded.append($0) }.get()
        #expect(right.points == 4 && right.total == 4 && right.reasons.isEmpty)
        #expect(right.marked.allSatisfy { $0.mark == "in-place" })
        // Bob swaps the two disappearances' neighbours: one point lost, a reason given.
        let swapped = try room.answer(numbers(for: [0, 2, 1, 3], in: bobQuestion), step: 2, token: bob) { recorded.append($0) }.get()
        #expect(swapped.points == 3)
        #expect(swapped.reasons.count == 1)
        #expect(swapped.expected == calls)
        #expect(recorded.map(\.student) == ["Ann", "Bob"])
        #expect(recorded[0].steps.map(\.points) == [4])
        #expect(recorded[0].stoppedAt == 3 && !recorded[0].finished)
        #expect(recorded[0].attempt != recorded[1].attempt)
        // One answer a step; a step not asked; not an order.
        #expect(room.answer([1, 2, 3, 4], step: 2, token: ann) { _ in } == .failure(.alreadyAnswered))
        #expect(room.answer([1, 2, 3, 4], step: 1, token: ann) { _ in } == .failure(.stepNotAsked))
        room.ask(step(3))
        #expect(room.answer([1, 1, 2, 3], step: 3, token: ann) { _ in } == .failure(.notAnOrder(count: 4)))
        #expect(room.answer([1, 2, 3], step: 3, token: ann) { _ in } == .failure(.notAnOrder(count: 4)))
        // The last step finishes the quiz; the line holds both steps.
        let last = try #require(asked(room, ann, after: 1))
        _ = try room.answer(numbers(for: [0, 1, 2, 3], in: last), step: 3, token: ann) { recorded.append($0) }.get()
        #expect(recorded.last?.finished == true)
        #expect(recorded.last?.steps.map(\.number) == [2, 3])
        #expect(recorded.last?.attempt == recorded[0].attempt)
    }

    @Test func aReloadShowsTheAnswerGiven() throws {
        let room = ClassRoom(language: .en, joinCode: "123456", teacherToken: "t")
        let ann = try room.join(name: "Ann", code: "123456", from: "a", now: 0).get()
        room.ask(step(1))
        let question = try #require(asked(room, ann))
        #expect(question.feedback == nil)
        _ = try room.answer([1, 2, 3, 4], step: 1, token: ann) { _ in }.get()
        let again = try #require(asked(room, ann))
        #expect(again.feedback != nil)
        #expect(room.question(for: "nobody", after: 0) == .unknownStudent)
        // Nothing asked since: the page waits.
        #expect(room.question(for: ann, after: 1) == .unchanged)
    }
}
