/// A call as text output prints it, taken apart once for the quiz:
/// `A#1 viewWillAppear(animated: true)` is object `A#1` (class `A`),
/// method `viewWillAppear`. Answers name calls by it, its short name is what
/// Tab offers, and the reasons for an order read it.
struct CallLine {
    /// The receiver as printed: `A#1`, `AppDelegate`.
    let object: Substring
    /// The method's base name: `viewWillAppear`.
    let method: Substring

    init(_ line: String) {
        let parts = line.split(separator: " ", maxSplits: 1)
        object = parts.first ?? ""
        method = (parts.count > 1 ? parts[1] : "").prefix { $0 != "(" && $0 != " " }
    }

    /// The receiver's class: `A` for `A#1`.
    var className: Substring { object.split(separator: "#").first ?? object }

    /// The method without a `view` prefix, as people say it: `willAppear`.
    var shortMethod: String {
        guard method.hasPrefix("view"), method.count > 4 else { return String(method) }
        let rest = method.dropFirst(4)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// `A.willAppear`.
    var shortName: String { method.isEmpty ? String(object) : "\(className).\(shortMethod)" }

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
