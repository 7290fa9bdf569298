import CommandGrammar
/// What a user or the app's code does, as the simulator understands it.
public enum SimulatorCommand: Sendable, Equatable {
    /// Whether the command needs the app's code to run, which a suspended app cannot.
    var runsAppCode: Bool {
        switch self {
        case .push, .pop, .popToRoot, .popTo, .setStack, .present, .dismiss, .segue, .gesture, .model,
            .memoryWarning, .selectTab, .hold, .release, .swipeBack, .showPrimary, .hidePrimary, .swipeDown,
            .finishTransition, .cancelTransition, .container:
            return true
        default:
            return false
        }
    }

    /// Whether the command may run while an interactive transition is in
    /// flight: ending it, looking, and a memory warning, which touches no
    /// gesture (the finger stays down while the app hears it).
    var runsDuringInteractiveTransition: Bool {
        switch self {
        case .finishTransition, .cancelTransition, .tree, .objects, .screen, .actions, .device, .defaults,
            .scene(.list), .platform, .files, .removeFile, .language, .memoryWarning, .code:
            return true
        default:
            return false
        }
    }

    /// Whether the command is a system event that takes the screen from the
    /// finger: UIKit cancels the touches, so an interactive transition in
    /// flight is cancelled before the command runs (`explain gesture-interrupted`).
    var cancelsInteractiveTransition: Bool {
        switch self {
        case .home, .switcher, .interrupt, .kill, .rotate: return true
        default: return false
        }
    }

    /// Whether the command is a person touching the app: UIKit delivers
    /// touches (and so the app's UI code they run) only to a foreground-active
    /// scene. Printing the model (`task list`) is no touch.
    var needsActiveScene: Bool {
        switch self {
        case .gesture, .selectTab, .swipeBack, .swipeDown, .finishTransition, .cancelTransition, .showPrimary,
            .hidePrimary:
            return true
        case .model(let command): return !command.onlyReads
        case .container(let command): return command.command.isTouch
        default: return false
        }
    }

    /// The word a person types for the command (`push`, `tap`, `task`):
    /// a refusal starts with it, so that the error names what it refuses.
    public var verb: String {
        switch self {
        case .launch: return "launch"
        case .home: return "home"
        case .switcher: return "switcher"
        case .open: return "open"
        case .interrupt: return "interrupt"
        case .resume: return "resume"
        case .kill: return "kill"
        case .suspend: return "suspend"
        case .systemKill: return "system-kill"
        case .memoryWarning: return "memory-warning"
        case .rotate: return "rotate"
        case .scene(let command): return "scene \(command.verb)"
        case .platform: return "ios"
        case .device: return "device"
        case .language: return "lang"
        case .code: return "book"
        case .push: return "push"
        case .pop: return "pop"
        case .popToRoot: return "pop-to-root"
        case .popTo: return "pop-to"
        case .setStack: return "set-stack"
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .segue: return "segue"
        case .swipeBack: return "swipe-back"
        case .swipeDown: return "swipe-down"
        case .finishTransition: return "finish"
        case .cancelTransition: return "cancel"
        case .hold: return "hold"
        case .release: return "release"
        case .showPrimary: return "show-primary"
        case .hidePrimary: return "hide-primary"
        case .selectTab: return "tab"
        case .screen: return "screen"
        case .actions: return "actions"
        case .gesture(let gesture): return gesture.verb
        case .model(let command): return command.noun
        case .container(let command): return command.command.verb
        case .defaults: return "defaults"
        case .files: return "files"
        case .removeFile: return "rm"
        case .tree: return "tree"
        case .objects: return "objects"
        }
    }

    // System and user gestures.
    /// Tap the app icon: cold launch, or back to the foreground. With
    /// `background`, the system launches the app without showing it.
    case launch(app: String?, window: WindowSetup, background: Bool = false)
    /// The Home gesture.
    case home
    /// Open the app switcher.
    case switcher
    /// Come back from the switcher or the background.
    case open
    /// An incoming call starts.
    case interrupt
    /// The incoming call ends.
    case resume
    /// Swipe the app away in the switcher.
    case kill
    /// The system suspends a background app: no callbacks.
    case suspend
    /// The system kills a suspended app: no callbacks at all.
    case systemKill
    /// The system sends a memory warning.
    case memoryWarning
    /// Turn the device to an orientation, or (`nil`) to the other one.
    case rotate(Device.Orientation?)
    /// Connect, list, focus, close or reclaim a scene.
    case scene(SceneCommand)
    /// Show the iOS version and lifecycle apps run on, or change them while no app runs.
    case platform(iOSVersion: Int?, lifecycle: Platform.Lifecycle?)
    /// Show the device (`nil`), or change it while no app runs.
    case device(Device.Model?)
    /// Show the language the apps' UI speaks (`nil`), or change it while no app runs.
    case language(Language?)
    /// Show whether the books' apps run their books' code as printed, or change it while no app runs.
    case code(BookCode?)

    // Programmatic navigation.
    /// `pushViewController(CLASS(), animated: true)`.
    case push(className: String)
    /// `popViewController(animated: true)`.
    case pop
    /// `popToRootViewController(animated: true)`.
    case popToRoot
    /// `popToViewController(viewControllers[index], animated: true)`.
    case popTo(index: Int)
    /// `setViewControllers(_:animated: true)`.
    case setStack(classNames: [String])
    /// `present(CLASS(), animated: true)` with a modal presentation style.
    case present(className: String, style: PresentationStyle)
    /// `dismiss(animated: true)` of the topmost presented controller.
    case dismiss
    /// `performSegue(withIdentifier:sender:)` from the top controller.
    case segue(String)
    /// The interactive pop gesture: a finger drags from the left edge.
    case swipeBack
    /// A finger drags a sheet down.
    case swipeDown
    /// The finger lifts and the interactive transition completes.
    case finishTransition
    /// The finger lifts and the interactive transition springs back.
    case cancelTransition
    /// Keep a strong reference, named, to the top view controller.
    case hold(String)
    /// Drop a reference `hold` kept.
    case release(String)
    /// Slide a split view's hidden primary column in.
    case showPrimary
    /// Slide a split view's primary column out.
    case hidePrimary
    /// A tap on tab `number` (from 1) of the focused scene's tab bar.
    case selectTab(number: Int)

    // UI interaction.
    /// Draw the top screen.
    case screen
    /// List what the top screen accepts.
    case actions
    /// A finger on the top screen.
    ///
    /// The commands with large payloads (this one, `model`, `defaults`,
    /// `files`, `removeFile`) are boxed (`indirect`), so that a command is
    /// about two words and the navigation commands, which replay runs by the
    /// million, copy as small values (`CommandLayoutTests` holds it there).
    indirect case gesture(Gesture)

    // Model and store.
    /// `task …` and `contact …`.
    indirect case model(ModelCommand)
    /// A command a container kind adds (`page next`).
    indirect case container(AnyContainerCommand)
    /// The store, in the syntax of macOS's `defaults` tool.
    indirect case defaults(DefaultsCommand)

    /// List the files of an app's container: the running app's, or the one
    /// named, or when none runs, the one that ran last.
    indirect case files(app: String?)
    /// Delete a file of an app's container, as a person can on the
    /// Simulator's disk between runs.
    indirect case removeFile(path: String, app: String?)

    // Looking.
    /// Draw the object graph.
    case tree
    /// List live controllers and who holds them.
    case objects
}
