import SceneLabCore

/// What a lesson needs from the program that plays it: somewhere to print,
/// a session to run its steps in, and a person to read from.
///
/// The terminal's console is one host; a test's host keeps the lines and
/// types scripted answers, so that a lesson and its quiz play without a
/// terminal.
public protocol LessonHost: AnyObject {
    /// Prints a line of the lesson's own.
    func say(_ line: String)
    /// Prints one call of a student's order, marked ✓ (in its place), ✗, or
    /// · (a call no source settles the place of).
    func sayMarked(_ mark: QuizMark, _ line: String)
    /// The width to wrap notes and reasons at (a terminal's columns); nil
    /// when lines are printed as they are (a script, a transcript).
    var lineWidth: Int? { get }
    /// Runs a line as if typed at the prompt: its output printed as usual.
    func run(_ line: String)
    /// Runs a line without printing anything: its events, and the lines text
    /// output gives each event (none for an event the settings hide).
    func execute(_ line: String) -> [(event: Event, lines: [String])]
    /// Whether a person is there to type: without one, a lesson plays
    /// straight through and a quiz stops at its first question.
    var readsLines: Bool { get }
    /// Reads a line after `prompt`; nil at the end of input.
    func readLine(_ prompt: String) -> String?
    /// The words Tab completes while a question waits for its order; nil otherwise.
    var quizWords: [String]? { get set }
    /// A quiz step is being asked (`ClassQuizStep`): a host that serves a class asks it of
    /// the students too; others do nothing.
    func classQuizAsked(_ step: ClassQuizStep)
    /// A lesson played step by step is about to wait for Enter before `command`, having said
    /// `note` (the comments above the step): a host that serves a class shows it on the projector.
    func classLessonStep(_ step: String, note: [String], command: String)
}

extension LessonHost {
    /// A quiz step is asked: a host that serves a class asks it of the students too.
    public func classQuizAsked(_ step: ClassQuizStep) {}

    /// A step of a lesson is about to be played: a host that serves a class shows its note.
    public func classLessonStep(_ step: String, note: [String], command: String) {}
}
