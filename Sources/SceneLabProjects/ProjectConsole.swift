import SceneLabCore
import SwiftSourceReader

/// The console of an opened project: for each call UIKit makes, the lines
/// the project's own Swift code prints in the method that call runs — the
/// nearest override in the class chain, the superclass's through `super`,
/// and helper methods of the chain it calls with literal arguments.
///
/// What it can work out it prints as Swift would; anything else it shows as
/// the expression, `\(expression)`, and names it, never guessing a value.
struct ProjectConsole: AppConsole {
    let sources: SwiftSources
    /// The controller's `title` as its storyboard sets it, by class, where every scene of the class agrees.
    let titles: [String: String]
    /// The module classes are qualified with (`NSStringFromClass`).
    let moduleName: String
    /// The classes the engine's `AppDelegate` and `SceneDelegate` stand for.
    let appDelegateClass: String?
    let sceneDelegateClass: String?

    /// Helper calls followed at most this deep, so that recursion in the sources ends.
    private static let maximumDepth = 8

    func lines(printedFor event: Event) -> [ConsoleLine] {
        guard var className = event.className, let method = event.method else { return [] }
        if className == "AppDelegate", let appDelegateClass { className = appDelegateClass }
        if className == "SceneDelegate", let sceneDelegateClass { className = sceneDelegateClass }
        guard let (owner, body) = sources.implementation(of: method, in: className) else { return [] }
        var output: [ConsoleLine] = []
        run(body, of: owner, receiver: className, parameters: [:], depth: 0, into: &output)
        return output
    }

    /// A value worked out for a part of a printed line.
    private struct Value {
        var text: String
        var unevaluated: [String] = []
    }

    private func run(
        _ method: SwiftMethod, of owner: SwiftClass, receiver: String, parameters: [String: Value], depth: Int,
        into output: inout [ConsoleLine]
    ) {
        for statement in method.statements {
            switch statement {
            case .print(let call):
                let items = call.items.map { parts in value(of: parts, in: method, receiver: receiver, parameters) }
                var text = items.map(\.text).joined(separator: call.separator)
                if call.function == .debugPrint, call.items.count == 1, case .text? = call.items.first?.first,
                    call.items.first?.count == 1
                {
                    text = "\"" + text + "\""
                }
                let site = fileName(call.path) + ":\(call.line)"
                let unevaluated = items.flatMap(\.unevaluated)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    output.append(ConsoleLine(text: String(line), site: site, unevaluated: unevaluated))
                }
            case .superCall(let name):
                guard depth < Self.maximumDepth, let superclass = owner.superclass,
                    let (next, body) = sources.implementation(of: name, in: superclass)
                else { continue }
                run(body, of: next, receiver: receiver, parameters: [:], depth: depth + 1, into: &output)
            case .call(let name, let arguments):
                guard depth < Self.maximumDepth, let (next, body) = sources.implementation(of: name, in: receiver)
                else { continue }
                var bound: [String: Value] = [:]
                for (index, parameter) in body.parameters.enumerated() where arguments.indices.contains(index) {
                    bound[parameter] = value(of: arguments[index], in: method, receiver: receiver, parameters)
                }
                run(body, of: next, receiver: receiver, parameters: bound, depth: depth + 1, into: &output)
            }
        }
    }

    /// What the parts of one printed item come to, run by `receiver`'s `method`.
    private func value(
        of parts: [PrintPart], in method: SwiftMethod, receiver: String, _ parameters: [String: Value]
    ) -> Value {
        var result = Value(text: "")
        for part in parts {
            switch part {
            case .text(let text): result.text += text
            case .function: result.text += method.name
            case .className: result.text += receiver
            case .qualifiedClassName: result.text += moduleName + "." + receiver
            case .title:
                if let title = titles[receiver] {
                    result.text += title
                } else {
                    unknown("title!", into: &result)
                }
            case .property(let name):
                if let bound = parameters[name] {
                    result.text += bound.text
                    result.unevaluated += bound.unevaluated
                } else if let constant = sources.constant(name, in: receiver) {
                    result.text += constant
                } else if name == "title", let title = titles[receiver] {
                    result.text += "Optional(\"\(title)\")"
                } else {
                    unknown(name, into: &result)
                }
            case .expression(let text): unknown(text, into: &result)
            }
        }
        return result
    }

    private func unknown(_ expression: String, into value: inout Value) {
        value.text += "\\(" + expression + ")"
        value.unevaluated.append(expression)
    }

    private func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
}
