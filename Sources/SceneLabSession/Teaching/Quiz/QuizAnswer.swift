import CommandGrammar
import SceneLabCore

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
    /// Its refusals are in `language`.
    public static func read(
        _ typed: String, for question: QuizQuestion, language: Language = .en
    ) -> Result<[Int], Refusal> {
        let words = typed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        let count = question.truth.count
        guard !words.isEmpty else { return .failure(Refusal(message: Phrase.quizTypeOrder(language))) }
        var chosen: [Int] = []
        for word in words {
            if let number = Int(word) {
                guard (1...count).contains(number) else {
                    return .failure(Refusal(message: Phrase.quizNotInList(language, String(number), String(count))))
                }
                let call = question.shown[number - 1]
                guard !chosen.contains(call) else {
                    return .failure(Refusal(message: Phrase.quizGivenTwice(language, String(number))))
                }
                chosen.append(call)
                continue
            }
            // A short name takes the first call it names that is not taken yet
            // (a step may make the same call on two objects of one class).
            let named = question.shown.filter { question.truth[$0].isNamed(by: word) }
            guard !named.isEmpty else {
                return .failure(Refusal(message: Phrase.quizNamesNone(language, word)))
            }
            guard let call = named.first(where: { !chosen.contains($0) }) else {
                return .failure(Refusal(message: Phrase.quizTooManyTimes(language, word)))
            }
            chosen.append(call)
        }
        guard chosen.count == count else {
            return .failure(
                Refusal(message: Phrase.quizGiveAll(language, String(count), String(chosen.count))))
        }
        return .success(chosen)
    }

    /// `A.willAppear` for `A#1 viewWillAppear(animated: true)`, a line read
    /// back from a results file.
    public static func shortName(_ line: String) -> String { QuizCall(printed: line).shortName }
}
