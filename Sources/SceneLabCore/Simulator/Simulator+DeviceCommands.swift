import CommandGrammar

/// The commands about the device itself, which need no app process: they
/// show a setting, or change it while no app runs, and print what it is.
extension Simulator {
    /// `device [MODEL]`: show the device, or change it while no app runs.
    public struct ChooseDevice: DeviceCommand, Equatable {
        /// The model asked for; nil only shows the device.
        public let model: Device.Model?
        public init(_ model: Device.Model?) { self.model = model }
        public var verb: String { "device" }
        public var topic: String { "device" }
        public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
            if let model { try simulator.setDevice(Device(model: model, orientation: simulator.device.orientation)) }
            events.append(.output(LifecycleDiagnostic.device(simulator.device).text(in: simulator.language)))
        }
    }

    /// `ios [VERSION] [--lifecycle app|scene]`: show the iOS version and
    /// lifecycle apps run on, or change them while no app runs.
    public struct ChoosePlatform: DeviceCommand, Equatable {
        /// The iOS version asked for; nil keeps the one there is.
        public let iOSVersion: Int?
        /// The lifecycle asked for (`lifecycle app|scene`); nil keeps or implies it.
        public let lifecycle: Platform.Lifecycle?
        public init(iOSVersion: Int?, lifecycle: Platform.Lifecycle?) {
            self.iOSVersion = iOSVersion
            self.lifecycle = lifecycle
        }
        /// `lifecycle app|scene` is this command too, with no version.
        public var verb: String { iOSVersion == nil && lifecycle != nil ? "lifecycle" : "ios" }
        public var topic: String { iOSVersion.map { $0 < 13 } == true ? "ios12" : "lifecycle-app" }
        public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
            try simulator.setPlatform(version: iOSVersion, lifecycle: lifecycle)
            events.append(.output(LifecycleDiagnostic.platformShown(simulator.platform).text(in: simulator.language)))
        }
    }

    /// `lang [en|ru]`: show the language the apps' UI speaks, or change it while no app runs.
    public struct ChooseLanguage: DeviceCommand, Equatable {
        /// The language asked for; nil only shows it.
        public let language: Language?
        public init(_ language: Language?) { self.language = language }
        public var verb: String { "lang" }
        public var topic: String { "device" }
        public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
            if let language {
                if let running = simulator.application?.definition.displayName {
                    throw Rejection(LifecycleDiagnostic.languageLocked(app: running))
                }
                simulator.language = language
            }
            // Said in the language just chosen, so `lang ru` answers in Russian.
            events.append(.output(LifecycleDiagnostic.languageShown.text(in: simulator.language)))
        }
    }

    /// `book [as-written|fixed]`: show whether the books' apps run their
    /// books' code as printed, or change it while no app runs.
    public struct ChooseBookCode: DeviceCommand, Equatable {
        /// The code asked for; nil only shows which runs.
        public let code: BookCode?
        public init(_ code: BookCode?) { self.code = code }
        public var verb: String { "book" }
        public var topic: String { "book" }
        public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
            if let code {
                try simulator.requireNoBookAppRunning()
                simulator.code = code
            }
            events.append(.output(simulator.code.description(in: simulator.language)))
        }
    }

    /// `book chapter [N|N.M|all]`: show the chapter the books' apps play, or
    /// pick one while no app runs.
    public struct ChooseBookChapter: DeviceCommand, Equatable {
        /// What `book chapter` asks.
        public enum Choice: Sendable, Equatable {
            /// Only show the chapter played.
            case show
            /// `all`: the finished apps, every listing in.
            case finishedApps
            /// `N` or `N.M`.
            case chapter(BookChapter)
        }

        public let choice: Choice
        public init(_ choice: Choice) { self.choice = choice }
        public var verb: String { "book" }
        public var topic: String { "book-chapter" }
        public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
            switch choice {
            case .show: break
            case .finishedApps:
                try simulator.requireNoBookAppRunning()
                simulator.chapter = nil
            case .chapter(let chapter):
                try simulator.requireNoBookAppRunning()
                simulator.chapter = chapter
            }
            events.append(.output(InterfaceDiagnostic.bookChapterChosen(simulator.chapter).text(in: simulator.language)))
        }
    }

    /// `files [--app APP]`: the files of an app's container, the running
    /// app's, or the one named, or when none runs, the one that ran last.
    public struct ListFiles: DeviceCommand, Equatable {
        /// The app named (`--app`); nil for the running one, or the one that ran last.
        public let app: String?
        public init(app: String?) { self.app = app }
        public var verb: String { "files" }
        public var topic: String { "files" }
        public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
            try simulator.listFiles(of: app, into: &events)
        }
    }

    /// `rm PATH [--app APP]`: delete a file of an app's container, as a
    /// person can on the Simulator's disk between runs.
    public struct RemoveFile: DeviceCommand, Equatable {
        /// The file's path in the container (`Documents/tasks.json`).
        public let path: String
        /// The app named (`--app`); nil for the running one, or the one that ran last.
        public let app: String?
        public init(path: String, app: String?) {
            self.path = path
            self.app = app
        }
        public var verb: String { "rm" }
        public var topic: String { "files" }
        public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
            try simulator.removeFile(path, of: app, into: &events)
        }
    }

    /// With no app running, the device turns and nobody hears it.
    mutating func rotateWhileIdle(to asked: Device.Orientation?, into events: inout [Event]) {
        do throws(Rejection) {
            deviceWhileIdle.orientation = try deviceWhileIdle.orientation(turningTo: asked)
        } catch {
            events.append(.error(error.message(in: language)))
            return
        }
        events.append(
            .note(
                LifecycleDiagnostic.turnedWithNoApp(device: device.name, orientation: device.orientation)
                    .text(in: language)))
    }
}

/// A command the device plays itself, with no app process needed: a setting
/// shown or changed (`device`, `ios`, `lang`, `book`), the app containers'
/// files (`files`, `rm`) and the store (`defaults`). A refusal is its one line.
public protocol DeviceCommand: SimulatorCommand {
    /// Plays the command on the device, appending what it prints.
    func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection)
}

extension DeviceCommand {
    public var traits: CommandTraits { .looks }

    public func perform(on simulator: inout Simulator, into events: inout [Event]) -> Bool {
        do throws(Rejection) {
            try apply(to: &simulator, into: &events)
        } catch {
            events.append(.error(error.message(in: simulator.language)))
        }
        return true
    }

    /// Never reached: the device plays it before any process is asked.
    public func perform(in app: inout Application) throws(Rejection) {}
}

extension Simulator {
    /// The books' code and chapter are the process's: they change only while no app runs.
    fileprivate func requireNoBookAppRunning() throws(Rejection) {
        if let running = application?.definition.displayName {
            throw Rejection(LifecycleDiagnostic.bookCodeLocked(app: running))
        }
    }
}
