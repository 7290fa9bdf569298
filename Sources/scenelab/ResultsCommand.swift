import SceneLabFileStore
import SceneLabSession
import SceneLabCore

/// `scenelab results FILE...`: a class's quiz results, summarised: each
/// quiz taken, each step's mean score (the hardest first) and the wrong
/// orders given most often, as text, CSV, JSON or one HTML page.
struct ResultsCommand: Command {
    static let syntax = CommandSyntax(
        name: "scenelab results",
        abstract: "Summarise a class's quiz results (the JSON lines --results appends).",
        positional: .init(name: "files", help: "Results files, as `--results` wrote them.", count: .any),
        options: [
            .option(
                "format", ResultsFormat.self, default: "text",
                help: "text (tables for a terminal), csv (one table, for a spreadsheet), json, or html "
                    + "(one self-contained page to project)."),
            .option(
                "table", ClassResults.Table.self, default: "students",
                help: "With --format csv: the table to write: students, steps or wrong (the common wrong orders)."),
        ],
        exitStatus: [
            .init(name: "0", text: "Every file was read."),
            .init(name: "1", text: "A file could not be read."),
            .init(name: "64", text: "The command line was wrong (EX_USAGE)."),
        ])

    let files: [String]
    let format: ResultsFormat
    let table: ClassResults.Table

    init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments.positionals
        format = try arguments.value("format") ?? .text
        table = try arguments.value("table") ?? .students
        if files.isEmpty { throw UsageError("name at least one results file (written by --results)") }
    }

    func run() -> ExitStatus {
        let errors = OutputStream(descriptor: 2)
        defer { errors.flush() }
        var lines: [(source: String, text: String)] = []
        var unreadable = false
        for path in files {
            switch CheckCommand.readText(atPath: path) {
            case .failure(let problem):
                errors.writeLine("error: cannot read \(VisibleText.escaping(path)): \(problem.reason)")
                unreadable = true
            case .success(let text):
                for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    lines.append(("\(path):\(offset + 1)", String(line)))
                }
            }
        }
        let results = ClassResults(lines: lines)
        if format != .text {
            for problem in results.skipped { errors.writeLine("warning: skipped " + VisibleText.escaping(problem)) }
            errors.flush()
        }
        let text: String
        switch format {
        case .text: text = results.text
        case .csv: text = results.csv(table)
        case .json: text = results.json
        case .html: text = results.html
        }
        // Written as it is: the CSV's lines end in CRLF, the others' in LF.
        OutputStream.writeImmediately(text, to: 1)
        return unreadable ? .failure : .success
    }
}

/// How `scenelab results` writes the summary.
enum ResultsFormat: String, CaseIterable, ArgumentValue {
    case text, csv, json, html
}

extension ClassResults.Table: ArgumentValue {}
