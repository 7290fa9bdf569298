/// Why the simulator refused a command. Nothing changes when it does.
///
/// Some rejections are UIKit's own silence (popping the root does nothing);
/// scenelab turns them into one clear line so a student sees why.
public struct Rejection: Error, Sendable, Equatable {
    public let message: String

    public init(_ message: String) { self.message = message }

    static let notRunning = Rejection("no app is running; type `launch` first")
}
