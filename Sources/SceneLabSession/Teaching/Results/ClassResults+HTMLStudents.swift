import CommandGrammar

extension ClassResults {
    /// The page's table of students: lesson by lesson under the lesson's name, ranked, each quiz
    /// with its bar, a retake marked with its time under the quiz before it.
    func studentsTable(in language: Language) -> String {
        let column = Self.columns(.resultsStudentColumns, language)
        // The lesson is a heading row, not a column: the table stays narrow enough to sit beside the rest.
        var table = "<table class=\"students\"><tr><th>\(column[0])</th><th>\(column[1])</th><th>\(column[3])</th>"
            + "<th>\(column[4])</th><th></th><th>\(column[6])</th></tr>\n"
        let rows = ranked
        for (index, attempt) in rows.enumerated() {
            let previous = index > 0 ? rows[index - 1] : nil
            if previous?.lesson != attempt.lesson {
                table += "<tr><th class=\"lesson\" colspan=\"6\">\(Self.escaped(attempt.lesson))</th></tr>\n"
            }
            // A rank is said once, on the first of a student's quizzes of the lesson.
            let sameStudent = previous?.lesson == attempt.lesson && previous?.student == attempt.student
            let retake =
                attempt.isRetake
                ? " <small>" + Self.escaped(Phrase.resultsRetake(language, Self.clock(attempt.time))) + "</small>" : ""
            table += "<tr><td class=\"n\">\(sameStudent ? "" : "\(attempt.rank)")</td>"
                + "<td>\(Self.escaped(attempt.student))\(retake)</td><td>\(Self.escaped(attempt.language))</td>"
                + "<td class=\"n\">\(attempt.points)/\(attempt.total)</td>"
                + "<td>\(Self.bar(attempt.share, finished: attempt.finished))</td>"
                + (attempt.finished
                    ? "<td>\(Phrase.resultsYes(language))</td>"
                    : "<td class=\"no\">\(Self.escaped(Self.progress(attempt, language)))</td>")
                + "</tr>\n"
        }
        return table + "</table>"
    }
}
