extension StringProtocol {
    /// The text without the spaces and tabs around it.
    package var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
