import SceneLabCore

extension ClassResults {
    /// The tables `results --format csv` can write, one at a time.
    public enum Table: String, Sendable, CaseIterable {
        case students, steps, wrong
        /// Every step of every student: what was given, what was expected, the points.
        case answers
    }

    /// One table as CSV (RFC 4180: a header row, commas, CRLF line ends,
    /// quotes around a field that holds a comma, a quote or a line break).
    public func csv(_ table: Table) -> String {
        let rows: [[String]]
        switch table {
        case .students:
            rows =
                [
                    [
                        "student", "lesson", "title", "language", "time", "points", "total", "finished", "stopped_at",
                        "lesson_steps", "retake", "rank", "answered",
                    ]
                ]
                + ranked.map {
                    [
                        $0.student, $0.lesson, $0.title, $0.language, $0.time, "\($0.points)", "\($0.total)",
                        $0.finished ? "true" : "false", $0.stoppedAt.map(String.init) ?? "",
                        $0.lessonSteps.map(String.init) ?? "", $0.isRetake ? "true" : "false", "\($0.rank)", "\($0.answered)",
                    ]
                }
        case .steps:
            rows =
                [["lesson", "step", "command", "answers", "exact", "mean"]]
                + steps.map {
                    [$0.lesson, "\($0.step)", $0.command, "\($0.answers)", "\($0.exact)", Self.decimal($0.mean)]
                }
        case .wrong:
            rows =
                [["lesson", "step", "command", "count", "order", "right", "students"]]
                + wrongOrders.map {
                    [
                        $0.lesson, "\($0.step)", $0.command, "\($0.count)", $0.order.joined(separator: " "),
                        $0.right.joined(separator: " "), $0.students.joined(separator: "; "),
                    ]
                }
        case .answers:
            rows =
                [["student", "lesson", "time", "step", "command", "given", "expected", "points", "total"]]
                + attempts.flatMap { attempt in
                    attempt.answers.map {
                        [
                            attempt.student, attempt.lesson, attempt.time, "\($0.step)", $0.command,
                            $0.given.joined(separator: " "), $0.expected.joined(separator: " "), "\($0.points)",
                            "\($0.total)",
                        ]
                    }
                }
        }
        return rows.map { $0.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// `0.857`: three decimals, for a spreadsheet.
    static func decimal(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    static func field(_ raw: String) -> String {
        // A results file is untrusted: what a terminal would act on is made visible.
        let text = VisibleText.escaping(raw)
        // A leading = + - @ would be a formula to a spreadsheet: quote it and mark it as text.
        let formula = text.first.map { "=+-@".contains($0) } ?? false
        guard formula || text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return text
        }
        let body = (formula ? "'" : "") + text.replacing("\"", with: "\"\"")
        return "\"" + body + "\""
    }
}
