import SceneLabCore

extension Rejection {
    /// A model command named a row of the list that is not there:
    /// `there is no task 7; the tasks are 1...3`.
    static func noItem(_ noun: String, numbered number: Int, count: Int) -> Rejection {
        Rejection(
            "there is no \(noun) \(number); \(count == 0 ? "the list is empty" : "the \(noun)s are 1...\(count)")")
    }
}
