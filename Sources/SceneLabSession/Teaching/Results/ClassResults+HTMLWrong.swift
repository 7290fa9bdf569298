import CommandGrammar

extension ClassResults {
    /// The page's table of the wrong orders given most often (the first ten), under their step:
    /// the step's right order once, then each wrong order with how often and by whom it was given.
    func wrongTable(in language: Language) -> String {
        let column = Self.columns(.resultsWrongColumns, language)
        var table = "<table class=\"wrong\"><tr><th>\(column[0])</th><th>\(column[3])</th><th>\(column[5])</th></tr>\n"
        let shown = Array(wrongOrders.prefix(10))
        // Every wrong order of a step has the same right order: it is said once, above them.
        var steps: [(lesson: String, step: Int)] = []
        for wrong in shown where !steps.contains(where: { $0 == (wrong.lesson, wrong.step) }) {
            steps.append((wrong.lesson, wrong.step))
        }
        for (lesson, step) in steps {
            let orders = shown.filter { $0.lesson == lesson && $0.step == step }
            guard let first = orders.first else { continue }
            table += "<tr><th class=\"lesson\" colspan=\"3\">\(Self.escaped(lesson)) · \(column[2]) \(step) "
                + "<code>\(Self.escaped(first.command))</code><br><small>\(column[4]):</small> "
                + "<code class=\"right\">\(Self.escaped(first.right.joined(separator: " ")))</code></th></tr>\n"
            for wrong in orders {
                table += "<tr><td class=\"n\">\(wrong.count)×</td>"
                    + "<td><code>\(Self.escaped(wrong.order.joined(separator: " ")))</code></td>"
                    + "<td class=\"by\">\(Self.escaped(Self.names(wrong.students, language)))</td></tr>\n"
            }
        }
        return table + "</table>"
    }
}
