import CommandGrammar
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
    case helpApps
    case helpExample
    case helpFirstSteps
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
    case notCommandBack
    case notCommandClear
    case notCommandStart
    case notCommandReset
    case notCommandClose
    case notCommandShow
    // explain
    case explainLastNothing
    case explainLastNoCalls
    case explainNothingOn
    case explainTryInstead
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
    case quizUnsettled
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
    // `scenelab check`
    case checkSummary
    case checkFail
    case checkCannotRead
    case checkUpdated
    case checkNotUpdated
    case checkUpdateAsk
    // the console's recordings and saved files
    case recordAlready
    case recordNameTheFile
    case recordingTo
    case recordingToWithPrelude
    case recordNothing
    case recorded
    case wroteLines
    // command-line errors, the session's, the console's and the command line's
    case parseTakes
    case lexUnterminatedQuote
    case lexTrailingBackslash
    case lexControlCharacter
    case lexInvisibleCharacter
    case defaultsDecodeNeedsKey
    case defaultsKeyBeforeValue
    case defaultsRegisterPlain
    case defaultsNotInteger
    case defaultsNotNumber
    case defaultsDictNeedsValue
    case defaultsCannotNest
    case defaultsUnknownTypeGuess
    case defaultsUnknownType
    case defaultsNotBoolean
    case defaultsNotDate
    case defaultsNotHex
    case specIOSVersion
    case specExportFormat
    case specExportNumber
    case specExportScale
    case specExportOrder
    case specHistoryForce
    case specNoCommandGuess
    case specNoCommand
    case specUnknownChannelGuess
    case specUnknownChannel
    case specNameAppOnce
    case errorAtColumn
    case promptSuspended
    case promptDisconnected
    case promptInactive
    case promptBackground
    case labelError
    case labelWarning
    case labelNote
    case notePrintedAsWritten
    case channelApp
    case channelScene
    case channelLifecycle
    case channelMemory
    case channelSegue
    case channelAppearing
    case channelLayout
    case channelContainment
    case channelDelegate
    case channelTable
    case channelStore
    case channelTraits
    case consoleSourceTranscript
    case consoleSourceTooDeep
    case consoleSourceCannotRead
    case consoleSourceNotFile
    case consoleSourceCycle
    case consolePlayCannotRead
    case consolePlayEnd
    case consoleExportNothing
    case consoleExportPast
    case consoleExportWrote
    case consoleExportPages
    case objectsOne
    case objectsFew
    case objectsMany
    case consoleQuizCannotWrite
    case consoleQuizCannotRead
    case consoleRecordStillRecording
    case consoleEventsFailed
    case consoleEditorFailed
    case resultsCannotRead
    case exportDefaultTitle
    case exportPage
    case exportContinued
    case exportLaterLeftOut
    case exportLegend
    case exportTotals
    case exportTree
    case exportError
    case resultsStudents
    case resultsStudentColumns
    case resultsStepsTitle
    case resultsStepColumns
    case resultsWrongTitle
    case resultsNone
    case resultsWrongLine
    case resultsRight
    case resultsGivenBy
    case resultsMore
    case resultsYes
    case resultsNo
    case resultsStoppedOf
    case resultsStoppedAt
    case resultsRetake
    case resultsAnswered
    case resultsStudentQuiz
    case resultsStudentStep
    case resultsGiven
    case resultsNoStudent
    case resultsPageTitle
    case resultsHeading
    case resultsLegend
    case resultsStudentsSection
    case resultsStepsSection
    case resultsWrongSection
    case resultsWrongColumns
    case resultsAnswersSection
    case resultsAnswerColumns
    case cliNoSuchSubcommand
    case cliOpenNeedsPath
    case cliOpenTwice
    case cliUsage
    case cliSeeHelp
    case cliCannotReadScript
    case cliHelpHint
    case cliScriptIsTranscript
    case helpOverview
    case helpUsageHeading
    case helpArguments
    case helpOptions
    case helpExitStatus
    case helpEnvironment
    case helpValues
    case helpDefault
    case helpVersion
    case helpHelp
    case usageUnknownOptionSeeHelp
    case usageUnknownOptionGuess
    case usageFlagNoValue
    case usageNeedsValue
    case usageNameThe
    case usageOneOnly
    case usageTakes
    case kindText
    case kindWholeNumber
    case kindWholeNumberFromZero
    case kindNumber
    case usageNoResultsFile
    case usageNoTranscript
    case usageYesNeedsUpdate
    case usageResultsFile
    case usageQuizNeedsLesson
    case usageLessonAndFile
    case usageForceNeedsEvents
    case usageEventsFile
    case usageEphemeralDataDir
    case usageIOSRange
    case usageIOS12Scenes
    case usageLockTimeout
    case usageChapterRange
    case usageServeAddress
    case serveFailed
    case serveProjector
    case serveStudents
    case serveTeacher
    case serveEverywhere
    case labelSkipped
    case replBanner
    // counted nouns, one case per Russian plural form (English: one or more)
    case commandsOne
    case commandsFew
    case commandsMany
    case linesOne
    case linesFew
    case linesMany

    /// The text in `language`, its placeholders filled with `arguments`.
    public func callAsFunction(_ language: Language, _ arguments: String...) -> String {
        Self.filling(template(language), with: arguments)
    }

    /// "3 commands" / "3 команды": `count` with the noun in the form its number takes.
    public static func commands(_ language: Language, _ count: Int) -> String {
        counted(language, count, one: .commandsOne, few: .commandsFew, many: .commandsMany)
    }

    /// The text in `language`, its placeholders filled with `arguments`, given as an array.
    public func text(_ language: Language, _ arguments: [String]) -> String {
        Self.filling(template(language), with: arguments)
    }

    /// "3 objects" / "3 объекта".
    public static func objects(_ language: Language, _ count: Int) -> String {
        counted(language, count, one: .objectsOne, few: .objectsFew, many: .objectsMany)
    }

    /// "3 lines" / "3 строки".
    public static func lines(_ language: Language, _ count: Int) -> String {
        counted(language, count, one: .linesOne, few: .linesFew, many: .linesMany)
    }

    /// Russian has three plural forms (1 команда, 2 команды, 5 команд; 11–14
    /// take the third); English two, its few and many being the same text.
    static func counted(_ language: Language, _ count: Int, one: Phrase, few: Phrase, many: Phrase) -> String {
        RussianPlural.form(count, one: one, few: few, many: many)(language, String(count))
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
