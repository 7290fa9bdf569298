import SceneLabCore

/// A call a quiz asks about: the line text output prints for it, and its
/// parts (the receiver, its class, the method), by which an answer names it
/// (`A.willAppear`), Tab offers it and the reasons for an order read it.
///
/// A call the session made takes its parts from its `Event`; only a call
/// read back from a results file, where the line is all there is, takes
/// them from the printed line.
public struct QuizCall: Sendable, Equatable {
    /// The line as text output prints it: `A#1 viewWillAppear(animated: true)`.
    public let line: String
    /// The receiver as printed: `A#1`, `AppDelegate`.
    let object: String
    /// The receiver's class: `A` for `A#1`.
    let className: String
    /// The method's base name: `viewWillAppear`.
    let method: String

    /// A call the session made, with the line the text renderer gave it.
    public init(_ event: Event, line: String) {
        self.line = line
        let receiver = event.receiver
        object = receiver?.description ?? ""
        className = receiver.map { $0.instance > 0 ? $0.base.description : $0.description } ?? ""
        method = String((event.selector?.description ?? "").prefix { $0 != "(" })
    }

    /// A call known only by its printed line, as a results file keeps it.
    public init(printed line: String) {
        self.line = line
        let parts = line.split(separator: " ", maxSplits: 1)
        let object = parts.first ?? ""
        self.object = String(object)
        className = String(object.split(separator: "#").first ?? object)
        method = String((parts.count > 1 ? parts[1] : "").prefix { $0 != "(" && $0 != " " })
    }

    /// The method without a `view` prefix, as people say it: `willAppear`.
    var shortMethod: String {
        guard method.hasPrefix("view"), method.count > 4 else { return method }
        let rest = method.dropFirst(4)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// `A.willAppear`: how an answer names the call, and what Tab offers.
    public var shortName: String { method.isEmpty ? object : "\(className).\(shortMethod)" }

    /// Whether `word` (`OBJECT.method`, any case, the object by class or
    /// instance, the method with or without `view`) names this call.
    func isNamed(by word: String) -> Bool {
        guard let dot = word.lastIndex(of: ".") else { return false }
        let named = word[..<dot].lowercased()
        let method = word[word.index(after: dot)...].lowercased()
        return (named == object.lowercased() || named == className.lowercased())
            && (method == self.method.lowercased() || method == shortMethod.lowercased())
    }

    var isCreation: Bool { ["init", "awakeFromNib", "loadView", "viewDidLoad"].contains(method) }
    var isAppDelegate: Bool { object == "AppDelegate" }
    var isSceneDelegate: Bool { object.hasPrefix("SceneDelegate") }
    var isWill: Bool { method.hasPrefix("viewWill") }
    var isDid: Bool { method.hasPrefix("viewDid") && method != "viewDidLoad" }
    var isAppearing: Bool { method.hasSuffix("Appear") }
    var isDisappearing: Bool { method.hasSuffix("Disappear") }
}
