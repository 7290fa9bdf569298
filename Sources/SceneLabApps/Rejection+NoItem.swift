import SceneLabCore

extension Rejection {
    /// A model command named a row of the list that is not there:
    /// `there is no task 7; the tasks are 1...3`.
    static func noItem(_ noun: ListNoun, numbered number: Int, count: Int) -> Rejection {
        Rejection(BookAppDiagnostic.noItem(noun: noun, number: number, count: count))
    }
}
