import SwiftSourceModel
internal import SwiftSyntax

/// Reads the notification center's calls in a body: an object registering to
/// run one of its methods or a closure when a notification is posted, and
/// removing itself.
enum ObserverReader {
    /// UIKit's notifications scenelab posts, as today's Swift names them, by type and
    /// the member's name without `Notification`.
    private static let knownNames: [(type: String, member: String)] = [
        ("UIApplication", "didFinishLaunching"), ("UIApplication", "willEnterForeground"),
        ("UIApplication", "didEnterBackground"), ("UIApplication", "didBecomeActive"),
        ("UIApplication", "willResignActive"), ("UIApplication", "willTerminate"),
        ("UIApplication", "didReceiveMemoryWarning"), ("UIScene", "willConnect"), ("UIScene", "didDisconnect"),
        ("UIScene", "willEnterForeground"), ("UIScene", "didEnterBackground"), ("UIScene", "didActivate"),
        ("UIScene", "willDeactivate"),
    ]

    /// The statement for `call` when it is `addObserver` or `removeObserver` of the
    /// notification center with `self`, or a closure, as the observer; nil for any other call
    /// (key-value observing's `addObserver(_:forKeyPath:…)` among them).
    /// `names` are the method's locals that hold a notification's name (`let name =
    /// NSNotification.Name(key)`), by local, as their value is written.
    static func statement(
        for call: FunctionCallExprSyntax, places: SourcePlaces, names: [String: String]
    ) -> SwiftStatement? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let argument = { (label: String) in call.arguments.first { ($0.label?.text ?? "_") == label }?.expression }
        let notificationName = { (expression: ExprSyntax) -> String in
            if let local = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let written = names[local] {
                return written
            }
            return Self.notificationName(expression)
        }
        switch member.declName.baseName.text {
        case "addObserver" where labels == ["_", "selector", "name", "object"]:
            guard let observer = argument("_"), isSelf(observer), let selector = argument("selector"),
                let method = selectedMethod(selector), let name = argument("name")
            else { return nil }
            return .observe(
                NotificationObserver(
                    notification: notificationName(name), handler: .method(method), line: places.line(of: call),
                    path: places.path))
        case "addObserver" where labels.starts(with: ["forName", "object", "queue"]):
            let closure =
                argument("using")?.as(ClosureExprSyntax.self) ?? call.trailingClosure
            guard let closure, let name = argument("forName") else { return nil }
            var statements = StatementCollector.statements(in: closure.statements, places: places)
            // `{ notification in … }`: the notification posted is the closure's first argument, `$0`.
            if let parameter = closureParameter(closure), parameter != "_" {
                statements.insert(.declare(name: parameter, value: .name("$0")), at: 0)
            }
            return .observe(
                NotificationObserver(
                    notification: notificationName(name), handler: .closure(statements),
                    line: places.line(of: call), path: places.path))
        // `NotificationCenter.default.post(name: .scoreChanged, object: nil)`: the app posts one of its own.
        case "post" where labels.first == "name" && isNotificationCenter(member.base):
            guard let name = argument("name") else { return nil }
            // What it hands its observers (`userInfo: ["name": name]`), when the reader can keep it.
            var arguments: [[PrintPart]] = [[.text(notificationName(name))]]
            if let userInfo = argument("userInfo") {
                let tree = ExpressionReader(places: places).expression(userInfo)
                if tree.isReadable { arguments.append([.evaluable(tree, text: userInfo.sourceText)]) }
            }
            return .call(method: NotificationObserver.postCall, arguments: arguments)
        case "removeObserver" where labels.first == "_":
            guard let observer = argument("_") else { return nil }
            guard isSelf(observer) else { return .stopObserving(notification: nil, closuresOnly: true) }
            let name = argument("name").flatMap { $0.is(NilLiteralExprSyntax.self) ? nil : notificationName($0) }
            return .stopObserving(notification: name, closuresOnly: false)
        default:
            return nil
        }
    }

    /// The name of a closure's first parameter (`notification` of `{ [weak self] notification in … }`).
    private static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
        if let written = clause.as(ClosureParameterClauseSyntax.self), let first = written.parameters.first {
            return (first.secondName ?? first.firstName).text
        }
        return nil
    }

    /// `NotificationCenter.default` (or `.default` alone, or a center kept in a local named so).
    private static func isNotificationCenter(_ base: ExprSyntax?) -> Bool {
        guard let text = base?.sourceText.filter({ !$0.isWhitespace }) else { return false }
        return text == "NotificationCenter.default" || text == "NSNotificationCenter.default" || text.hasSuffix("notificationCenter")
            || text == "center"
    }

    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    /// `didBecomeActive` for `#selector(didBecomeActive)`, `#selector(self.didBecomeActive)` or
    /// `#selector(HomeViewController.didBecomeActive)`; `refresh(_:)` for `#selector(refresh(_:))`.
    static func selectedMethod(_ expression: ExprSyntax) -> String? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            macro.arguments.count == 1, let only = macro.arguments.first, only.label == nil
        else { return nil }
        let reference: DeclReferenceExprSyntax? =
            only.expression.as(DeclReferenceExprSyntax.self)
            ?? only.expression.as(MemberAccessExprSyntax.self)?.declName
        guard let reference else { return nil }
        let base = reference.baseName.text
        guard let names = reference.argumentNames else { return base }
        return base + "(" + names.arguments.map { $0.name.text + ":" }.joined() + ")"
    }

    /// The notification's name in today's spelling when it is one of UIKit's that
    /// scenelab posts, however written (`UIApplication.didBecomeActiveNotification`,
    /// `UIWindowScene.didActivateNotification`, Swift 4.2's
    /// `NSNotification.Name.UIApplicationDidBecomeActive` or `.UIApplicationDidBecomeActive`,
    /// or the raw `"UIApplicationDidBecomeActiveNotification"`); else its source text.
    static func notificationName(_ expression: ExprSyntax) -> String {
        let written = expression.sourceText
        var text = written.filter { !$0.isWhitespace }
        for prefix in ["NSNotification.Name.", "Notification.Name.", "."] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
            break
        }
        var raw: Substring?
        if let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""), open < close {
            raw = text[text.index(after: open)..<close]
        }
        for known in knownNames {
            let today = known.type + "." + known.member + "Notification"
            let capitalised = known.member.prefix(1).uppercased() + known.member.dropFirst()
            let older = known.type + capitalised
            if text == today || (known.type == "UIScene" && text == "UIWindowScene." + known.member + "Notification")
                || text == older || raw == older + "Notification"
            {
                return today
            }
        }
        return written
    }
}
