import CommandGrammar

/// A quiz step as a class served in a browser asks it of every student: which lesson, which
/// step, the command and its calls in UIKit's order (each as text output prints it, an
/// `[uncertain]` one marked so), and the note said after the answer. Each student's page then
/// shuffles the calls for that student and scores the answer by the terminal's rule
/// (`QuizQuestion`, `QuizScore`, `OrderReasons`).
public struct ClassQuizStep: Sendable, Equatable {
    public var lesson: String
    public var number: Int
    public var title: String
    public var language: Language
    /// The step's number in the lesson, from 1, and how many steps it has.
    public var step: Int
    public var lessonSteps: Int
    public var command: String
    /// The calls in UIKit's order, as printed.
    public var calls: [String]
    public var note: String
    /// The seed the terminal's quiz shuffles with, so that a student's shuffle is the same here.
    public var seed: UInt64

    public init(
        lesson: String, number: Int, title: String, language: Language, step: Int, lessonSteps: Int, command: String,
        calls: [String], note: String, seed: UInt64
    ) {
        self.lesson = lesson
        self.number = number
        self.title = title
        self.language = language
        self.step = step
        self.lessonSteps = lessonSteps
        self.command = command
        self.calls = calls
        self.note = note
        self.seed = seed
    }
}
