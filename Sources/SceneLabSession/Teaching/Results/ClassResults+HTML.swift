extension ClassResults {
    /// The summary as one self-contained HTML page (no script, no outside
    /// file), large enough to project: the three tables, each score as a bar.
    public var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Quiz results</title>
            <style>
            body{font:20px/1.4 system-ui,sans-serif;margin:2em;color:#1d1d1f}
            h1{font-size:1.6em}h2{font-size:1.2em;margin-top:1.6em}
            table{border-collapse:collapse}td,th{padding:.25em .8em;text-align:left;border-bottom:1px solid #ddd}
            th{background:#f2f2f7}td.n{text-align:right;font-variant-numeric:tabular-nums}
            .bar{display:inline-block;height:.8em;background:#34c759;vertical-align:middle}
            .low{background:#ff9f0a}.no{color:#c00}code{font-size:.9em}
            </style></head><body>
            <h1>Quiz results: \(students.count) students, \(attempts.count) quizzes</h1>

            """
        page += "<h2>Students</h2><table><tr><th>student</th><th>lesson</th><th>lang</th>"
            + "<th>score</th><th></th><th>finished</th></tr>\n"
        for attempt in attempts {
            page += "<tr><td>\(Self.escaped(attempt.student))</td><td>\(Self.escaped(attempt.lesson))</td>"
                + "<td>\(Self.escaped(attempt.language))</td><td class=\"n\">\(attempt.points)/\(attempt.total)</td>"
                + "<td>\(Self.bar(attempt.share))</td>"
                + (attempt.finished ? "<td>yes</td>" : "<td class=\"no\">no</td>") + "</tr>\n"
        }
        page += "</table>\n<h2>Steps, hardest first</h2><table><tr><th>lesson</th><th>step</th>"
            + "<th>command</th><th>answers</th><th>exact</th><th>mean</th></tr>\n"
        for step in steps {
            page += "<tr><td>\(Self.escaped(step.lesson))</td><td class=\"n\">\(step.step)</td>"
                + "<td><code>\(Self.escaped(step.command))</code></td><td class=\"n\">\(step.answers)</td>"
                + "<td class=\"n\">\(step.exact)</td><td>\(Self.bar(step.mean))</td></tr>\n"
        }
        page += "</table>\n<h2>Most common wrong orders</h2><table><tr><th>times</th><th>lesson</th>"
            + "<th>step</th><th>order given</th></tr>\n"
        for wrong in wrongOrders.prefix(10) {
            page += "<tr><td class=\"n\">\(wrong.count)</td><td>\(Self.escaped(wrong.lesson))</td>"
                + "<td>\(wrong.step) <code>\(Self.escaped(wrong.command))</code></td>"
                + "<td><code>\(Self.escaped(wrong.order.joined(separator: " ")))</code></td></tr>\n"
        }
        page += "</table>\n</body></html>\n"
        return page
    }

    static func bar(_ share: Double) -> String {
        let width = Int((share * 160).rounded())
        return "<span class=\"bar\(share < 0.5 ? " low" : "")\" style=\"width:\(width)px\"></span> "
            + percent(share)
    }

    /// Text as HTML takes it (the SVG writer's escaping: the same five characters).
    static func escaped(_ text: String) -> String { SVGWriter.escaped(text) }
}
