/// How text output writes the calls a command makes.
public enum TraceStyle: String, Sendable, Equatable, CaseIterable {
    /// scenelab's own lines: `  ReceiverClass#N method(label: value)`, by trace channel.
    case scenelab
    /// The console of CS193p lecture 9's `VCLLoggingViewController`: only the
    /// app's classes that inherit it, in its own words (`Game(2) viewDidLoad()`),
    /// with its growing `__` prefix; scenelab's notes are left out.
    case cs193p
    /// The console of the book's own `print` calls (Usov, part I): the lines
    /// its listings print (`viewDidLoad SecondViewController`,
    /// `applicationDidFinishLaunching`, `willConnectTo`) for the classes and
    /// methods the book overrides, in UIKit's order; nothing for an app whose
    /// book prints nothing. scenelab's notes go to standard error, a line
    /// whose call is uncertain says so, and `trace` filters by the calls' channels.
    case usov
    /// Only what Xcode's console would show of an opened project: the lines
    /// its own `print` calls write, as they are, for side-by-side with a
    /// real run. scenelab's notes, warnings and errors go to standard error,
    /// so that a tap that does nothing is still explained.
    case xcode
}
