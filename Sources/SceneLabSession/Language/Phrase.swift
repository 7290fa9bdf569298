import SceneLabCore

/// A sentence scenelab itself says (not an app, not UIKit), named once and
/// written in every language it speaks: the English in `Phrase+English`, the
/// Russian in `Phrase+Russian`, one table per language. Both tables are
/// exhaustive switches, so a phrase without a Russian text does not compile;
/// the tests check that each Russian text is Russian and takes the same
/// placeholders.
///
/// A text's `{1}`, `{2}`, … stand for the arguments, in the order given;
/// a translation may put them in another order.
public enum Phrase: String, Sendable, CaseIterable {
    // help
    case helpPlatform
    case helpIndexGroup
    case helpIndexFooter1
    case helpIndexFooter2
    case helpFooter
    case helpUsage
    case helpAlso
    case helpExample
    case helpMethods
    case helpCommandsAndTopics
    case groupGestures
    case groupNavigation
    case groupUI
    case groupStore
    case groupLooking
    // the parser
    case lineTooLong
    case unknownCommand
    case didYouMean
    case didYouMeanOption
    case typeHelpForList
    case notCommandQuiz
    case notCommandCheck
    // explain
    case explainLastNothing
    case explainLastNoCalls
    case explainNothingOn
    case explainTryInstead
    case orderFallbackReason
    case sourceWhere
    case sourceSettles
    // quiz answers
    case quizTypeOrder
    case quizNotInList
    case quizGivenTwice
    case quizNamesNone
    case quizTooManyTimes
    case quizGiveAll
    // lessons and quizzes, as scenelab plays them
    case lessonStep
    case lessonPrompt
    case quizInWhatOrder
    case quizPrompt
    case quizTryAgain
    case quizPoints
    case quizExactOrder
    case quizUIKitOrder
    case quizWhy
    case quizAboutStep
    case lessonEnd
    case quizEnd
    case quizStoppedEarly
    case quizScore
    case lessonsNone
    case lessonsFooter
    case lessonName
    case lessonNoSuch
    case lessonNoneAtAll
    case lessonTheyAre

    /// The text in `language`, its placeholders filled with `arguments`.
    public func callAsFunction(_ language: Language, _ arguments: String...) -> String {
        Self.filling(template(language), with: arguments)
    }

    /// The text in `language` with its placeholders as written.
    public func template(_ language: Language) -> String {
        switch language {
        case .en: return english
        case .ru: return russian
        }
    }

    /// The placeholders a text names (`{1}`, `{2}`), in order of appearance.
    static func placeholders(in text: String) -> [Int] {
        var found: [Int] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).first == "}", let number = Int(digits) {
                found.append(number)
                rest = after.dropFirst(digits.count + 1)
            } else {
                rest = after
            }
        }
        return found
    }

    /// Fills `{N}` with the Nth argument in one pass, so that an argument
    /// holding `{2}` (a typed word) stays as typed.
    static func filling(_ template: String, with arguments: [String]) -> String {
        guard !arguments.isEmpty else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).first == "}", let number = Int(digits),
                number >= 1, number <= arguments.count
            {
                result += arguments[number - 1]
                rest = after.dropFirst(digits.count + 1)
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
