import SceneLabCore

/// A session drawn as a sequence diagram: a lane per object, an arrow per
/// call from UIKit to the object, and each command as a band above its calls.
/// Mermaid, SVG and HTML are written from it (`export`).
public struct SequenceDiagram: Sendable, Equatable {
    /// One call, as text shows it.
    public struct Call: Sendable, Equatable {
        /// The object called: `ListController#1`.
        public var receiver: String
        /// The method and its arguments: `viewWillAppear(animated: true)`.
        public var text: String
        /// Whether the sources disagree or are thin on it (`[uncertain]`).
        public var isUncertain: Bool

        public init(receiver: String, text: String, isUncertain: Bool) {
            self.receiver = receiver
            self.text = text
            self.isUncertain = isUncertain
        }
    }

    /// One command and the calls it made.
    public struct Step: Sendable, Equatable {
        public var command: String
        public var calls: [Call]

        public init(command: String, calls: [Call]) {
            self.command = command
            self.calls = calls
        }
    }

    /// The lane every call comes from.
    public static let caller = "UIKit"

    public var steps: [Step]
    /// Whether commands were left out past the diagram's limit.
    public var isCut: Bool
    /// The app as `tree` drew it when the diagram was made.
    public var tree: [String]

    public init(steps: [Step], isCut: Bool = false, tree: [String] = []) {
        self.steps = steps
        self.isCut = isCut
        self.tree = tree
    }

    /// The lanes: UIKit, then each object in the order it was first called.
    public var participants: [String] {
        var seen: Set<String> = [Self.caller]
        var order = [Self.caller]
        for step in steps {
            for call in step.calls where seen.insert(call.receiver).inserted { order.append(call.receiver) }
        }
        return order
    }

    /// A command's step, from the events it made: the calls text shows on
    /// `channels` (store reads and writes too), in order.
    public static func step(command: String, events: [Event], channels: Set<Channel>) -> Step {
        var calls: [Call] = []
        for event in events where event.kind == .call || event.kind == .store {
            guard let channel = event.channel, channels.contains(channel) else { continue }
            for line in TranscriptChecker.lines(of: [event], channels: channels) {
                var text = String(line.drop { $0 == " " })
                let isUncertain = event.confidence == .uncertain
                if isUncertain, text.hasSuffix(" [uncertain]") { text.removeLast(" [uncertain]".count) }
                guard let space = text.firstIndex(of: " ") else { continue }
                calls.append(
                    Call(
                        receiver: String(text[..<space]), text: String(text[text.index(after: space)...]),
                        isUncertain: isUncertain))
            }
        }
        return Step(command: command, calls: calls)
    }
}
