import CommandGrammar
import SceneLabStore

/// Why the simulator refused a command. Nothing changes when it does.
///
/// Some rejections are UIKit's own silence (popping the root does nothing);
/// scenelab turns them into one clear line so a student sees why.
///
/// A rejection carries a `Diagnostic`, a value with the data of the refusal;
/// its English and Russian renderers make the sentence, so a refusal without
/// its Russian does not compile.
public struct Rejection: Error, Sendable, Equatable {
    /// What was refused and why, as a value; its renderers make the sentence.
    public var diagnostic: any Diagnostic { box.diagnostic }

    /// The diagnostic behind one reference. Every command's outcome is a
    /// `Result<Void, Rejection>`: with the five-word existential inline, the
    /// result was copied and tested through the runtime's type metadata on
    /// every command (~200 instructions each, under callgrind); one pointer
    /// keeps it a plain value, and only a refusal allocates.
    private let box: Box

    private final class Box: Sendable {
        let diagnostic: any Diagnostic
        init(_ diagnostic: any Diagnostic) { self.diagnostic = diagnostic }
    }

    public init(_ diagnostic: some Diagnostic) { self.box = Box(diagnostic) }

    /// The English text, the one tests compare.
    public var message: String { diagnostic.english }

    /// The text in `language`.
    public func message(in language: Language) -> String { diagnostic.text(in: language) }

    public static func == (lhs: Rejection, rhs: Rejection) -> Bool {
        lhs.diagnostic.english == rhs.diagnostic.english && lhs.diagnostic.russian == rhs.diagnostic.russian
    }

    static let notRunning = Rejection(LifecycleDiagnostic.notRunning)

    /// The focused scene's window has no root view controller (a storyboard
    /// with no entry point, `launch --window no-entry-point`): nothing to show or tap.
    static let blackScreen = Rejection(LifecycleDiagnostic.blackScreen)

    /// A launch of an app another scenelab on the same device runs: iOS runs one process per app.
    static func runningElsewhere(_ app: AppDefinition, other: ProcessHolder) -> Rejection {
        Rejection(LifecycleDiagnostic.runningElsewhere(app: app.displayName, other: other))
    }

    /// A touch (`verb`, the command's word) while the focused scene is not
    /// foreground-active: UIKit would not deliver it.
    static func sceneNotActive(_ scene: Scene, refusing verb: String) -> Rejection {
        Rejection(
            LifecycleDiagnostic.sceneNotActive(
                scene: scene.id, state: scene.state, reason: scene.inactiveReason, verb: verb))
    }
}
