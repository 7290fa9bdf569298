import CommandGrammar
import SceneLabStore

/// What the simulator refuses, remarks or shows of its own accord — the
/// device and its settings, the app and scene lifecycle, and the `defaults`
/// store — with the data the sentence needs.
public enum LifecycleDiagnostic: Diagnostic, Equatable {
    // MARK: The process

    /// A command that needs a running app, before `launch` or after the process ended.
    case notRunning
    /// The focused window has no root view controller: nothing to show or tap.
    case blackScreen
    /// A launch of an app that another scenelab on the same device runs.
    case runningElsewhere(app: String, other: ProcessHolder)
    /// A touch (`verb`) while the focused scene is not foreground-active.
    case sceneNotActive(scene: Int, state: Scene.ActivationState, reason: Scene.InactiveReason?, verb: String)
    /// A command that runs the app's code (`verb`) while the app is suspended.
    case appSuspended(verb: String)
    /// `tree` with no app running.
    case noAppToShow
    /// `launch` of an app the catalog does not have (`known`: the apps it has).
    case noSuchApp(name: String, known: [String])
    /// The device could not start the app's process: its container refused.
    case processNotStarted(app: String, error: StoreError)
    /// The app read an `unowned` reference to a freed object: Swift's runtime
    /// said `runtimeMessage`, and the closure that captured it crashed the app.
    case unownedReferenceCrash(runtimeMessage: String, closure: String)
    /// The process ended on a crash.
    case crashEndedProcess
    /// The process ended on an uncaught exception, which no `explain` topic tells of.
    case exceptionEndedProcess

    // MARK: The device and its settings

    /// What `device` shows: the simulated device.
    case device(Device)
    /// A platform named on its own, as `help`, `tree` and refusals name it.
    case platform(Platform)
    /// What `ios` and `lifecycle` show: the platform apps run on.
    case platformShown(Platform)
    /// What `lang` shows: the language the apps speak, said in that language.
    case languageShown
    /// `device MODEL` while `app` runs.
    case deviceLocked(app: String)
    /// `ios` or `lifecycle` with a change while `app` runs on `platform`.
    case platformLocked(app: String, platform: Platform)
    /// `ios` with a version scenelab does not play.
    case iOSVersionUnsupported
    /// `lifecycle scene` on iOS 12, which has no scenes.
    case noScenesOnIOS12
    /// `lang` with a change while `app` runs.
    case languageLocked(app: String)
    /// `book` with a change while `app` runs.
    case bookCodeLocked(app: String)
    /// `rotate` to the orientation the device is already in.
    case alreadyInOrientation(device: String, orientation: Device.Orientation)
    /// The device turned with no app running.
    case turnedWithNoApp(device: String, orientation: Device.Orientation)
    /// The device turned while the app is suspended: the app hears of it when it comes back.
    case turnedWhileSuspended(device: String, orientation: Device.Orientation)
    /// The device turned: the window's new size and size classes, and whether a size class changed.
    case turned(
        device: String, orientation: Device.Orientation, size: String, width: Device.SizeClass,
        height: Device.SizeClass, sizeClassChanged: Bool)
    /// An app back from suspension hears of the turn it missed.
    case missedTurnHeard(device: String, orientation: Device.Orientation, size: String)

    // MARK: The app's lifecycle

    /// `launch APP` while another app (`app`) runs.
    case anotherAppRunning(app: String)
    /// `launch --background` while the app already runs.
    case backgroundLaunchWhileRunning(app: String)
    /// A launch into the background: the root appeared, unseen.
    case launchedInBackground
    /// `launch` of the running app while every scene is already in the foreground.
    case alreadyInForeground(app: String)
    /// `home` while no scene is in the foreground.
    case alreadyInBackground
    /// `open` during a call.
    case callInProgress
    /// `open` while every scene is foreground-active.
    case alreadyActive(app: String)
    /// `suspend` while a scene is in the foreground (`scenes`: where each stands).
    case suspendingForegroundApp(scenes: [SceneSummary])
    /// `suspend` of an app already suspended.
    case alreadySuspended
    /// The system suspended the app, which hears nothing of it.
    case suspended
    /// `system-kill` of an app that is not suspended.
    case killingUnsuspendedApp
    /// The system killed the suspended app, which heard nothing.
    case systemKilled
    /// A command (`verb`) that makes active scenes inactive, while none is active.
    case noActiveScene(verb: String, scenes: [SceneSummary])
    /// `resume` with no call in progress.
    case noCall
    /// `kill` of a suspended app: no callback runs.
    case killedWhileSuspended
    /// The process ended on `kill`.
    case processEnded
    /// An iPhone swipe-kill played as the book says: `sceneDidDisconnect` is called.
    case swipeKillDisconnectsAsBookSays
    /// An iPhone swipe-kill played as the logs show: no `sceneDidDisconnect`.
    case swipeKillWithoutDisconnect

    // MARK: Scenes

    /// A `scene` command (`verb`) on a platform without scenes.
    case noScenesOnPlatform(verb: String, platform: Platform)
    /// `scene new` on an iPhone, which shows one scene at a time.
    case oneSceneOnPhone
    /// A new scene connected and took the focus.
    case sceneConnected(scene: Int)
    /// A connected scene's line in `scene list` (`state`: as `Scene.stateText` gives it).
    case sceneListed(scene: Int, state: String, delegate: String, root: String?, focused: Bool)
    /// A scene UIKit disconnected to free memory, as `scene list` shows it.
    case reclaimedSceneListed(scene: Int, focused: Bool)
    /// `scene focus` on a scene UIKit disconnected to free memory.
    case focusOnReclaimedScene(scene: Int)
    /// `scene focus` on the focused scene.
    case sceneAlreadyFocused(scene: Int)
    /// `scene focus` moved the focus to a scene.
    case focusChanged(scene: Int, state: Scene.ActivationState)
    /// The focused scene went away, and the focus moved to another.
    case focusFollowed(scene: Int)
    /// `scene close` of the app's only connected scene.
    case closingOnlyScene(scene: Int)
    /// `scene reclaim` of a scene already disconnected.
    case sceneAlreadyReclaimed(scene: Int)
    /// `scene reclaim` of a scene not in the background.
    case reclaimingForegroundScene(scene: Int, state: Scene.ActivationState)
    /// UIKit disconnected a scene to free memory; its session stays.
    case sceneReclaimed(scene: Int)
    /// A `scene` command (`verb`) naming a scene the app does not have (`known`: the ones it has).
    case noSuchScene(scene: Int, verb: String, known: [Int])

    // MARK: defaults

    /// A `defaults` command refused for a reason of its own.
    indirect case defaultsRefused(LifecycleDiagnostic)
    /// A `defaults` command the store refused.
    case defaultsStoreFailed(StoreError)
    /// An error scenelab does not know, in its own words.
    case unexpectedError(description: String)
    /// A domain that does not exist.
    case domainMissing(domain: String)
    /// A key that the domain does not have.
    case keyMissing(domain: String, key: String)
    /// `--decode json` on a value that is not data.
    case notData(key: String, type: String)
    /// `--decode json` on JSON with more values than it shows.
    case tooMuchJSON(key: String, bytes: Int, limit: Int)
    /// `--decode json` on data that is no JSON, for the parser's `reason`.
    case notJSON(key: String, bytes: Int, reason: String)
    /// What `read-type` shows: the value's type.
    case valueType(type: String)
    /// What `domains` shows when there are none.
    case noDomains
    /// `export` of a domain that does not exist.
    case nothingToExport(domain: String)
    /// `export` wrote the domain's keys to a file.
    case exported(domain: String, keys: Int, path: String)
    /// `import` of a property list whose top level is no dictionary.
    case topLevelNotDictionary(type: String)
    /// `import` replaced the domain with the file's keys.
    case imported(keys: Int, domain: String)
    /// `register` with no app running.
    case registerWithoutApp
    /// What `path` shows for a store that keeps nothing on disk.
    case storedInMemory
    /// A command (`verb`) with no DOMAIN and no app running.
    case domainNeeded(verb: String)
    /// A domain name that cannot be a file name.
    case invalidDomainName(domain: String)
    /// `-array-add`, `-int-add` or `-dict-add` on a key holding another type.
    case cannotAdd(key: String, holding: String, addition: Addition)
    /// `-int-add` past the integer's range.
    case additionOverflows(key: String)
    /// What `find` shows for a domain with matches.
    case keysFound(count: Int, domain: String)
    /// What `find` shows when nothing matches.
    case nothingFound(word: String)

    /// Where a scene stands, for a refusal that lists the scenes.
    public struct SceneSummary: Sendable, Equatable {
        public let scene: Int
        public let state: Scene.ActivationState
        public let reason: Scene.InactiveReason?

        public init(_ scene: Scene) {
            self.scene = scene.id
            self.state = scene.state
            self.reason = scene.inactiveReason
        }
    }

    /// What `defaults write` adds to a key's value.
    public enum Addition: Sendable, Equatable {
        case array
        case integer
        case dictionary
    }
}
