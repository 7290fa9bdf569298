/// The Russian of the session's own specs' texts (summaries, `help NAME`'s
/// details, `explain NAME`), keyed by the English as the specs write it, so
/// that the specs stay as they are read. A spec whose English changes loses
/// its Russian until this table follows; `RussianCoverageTests` fails then.
enum RussianWording {
    static let texts: [String: String] = [:]
}
