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
    /// The method with its labels: `scene(_:willConnectTo:options:)`.
    let selector: String
    /// Whether a source settles where this call comes: documented or
    /// observed, not `[uncertain]`. Only pairs of settled calls are scored.
    public let isSettled: Bool

    /// A call the session made, with the line the text renderer gave it.
    public init(_ event: Event, line: String) {
        self.line = line
        let receiver = event.receiver
        object = receiver?.description ?? ""
        className = receiver.map { $0.instance > 0 ? $0.base.description : $0.description } ?? ""
        selector = event.selector?.description ?? ""
        method = String(selector.prefix { $0 != "(" })
        isSettled = event.confidence != .uncertain
    }

    /// A call known only by its printed line, as a results file keeps it.
    public init(printed line: String) {
        self.line = line
        let parts = line.split(separator: " ", maxSplits: 1)
        let object = parts.first ?? ""
        self.object = String(object)
        className = String(object.split(separator: "#").first ?? object)
        let called = parts.count > 1 ? parts[1] : ""
        method = String(called.prefix { $0 != "(" && $0 != " " })
        selector = called.contains("(:") || called.contains("(_:") ? String(called.prefix { $0 != " " }) : method
        isSettled = !line.hasSuffix(" [uncertain]")
    }

    /// A step's calls, in the order the session made them, from its events
    /// and the lines text output gives each; `others` are the lines that are
    /// no call (notes, errors), in their order.
    public static func calls(
        from events: [(event: Event, lines: [String])]
    ) -> (calls: [QuizCall], others: [String]) {
        var calls: [QuizCall] = []
        var others: [String] = []
        for (event, lines) in events {
            for line in lines {
                if event.kind == .call && !line.hasPrefix("error:") {
                    calls.append(QuizCall(event, line: String(line.drop { $0 == " " })))
                } else {
                    others.append(line)
                }
            }
        }
        return (calls, others)
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
    /// viewWillAppear or viewWillDisappear (not the layout's or a size change's will-calls).
    var isWill: Bool { method == "viewWillAppear" || method == "viewWillDisappear" }
    /// viewDidAppear or viewDidDisappear.
    var isDid: Bool { method == "viewDidAppear" || method == "viewDidDisappear" }
    /// A scene delegate's call on the way up: connecting, entering the foreground.
    var isSceneArriving: Bool { ["scene", "sceneWillEnterForeground"].contains(method) }
    /// A scene delegate's call at launch: connecting, entering the foreground, becoming active.
    var isSceneLaunching: Bool { isSceneArriving || method == "sceneDidBecomeActive" }
    /// One of the app delegate's three launch calls.
    var isAppLaunch: Bool {
        isAppDelegate && [
            "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
            "application(_:configurationForConnecting:options:)",
        ].contains(selector)
    }
    /// A call the order rules know as an earlier call: a controller's creation
    /// and appearance, prepare, the app's launch, the scene's states.
    var isLifecycle: Bool { isCreation || isWill || isDid || isAppLaunch || isSceneDelegate || method == "prepare" }
    var isAppearing: Bool { method.hasSuffix("Appear") }
    var isDisappearing: Bool { method.hasSuffix("Disappear") }
}
