/// Class names a person may not give a view controller: the app's own
/// delegate classes and the UIKit classes those delegates use.
///
/// The log names objects by class, so a controller called `SceneDelegate`
/// would print `SceneDelegate#1`, as the real scene delegate does, and its
/// `deinit` would read as the delegate's while the delegate lives on. An
/// app cannot have two classes of one name, nor subclass UIWindow as a
/// screen, so scenelab refuses such a name rather than invent a second meaning.
enum ReservedClassName {
    /// What a reserved name is, as the refusal says it (English, Russian);
    /// nil for any other name. A switch: every push and present asks.
    private static func role(of className: String) -> (en: String, ru: String)? {
        // A name of another length is none of them: most class names are
        // ruled out without comparing text.
        switch className.utf8.count {
        case 7, 8, 11, 13, 14, 20: break
        default: return nil
        }
        switch className {
        case "AppDelegate": return ("the app's delegate class", "класс делегата приложения")
        case "SceneDelegate": return ("the app's scene delegate class", "класс делегата сцены")
        case "UIApplication": return ("the application object's class", "класс объекта приложения")
        case "UIResponder":
            return ("the app delegate's and scene delegate's superclass", "суперкласс делегатов приложения и сцены")
        case "UIScene": return ("the class of a scene", "класс сцены")
        case "UIWindowScene": return ("the class of a scene with windows", "класс сцены с окнами")
        case "UIWindow": return ("the class of the scene delegate's window", "класс окна делегата сцены")
        case "UISceneSession": return ("the class of a scene's session", "класс сессии сцены")
        case "UISceneConfiguration":
            return (
                "the class of the configuration the app delegate returns",
                "класс конфигурации, которую возвращает делегат приложения"
            )
        default: return nil
        }
    }

    /// How the log names the delegates' instances, which a controller of that class would imitate.
    private static let printedNames = ["AppDelegate": "AppDelegate", "SceneDelegate": "SceneDelegate#1"]

    /// Refuses `className` for `verb` when it names a delegate class or a
    /// class the delegates use; any other name passes.
    static func require(_ className: String, verb: String) throws(Rejection) {
        guard let role = role(of: className) else { return }
        let printed = printedNames[className].map { (en: "; the log names its instance \($0)", ru: "; его объект в логе называется \($0)") }
        throw Rejection(
            "\(verb) refused: \(className) is \(role.en), not a view controller\(printed?.en ?? ""); "
                + "give the screen a name of its own (\(className)Screen, say)",
            ru: "\(verb) отклонено: \(className) — \(role.ru), а не контроллер\(printed?.ru ?? ""); "
                + "дайте экрану своё имя (например, \(className)Screen)")
    }
}
