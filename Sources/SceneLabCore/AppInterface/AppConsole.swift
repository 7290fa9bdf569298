import CommandGrammar
/// What an app's own code prints to its console when UIKit calls it: the
/// `print` calls a project's Swift sources put in the methods they override,
/// evaluated for the call that runs them.
///
/// The session puts the lines after the call, as the app's console output
/// (events of kind `print`), whatever the trace style.
public protocol AppConsole: Sendable {
    /// What the app's code prints when `event`, a call UIKit made, runs it.
    func output(printedFor event: Event) -> ConsoleOutput
}

/// The lines one call printed, and whether scenelab stopped following the code before it ended.
public struct ConsoleOutput: Sendable, Equatable {
    public var lines: [ConsoleLine]
    /// Set when the code ran past what scenelab follows for one call: why the lines end there,
    /// for a note after them.
    public var stoppedEarly: (any Diagnostic)?

    public init(lines: [ConsoleLine], stoppedEarly: (any Diagnostic)? = nil) {
        self.lines = lines
        self.stoppedEarly = stoppedEarly
    }

    // The note is compared by what it says, as a `Rejection` is: its kind is the app's, unknown here.
    public static func == (lhs: ConsoleOutput, rhs: ConsoleOutput) -> Bool {
        lhs.lines == rhs.lines && lhs.stoppedEarly?.english == rhs.stoppedEarly?.english
            && lhs.stoppedEarly?.russian == rhs.stoppedEarly?.russian
    }
}

/// One line an app's code printed, and what scenelab could not work out in it.
public struct ConsoleLine: Sendable, Equatable {
    /// The line as the console shows it; a part scenelab cannot evaluate is
    /// shown as the Swift expression, `\(expression)`.
    public var text: String
    /// Where the `print` call is: `HomeViewController.swift:12`.
    public var site: String
    /// The expressions shown as written, which a note names once per site.
    public var unevaluated: [String]

    public init(text: String, site: String, unevaluated: [String] = []) {
        self.text = text
        self.site = site
        self.unevaluated = unevaluated
    }
}
