import SceneLabCore

/// A list of choices in Russian: its words stay as typed, its "or" is the language's.
extension Phrase {
    /// "a, b or c" as "a, b или c".
    public static func russianList(_ english: String) -> String {
        var result = english
        while let or = result.firstRange(of: " or ") { result.replaceSubrange(or, with: " или ") }
        return result
    }
}
