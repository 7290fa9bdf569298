/// Reads a student's answer to a `QuizQuestion`: the calls in the order the
/// student believes, as numbers from the shown list or short names
/// (`B.willAppear`, `ListController.viewDidDisappear`).
///
/// An answer that is not an order of all the calls, each once, is refused
/// with a one-line hint and never scored: a duplicate, a number out of
/// range, a name that matches no call, too few or too many.
public enum QuizAnswer {
    /// Why an answer cannot be scored; `message` is the hint to show.
    public struct Refusal: Error, Sendable, Equatable {
        public let message: String
    }

    /// The answer as indices into `question.truth`, in the student's order.
    public static func read(_ typed: String, for question: QuizQuestion) -> Result<[Int], Refusal> {
        let words = typed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        let count = question.truth.count
        guard !words.isEmpty else { return .failure(Refusal(message: "type the order, e.g. 2 1 3; q stops")) }
        var chosen: [Int] = []
        for word in words {
            if let number = Int(word) {
                guard (1...count).contains(number) else {
                    return .failure(Refusal(message: "\(number) is not in the list: the calls are numbered 1 to \(count)"))
                }
                let call = question.shown[number - 1]
                guard !chosen.contains(call) else {
                    return .failure(Refusal(message: "\(number) is given twice: name each call once"))
                }
                chosen.append(call)
                continue
            }
            // A short name takes the first call it names that is not taken yet
            // (a step may make the same call on two objects of one class).
            let named = question.shown.filter { CallLine(question.truth[$0]).isNamed(by: word) }
            guard !named.isEmpty else {
                return .failure(Refusal(message: "'\(word)' names none of the calls; numbers work too"))
            }
            guard let call = named.first(where: { !chosen.contains($0) }) else {
                return .failure(Refusal(message: "'\(word)' is given more times than there are such calls"))
            }
            chosen.append(call)
        }
        guard chosen.count == count else {
            return .failure(
                Refusal(message: "give all \(count) calls, each once: you gave \(chosen.count)"))
        }
        return .success(chosen)
    }

    /// `A.willAppear` for `A#1 viewWillAppear(animated: true)`.
    public static func shortName(_ line: String) -> String { CallLine(line).shortName }
}
