import SceneLabFileStore

/// Where `--results` appends a quiz's JSON line: the results file, opened
/// for appending before the quiz starts.
/// Each line is one `write(2)` in append mode, so that students sharing a
/// file never interleave their lines.
struct QuizResults {
    let file: AppendedFile
}
