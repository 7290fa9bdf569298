import SwiftSourceModel
import SwiftSourceReader

/// Reads one file of test source.
func readOne(_ text: String, path: String = "ViewController.swift") -> SwiftSources {
    SwiftSourceReader.read([SwiftFile(path: path, text: text)])
}

extension SwiftSources {
    /// The statements of `method` in `className`, or none.
    func statements(_ className: String, _ method: String) -> [SwiftStatement] {
        classes[className]?.methods[method]?.statements ?? []
    }

    /// The items of each print in `method`, in order.
    func printedItems(_ className: String, _ method: String) -> [[[PrintPart]]] {
        printCalls(className, method).map(\.items)
    }

    /// The print calls of `method`, in order, with those of its `if`s' bodies.
    func printCalls(_ className: String, _ method: String) -> [PrintCall] {
        statements(className, method).flatMap { statement -> [SwiftStatement] in
            if case .conditional = statement { return statement.asListed }
            return [statement]
        }.compactMap { statement in
            if case .print(let call) = statement { return call }
            return nil
        }
    }
}
