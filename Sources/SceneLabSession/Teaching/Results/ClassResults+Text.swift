import CommandGrammar
import SceneLabCore

extension ClassResults {
    /// The summary as text tables, for a terminal, in `language`. `colored` paints each score
    /// by its band (and says what the colours mean): only for a terminal, never for a file or a pipe.
    public func text(in language: Language, colored: Bool = false) -> String {
        var lines: [String] = []
        lines.append(Phrase.resultsStudents(language, "\(students.count)", "\(attempts.count)"))
        if colored {
            let legend = zip(Band.allCases, Self.columns(.resultsLegend, language)).map { Self.painted($1, $0) }
            lines.append("  " + legend.joined(separator: "  "))
        }
        let rows = ranked
        // A rank is said once, on the first of a student's quizzes of the lesson.
        let places = rows.indices.map { index in
            index > 0 && rows[index - 1].lesson == rows[index].lesson
                && rows[index - 1].student == rows[index].student ? "" : "\(rows[index].rank)"
        }
        lines += Self.table(
            header: Self.columns(.resultsStudentColumns, language),
            rows: zip(places, rows).map { place, attempt in
                [
                    place, VisibleText.escaping(attempt.student),
                    VisibleText.escaping(attempt.lesson)
                        + (attempt.isRetake ? " (" + Phrase.resultsRetake(language, Self.clock(attempt.time)) + ")" : ""),
                    attempt.language, "\(attempt.points)/\(attempt.total)", Self.percent(attempt.share),
                    Self.progress(attempt, language),
                ]
            }, rightAligned: [0, 4, 5],
            paint: colored ? { row, column, cell in column == 5 ? Self.painted(cell, Band(rows[row])) : cell } : nil)
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

    /// `yes`; for a quiz stopped early, where and how much was answered: `stopped at step 3 of 7,
    /// 2 steps answered` (`no, 2 steps answered` in older lines, which do not say where).
    static func progress(_ attempt: Attempt, _ language: Language) -> String {
        if attempt.finished { return Phrase.resultsYes(language) }
        let answered = Phrase.resultsAnswered(language, "\(attempt.answered)")
        guard let stoppedAt = attempt.stoppedAt else { return Phrase.resultsNo(language) + ", " + answered }
        guard let steps = attempt.lessonSteps else {
            return Phrase.resultsStoppedAt(language, "\(stoppedAt)") + ", " + answered
        }
        return Phrase.resultsStoppedOf(language, "\(stoppedAt)", "\(steps)") + ", " + answered
    }

    /// A cell in its band's terminal colour.
    static func painted(_ text: String, _ band: Band) -> String {
        "\u{1B}[\(band.terminalColour)m" + text + "\u{1B}[0m"
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

    /// Columns padded to their widest cell, two spaces apart. `paint` may colour a row's padded
    /// cell (`row` counts the rows after the header), so colour never counts towards a width.
    static func table(
        header: [String], rows: [[String]], rightAligned: Set<Int>,
        paint: ((_ row: Int, _ column: Int, _ cell: String) -> String)? = nil
    ) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.enumerated().map { index, row in
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                let padded = rightAligned.contains(column) ? padding + cell : cell + padding
                guard index > 0, let paint else { return padded }
                return paint(index - 1, column, padded)
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
