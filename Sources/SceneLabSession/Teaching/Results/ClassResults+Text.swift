import CommandGrammar
import SceneLabCore

extension ClassResults {
    /// The summary as text tables, for a terminal, in `language`.
    public func text(in language: Language) -> String {
        var lines: [String] = []
        lines.append(Phrase.resultsStudents(language, "\(students.count)", "\(attempts.count)"))
        lines += Self.table(
            header: Self.columns(.resultsStudentColumns, language),
            rows: attempts.map {
                [
                    VisibleText.escaping($0.student),
                    VisibleText.escaping($0.lesson)
                        + ($0.isRetake ? " (" + Phrase.resultsRetake(language, Self.clock($0.time)) + ")" : ""),
                    $0.language, "\($0.points)/\($0.total)", Self.percent($0.share), Self.progress($0, language),
                ]
            }, rightAligned: [3, 4])
        lines.append("")
        lines.append(Phrase.resultsStepsTitle(language))
        lines += Self.table(
            header: Self.columns(.resultsStepColumns, language),
            rows: steps.map {
                [
                    VisibleText.escaping($0.lesson), "\($0.step)", VisibleText.escaping($0.command), "\($0.answers)",
                    "\($0.exact)", Self.percent($0.mean),
                ]
            }, rightAligned: [1, 3, 4, 5])
        lines.append("")
        lines.append(Phrase.resultsWrongTitle(language))
        if wrongOrders.isEmpty { lines.append("  " + Phrase.resultsNone(language)) }
        for wrong in wrongOrders.prefix(10) {
            lines.append(
                "  "
                    + Phrase.resultsWrongLine(
                        language, "\(wrong.count)", VisibleText.escaping(wrong.lesson), "\(wrong.step)",
                        VisibleText.escaping(wrong.command), wrong.order.map(VisibleText.escaping).joined(separator: " ")))
            lines.append(
                "      " + Phrase.resultsRight(language, wrong.right.map(VisibleText.escaping).joined(separator: " ")))
            lines.append("      " + Phrase.resultsGivenBy(language, Self.names(wrong.students, language)))
        }
        for problem in skipped { lines.append(Phrase.labelSkipped(language) + VisibleText.escaping(problem)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `yes`; for a quiz stopped early, where: `stopped at step 3 of 7` (`no` in older lines).
    static func progress(_ attempt: Attempt, _ language: Language) -> String {
        if attempt.finished { return Phrase.resultsYes(language) }
        guard let stoppedAt = attempt.stoppedAt else { return Phrase.resultsNo(language) }
        guard let steps = attempt.lessonSteps else { return Phrase.resultsStoppedAt(language, "\(stoppedAt)") }
        return Phrase.resultsStoppedOf(language, "\(stoppedAt)", "\(steps)")
    }

    /// A table's column names, as the phrase lists them (`student|lesson|…`).
    static func columns(_ phrase: Phrase, _ language: Language) -> [String] {
        phrase(language).split(separator: "|").map(String.init)
    }

    /// `10:42` of an ISO 8601 time (`2026-11-28T10:42:05Z`), or the time as it is.
    static func clock(_ time: String) -> String {
        guard let t = time.firstIndex(of: "T") else { return VisibleText.escaping(time) }
        return VisibleText.escaping(String(time[time.index(after: t)...].prefix(5)))
    }

    /// Up to five names, then how many more.
    static func names(_ students: [String], _ language: Language) -> String {
        let shown = students.prefix(5).map(VisibleText.escaping).joined(separator: ", ")
        return students.count > 5 ? Phrase.resultsMore(language, shown, "\(students.count - 5)") : shown
    }

    /// `87%`.
    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    /// Columns padded to their widest cell, two spaces apart.
    static func table(header: [String], rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            return "  " + cells.joined(separator: "  ").trimmingTrailingBlanks
        }
    }
}

extension String {
    fileprivate var trimmingTrailingBlanks: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
