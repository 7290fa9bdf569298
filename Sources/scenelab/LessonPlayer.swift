import SceneLabFileStore
import SceneLabSession

/// Plays a lesson on a fresh device: each step's comment, then its command,
/// one step per Enter when a person is at the keyboard; or, as a quiz, asks
/// for the order of each step's calls first and scores the answers.
struct LessonPlayer {
    let console: Console
    let lesson: Lessons.Lesson
    let transcript: Transcript
    /// Reads a line with a prompt; `nil` when no person is there (a script):
    /// the lesson then plays straight through.
    let readLine: ((String) -> String?)?
    let quiz: Bool

    /// What the quiz counted.
    struct Score {
        var right = 0
        var total = 0
        var steps: [(command: String, right: Int, total: Int)] = []
    }

    /// Plays the lesson; returns the quiz's score (empty when not a quiz).
    func play() -> Score {
        var score = Score()
        // A quiz shows a step's note after the answer, not before the question.
        let above: ([String]) -> [String] = { quiz ? Self.withoutNote($0) : $0 }
        for line in above(transcript.preamble) where Transcript.isShown(line) { console.say(Self.uncommented(line)) }
        for (index, block) in transcript.blocks.enumerated() {
            if index > 0 {
                for line in above(transcript.blocks[index - 1].comments) where Transcript.isShown(line) {
                    console.say(Self.uncommented(line))
                }
            }
            let step = "step \(index + 1)/\(transcript.blocks.count)"
            if quiz && !block.isQuizzed {
                console.say("> " + block.command)
                console.run(block.command, location: nil)
                for line in block.note { console.say(line) }
                continue
            }
            if quiz {
                guard let result = ask(block.command, step: step) else { break }
                for line in block.note { console.say(line) }
                score.right += result.right
                score.total += result.total
                if result.total > 0 { score.steps.append((block.command, result.right, result.total)) }
                continue
            }
            guard waitForEnter(block.command, step: step) else { break }
            console.say("> " + block.command)
            console.run(block.command, location: nil)
        }
        return score
    }

    /// Waits for Enter before a step; anything else typed runs as a command
    /// first. Returns false when the person stops (`q`, Ctrl-D).
    private func waitForEnter(_ command: String, step: String) -> Bool {
        guard let readLine else { return true }
        while true {
            guard let typed = readLine("lesson \(lesson.number), \(step), Enter runs `\(command)`, q stops> ") else {
                return false
            }
            let answer = typed.trimmingBlanks
            if answer.isEmpty { return true }
            if answer == "q" || answer == "quit" { return false }
            console.run(typed, location: nil)
        }
    }

    /// One quiz question: the step's calls shuffled, the person's order,
    /// then each position marked and the true order shown. `nil` to stop.
    private func ask(_ command: String, step: String) -> (right: Int, total: Int)? {
        let (truth, others) = console.callLines(of: command)
        console.say("> " + command)
        defer { for line in others { console.say(line) } }
        guard truth.count > 1 else {
            // Nothing to order: the step just runs.
            for line in truth { console.say("  " + line) }
            return (0, 0)
        }
        let shuffled = Self.shuffled(truth, seed: UInt64(lesson.number * 1000 + truth.count))
        console.say("  In what order? The calls, shuffled:")
        for (offset, line) in shuffled.enumerated() { console.say("    \(offset + 1)) \(line)") }
        console.quizWords = shuffled.map(Self.shortName)
        defer { console.quizWords = nil }
        var answer: [String]?
        while answer == nil {
            let prompt = "\(step): numbers or short names (A.willAppear), in order> "
            guard let readLine, let typed = readLine(prompt) else { return nil }
            if typed.trimmingBlanks == "q" { return nil }
            switch Self.order(typed, among: shuffled) {
            case .success(let order): answer = order
            case .failure(let problem): console.say("  " + problem.message)
            }
        }
        let given = answer ?? []
        var right = 0
        for (index, line) in truth.enumerated() {
            let said = index < given.count ? given[index] : nil
            if said == line {
                right += 1
                console.say("  ✓ \(index + 1). \(line)")
            } else {
                console.say("  ✗ \(index + 1). \(line)   (you said: \(said ?? "nothing"))")
            }
        }
        console.say("  \(right) of \(truth.count) in place")
        return (right, truth.count)
    }

    /// Why an answer could not be read.
    struct Unreadable: Error {
        let message: String
    }

    /// The calls an answer names, in its order: numbers from the shuffled
    /// list, or short names (`A.willAppear`, `TaskListController.viewDidDisappear`).
    static func order(_ typed: String, among shuffled: [String]) -> Result<[String], Unreadable> {
        let words = typed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return .failure(Unreadable(message: "type the order, e.g. 2 1 3; q stops")) }
        var remaining = shuffled
        var result: [String] = []
        for word in words {
            if let number = Int(word) {
                guard (1...shuffled.count).contains(number) else {
                    return .failure(Unreadable(message: "\(number) is not in the list (1...\(shuffled.count))"))
                }
                result.append(shuffled[number - 1])
                if let index = remaining.firstIndex(of: shuffled[number - 1]) { remaining.remove(at: index) }
                continue
            }
            guard let index = remaining.firstIndex(where: { matches(word, $0) }) else {
                return .failure(Unreadable(message: "'\(word)' names none of the calls left; numbers work too"))
            }
            result.append(remaining.remove(at: index))
        }
        return .success(result)
    }

    /// Whether `word` (`OBJECT.method`) names the call line `line`.
    static func matches(_ word: String, _ line: String) -> Bool {
        let lowered = word.lowercased()
        guard let dot = lowered.lastIndex(of: ".") else { return false }
        let object = lowered[..<dot]
        let method = lowered[lowered.index(after: dot)...]
        let parts = line.lowercased().split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let receiver = parts[0]
        let base = receiver.split(separator: "#").first ?? receiver
        let selector = parts[1].prefix { $0 != "(" && $0 != " " }
        let withoutView = selector.hasPrefix("view") ? selector.dropFirst(4) : selector
        return (object == receiver || object == base) && (method == selector || method == withoutView)
    }

    /// `A.willAppear` for `A#1 viewWillAppear(animated: true)`.
    static func shortName(_ line: String) -> String {
        let parts = line.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return line }
        let object = parts[0].split(separator: "#").first ?? parts[0]
        var method = parts[1].prefix { $0 != "(" && $0 != " " }
        if method.hasPrefix("view"), method.count > 4 {
            method = method.dropFirst(4)
            return "\(object).\(method.prefix(1).lowercased())\(method.dropFirst())"
        }
        return "\(object).\(method)"
    }

    /// The lines in an order that depends only on `seed` (so that a class
    /// sees the same list), never the true order when there is another.
    static func shuffled(_ lines: [String], seed: UInt64) -> [String] {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        var result = lines
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let other = Int((state >> 33) % UInt64(index + 1))
            result.swapAt(index, other)
        }
        if result == lines, lines.count > 1 { result.swapAt(0, 1) }
        return result
    }

    /// The comment lines above a step without its note: the run of `# ` and
    /// `#:` lines that ends them (the rule `Transcript.Block.note` reads).
    static func withoutNote(_ lines: [String]) -> [String] {
        var end = lines.count
        while end > 0, lines[end - 1].hasPrefix("# ") || lines[end - 1].hasPrefix("#:") { end -= 1 }
        return Array(lines[..<end])
    }

    static func uncommented(_ line: String) -> String {
        if line.hasPrefix("# ") { return String(line.dropFirst(2)) }
        if line.hasPrefix("#") { return String(line.dropFirst()) }
        return line
    }
}
