import CommandGrammar
extension ClassResults {
    /// The summary as one self-contained HTML page (no script, no outside
    /// file), large enough to project: the three tables, each score as a bar,
    /// the students beside the steps so that a class of 30 fits one 1920×1080 screen.
    public func html(in language: Language) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)"><head><meta charset="utf-8"><title>\(Phrase.resultsPageTitle(language))</title>
            <style>
            body{font:18px/1.3 system-ui,sans-serif;margin:1.2em 2em;color:#1d1d1f}
            h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.15em;margin:.8em 0 .3em}
            .glance{display:grid;grid-template-columns:auto minmax(0,1fr);gap:0 2.5em;align-items:start}
            table{border-collapse:collapse}td,th{padding:.08em .6em;text-align:left;border-bottom:1px solid #ddd}
            th{background:#f2f2f7}td.n{text-align:right;font-variant-numeric:tabular-nums}
            .bar{display:inline-block;height:.8em;background:#34c759;vertical-align:middle}
            .mid{background:#ffcc00}.low{background:#ff3b30}.unfinished{background:#aeaeb2}
            .no{color:#636366;font-style:italic}code{font-size:.9em}.legend span{margin-right:1.2em}
            details{margin:.2em 0}summary{cursor:pointer}td.by{min-width:9em}td.k{white-space:nowrap}
            table.students{font-size:.95em}table.students td{white-space:nowrap;padding-top:0;padding-bottom:0;line-height:1.25}
            table th.lesson{background:none;padding-top:.3em;font-weight:600}code.right{color:#1a7f37}small{color:#636366}
            </style></head><body>
            <h1>\(Phrase.resultsHeading(language, "\(students.count)", "\(attempts.count)"))</h1>

            """
        let swatch = { (band: String) in "<span class=\"bar\(band)\" style=\"width:40px\"></span>" }
        let legend = Self.columns(.resultsLegend, language)
        page += "<p class=\"legend\">"
            + zip(Band.allCases, legend).map { "<span>\(swatch($0.htmlClass)) \($1)</span>" }.joined()
            + "</p>\n"
        // The students on the left, the steps and the wrong orders beside them: a class of 30 on one screen.
        page += "<div class=\"glance\"><div>"
        page += "<h2>\(Phrase.resultsStudentsSection(language))</h2>" + studentsTable(in: language)
        page += "</div><div>\n<h2>\(Phrase.resultsStepsSection(language))</h2><table><tr>"
            + Self.columns(.resultsStepColumns, language).map { "<th>\($0)</th>" }.joined() + "</tr>\n"
        for step in steps {
            page += "<tr><td class=\"k\">\(Self.escaped(step.lesson))</td><td class=\"n\">\(step.step)</td>"
                + "<td class=\"k\"><code>\(Self.escaped(step.command))</code></td><td class=\"n\">\(step.answers)</td>"
                + "<td class=\"n\">\(step.exact)</td><td class=\"k\">\(Self.bar(step.mean))</td></tr>\n"
        }
        page += "</table>\n<h2>\(Phrase.resultsWrongSection(language))</h2>" + wrongTable(in: language)
        page += "</div></div>\n<h2>\(Phrase.resultsAnswersSection(language))</h2>\n"
        let answerColumns = Self.columns(.resultsAnswerColumns, language).map { "<th>\($0)</th>" }.joined()
        for attempt in ranked where !attempt.answers.isEmpty {
            let retake =
                attempt.isRetake ? " (" + Self.escaped(Phrase.resultsRetake(language, Self.clock(attempt.time))) + ")" : ""
            page += "<details><summary>\(Self.escaped(attempt.student)) · \(Self.escaped(attempt.lesson))\(retake) · "
                + "\(attempt.points)/\(attempt.total) · \(Self.escaped(Self.progress(attempt, language)))</summary><table><tr>\(answerColumns)</tr>\n"
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
        let width = Int((share * 120).rounded())
        let band = Band(share: share, finished: finished).htmlClass
        return "<span class=\"bar\(band)\" style=\"width:\(width)px\"></span> " + (finished ? percent(share) : "")
    }

    /// Text as HTML takes it (the SVG writer's escaping: the same five characters).
    static func escaped(_ text: String) -> String { SVGWriter.escaped(text) }
}
