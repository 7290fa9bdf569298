import CommandGrammar
import SceneLabStore

/// The simulation: the device's state and `apply(_:)`, which turns a command
/// into the events UIKit's callbacks would make.
///
/// `apply` is deterministic and opens nothing itself: the store's storage
/// and the files of `defaults export` and `import` are handed in by the
/// edge (`FileAccess`), so the same commands on the same store always give
/// the same events. A refused command changes nothing and yields one error.
public struct Simulator: Sendable {
    /// How many app processes have started on the device: a caller that must
    /// know whether a command started one compares it before and after, which
    /// costs nothing, where testing `application` copies the whole process.
    public private(set) var processesStarted = 0

    /// Whether an app process exists.
    public var hasProcess: Bool {
        switch application {
        case .none: return false
        case .some: return true
        }
    }

    /// The apps that can be launched.
    public private(set) var catalog: AppCatalog
    /// The running app process, if any.
    public internal(set) var application: Application?
    /// The device's key-value store; it outlives app processes.
    public internal(set) var store: Store
    /// Files named by `defaults export` and `import`.
    public let files: any FileAccess
    /// The apps' containers: the files apps write themselves (`Documents`).
    public let containers: any ContainerStorage
    /// The app that ran last, whose container `files` and `rm` mean when no app runs.
    public internal(set) var lastAppID: String?
    /// What UIKit remembers of each app's scene sessions, by app id; it outlives app processes.
    public private(set) var sceneSessions: [String: SceneSessionMemory] = [:]

    /// The language the apps' UI speaks.
    public internal(set) var language: Language
    /// The iOS version and lifecycle apps run with (`--ios`, `--lifecycle`).
    public private(set) var platform: Platform
    /// Whether the books' apps run their books' code as printed (`book as-written`); `fixed` by default.
    public internal(set) var code: BookCode = .fixed
    /// The chapter of its book the app plays (`book chapter N`); nil for the finished app.
    public internal(set) var chapter: BookChapter?
    /// The seed every app process's random numbers start from.
    public let randomSeed: UInt64
    /// The device apps run on: the running process's, which a rotation
    /// turns, or the one kept while no app runs. Its idiom changes only then.
    public var device: Device { application?.device ?? deviceWhileIdle }
    /// The device while no app runs; a process that ends leaves its own here, turned as it was.
    var deviceWhileIdle: Device
    /// The channels whose calls the running app records (`ChannelFilter`); every one by default.
    public var recordedChannels = ChannelFilter.all
    /// How many calls apps have made, in all, whether or not `recordedChannels` recorded them.
    public private(set) var callsMade = 0

    public init(
        catalog: AppCatalog, store: Store = Store(), files: any FileAccess = NoFileAccess(),
        containers: any ContainerStorage = InMemoryContainers(), language: Language = .en, randomSeed: UInt64 = 1,
        device: Device = .iPhone, platform: Platform = .current, code: BookCode = .fixed, chapter: BookChapter? = nil
    ) {
        self.code = code
        self.chapter = chapter
        self.platform = platform
        self.deviceWhileIdle = device
        self.catalog = catalog
        self.store = store
        self.files = files
        self.containers = containers
        self.language = language
        self.randomSeed = randomSeed
    }

    /// Applies one command and returns what happened, in order.
    public mutating func apply(_ command: AnySimulatorCommand) -> [Event] {
        var events: [Event] = []
        apply(command, into: &events)
        return events
    }

    /// Applies one command and appends what happened to `events`, so that
    /// a caller running many commands can reuse one buffer.
    public mutating func apply(_ command: AnySimulatorCommand, into events: inout [Event]) {
        applyWithoutWarnings(command.command, into: &events)
        for warning in store.takeWarnings() { events.append(.warning(warning.text(in: language))) }
    }

    /// The device's clock, in seconds since 2001-01-01 UTC (`Date`'s
    /// reference date). The core reads no real clock, so that a script
    /// replays the same: the clock starts at 2026-01-01 09:00:00 UTC and each
    /// command moves it one second on.
    public private(set) var now = Simulator.clockStart

    /// 2026-01-01T09:00:00Z, as seconds since 2001-01-01.
    public static let clockStart: Double = 788_950_800

    private mutating func applyWithoutWarnings(_ command: any SimulatorCommand, into events: inout [Event]) {
        now += 1
        application?.now = now
        // A command about the device itself (or a launch with nothing running) needs no process.
        if command.perform(on: &self, into: &events) {
            // A launch whose app code crashed (in `viewDidLoad`, say) leaves no process behind.
            if application?.hasCrashed == true { endProcess(after: command, wasSuspended: false) }
            return
        }
        guard let wasSuspended = application?.isSuspended else {
            events.append(.error(Rejection.notRunning.message(in: language)))
            return
        }
        // The process is changed where it lies (optional chaining mutates in
        // place), never moved out and back: it is a few hundred bytes.
        let start = events.count
        let outcome = application?.run(command, lending: &store, recordingInto: &events, channels: recordedChannels)
        callsMade += application?.recorder.takeCallsMade() ?? 0
        if case .failure(let rejection) = outcome {
            // What the refused command did is undone; what scenelab remarked on the way (the
            // side of a condition it could not work out) stays, as it may be why.
            let remarks = events[start...].filter { $0.kind == .note }
            events.removeSubrange(start...)
            events += remarks
            events.append(.error(rejection.message(in: language)))
            return
        }
        endProcess(after: command, wasSuspended: wasSuspended)
    }

    /// After `kill` (or a crash) the process is gone, and with it what lived in its memory.
    private mutating func endProcess(after command: any SimulatorCommand, wasSuspended: Bool) {
        // (Each field read through the optional: binding the process would copy it.)
        let hasCrashed = application?.hasCrashed ?? false
        let discarded = application?.hasBeenToldOfDiscardedSessions ?? false
        guard
            let memory = SceneSessionMemory.after(
                command, appWasSuspended: wasSuspended, appCrashed: hasCrashed, discardedWhileRunning: discarded),
            let definition = application?.definition
        else { return }
        sceneSessions[definition.id] = memory
        store.endProcess(app: definition.bundleIdentifier)
        containers.endProcess(of: definition.bundleIdentifier)
        deviceWhileIdle = device
        application = nil
    }

    /// The `text` of the text fields of the running app's controllers, by object as printed, then
    /// by the property that holds each field (`ControllerCode.fieldTexts`); controllers without
    /// any are left out.
    public func fieldTextsOfRunningApp() -> [String: [String: String]] {
        guard let application else { return [:] }
        var texts: [String: [String: String]] = [:]
        for id in application.graph.controllers.keys {
            let fields = AppCode.fieldTexts(of: id, in: application)
            if !fields.isEmpty { texts[application.name(of: id)] = fields }
        }
        return texts
    }

    /// The row each controller's table had tapped last, by the controller's name, as its section
    /// and row (`ControllerCode.selectedRow`): what its code reads as `indexPathForSelectedRow`.
    public func selectedRowsOfRunningApp() -> [String: [Int]] {
        guard let application else { return [:] }
        var rows: [String: [Int]] = [:]
        for id in application.graph.controllers.keys {
            if let row = AppCode.selectedRow(of: id, in: application) { rows[application.name(of: id)] = row }
        }
        return rows
    }

    /// How each controller of the running app stands among the others, by name (`ConsoleLinks`).
    public func controllerLinksOfRunningApp() -> [String: ConsoleLinks] {
        application?.controllerLinks() ?? [:]
    }

    /// The `title` of the controller printed as `object` as it was made (`ControllerCode.titleAsMade`).
    public func controllerTitleAsMade(named object: String) -> String? {
        guard let application else { return nil }
        for id in application.graph.controllers.keys where application.name(of: id) == object {
            return AppCode.titleAsMade(of: id, in: application)
        }
        return nil
    }

    /// Hands the running process what its app's code keeps (`ConsoleMemory.objects`), which
    /// the session's console works out after each command: a screen drawn from the app's data
    /// reads it on the next.
    public mutating func setAppCodeValues(_ values: [String: [String: ConsoleValue]]) {
        application?.appCodeValues = values
    }

    /// Changes the device, which only a device with no app running allows.
    public mutating func setDevice(_ device: Device) throws(Rejection) {
        if let running = application?.definition.displayName {
            throw Rejection(LifecycleDiagnostic.deviceLocked(app: running))
        }
        deviceWhileIdle = device
    }

    /// Changes the iOS version or the lifecycle, which only a device with no
    /// app running allows; `nil` keeps what is there (iOS 12 implies no scenes).
    public mutating func setPlatform(version: Int?, lifecycle: Platform.Lifecycle?) throws(Rejection) {
        guard version != nil || lifecycle != nil else { return }
        if let running = application?.definition.displayName {
            throw Rejection(LifecycleDiagnostic.platformLocked(app: running, platform: platform))
        }
        let version = version ?? platform.iOSVersion
        guard Platform.versions.contains(version) else {
            throw Rejection(LifecycleDiagnostic.iOSVersionUnsupported)
        }
        if version < 13 && lifecycle == .scene {
            throw Rejection(LifecycleDiagnostic.noScenesOnIOS12)
        }
        let wanted = lifecycle ?? (version < 13 ? .app : platform.iOSVersion < 13 ? .scene : platform.lifecycle)
        platform = Platform(iOSVersion: version, lifecycle: wanted)
    }

    /// What `tree` draws, or a line saying no app runs.
    public var treeLines: [String] {
        application.map { Inspection.treeLines(in: $0) }
            ?? [LifecycleDiagnostic.noAppToShow.text(in: language)]
    }

    /// What `screen` draws, or why nothing is on the glass, without recording a command.
    public var screenLines: [String] {
        guard let application else { return [LifecycleDiagnostic.noAppToShow.text(in: language)] }
        do {
            return try Inspection.screenLines(in: application)
        } catch {
            return [error.message(in: language)]
        }
    }

    /// The controllers of the running app, in tree order, for inspection and completion.
    public var liveControllers: [ViewController] {
        guard let app = application else { return [] }
        return MemoryWarning.liveControllersInTreeOrder(in: app).compactMap { app.controller($0) }
    }

    /// Puts `definition` in the place of the catalog's app with its id, and of the running
    /// process's if that app runs: an opened project whose code left files unread, read now
    /// (`ProjectApp.reachableDefinition`). The objects made so far stay as they are; what is
    /// made from now on finds the new code.
    public mutating func replaceApp(_ definition: AppDefinition) {
        catalog = AppCatalog(apps: catalog.apps.map { $0.id == definition.id ? definition : $0 })
        if application?.definition.id == definition.id { application?.definition = definition }
    }

    mutating func launch(
        _ name: String?, window: WindowSetup?, inBackground: Bool, takesElse: Bool = false, into events: inout [Event]
    ) {
        guard let definition = name.map({ catalog.app(named: $0) }) ?? catalog.defaultApp else {
            let unknown = LifecycleDiagnostic.noSuchApp(name: name ?? "", known: catalog.apps.map(\.id))
            events.append(.error(unknown.text(in: language)))
            return
        }
        do {
            if case .runningElsewhere(let other) = try containers.startProcess(of: definition.bundleIdentifier) {
                events.append(.error(Rejection.runningElsewhere(definition, other: other).message(in: language)))
                return
            }
        } catch {
            let refused = LifecycleDiagnostic.processNotStarted(app: definition.displayName, error: error)
            events.append(.error(refused.text(in: language)))
            return
        }
        let chapter = definition.chapterPlayed(self.chapter)
        var app = Application(
            definition: definition, language: language, randomSeed: randomSeed, device: device, platform: platform,
            code: code, chapter: chapter)
        app.recorder.channels = recordedChannels
        app.now = now
        app.store = store
        app.containers = containers
        lastAppID = definition.id
        processesStarted += 1
        // A chapter the app is not in leaves it finished, and says so.
        if let asked = self.chapter, chapter == nil {
            app.note(
                InterfaceDiagnostic.notInChapter(
                    app: definition.displayName, chapter: asked.number, chapters: definition.chapters))
        }
        // `launch --else`: the launch code's undecided conditions take their `else`, its root too.
        app.unknownConditionsTakeElse = takesElse
        SceneLifecycle.coldLaunch(
            window: window ?? definition.windowSetup(in: chapter), inBackground: inBackground,
            sessions: sceneSessions[definition.id] ?? .none, in: &app)
        AppCode.runActionsOfAppearance(in: &app)
        AppCode.runLaunchDelayedWork(in: &app)
        app.unknownConditionsTakeElse = false
        sceneSessions[definition.id] = SceneSessionMemory.none
        store = app.store
        events += app.recorder.events
        app.recorder.events.removeAll()
        callsMade += app.recorder.takeCallsMade()
        application = app
    }

    /// Checks the command against the state of the process, as UIKit's
    /// rules do (a suspended app runs no code, a background scene feels no
    /// touch, a swipe in flight takes or refuses the command), then plays it.
    fileprivate static func perform(_ command: any SimulatorCommand, on app: inout Application) throws(Rejection) {
        AppCode.startCommand(in: &app)
        let traits = command.traits
        if app.isSuspended && traits.contains(.runsAppCode) {
            throw Rejection(LifecycleDiagnostic.appSuspended(verb: command.verb))
        }
        // A window with no root (no storyboard entry point) has no screen to
        // touch or navigate; the model's commands and the system's still run.
        if traits.contains(.runsAppCode), !traits.contains(.runsWithoutRootView),
            app.focused.map({ $0.window.rootViewController == nil }) == true
        {
            throw Rejection.blackScreen
        }
        if let transition = app.interactiveTransition, !traits.contains(.runsDuringInteractiveTransition) {
            guard traits.contains(.cancelsInteractiveTransition) else { throw transition.inFlight(refusing: command.verb) }
            // Checked before the cancel, so that a refused command changes nothing.
            try command.check(in: app)
            InteractiveTransition.cancel(transition, for: command.verb, in: &app)
        }
        if traits.contains(.needsActiveScene), let scene = app.focused, scene.state != .foregroundActive {
            throw Rejection.sceneNotActive(scene, refusing: command.verb)
        }
        try command.perform(in: &app)
        AppCode.runActionsOfAppearance(in: &app)
    }
}

extension Application {
    /// Runs one command on this process, lent the simulator's store and the
    /// caller's event buffer (recorded into, then handed back) for the time it runs.
    fileprivate mutating func run(
        _ command: any SimulatorCommand, lending store: inout Store, recordingInto events: inout [Event],
        channels: ChannelFilter
    ) -> Result<Void, Rejection> {
        recorder.channels = channels
        swap(&self.store, &store)
        swap(&recorder.events, &events)
        defer {
            swap(&recorder.events, &events)
            swap(&self.store, &store)
        }
        do throws(Rejection) {
            try Simulator.perform(command, on: &self)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
