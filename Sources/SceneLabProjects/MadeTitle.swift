import SceneLabCore
import SwiftSourceModel

/// The title code gives a controller it makes and then shows (`detail.title =
/// colours[indexPath.row]`), worked out from what is known where it is shown: literals,
/// interpolations and `+` of them, the row UIKit passed (`indexPath.row`), and the elements of
/// a stored array property, the ones the table's rows show: as the app's code left it
/// (`stored`, the console's value), else as it starts (an array literal, `CodeInterface`).
/// Nil for anything else: the screen then shows no title, and a note says why.
enum MadeTitle {
    static func resolve(
        _ expression: SwiftExpression, in className: String, _ sources: SwiftSources, row: Int?,
        stored: (String) -> ConsoleValue? = { _ in nil }, depth: Int = 0
    ) -> String? {
        guard depth < 8 else { return nil }
        func inner(_ expression: SwiftExpression) -> String? {
            resolve(expression, in: className, sources, row: row, stored: stored, depth: depth + 1)
        }
        switch expression {
        case .string(let text): return text
        case .integer(let value): return String(value)
        case .interpolation(let pieces):
            var text = ""
            for piece in pieces {
                guard let shown = inner(piece) else { return nil }
                text += shown
            }
            return text
        case .binary("+", let left, let right):
            guard let left = inner(left), let right = inner(right) else { return nil }
            return left + right
        case .unwrap(let operand):
            return inner(operand)
        case .member(.name("indexPath"), "row"), .member(.name("indexPath"), "item"):
            return row.map(String.init)
        case .subscripted(let base, let labels, let arguments) where labels.count == 1 && arguments.count == 1:
            guard let name = CodeInterface.propertyName(base) else { return nil }
            if case .array(let kept)? = stored(name) {
                guard let text = inner(arguments[0]), let index = Int(text), kept.indices.contains(index) else { return nil }
                return kept[index].printed
            }
            guard let elements = CodeInterface.arrayLiteral(name, of: className, sources), let text = inner(arguments[0]),
                let index = Int(text), elements.indices.contains(index)
            else { return nil }
            return inner(elements[index])
        default:
            return nil
        }
    }
}
