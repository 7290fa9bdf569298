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
