import SceneLabCore

extension ClassResults {
    /// The tables `results --format csv` can write, one at a time.
    public enum Table: String, Sendable, CaseIterable {
        case students, steps, wrong
    }

    /// One table as CSV (RFC 4180: a header row, commas, CRLF line ends,
    /// quotes around a field that holds a comma, a quote or a line break).
    public func csv(_ table: Table) -> String {
        let rows: [[String]]
        switch table {
        case .students:
            rows =
                [["student", "lesson", "title", "language", "time", "points", "total", "finished"]]
                + attempts.map {
                    [
                        $0.student, $0.lesson, $0.title, $0.language, $0.time, "\($0.points)", "\($0.total)",
                        $0.finished ? "true" : "false",
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
                [["lesson", "step", "command", "count", "order"]]
                + wrongOrders.map {
                    [$0.lesson, "\($0.step)", $0.command, "\($0.count)", $0.order.joined(separator: " ")]
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
