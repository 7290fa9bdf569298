import CommandGrammar
/// Why the simulator refused a command. Nothing changes when it does.
///
/// Some rejections are UIKit's own silence (popping the root does nothing);
/// scenelab turns them into one clear line so a student sees why.
///
/// Every rejection is written in each language scenelab speaks: the
/// initializer takes the English and the Russian, so a refusal without its
/// Russian does not compile.
public struct Rejection: Error, Sendable, Equatable {
    /// The refusal in English and Russian.
    public let wording: Wording

    /// The English text, the one tests compare.
    public var message: String { wording.en }

    public init(_ english: String, ru russian: String) { self.wording = Wording(en: english, ru: russian) }


    /// The text in `language`.
    public func message(in language: Language) -> String { wording.text(in: language) }

    static let notRunning = Rejection(
        "no app is running; type `launch` first", ru: "приложение не запущено; сначала введите `launch`")

    /// The focused scene's window has no root view controller (a storyboard
    /// with no entry point, `launch --window no-entry-point`): nothing to show or tap.
    static let blackScreen = Rejection(
        "black screen: the window has no rootViewController (the storyboard has no entry point); nothing to show or tap",
        ru: "чёрный экран: у окна нет rootViewController (в сториборде нет точки входа); показывать и нажимать нечего")

    /// A launch of an app another scenelab on the same device runs: iOS runs one process per app.
    static func runningElsewhere(_ app: AppDefinition, other: String) -> Rejection {
        Rejection(
            "launch refused: \(app.displayName) already runs on this device in another scenelab (\(other)), "
                + "and iOS runs one process per app; quit that scenelab or `kill` the app there, "
                + "or give this one a device of its own with another --data-dir",
            ru: "launch отклонён: \(app.displayName) уже работает на этом устройстве в другом scenelab (\(other)), "
                + "а iOS запускает один процесс на приложение; закройте тот scenelab или введите там `kill`, "
                + "или дайте этому своё устройство другим --data-dir")
    }

    /// A touch (`verb`, the command's word) while the focused scene is not
    /// foreground-active: UIKit would not deliver it.
    static func sceneNotActive(_ scene: Scene, refusing verb: String) -> Rejection {
        let why: String
        let russian: String
        switch (scene.state, scene.inactiveReason) {
        case (.background, _):
            why = "is in the background; `open` or `launch` the app first"
            russian = "в фоне; сначала `open` или `launch`"
        case (.foregroundInactive, .interruption?):
            why = "is inactive behind an interruption; `resume` first"
            russian = "неактивна из-за прерывания; сначала `resume`"
        case (.foregroundInactive, .switcher?):
            why = "is inactive in the app switcher; `open` the app first"
            russian = "неактивна в переключателе приложений; сначала `open`"
        case (.foregroundInactive, _):
            why = "is not active yet"
            russian = "ещё не активна"
        default:
            why = "is not connected"
            russian = "не подключена"
        }
        return Rejection(
            "\(verb) ignored: scene \(scene.id) \(why) (UIKit delivers touches only to a foreground-active scene)",
            ru: "\(verb) не выполнена: сцена \(scene.id) \(russian) "
                + "(UIKit доставляет касания только активной сцене на переднем плане)")
    }
}
