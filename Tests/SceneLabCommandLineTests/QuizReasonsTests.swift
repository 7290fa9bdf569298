import Foundation
import Testing

@testable import CommandGrammar
@testable import SceneLabCore
@testable import SceneLabSession
@testable import SceneLabCommandLine

/// Every reason a quiz can give, in every lesson and both languages, read
/// against the order it explains: for each step with a settled order and
/// each pair of its settled calls, the reason (the `explain order-…` topic
/// the pair gets) is whole sentences and names the earlier call before the
/// later one, by its method or by what it is (a will-call, the app delegate);
/// only a pair with a call no rule knows (an app's own method) gets the
/// topic that says no rule orders it.
struct QuizReasonsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var lessons: [URL] {
        ["lessons", "lessons/ru"].flatMap { folder -> [URL] in
            let url = repository.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".t") }.sorted().map { url.appendingPathComponent($0) }
        }
    }

    /// The words that name `call` in a reason: its method (with its labels
    /// when the base name is a delegate's shared one), and what kind of call it is.
    static func names(of call: QuizCall, in language: Language) -> [String] {
        let shared = ["scene", "application", "tableView", "navigationController", "tabBarController"]
        var names = shared.contains(call.method) ? [call.selector] : [call.method, call.selector]
        let russian = language == .ru
        if call.isWill { names.append(russian ? "will-вызов" : "will-call") }
        if call.isDid { names.append(russian ? "did-вызов" : "did-call") }
        if call.isAppDelegate { names += russian ? ["делегат приложения", "делегата приложения"] : ["app delegate"] }
        if call.isSceneDelegate { names += russian ? ["делегат сцены", "делегата сцены"] : ["scene delegate"] }
        return names
    }

    /// Where the first and the last of `names` occur in `text`.
    static func span(of names: [String], in text: String) -> (first: String.Index, last: String.Index)? {
        var found: [String.Index] = []
        for name in names where !name.isEmpty {
            var start = text.startIndex
            while let range = text.range(of: name, range: start..<text.endIndex) {
                found.append(range.lowerBound)
                start = range.upperBound
            }
        }
        guard let first = found.min(), let last = found.max() else { return nil }
        return (first, last)
    }

    /// Whole sentences: a capital first, a full stop last.
    static func isWholeSentences(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        return first.isUppercase && ".!?".contains(last)
    }

    /// A student who types each list as shown (never UIKit's order, so
    /// every asked step has something wrong to explain).
    final class ListOrderStudent: LessonHost {
        var session: Session
        var said: [String] = []
        var quizWords: [String]?
        var readsLines: Bool { true }
        var lineWidth: Int? { nil }

        init(_ session: Session) { self.session = session }

        func say(_ line: String) { said.append(line) }
        func sayMarked(_ mark: QuizMark, _ line: String) { said.append(mark.symbol + " " + line) }
        func run(_ line: String) { _ = session.execute(line) }

        func execute(_ line: String) -> [(event: Event, lines: [String])] {
            session.execute(line).events.filter { $0.kind != .command }.map {
                ($0, TranscriptChecker.lines(of: [$0], channels: session.channels))
            }
        }

        func readLine(_ prompt: String) -> String? {
            (1...(quizWords?.count ?? 1)).map(String.init).joined(separator: " ")
        }
    }

    /// Every lesson as a quiz of every step: only settled calls are scored
    /// (a step's total is its calls without `[uncertain]`), and a step
    /// where fewer than two are settled (a kill, a cancelled swipe) is not asked.
    @Test(arguments: lessons)
    func onlySettledCallsAreScored(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let transcript = try Transcript(parsing: text)
        let language = transcript.language ?? .en
        let device = try CheckCommand.device(for: text, at: file.path).get()
        let student = ListOrderStudent(
            Session(simulator: Simulator(catalog: device.catalog, language: language, platform: device.platform)))
        let player = LessonPlayer(
            host: student, transcript: transcript, mode: .quizEveryStep, language: language, label: "lesson",
            result: QuizResult(lesson: "l", number: 0, title: "t", language: language, student: "s"), seed: 1)
        let result = player.play()
        #expect(result.finished)
        for step in result.steps {
            let settled = step.expected.filter { !$0.hasSuffix(" [uncertain]") }
            #expect(settled.count > 1, "\(file.lastPathComponent) step \(step.number) asked with nothing settled")
            #expect(step.total == settled.count, "\(file.lastPathComponent) step \(step.number)")
            #expect(step.points <= step.total)
        }
        let asked = Set(result.steps.map(\.command))
        for block in transcript.blocks where ["kill", "cancel"].contains(block.command) {
            #expect(!asked.contains(block.command), "\(file.lastPathComponent): \(block.command) was asked")
        }
        // Each reason given is the whole of an explain topic: no line stops mid-sentence.
        for line in student.said where line.hasPrefix("  " + Phrase.quizWhy(language, "", "", "").prefix(3)) {
            #expect(".!?".contains(line.last ?? " "), "\(file.lastPathComponent): \(line)")
        }
    }

    @Test func thereAreLessonsInBothLanguages() {
        #expect(Self.lessons.count >= 38)
    }

    @Test(arguments: lessons)
    func everyReasonNamesItsPairInTheExpectedOrder(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let transcript = try Transcript(parsing: text)
        let language = transcript.language ?? .en
        let device = try CheckCommand.device(for: text, at: file.path).get()
        var session = Session(
            simulator: Simulator(catalog: device.catalog, language: language, platform: device.platform))
        let name = file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent
        for (index, block) in transcript.blocks.enumerated() {
            let events = session.execute(block.command).events.filter { $0.kind != .command }.map {
                ($0, TranscriptChecker.lines(of: [$0], channels: session.channels))
            }
            let truth = QuizCall.calls(from: events).calls
            let settled = truth.indices.filter { truth[$0].isSettled }
            for (place, earlierIndex) in settled.enumerated() {
                for laterIndex in settled[(place + 1)...] {
                    let earlier = truth[earlierIndex]
                    let later = truth[laterIndex]
                    let reason = OrderReasons.reason(earlier: earlier, later: later, language: language)
                    let pair = "\(name) step \(index + 1) `\(block.command)`: \(earlier.shortName) before \(later.shortName): \(reason)"
                    #expect(Self.isWholeSentences(reason), "not whole sentences: \(pair)")
                    // A pair of a method no rule knows (an app's own, a delegate's) gets a reason that says so.
                    guard OrderReasons.topic(earlier: earlier, later: later) != nil else {
                        #expect(!(earlier.isLifecycle && later.isLifecycle), "no rule: \(pair)")
                        continue
                    }
                    let first = Self.span(of: Self.names(of: earlier, in: language), in: reason)
                    let second = Self.span(of: Self.names(of: later, in: language), in: reason)
                    guard let first, let second else {
                        Issue.record("does not name both calls: \(pair)")
                        continue
                    }
                    #expect(first.first < second.last, "names them the other way round: \(pair)")
                }
            }
        }
    }
}
