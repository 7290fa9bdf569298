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
            .mid{background:#ffcc00}.low{background:#ff9f0a}.unfinished{background:#aeaeb2}
            .no{color:#c00}code{font-size:.9em}.legend span{margin-right:1.2em}
            details{margin:.2em 0}summary{cursor:pointer}
            </style></head><body>
            <h1>Quiz results: \(students.count) students, \(attempts.count) quizzes</h1>

            """
        let swatch = { (band: String) in "<span class=\"bar\(band)\" style=\"width:40px\"></span>" }
        page += "<p class=\"legend\"><span>\(swatch("")) 80% and over</span><span>\(swatch(" mid")) 50–79%</span>"
            + "<span>\(swatch(" low")) under 50%</span><span>\(swatch(" unfinished")) stopped before the end</span></p>\n"
        page += "<h2>Students</h2><table><tr><th>student</th><th>lesson</th><th>lang</th>"
            + "<th>score</th><th></th><th>finished</th></tr>\n"
        for attempt in attempts {
            let retake = attempt.isRetake ? " (retake " + Self.escaped(Self.clock(attempt.time)) + ")" : ""
            page += "<tr><td>\(Self.escaped(attempt.student))</td><td>\(Self.escaped(attempt.lesson))\(retake)</td>"
                + "<td>\(Self.escaped(attempt.language))</td><td class=\"n\">\(attempt.points)/\(attempt.total)</td>"
                + "<td>\(Self.bar(attempt.share, finished: attempt.finished))</td>"
                + (attempt.finished ? "<td>yes</td>" : "<td class=\"no\">\(Self.escaped(Self.progress(attempt)))</td>")
                + "</tr>\n"
        }
        page += "</table>\n<h2>Steps, hardest first</h2><table><tr><th>lesson</th><th>step</th>"
            + "<th>command</th><th>answers</th><th>exact</th><th>mean</th></tr>\n"
        for step in steps {
            page += "<tr><td>\(Self.escaped(step.lesson))</td><td class=\"n\">\(step.step)</td>"
                + "<td><code>\(Self.escaped(step.command))</code></td><td class=\"n\">\(step.answers)</td>"
                + "<td class=\"n\">\(step.exact)</td><td>\(Self.bar(step.mean))</td></tr>\n"
        }
        page += "</table>\n<h2>Most common wrong orders</h2><table><tr><th>times</th><th>lesson</th>"
            + "<th>step</th><th>order given</th><th>right order</th><th>given by</th></tr>\n"
        for wrong in wrongOrders.prefix(10) {
            page += "<tr><td class=\"n\">\(wrong.count)</td><td>\(Self.escaped(wrong.lesson))</td>"
                + "<td>\(wrong.step) <code>\(Self.escaped(wrong.command))</code></td>"
                + "<td><code>\(Self.escaped(wrong.order.joined(separator: " ")))</code></td>"
                + "<td><code>\(Self.escaped(wrong.right.joined(separator: " ")))</code></td>"
                + "<td>\(Self.escaped(Self.names(wrong.students)))</td></tr>\n"
        }
        page += "</table>\n<h2>Each student's answers</h2>\n"
        for attempt in attempts where !attempt.answers.isEmpty {
            page += "<details><summary>\(Self.escaped(attempt.student)) · \(Self.escaped(attempt.lesson)) · "
                + "\(attempt.points)/\(attempt.total)</summary><table><tr><th>step</th><th>given</th>"
                + "<th>expected</th><th>points</th></tr>\n"
            for answer in attempt.answers {
                page += "<tr><td class=\"n\">\(answer.step) <code>\(Self.escaped(answer.command))</code></td>"
                    + "<td><code>\(Self.escaped(answer.given.joined(separator: " ")))</code></td>"
                    + "<td><code>\(Self.escaped(answer.expected.joined(separator: " ")))</code></td>"
                    + "<td class=\"n\">\(answer.points)/\(answer.total)</td></tr>\n"
            }
            page += "</table></details>\n"
        }
        page += "</body></html>\n"
        return page
    }

    /// A score as a bar coloured by its band (80% and over, 50–79%, under 50%), grey for a quiz
    /// stopped before the end, whatever its share of the steps answered.
    static func bar(_ share: Double, finished: Bool = true) -> String {
        let width = Int((share * 160).rounded())
        let band = !finished ? " unfinished" : share < 0.5 ? " low" : share < 0.8 ? " mid" : ""
        return "<span class=\"bar\(band)\" style=\"width:\(width)px\"></span> " + (finished ? percent(share) : "")
    }

    /// Text as HTML takes it (the SVG writer's escaping: the same five characters).
    static func escaped(_ text: String) -> String { SVGWriter.escaped(text) }
}
