/// Class names a person may not give a view controller: the app's own
/// delegate classes and the UIKit classes those delegates use.
///
/// The log names objects by class, so a controller called `SceneDelegate`
/// would print `SceneDelegate#1`, as the real scene delegate does, and its
/// `deinit` would read as the delegate's while the delegate lives on. An
/// app cannot have two classes of one name, nor subclass UIWindow as a
/// screen, so scenelab refuses such a name rather than invent a second meaning.
public enum ReservedClassName: String, Sendable, Equatable {
    /// The app's delegate class.
    case appDelegate = "AppDelegate"
    /// The app's scene delegate class.
    case sceneDelegate = "SceneDelegate"
    /// The application object's class.
    case application = "UIApplication"
    /// The superclass of both delegates.
    case responder = "UIResponder"
    /// The class of a scene.
    case scene = "UIScene"
    /// The class of a scene with windows.
    case windowScene = "UIWindowScene"
    /// The class of the scene delegate's window.
    case window = "UIWindow"
    /// The class of a scene's session.
    case sceneSession = "UISceneSession"
    /// The class of the configuration the app delegate returns.
    case sceneConfiguration = "UISceneConfiguration"

    /// The reserved name `className` is; nil for any other name. Every push and present asks.
    init?(className: String) {
        // A name of another length is none of them: most class names are
        // ruled out without comparing text.
        switch className.utf8.count {
        case 7, 8, 11, 13, 14, 20: break
        default: return nil
        }
        self.init(rawValue: className)
    }

    /// How the log names the delegate's instance, which a controller of that class would imitate.
    var instanceName: String? {
        switch self {
        case .appDelegate: return "AppDelegate"
        case .sceneDelegate: return "SceneDelegate#1"
        case .application, .responder, .scene, .windowScene, .window, .sceneSession, .sceneConfiguration: return nil
        }
    }

    /// Refuses `className` for `verb` when it names a delegate class or a
    /// class the delegates use; any other name passes.
    static func require(_ className: String, verb: String) throws(Rejection) {
        guard let reserved = ReservedClassName(className: className) else { return }
        throw Rejection(InterfaceDiagnostic.reservedClassName(verb: verb, name: reserved))
    }
}
