/// A command line that cannot run as typed; the process exits with status 64
/// (EX_USAGE) after saying why and how the command is used.
struct UsageError: Error, Equatable {
    /// What is wrong and how to fix it, in one line.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
