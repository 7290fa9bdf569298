/// How text output writes the calls a command makes.
public enum TraceStyle: String, Sendable, Equatable, CaseIterable {
    /// scenelab's own lines: `  ReceiverClass#N method(label: value)`, by trace channel.
    case scenelab
    /// The console of CS193p lecture 9's `VCLLoggingViewController`: only the
    /// app's classes that inherit it, in its own words (`Game(2) viewDidLoad()`),
    /// with its growing `__` prefix; scenelab's notes are left out.
    case cs193p
}
