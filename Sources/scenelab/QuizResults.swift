import SceneLabFileStore

/// Where `--results` appends a quiz's JSON line: the results file, opened
/// for appending before the quiz starts, and the student the line names.
/// Each line is one `write(2)` in append mode, so that students sharing a
/// file never interleave their lines.
struct QuizResults {
    let file: AppendedFile
    let student: String
}
