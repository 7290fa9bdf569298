import SwiftSourceModel
internal import SwiftParser
internal import SwiftSyntax

/// Reads Swift files' text; never throws: what it cannot understand becomes a warning.
///
/// It reads what a learner's view controllers print and when: classes and
/// their superclasses, the overrides and other methods, the `print` calls in
/// them and the calls between them. It runs nothing and opens no file.
public enum SwiftSourceReader {
    /// Files larger than this are skipped with a warning: a learner's view
    /// controller is a few kilobytes, and parsing time grows with size.
    public static let maximumFileSize = 2 * 1024 * 1024
    /// Warnings kept; the rest are counted in one last warning.
    public static let maximumWarnings = 500

    /// Parses `files` and gathers their classes, merging extensions into the
    /// classes they extend, whichever file declares them.
    public static func read(_ files: [SwiftFile]) -> SwiftSources {
        combine(files.map(read(file:)))
    }

    /// What one file holds, before the files are combined: each file is read on its own,
    /// so that files can be read side by side (the reading library does, one thread a core).
    public struct FileReading: Sendable {
        fileprivate var parts: [ClassPart] = []
        fileprivate var warnings: [SourceWarning] = []
        fileprivate var globals: [String: SwiftStoredProperty] = [:]
    }

    /// Parses one file.
    public static func read(file: SwiftFile) -> FileReading {
        var reading = FileReading()
        guard file.text.utf8.count <= maximumFileSize else {
            reading.warnings.append(
                SourceWarning(
                    path: file.path, line: 0, column: 0, problem: .fileTooLarge(maximumMiB: maximumFileSize >> 20)))
            return reading
        }
        if let excess = NestingGuard.firstExcess(in: file.text) {
            reading.warnings.append(
                SourceWarning(path: file.path, line: excess.line, column: excess.column, problem: excess.problem))
            return reading
        }
        (reading.parts, reading.globals) = read(file, warnings: &reading.warnings)
        return reading
    }

    /// The files' classes, in the order the files were given: what `read(_:)` returns.
    public static func combine(_ readings: [FileReading]) -> SwiftSources {
        var collector = WarningList(limit: maximumWarnings)
        var parts: [ClassPart] = []
        var globals: [String: SwiftStoredProperty] = [:]
        for reading in readings {
            for warning in reading.warnings { collector.add(warning) }
            parts += reading.parts
            globals.merge(reading.globals) { first, _ in first }
        }
        var sources = merge(parts, warnings: &collector)
        sources.globals = globals
        for warning in ClosurePlacement.place(in: &sources) { collector.add(warning) }
        sources.warnings = collector.finished()
        return sources
    }

    private static func read(
        _ file: SwiftFile, warnings: inout [SourceWarning]
    ) -> (parts: [ClassPart], globals: [String: SwiftStoredProperty]) {
        let tree = Parser.parse(source: file.text)
        let places = SourcePlaces(path: file.path, text: file.text)
        if let problem = SyntaxProblemFinder.firstProblem(in: tree, places: places) {
            let (line, column) = places.location(of: problem.node)
            warnings.append(
                SourceWarning(path: file.path, line: line, column: column, problem: problem.problem))
        }
        let collector = ClassCollector(places: places, instantiatesScenes: file.text.mentions("instantiateViewController") || file.text.mentions("UIPageViewController"))
        collector.walk(tree)
        for part in collector.parts {
            for duplicate in part.duplicateMethods {
                warnings.append(
                    SourceWarning(
                        path: file.path, line: duplicate.line, column: 0,
                        problem: .duplicateMember(className: part.body.name, member: duplicate.name)))
            }
        }
        // Variables at the file's top level: state the whole app shares.
        var globals: [String: SwiftStoredProperty] = [:]
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard var global = collector.storedProperty(binding, of: variable) else { continue }
                global.isStatic = true
                globals[global.name] = globals[global.name] ?? global
            }
        }
        return (collector.parts, globals)
    }

    /// Classes first, so that an extension read before its class's file still
    /// finds it; then each extension into its class, or kept apart.
    private static func merge(_ parts: [ClassPart], warnings: inout WarningList) -> SwiftSources {
        var sources = SwiftSources()
        for part in parts where part.body.isValueType {
            if sources.structures[part.body.name] == nil { sources.structures[part.body.name] = part.body }
        }
        for part in parts where !part.isExtension && !part.body.isValueType {
            let name = part.body.name
            if let earlier = sources.classes[name] {
                warnings.add(
                    SourceWarning(
                        path: part.body.path, line: part.body.line, column: 0,
                        problem: .duplicateClass(name, earlierPath: earlier.path, earlierLine: earlier.line)))
                continue
            }
            sources.classes[name] = part.body
        }
        for part in parts where part.isExtension {
            let name = part.body.name
            if var declared = sources.classes[name] {
                declared.absorb(part.body)
                sources.classes[name] = declared
            } else if var extended = sources.extensions[name] {
                extended.absorb(part.body)
                sources.extensions[name] = extended
            } else {
                sources.extensions[name] = part.body
            }
        }
        return sources
    }
}

extension SwiftClass {
    /// Adds an extension's members; what the class already has stays.
    mutating func absorb(_ other: SwiftClass) {
        methods.merge(other.methods) { existing, _ in existing }
        constants.merge(other.constants) { existing, _ in existing }
        initialValues += other.initialValues
        overriddenProperties.formUnion(other.overriddenProperties)
        storedProperties.merge(other.storedProperties) { existing, _ in existing }
        conformances += other.conformances.filter { !conformances.contains($0) }
        madeControllers += other.madeControllers.filter { !madeControllers.contains($0) }
        keepsMadeControllers = keepsMadeControllers || other.keepsMadeControllers
    }
}

/// Warnings up to a limit, then a count of the rest.
struct WarningList {
    let limit: Int
    private var kept: [SourceWarning] = []
    private var dropped = 0

    init(limit: Int) { self.limit = limit }

    mutating func add(_ warning: SourceWarning) {
        if kept.count < limit { kept.append(warning) } else { dropped += 1 }
    }

    func finished() -> [SourceWarning] {
        guard dropped > 0 else { return kept }
        return kept + [
            SourceWarning(path: "", line: 0, column: 0, problem: .moreWarnings(dropped))
        ]
    }
}
