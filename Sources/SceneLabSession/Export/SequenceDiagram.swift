import CommandGrammar
import SceneLabCore

/// A session drawn as a sequence diagram: a lane per object, an arrow per
/// call from UIKit to the object, and each command as a band above its calls.
/// Mermaid, SVG and HTML are written from it (`export`).
public struct SequenceDiagram: Sendable, Equatable {
    /// What a call does to its receiver's lane: starts it (`init`), ends it
    /// (`deinit`), or neither.
    public enum Lifetime: Sendable, Equatable {
        case none, created, ended
    }

    /// One call, as text shows it.
    public struct Call: Sendable, Equatable {
        /// The object called: `ListController#1`.
        public var receiver: String
        /// The method and its arguments: `viewWillAppear(animated: true)`.
        public var text: String
        /// Whether the sources disagree or are thin on it (`[uncertain]`).
        public var isUncertain: Bool
        /// Whether the call starts or ends its receiver's life.
        public var lifetime: Lifetime
        /// False for an `init` or `deinit` on a channel text hides: not drawn
        /// as an arrow, but still where the receiver's lane starts or ends.
        public var isShown: Bool

        public init(
            receiver: String, text: String, isUncertain: Bool, lifetime: Lifetime = .none, isShown: Bool = true
        ) {
            self.receiver = receiver
            self.text = text
            self.isUncertain = isUncertain
            self.lifetime = lifetime
            self.isShown = isShown
        }
    }

    /// One command, the calls it made, and the error it met, if it failed.
    public struct Step: Sendable, Equatable {
        public var command: String
        public var calls: [Call]
        /// What the command was refused with, as the error line said it.
        public var error: String?
        /// The command's number in the session, from 1, as `export --from` counts.
        public var number: Int
        /// What scenelab noted while it ran (`the process ends: no deinit runs…`), the first few.
        public var notes: [String]

        /// How many of a command's notes its band shows.
        public static let notesShown = 3

        public init(command: String, calls: [Call], error: String? = nil, number: Int = 0, notes: [String] = []) {
            self.command = command
            self.calls = calls
            self.error = error
            self.number = number
            self.notes = Array(notes.prefix(Self.notesShown))
        }

        /// Whether the command ends the app's process (`kill`), and with it every object's lane.
        public var endsProcess: Bool {
            guard error == nil, case .simulator(let command)? = try? Parser.parse(command) else { return false }
            return command.traits.contains(.endsProcess)
        }
    }

    /// The lane every call comes from.
    public static let caller = "UIKit"

    public var steps: [Step]
    /// Whether commands were left out past the diagram's limit.
    public var isCut: Bool
    /// The app as `tree` drew it when the diagram was made.
    public var tree: [String]
    /// The diagram's title (`export … --title T`).
    public var title: String
    /// What ran it: `iPhone, portrait · iOS 18 · To-Do Manager`.
    public var context: String
    /// The language its own words (legend, page counter, totals) are drawn in: the session's.
    public var language: Language

    public init(
        steps: [Step], isCut: Bool = false, tree: [String] = [], title: String? = nil,
        context: String = "", language: Language = .en
    ) {
        self.steps = steps
        self.isCut = isCut
        self.tree = tree
        self.title = title ?? Phrase.exportDefaultTitle(language)
        self.context = context
        self.language = language
    }

    /// The lanes: UIKit, then each object in the order it was first called.
    public var participants: [String] {
        var seen: Set<String> = [Self.caller]
        var order = [Self.caller]
        for step in steps {
            for call in step.calls where call.isShown && seen.insert(call.receiver).inserted {
                order.append(call.receiver)
            }
        }
        return order
    }

    /// How many calls are drawn.
    public var callCount: Int { steps.reduce(0) { $0 + $1.calls.filter(\.isShown).count } }

    /// A command's step, from the events it made: the calls text shows on
    /// `channels` (store reads and writes too), in order, and the `init`s and
    /// `deinit`s it hides, which still start and end lanes.
    public static func step(
        command: String, events: [Event], channels: Set<Channel>, error: String? = nil, number: Int = 0
    ) -> Step {
        var calls: [Call] = []
        var notes: [String] = []
        for event in events where event.kind == .note {
            if let text = event.text { notes.append(text) }
        }
        for event in events where event.kind == .call || event.kind == .store {
            guard let channel = event.channel else { continue }
            let method = event.method ?? ""
            let lifetime: Lifetime =
                method == "deinit" ? .ended : method == "init" || method.hasPrefix("init(") ? .created : .none
            guard channels.contains(channel) else {
                if lifetime != .none, let receiver = event.object {
                    calls.append(
                        Call(receiver: receiver, text: method, isUncertain: false, lifetime: lifetime, isShown: false))
                }
                continue
            }
            for line in TranscriptChecker.lines(of: [event], channels: channels) {
                var text = String(line.drop { $0 == " " })
                let isUncertain = event.confidence == .uncertain
                if isUncertain, text.hasSuffix(" [uncertain]") { text.removeLast(" [uncertain]".count) }
                guard let space = text.firstIndex(of: " ") else { continue }
                calls.append(
                    Call(
                        receiver: String(text[..<space]), text: String(text[text.index(after: space)...]),
                        isUncertain: isUncertain, lifetime: lifetime))
            }
        }
        return Step(command: command, calls: calls, error: error, number: number, notes: notes)
    }
}
