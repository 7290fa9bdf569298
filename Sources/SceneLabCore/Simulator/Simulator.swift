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
    /// The apps that can be launched.
    public let catalog: AppCatalog
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
    public private(set) var language: Language
    /// The iOS version and lifecycle apps run with (`--ios`, `--lifecycle`).
    public private(set) var platform: Platform
    /// Whether the books' apps run their books' code as printed (`book as-written`); `fixed` by default.
    public private(set) var code: BookCode = .fixed
    /// The seed every app process's random numbers start from.
    public let randomSeed: UInt64
    /// The device apps run on: the running process's, which a rotation
    /// turns, or the one kept while no app runs. Its idiom changes only then.
    public var device: Device { application?.device ?? deviceWhileIdle }
    /// The device while no app runs; a process that ends leaves its own here, turned as it was.
    private var deviceWhileIdle: Device
    /// The channels whose calls the running app records (`ChannelFilter`); every one by default.
    public var recordedChannels = ChannelFilter.all
    /// How many calls apps have made, in all, whether or not `recordedChannels` recorded them.
    public private(set) var callsMade = 0

    public init(
        catalog: AppCatalog, store: Store = Store(), files: any FileAccess = NoFileAccess(),
        containers: any ContainerStorage = InMemoryContainers(), language: Language = .en, randomSeed: UInt64 = 1,
        device: Device = .iPhone, platform: Platform = .current, code: BookCode = .fixed
    ) {
        self.code = code
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
    public mutating func apply(_ command: SimulatorCommand) -> [Event] {
        var events: [Event] = []
        apply(command, into: &events)
        return events
    }

    /// Applies one command and appends what happened to `events`, so that
    /// a caller running many commands can reuse one buffer.
    public mutating func apply(_ command: SimulatorCommand, into events: inout [Event]) {
        applyWithoutWarnings(command, into: &events)
        for warning in store.takeWarnings() { events.append(.warning(warning)) }
    }

    /// The device's clock, in seconds since 2001-01-01 UTC (`Date`'s
    /// reference date). The core reads no real clock, so that a script
    /// replays the same: the clock starts at 2026-01-01 09:00:00 UTC and each
    /// command moves it one second on.
    public private(set) var now = Simulator.clockStart

    /// 2026-01-01T09:00:00Z, as seconds since 2001-01-01.
    public static let clockStart: Double = 788_950_800

    private mutating func applyWithoutWarnings(_ command: SimulatorCommand, into events: inout [Event]) {
        now += 1
        application?.now = now
        if case .defaults(let defaults) = command {
            do {
                events += try runDefaults(defaults)
            } catch {
                events.append(.error(error.message(in: language)))
            }
            return
        }
        if applyToDevice(command, into: &events) { return }
        if case .launch(let name, let window, let background) = command, application == nil {
            launch(name, window: window, inBackground: background, into: &events)
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
            events.removeSubrange(start...)
            events.append(.error(rejection.message(in: language)))
            return
        }
        // After `kill` the process is gone, and with it what lived in its memory.
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

    /// Applies a command about the device itself, which needs no app process,
    /// and says whether `command` was one (`rotate` is one only while no app
    /// runs; a running app hears it). Appends the line it prints, or its error.
    private mutating func applyToDevice(_ command: SimulatorCommand, into events: inout [Event]) -> Bool {
        do throws(Rejection) {
            switch command {
            case .device(let model):
                if let model { try setDevice(Device(model: model, orientation: device.orientation)) }
                events.append(.output(device.description(in: language)))
            case .platform(let version, let lifecycle):
                try setPlatform(version: version, lifecycle: lifecycle)
                events.append(
                    .output(
                        language == .ru
                            ? "приложения работают на \(platform.description(in: .ru))" : "apps run on \(platform)"))
            case .language(let asked):
                if let asked {
                    guard application == nil else {
                        let running = application?.definition.displayName
                        throw Rejection(
                            "the language cannot change while \(running ?? "an app") "
                                + "runs: its UI is already drawn; `kill` it first",
                            ru: "язык нельзя сменить, пока работает \(running ?? "приложение"): "
                                + "его интерфейс уже нарисован; сначала `kill`")
                    }
                    language = asked
                }
                // Said in the language just chosen, so `lang ru` answers in Russian.
                events.append(
                    .output(language == .ru ? "приложения говорят по-русски (ru)" : "apps speak English (en)"))
            case .code(let asked):
                if let asked {
                    guard application == nil else {
                        let name = application?.definition.displayName ?? "an app"
                        throw Rejection(
                            "book cannot change while \(name) runs: its code is already loaded; `kill` it first",
                            ru: "book нельзя менять, пока работает \(name): его код уже загружен; сначала `kill`")
                    }
                    code = asked
                }
                events.append(.output(code.description(in: language)))
            case .files(let app):
                try listFiles(of: app, into: &events)
            case .removeFile(let path, let app):
                try removeFile(path, of: app, into: &events)
            case .rotate(let asked) where application == nil:
                deviceWhileIdle.orientation = try deviceWhileIdle.orientation(turningTo: asked)
                events.append(
                    .note(
                        language == .ru
                            ? "\(device.name) поворачивается в \(device.orientation.rawValue); "
                                + "приложение не запущено, и никто этого не слышит"
                            : "the \(device.name) turns to \(device.orientation.rawValue); no app runs to hear it"))
            default:
                return false
            }
        } catch {
            events.append(.error(error.message(in: language)))
        }
        return true
    }

    /// Changes the device, which only a device with no app running allows.
    public mutating func setDevice(_ device: Device) throws(Rejection) {
        guard application == nil else {
            let running = application?.definition.displayName
            throw Rejection(
                "the device cannot change while \(running ?? "an app") runs; "
                    + "`kill` it first",
                ru: "устройство нельзя сменить, пока работает \(running ?? "приложение"); сначала `kill`"
            )
        }
        deviceWhileIdle = device
    }

    /// Changes the iOS version or the lifecycle, which only a device with no
    /// app running allows; `nil` keeps what is there (iOS 12 implies no scenes).
    public mutating func setPlatform(version: Int?, lifecycle: Platform.Lifecycle?) throws(Rejection) {
        guard version != nil || lifecycle != nil else { return }
        guard application == nil else {
            let running = application?.definition.displayName
            throw Rejection(
                "the iOS version and lifecycle cannot change while \(running ?? "an app") "
                    + "runs (it runs on \(platform)); `kill` it first",
                ru: "версию iOS и жизненный цикл нельзя сменить, пока работает \(running ?? "приложение") "
                    + "(оно работает на \(platform.description(in: .ru))); сначала `kill`")
        }
        let version = version ?? platform.iOSVersion
        guard (12...26).contains(version) else {
            throw Rejection(
                "ios: scenelab plays iOS 12 (before scenes) and 13 to 26 (today's UIKit)",
                ru: "ios: scenelab играет iOS 12 (до сцен) и с 13 по 26 (сегодняшний UIKit)")
        }
        if version < 13 && lifecycle == .scene {
            throw Rejection(
                "lifecycle scene ignored: iOS 12 has no scenes; `ios 13` first",
                ru: "lifecycle scene не выполнена: в iOS 12 нет сцен; сначала `ios 13`")
        }
        let wanted = lifecycle ?? (version < 13 ? .app : platform.iOSVersion < 13 ? .scene : platform.lifecycle)
        platform = Platform(iOSVersion: version, lifecycle: wanted)
    }

    /// What `tree` draws, or a line saying no app runs.
    public var treeLines: [String] {
        application.map { Inspection.treeLines(in: $0) }
            ?? [language == .ru ? "(приложение не запущено)" : "(no app is running)"]
    }

    /// The controllers of the running app, in tree order, for inspection and completion.
    public var liveControllers: [ViewController] {
        guard let app = application else { return [] }
        return MemoryWarning.liveControllersInTreeOrder(in: app).compactMap { app.controller($0) }
    }

    private mutating func launch(
        _ name: String?, window: WindowSetup, inBackground: Bool, into events: inout [Event]
    ) {
        guard let definition = name.map({ catalog.app(named: $0) }) ?? catalog.defaultApp else {
            let known = catalog.apps.map(\.id).joined(separator: ", ")
            let guess = Suggestion.didYouMean(name ?? "", in: catalog.apps.map(\.id))
            let separator = guess.isEmpty ? ";" : ""
            let russianGuess = Suggestion.didYouMean(name ?? "", in: catalog.apps.map(\.id), language: language)
            events.append(
                .error(
                    language == .ru
                        ? "launch: приложения '\(name ?? "")' нет\(russianGuess)\(separator) есть \(known)"
                        : "launch: no app named '\(name ?? "")'\(guess)\(separator) the apps are \(known)"))
            return
        }
        do {
            if case .runningElsewhere(let other) = try containers.startProcess(of: definition.bundleIdentifier) {
                events.append(.error(Rejection.runningElsewhere(definition, other: other).message(in: language)))
                return
            }
        } catch {
            events.append(
                .error(
                    language == .ru
                        ? "launch: не удалось запустить \(definition.displayName): \(error.description)"
                        : "launch: cannot start \(definition.displayName): \(error.description)"))
            return
        }
        var app = Application(
            definition: definition, language: language, randomSeed: randomSeed, device: device, platform: platform,
            code: code)
        app.recorder.channels = recordedChannels
        app.now = now
        app.store = store
        app.containers = containers
        lastAppID = definition.id
        SceneLifecycle.coldLaunch(window: window, inBackground: inBackground, sessions: sceneSessions[definition.id] ?? .none, in: &app)
        sceneSessions[definition.id] = SceneSessionMemory.none
        store = app.store
        events += app.recorder.events
        app.recorder.events.removeAll()
        callsMade += app.recorder.takeCallsMade()
        application = app
    }

    fileprivate static func perform(_ command: SimulatorCommand, on app: inout Application) throws(Rejection) {
        if app.isSuspended && command.runsAppCode {
            throw Rejection(
                "\(command.verb) ignored: the app is suspended and runs no code; `open` or `launch` it first",
                ru: "\(command.verb) не выполнена: приложение приостановлено и не выполняет код; "
                    + "сначала `open` или `launch`")
        }
        // A window with no root (no storyboard entry point) has no screen to
        // touch or navigate; the model's commands and the system's still run.
        if command.runsAppCode, app.focused.map({ $0.window.rootViewController == nil }) == true {
            switch command {
            case .model, .memoryWarning: break
            default: throw Rejection.blackScreen
            }
        }
        if let transition = app.interactiveTransition, !command.runsDuringInteractiveTransition {
            guard command.cancelsInteractiveTransition else { throw transition.inFlight(refusing: command.verb) }
            // Checked before the cancel, so that a refused turn changes nothing.
            if case .rotate(let asked) = command { _ = try app.device.orientation(turningTo: asked) }
            InteractiveTransition.cancel(transition, for: command.verb, in: &app)
        }
        if command.needsActiveScene, let scene = app.focused, scene.state != .foregroundActive {
            throw Rejection.sceneNotActive(scene, refusing: command.verb)
        }
        switch command {
        case .launch(let name, _, let background):
            if let name, name != app.definition.id {
                throw Rejection(
                    "launch ignored: \(app.definition.displayName) is running and scenelab runs one app at a time; "
                        + "type `kill` first",
                    ru: "launch не выполнена: работает \(app.definition.displayName), а scenelab запускает "
                        + "одно приложение за раз; сначала введите `kill`")
            }
            if background {
                throw Rejection(
                    "launch --background ignored: \(app.definition.displayName) is already running",
                    ru: "launch --background не выполнена: \(app.definition.displayName) уже работает")
            }
            try SceneLifecycle.returnToForeground(in: &app)
        case .home: try SceneLifecycle.home(in: &app)
        case .switcher: try SceneLifecycle.openSwitcher(in: &app)
        case .open: try SceneLifecycle.open(in: &app)
        case .interrupt: try SceneLifecycle.interrupt(in: &app)
        case .resume: try SceneLifecycle.resume(in: &app)
        case .kill: SceneLifecycle.kill(in: &app)
        case .suspend: try SceneLifecycle.suspend(in: &app)
        case .systemKill: try SceneLifecycle.systemKill(in: &app)
        case .memoryWarning: MemoryWarning.receiveMemoryWarning(in: &app)
        case .push(let className): try NavigationController.push(className, in: &app)
        case .pop: try NavigationController.pop(in: &app)
        case .popToRoot: try NavigationController.popToRoot(in: &app)
        case .popTo(let index): try NavigationController.popTo(index: index, in: &app)
        case .setStack(let classNames): try NavigationController.setStack(classNames, in: &app)
        case .present(let className, let style): try Presentation.present(className, style: style, in: &app)
        case .dismiss: try Presentation.dismiss(in: &app)
        case .segue(let identifier): try AppCode.performSegue(identifier, in: &app)
        case .selectTab(let number): try TabBarController.selectTab(number: number, in: &app)
        case .hold(let name): try Holding.hold(name, in: &app)
        case .release(let name): try Holding.release(hold: name, in: &app)
        case .swipeBack: try InteractiveTransition.beginSwipeBack(in: &app)
        case .swipeDown: try InteractiveTransition.beginSwipeDown(in: &app)
        case .finishTransition: try InteractiveTransition.endInteractiveTransition(completing: true, in: &app)
        case .cancelTransition: try InteractiveTransition.endInteractiveTransition(completing: false, in: &app)
        case .scene(let sceneCommand): try Scenes.perform(sceneCommand, in: &app)
        case .container(let command): try command.command.perform(in: &app)
        case .showPrimary: try SplitViewController.showPrimary(in: &app)
        case .hidePrimary: try SplitViewController.hidePrimary(in: &app)
        case .device, .platform, .files, .removeFile, .language, .code: break
        case .rotate(let orientation): try Rotation.rotate(to: orientation, in: &app)
        case .tree: Inspection.treeLines(in: app).forEach { app.record(.output($0)) }
        case .objects: Inspection.objectLines(in: app).forEach { app.record(.output($0)) }
        case .defaults: break
        case .screen:
            if app.focused.map({ $0.window.rootViewController == nil }) == true {
                throw Rejection.blackScreen
            }
            guard let screen = GestureHandling.topScreen(in: app) else { throw Rejection.notRunning }
            if let primary = GestureHandling.shownPrimaryScreen(in: app) {
                // Both columns are on the glass: the primary (leading) first.
                app.record(.output(app.language == .ru ? "основная колонка (primary):" : "primary column:"))
                primary.lines(in: app.language).forEach { app.record(.output($0)) }
                app.record(.output(app.language == .ru ? "вторая колонка (secondary):" : "secondary column:"))
            }
            screen.lines(in: app.language).forEach { app.record(.output($0)) }
            for (id, container) in GestureHandling.containersShown(in: app).reversed() {
                container.chromeLines(id, in: app).forEach { app.record(.output($0)) }
            }
        case .actions:
            if app.focused.map({ $0.window.rootViewController == nil }) == true {
                throw Rejection.blackScreen
            }
            guard let screen = GestureHandling.topScreen(in: app) else { throw Rejection.notRunning }
            var names = screen.actionNames
            if let primary = GestureHandling.shownPrimaryScreen(in: app) {
                names += primary.actionNames.filter { !names.contains($0) }
            }
            for (id, container) in GestureHandling.containersShown(in: app) {
                names += container.offeredActions(id, in: app)
            }
            if names.isEmpty {
                app.record(
                    .output(
                        app.language == .ru
                            ? "(на \(screen.title) нажать нечего)" : "(nothing to tap on \(screen.title))"))
            }
            names.forEach { app.record(.output($0)) }
        case .gesture(let gesture):
            try GestureHandling.perform(gesture, in: &app)
        case .model(let command):
            guard app.definition.id == command.appID else {
                throw Rejection(
                    "\(command.noun) commands need the \(command.appID) app; "
                        + "\(app.definition.displayName) is running",
                    ru: "командам \(command.noun) нужно приложение \(command.appID); "
                        + "работает \(app.definition.displayName)")
            }
            try AppCode.perform(command, in: &app)
        }
    }
}

extension Application {
    /// Runs one command on this process, lent the simulator's store and the
    /// caller's event buffer (recorded into, then handed back) for the time it runs.
    fileprivate mutating func run(
        _ command: SimulatorCommand, lending store: inout Store, recordingInto events: inout [Event],
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
