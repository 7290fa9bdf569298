import CommandGrammar
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
        russianAbstract: "Сводка результатов тестов группы (строки JSON, которые дописывает --results).",
        positional: .init(name: "files", help: "Results files, as `--results` wrote them.", ru: "Файлы результатов, как их записал `--results`.", count: .any),
        options: [
            .option(
                "format", ResultsFormat.self, default: "text",
                help: "text (tables for a terminal), csv (one table, for a spreadsheet), json, or html "
                    + "(one self-contained page to project).", ru: "text (таблицы для терминала), csv (одна таблица для электронной таблицы), json или html (одна самодостаточная страница для проектора)."),
            .option(
                "table", ClassResults.Table.self, default: "students",
                help: "With --format csv: the table to write: students, steps, wrong (the common wrong orders) or answers (every step of every student).", ru: "С --format csv: какую таблицу писать: students, steps, wrong (частые неверные порядки) или answers (каждый шаг каждого ученика)."),
            .option(
                "student", String.self, valueName: "name",
                help: "Show one student's quizzes step by step: each order given, UIKit's order and the points.",
                ru: "Показать тесты одного ученика по шагам: каждый данный порядок, порядок UIKit и баллы."),
            .option(
                "lang", Language.self,
                help: "The language of the text and the page: en or ru (default: from LC_ALL, LC_MESSAGES or LANG, "
                    + "as the REPL picks it); CSV and JSON keep their English keys.", ru: "Язык текста и страницы: en или ru (по умолчанию — из LC_ALL, LC_MESSAGES или LANG, как в REPL); у CSV и JSON ключи английские."),
        ],
        exitStatus: [
            .init(name: "0", text: "Every file was read.", ru: "Все файлы прочитаны."),
            .init(name: "1", text: "A file could not be read.", ru: "Файл не удалось прочитать."),
            .init(name: "64", text: "The command line was wrong (EX_USAGE).", ru: "Неверная командная строка (EX_USAGE)."),
        ])

    let files: [String]
    let format: ResultsFormat
    let table: ClassResults.Table
    let language: Language
    /// `--student`: that student's every step instead of the class.
    let student: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments.positionals
        format = try arguments.value("format") ?? .text
        table = try arguments.value("table") ?? .students
        language = DeviceOptions.language(try arguments.value("lang"))
        student = arguments.text("student")
        if files.isEmpty { throw UsageError(.usageNoResultsFile) }
    }

    func run() -> ExitStatus {
        let errors = OutputStream(descriptor: 2)
        defer { errors.flush() }
        var lines: [(source: String, text: String)] = []
        var unreadable = false
        for path in files {
            switch CheckCommand.readText(atPath: path) {
            case .failure(let problem):
                errors.writeLine(
                    Phrase.labelError(language) + " "
                        + Phrase.resultsCannotRead(language, VisibleText.escaping(path), problem.reason))
                unreadable = true
            case .success(let text):
                for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    lines.append(("\(path):\(offset + 1)", String(line)))
                }
            }
        }
        let results = ClassResults(lines: lines)
        if format != .text {
            for problem in results.skipped { errors.writeLine(
                    Phrase.labelWarning(language) + " " + Phrase.labelSkipped(language) + VisibleText.escaping(problem)) }
            errors.flush()
        }
        if let student {
            let steps = results.text(ofStudent: student, in: language)
            guard !steps.isEmpty else {
                errors.writeLine(
                    Phrase.labelError(language) + " " + Phrase.resultsNoStudent(language, VisibleText.escaping(student)))
                return .failure
            }
            OutputStream.writeImmediately(steps, to: 1)
            return unreadable ? .failure : .success
        }
        let text: String
        switch format {
        // Colours only for a terminal: a file or a pipe gets plain text.
        case .text: text = results.text(in: language, colored: Terminal.wantsColor(disabledByFlag: false))
        case .csv: text = results.csv(table)
        case .json: text = results.json
        case .html: text = results.html(in: language)
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
