import CommandGrammar

extension LifecycleDiagnostic {
    public var english: String {
        switch self {
        // The process
        case .notRunning:
            return "no app is running; type `launch` first"
        case .blackScreen:
            return "black screen: the window has no rootViewController (the storyboard has no entry point);"
                + " nothing to show or tap"
        case .runningElsewhere(let app, let other):
            let holder: String
            switch other {
            case .marked(let mark): holder = mark
            case .starting: holder = "a process that is still starting"
            case .unreadableMark: holder = "a process whose mark cannot be read"
            }
            return "launch refused: \(app) already runs on this device in another scenelab (\(holder)), "
                + "and iOS runs one process per app; quit that scenelab or `kill` the app there, "
                + "or give this one a device of its own with another --data-dir"
        case .sceneNotActive(let scene, let state, let reason, let verb):
            let why: String
            switch (state, reason) {
            case (.background, _): why = "is in the background; `open` or `launch` the app first"
            case (.foregroundInactive, .interruption?): why = "is inactive behind an interruption; `resume` first"
            case (.foregroundInactive, .switcher?): why = "is inactive in the app switcher; `open` the app first"
            case (.foregroundInactive, _): why = "is not active yet"
            default: why = "is not connected"
            }
            return "\(verb) ignored: scene \(scene) \(why) (UIKit delivers touches only to a foreground-active scene)"
        case .appSuspended(let verb):
            return "\(verb) ignored: the app is suspended and runs no code; `open` or `launch` it first"
        case .noAppToShow:
            return "(no app is running)"
        case .noSuchApp(let name, let known):
            let guess = Suggestion.didYouMean(name, in: known)
            return "launch: no app named '\(name)'\(guess)\(guess.isEmpty ? ";" : "") the apps are "
                + known.joined(separator: ", ")
        case .processNotStarted(let app, let error):
            return "launch: cannot start \(app): \(error.description)"
        case .unownedReferenceCrash(let runtimeMessage, let closure):
            return runtimeMessage + " (\(closure) captured it [unowned self]); the app crashed"
        case .crashEndedProcess:
            return "the process ends at once: no callback runs, and whatever was not saved is gone (`explain unowned`)"
        case .exceptionEndedProcess:
            return "the process ends at once: no callback runs, and whatever was not saved is gone"

        // The device and its settings
        case .device(let device):
            return "\(device.model.displayName), \(device.orientation.rawValue) "
                + "(width \(device.horizontalSizeClass.rawValue), height \(device.verticalSizeClass.rawValue))"
        case .platform(let platform):
            return Self.name(of: platform)
        case .platformShown(let platform):
            return "apps run on \(Self.name(of: platform))"
        case .languageShown:
            return "apps speak English (en)"
        case .deviceLocked(let app):
            return "the device cannot change while \(app) runs; `kill` it first"
        case .platformLocked(let app, let platform):
            return "the iOS version and lifecycle cannot change while \(app) runs "
                + "(it runs on \(Self.name(of: platform))); `kill` it first"
        case .iOSVersionUnsupported:
            return "ios: scenelab plays iOS 9 to 12 (before scenes) and 13 to 26 (today's UIKit)"
        case .noScenesOnIOS12:
            return "lifecycle scene ignored: iOS 12 and earlier have no scenes; `ios 13` first"
        case .languageLocked(let app):
            return "the language cannot change while \(app) runs: its UI is already drawn; `kill` it first"
        case .bookCodeLocked(let app):
            return "book cannot change while \(app) runs: its code is already loaded; `kill` it first"
        case .alreadyInOrientation(let device, let orientation):
            return "rotate ignored: the \(device) is already in \(orientation.rawValue)"
        case .turnedWithNoApp(let device, let orientation):
            return "the \(device) turns to \(orientation.rawValue); no app runs to hear it"
        case .turnedWhileSuspended(let device, let orientation):
            return "the \(device) turns to \(orientation.rawValue); the app is suspended and runs no code, "
                + "so it hears nothing now: its windows turn when it comes back (`open`)"
        case .turned(let device, let orientation, let size, let width, let height, let sizeClassChanged):
            return "the \(device) turns to \(orientation.rawValue): \(size), width \(width.rawValue), "
                + "height \(height.rawValue)"
                + (sizeClassChanged ? " (a size class changed)" : " (the size classes stay)")
        case .missedTurnHeard(let device, let orientation, let size):
            return "the app hears of the turn it missed while suspended: the \(device) is in "
                + "\(orientation.rawValue), \(size) (`explain suspended-rotation`)"

        // The app's lifecycle
        case .anotherAppRunning(let app):
            return "launch ignored: \(app) is running and scenelab runs one app at a time; type `kill` first"
        case .backgroundLaunchWhileRunning(let app):
            return "launch --background ignored: \(app) is already running"
        case .launchedInBackground:
            return "launched into the background: the root appeared in its window, but nobody sees it; `open` shows it"
        case .alreadyInForeground(let app):
            return "launch ignored: \(app) is already in the foreground"
        case .alreadyInBackground:
            return "home ignored: the app is already in the background"
        case .callInProgress:
            return "open ignored: a call is in progress; type `resume` to end it"
        case .alreadyActive(let app):
            return "open ignored: \(app) is already in the foreground and active"
        case .suspendingForegroundApp(let scenes):
            return "suspend ignored: the system suspends only an app in the background (\(Self.summary(of: scenes)))"
        case .alreadySuspended:
            return "suspend ignored: the app is already suspended"
        case .suspended:
            return "the system suspended the app: no callback tells it"
        case .killingUnsuspendedApp:
            return "system-kill ignored: the system kills only a suspended app; type `home` then `suspend` first"
        case .systemKilled:
            return "the system killed the suspended app: no callback ran, and whatever was not saved is gone"
        case .noActiveScene(let verb, let scenes):
            return "\(verb) ignored: no scene is active (\(Self.summary(of: scenes)))"
        case .noCall:
            return "resume ignored: no call is in progress"
        case .killedWhileSuspended:
            return "the app was suspended: it is killed without any callback, and whatever was not saved is gone"
        case .processEnded:
            return "the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)"
        case .swipeKillDisconnectsAsBookSays:
            return "book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; "
                + "its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: "
                + "uncertain (`explain kill`)"
        case .swipeKillWithoutDisconnect:
            return "no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); "
                + "the book says it is always called and its line may be missing from the console (S1, S16 log it): "
                + "uncertain; `book as-written` plays the book"

        // Scenes
        case .noScenesOnPlatform(let verb, let platform):
            return "\(verb) ignored: the app runs on \(Self.name(of: platform)): "
                + "its one window belongs to the app delegate"
        case .oneSceneOnPhone:
            return "scene new ignored: an iPhone shows one scene at a time (UIApplication.supportsMultipleScenes "
                + "is false there); try `device ipad` with no app running"
        case .sceneConnected(let scene):
            return "scene \(scene) is connected and focused: commands address it (`scene focus N` to change)"
        case .sceneListed(let scene, let state, let delegate, let root, let focused):
            return "scene \(scene): \(state), \(delegate)" + (root.map { ", root " + $0 } ?? "")
                + (focused ? " (focused)" : "")
        case .reclaimedSceneListed(let scene, let focused):
            return "scene \(scene): disconnected to free memory; `open` reconnects it" + (focused ? " (focused)" : "")
        case .focusOnReclaimedScene(let scene):
            return "scene focus ignored: scene \(scene) was disconnected to free memory; `open` reconnects it"
        case .sceneAlreadyFocused(let scene):
            return "scene focus ignored: scene \(scene) is already focused"
        case .focusChanged(let scene, let state):
            return "commands now address scene \(scene) (\(state.rawValue))"
        case .focusFollowed(let scene):
            return "commands now address scene \(scene)"
        case .closingOnlyScene(let scene):
            return "scene close ignored: scene \(scene) is the app's only connected scene; "
                + "closing it is swiping the app away: type `kill`"
        case .sceneAlreadyReclaimed(let scene):
            return "scene reclaim ignored: scene \(scene) is already disconnected"
        case .reclaimingForegroundScene(let scene, let state):
            return "scene reclaim ignored: UIKit reclaims only a scene in the background, and scene \(scene) is "
                + "\(state.rawValue); `home` first"
        case .sceneReclaimed(let scene):
            return "scene \(scene) is disconnected; its session stays, and `open` connects it again from scratch"
        case .noSuchScene(let scene, let verb, let known):
            return "scene \(verb): no scene \(scene); the app's scenes are "
                + known.map(String.init).joined(separator: ", ") + " (`scene list`)"

        // defaults
        case .defaultsRefused(let reason):
            return "defaults: " + reason.english
        case .defaultsStoreFailed(let error):
            return "defaults: " + error.diagnostic.english
        case .unexpectedError(let description):
            return description
        case .domainMissing(let domain):
            return "domain \(domain) does not exist"
        case .keyMissing(let domain, let key):
            return "the domain/default pair of (\(domain), \(key)) does not exist"
        case .notData(let key, let type):
            return "\(key) holds a \(type), not data; --decode json reads data values"
        case .tooMuchJSON(let key, let bytes, let limit):
            return "\(key) holds \(bytes) bytes of JSON with more than \(limit) values, more than --decode json shows; "
                + "`defaults export` writes the domain whole"
        case .notJSON(let key, let bytes, let reason):
            return "\(key) holds \(bytes) bytes of data that are \(reason)"
        case .valueType(let type):
            return "Type is \(type)"
        case .noDomains:
            return "(no domains)"
        case .nothingToExport(let domain):
            return "domain \(domain) does not exist; nothing was exported"
        case .exported(let domain, let keys, let path):
            return "exported \(domain) (\(keys) keys) to \(path)"
        case .topLevelNotDictionary(let type):
            return "its top level is \(type), not a dictionary"
        case .imported(let keys, let domain):
            return "imported \(keys) keys into \(domain)"
        case .registerWithoutApp:
            return "register adds to the running app's registration domain; launch an app first"
        case .storedInMemory:
            return "(in memory: nothing is written to disk)"
        case .domainNeeded(let verb):
            return "\(verb) needs a DOMAIN when no app is running (see `defaults domains`)"
        case .invalidDomainName(let domain):
            return "'\(domain)' is not a domain name (a bundle identifier such as com.example.ToDoManager)"
        case .cannotAdd(let key, let holding, let addition):
            switch addition {
            case .array: return "-array-add: \(key) holds a \(holding), not an array"
            case .integer: return "-int-add: \(key) holds a \(holding), not an integer"
            case .dictionary: return "-dict-add: \(key) holds a \(holding), not a dictionary"
            }
        case .additionOverflows(let key):
            return "-int-add: \(key) would overflow"
        case .keysFound(let count, let domain):
            return "Found \(count) key\(count == 1 ? "" : "s") in domain '\(domain)':"
        case .nothingFound(let word):
            return "No domain, key nor value containing '\(word)'"
        }
    }

    /// A platform as `help` and `tree` name it: `iOS 13 and later, scene lifecycle`.
    private static func name(of platform: Platform) -> String {
        let version = platform.iOSVersion < 13 ? "iOS \(platform.iOSVersion)" : "iOS 13 and later"
        return platform.usesScenes ? "\(version), scene lifecycle" : "\(version), app-delegate lifecycle, no scenes"
    }

    /// The scenes' states in a few words: `scene 1 is foregroundInactive (switcher)`.
    private static func summary(of scenes: [SceneSummary]) -> String {
        scenes.map { scene in
            "scene \(scene.scene) is \(scene.state.rawValue)" + (scene.reason.map { " (\($0.rawValue))" } ?? "")
        }.joined(separator: ", ")
    }
}
