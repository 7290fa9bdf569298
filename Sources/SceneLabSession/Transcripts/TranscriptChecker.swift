import SceneLabApps
import SceneLabCore

/// Runs a transcript from a fresh session and compares what each command
/// prints with what the transcript expects.
public enum TranscriptChecker {
    /// The verdict on one transcript.
    public struct Result: Sendable, Equatable {
        public var passed: Bool
        /// A unified diff from expected to actual, empty when the transcript passed.
        public var diff: String
    }

    public static func check(
        _ text: String, name: String, catalog: AppCatalog = .books, platform: Platform = .current,
        unreadCode: UnreadCode? = nil
    ) -> Result {
        let transcript: Transcript
        do {
            transcript = try Transcript(parsing: text)
        } catch {
            return Result(passed: false, diff: "\(name):\(error.line): error: \(error.message)\n")
        }
        let expected = transcript.rendered()
        let actual = transcript.rendered(
            outputs: matched(
                transcript, outputs(of: transcript, catalog: catalog, platform: platform, unreadCode: unreadCode)))
        guard expected != actual else { return Result(passed: true, diff: "") }
        let diff = UnifiedDiff.lines(from: expected, to: actual, fromName: name, toName: "\(name) (actual)")
        return Result(passed: false, diff: diff.joined(separator: "\n") + "\n")
    }

    /// The transcript with each command's expected output replaced by what
    /// it prints now (`check --update`); comments stay where they were.
    public static func updated(
        _ text: String, catalog: AppCatalog = .books, platform: Platform = .current, unreadCode: UnreadCode? = nil
    ) throws(TranscriptError) -> String {
        let transcript = try Transcript(parsing: text)
        let outputs = matched(
            transcript, outputs(of: transcript, catalog: catalog, platform: platform, unreadCode: unreadCode))
        return transcript.rendered(outputs: outputs).joined(separator: "\n") + "\n"
    }

    /// The line that stands for any lines, none included, in expected output.
    public static let anyLines = "..."

    /// The outputs, with each block that its expected lines match (`...`
    /// standing for any lines) given those expected lines instead, so that
    /// a diff or an update leaves it as written.
    private static func matched(_ transcript: Transcript, _ outputs: [[String]]) -> [[String]] {
        zip(transcript.blocks, outputs).map { block, output in
            matches(block.expected, output) ? block.expected : output
        }
    }

    /// Whether `lines` are what `expected` asks for: the same lines, where
    /// a line `...` matches any run of lines.
    static func matches(_ expected: [String], _ lines: [String]) -> Bool {
        guard expected.contains(anyLines) else { return expected == lines }
        // reachable[j]: the expected lines so far can match the first j lines.
        var reachable = [Bool](repeating: false, count: lines.count + 1)
        reachable[0] = true
        for pattern in expected {
            var next = [Bool](repeating: false, count: lines.count + 1)
            if pattern == anyLines {
                var seen = false
                for index in 0...lines.count {
                    seen = seen || reachable[index]
                    next[index] = seen
                }
            } else {
                for index in 0..<lines.count where reachable[index] && lines[index] == pattern {
                    next[index + 1] = true
                }
            }
            reachable = next
        }
        return reachable[lines.count]
    }

    /// What each command of the transcript prints, run from a fresh session.
    private static func outputs(
        of transcript: Transcript, catalog: AppCatalog, platform: Platform, unreadCode: UnreadCode?
    ) -> [[String]] {
        var session = Session(
            simulator: Simulator(catalog: catalog, language: transcript.language ?? .en, platform: platform))
        session.unreadCode = unreadCode
        // A blank line in a transcript is a comment, so an empty output
        // line (the CS193p logger's burst separator) cannot be expected there.
        return transcript.blocks.map { Self.output(of: $0.command, in: &session).filter { !$0.isEmpty } }
    }

    /// The text a command prints with colour off, errors inline as `error: …`.
    public static func output(of command: String, in session: inout Session) -> [String] {
        let outcome = session.execute(command)
        var printed = lines(of: outcome.events, channels: session.channels, style: session.traceStyle)
        if outcome.request != nil {
            // Named as its spec names it, whichever of its words was typed.
            let word = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? command
            let name = CommandCatalog.spec(for: word)?.name ?? word
            printed.append("error: \(name) is not available in a transcript, which reads no files")
        }
        return printed
    }

    /// The lines `events` print with colour off and without echo, errors
    /// and warnings inline as `error: …` and `warning: …` (and the `xcode`
    /// style's notes as `note: …`).
    public static func lines(
        of events: [Event], channels: Set<Channel>, style: TraceStyle = .scenelab
    ) -> [String] {
        let renderer = TextRenderer(channels: channels, echo: false, color: false, style: style)
        return events.compactMap { event in
            switch renderer.render(event) {
            case .output(let text): return text
            case .error(let message): return "error: " + message
            case .warning(let message): return "warning: " + message
            case .note(let message): return "note: " + message
            case nil: return nil
            }
        }
    }
}
