import CommandGrammar
import SceneLabCore

extension ClassResults {
    /// One student's quizzes, step by step, as text: for each step the order given, UIKit's
    /// order and the points, so that a teacher can go through them with the student.
    /// Empty when `student` took no quiz.
    public func text(ofStudent student: String, in language: Language) -> String {
        var lines: [String] = []
        for attempt in ranked where attempt.student == student {
            let lesson =
                VisibleText.escaping(attempt.lesson)
                + (attempt.isRetake ? " (" + Phrase.resultsRetake(language, Self.clock(attempt.time)) + ")" : "")
            lines.append(
                Phrase.resultsStudentQuiz(
                    language, VisibleText.escaping(attempt.student), lesson, "\(attempt.points)/\(attempt.total)",
                    Self.percent(attempt.share), Self.progress(attempt, language)))
            for answer in attempt.answers {
                lines.append(
                    "  "
                        + Phrase.resultsStudentStep(
                            language, "\(answer.step)", VisibleText.escaping(answer.command), "\(answer.points)",
                            "\(answer.total)"))
                lines.append(
                    "      " + Phrase.resultsGiven(language, answer.given.map(VisibleText.escaping).joined(separator: " ")))
                lines.append(
                    "      " + Phrase.resultsRight(language, answer.expected.map(VisibleText.escaping).joined(separator: " ")))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
