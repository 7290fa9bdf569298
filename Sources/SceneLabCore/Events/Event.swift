/// One thing the simulation did: a callback, a note, an error, some output.
///
/// Events are plain values. The core returns them; renderers (text, JSONL)
/// turn them into lines. Nothing in the core prints.
///
/// An event holds no reference: its names and its text are `Name`s, so
/// recording, reading and copying one moves bytes and never touches a
/// reference count, which a long script does millions of times.
public struct Event: Sendable, Equatable, BitwiseCopyable {
    /// What sort of event this is.
    public enum Kind: String, Sendable, Equatable, CaseIterable, BitwiseCopyable {
        /// UIKit calling a method on an object.
        case call
        /// A store read or write.
        case store
        /// An explanatory remark from scenelab.
        case note
        /// A command that failed or that UIKit would ignore.
        case error
        /// What a command prints, such as `tree`.
        case output
        /// The command line itself.
        case command
        /// A line the app's own code printed to its console (`print` in an
        /// opened project's Swift sources), under the call that ran it.
        case print
        /// UIKit has done what a call of the app's code asked of it at once (made and
        /// prepared the controller a segue shows, loaded the root `makeKeyAndVisible()`
        /// shows): that code goes on from the statement after the call, so its console
        /// goes on here. A cue for the app's console, never shown; the session removes it.
        case resume

        /// The raw value as a `Name`, for renderers that write it for every event:
        /// a constant, with nothing to look up or check.
        package var name: Name {
            switch self {
            case .call: return Name(plain: "call")
            case .store: return Name(plain: "store")
            case .note: return Name(plain: "note")
            case .error: return Name(plain: "error")
            case .output: return Name(plain: "output")
            case .command: return Name(plain: "command")
            case .print: return Name(plain: "print")
            case .resume: return Name(plain: "resume")
            }
        }
    }

    /// Position in the session's stream, from 1. Set when the session records the event.
    public var seq: Int
    /// Which command (counted from 1) caused the event. Set when the session records it.
    public var command: Int
    public var kind: Kind
    /// The trace channel of a call; `nil` for notes, errors, output and commands.
    public var channel: Channel?
    /// The scene the event belongs to, when it belongs to one.
    public var scene: Int?
    /// The receiver: `AppDelegate`, `SceneDelegate#1`, `TaskListController#1`, ...
    public var receiver: ObjectName?
    /// The receiver's class.
    public var receiverClass: Name?
    /// The method as Apple's documentation names it, e.g. `viewWillAppear(_:)`.
    public var selector: Name?
    /// The call's arguments, in order.
    public var arguments: Arguments
    public var confidence: Confidence?
    /// Free text for notes, errors, output and commands.
    public var text: String? {
        get { internedText?.description }
        set { internedText = newValue.map(Name.init(eventText:)) }
    }
    /// `text` as a `Name`: in the running session's `TextArena`, freed once
    /// the edge has written the command's events, not interned for good as
    /// names are — names recur, but a script's command lines, notes and
    /// output lines are mostly distinct, and kept for good they held ~100
    /// MiB for a million echoed lines. Outside a session's command it is
    /// interned (`Name(eventText:)`).
    public private(set) var internedText: Name?
    /// Output meant to be used as it is (a property list from `defaults export -`):
    /// the text renderer does not indent it.
    public var isVerbatim = false
    /// A note that something went wrong without stopping the command (a
    /// damaged file moved aside): text output sends it to standard error.
    public var isWarning = false

    public init(
        kind: Kind,
        channel: Channel? = nil,
        scene: Int? = nil,
        receiver: ObjectName?,
        receiverClass: Name?,
        selector: Name?,
        arguments: Arguments = Arguments(),
        confidence: Confidence? = nil,
        text: String? = nil
    ) {
        self.seq = 0
        self.command = 0
        self.kind = kind
        self.channel = channel
        self.scene = scene
        self.receiver = receiver
        self.receiverClass = receiverClass
        self.selector = selector
        self.arguments = arguments
        self.confidence = confidence
        self.internedText = text.map(Name.init(eventText:))
    }

    /// An event whose names are given as strings.
    public init(
        kind: Kind,
        channel: Channel? = nil,
        scene: Int? = nil,
        object: String? = nil,
        className: String? = nil,
        method: String? = nil,
        arguments: Arguments = Arguments(),
        confidence: Confidence? = nil,
        text: String? = nil
    ) {
        self.init(
            kind: kind, channel: channel, scene: scene, receiver: object.map { ObjectName($0) },
            receiverClass: className.map { Name($0) }, selector: method.map { Name($0) }, arguments: arguments,
            confidence: confidence, text: text)
    }

    /// The receiver's name as printed.
    public var object: String? { receiver?.description }

    /// The receiver's class as printed.
    public var className: String? { receiverClass?.description }

    /// The method as printed.
    public var method: String? { selector?.description }

    /// A callback made by UIKit.
    public static func call(
        _ selector: Name,
        on receiver: ObjectName,
        of receiverClass: Name,
        channel: Channel,
        scene: Int?,
        arguments: Arguments = Arguments(),
        confidence: Confidence
    ) -> Event {
        Event(
            kind: .call, channel: channel, scene: scene, receiver: receiver, receiverClass: receiverClass,
            selector: selector, arguments: arguments, confidence: confidence)
    }

    /// A callback made by UIKit, its names given as strings.
    public static func call(
        _ method: String, on object: String, className: String, channel: Channel, scene: Int?,
        arguments: Arguments = Arguments(), confidence: Confidence
    ) -> Event {
        .call(
            Name(method), on: ObjectName(object), of: Name(className), channel: channel, scene: scene,
            arguments: arguments, confidence: confidence)
    }

    /// A store call on a domain's `UserDefaults`, such as `set(_:forKey:)`.
    public static func store(_ selector: Name, on domain: Name, arguments: Arguments = Arguments()) -> Event {
        Event(
            kind: .store, channel: .store, scene: nil, receiver: ObjectName(domain), receiverClass: .userDefaults,
            selector: selector, arguments: arguments, confidence: .documented)
    }

    /// A store call about one key of a domain (`set(_:forKey:)`, `object(forKey:)`),
    /// or about the whole domain when there is no key; `label` names the key's argument.
    public static func store(_ selector: Name, domain: String, key: String?, label: Name = .forKey) -> Event {
        .store(selector, on: Name(domain), arguments: key.map { Arguments(Argument(label, .string(Name($0)))) } ?? [])
    }

    /// A store call, the domain given as a string.
    public static func store(_ method: String, domain: String, arguments: Arguments = Arguments()) -> Event {
        .store(Name(method), on: Name(domain), arguments: arguments)
    }

    public static func note(_ text: String, scene: Int? = nil) -> Event {
        Event(kind: .note, scene: scene, text: text)
    }

    /// A note that goes to standard error in text output; its text starts with `warning: `.
    public static func warning(_ text: String) -> Event {
        var event = Event(kind: .note, text: "warning: " + text)
        event.isWarning = true
        return event
    }

    public static func error(_ text: String) -> Event {
        Event(kind: .error, text: text)
    }

    public static func output(_ text: String) -> Event {
        Event(kind: .output, text: text)
    }
}

extension Event {
    /// A callback made by UIKit, its arguments given as an array.
    @_disfavoredOverload
    public static func call(
        _ method: String, on object: String, className: String, channel: Channel, scene: Int?,
        arguments: [Argument], confidence: Confidence
    ) -> Event {
        .call(
            method, on: object, className: className, channel: channel, scene: scene,
            arguments: Arguments(arguments), confidence: confidence)
    }
}
