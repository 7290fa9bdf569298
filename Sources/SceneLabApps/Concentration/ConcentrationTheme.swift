/// The themes the lecture's theme chooser offers, by the titles of its
/// buttons, in the order they stand on screen.
enum ConcentrationTheme: String, CaseIterable, Sendable {
    case sports = "Sports"
    case animals = "Animals"
    case faces = "Faces"

    /// The emoji the game's cards show (the lecture's `themes` dictionary).
    var emoji: String {
        switch self {
        case .sports: return "⚽🏀🏈⚾🎾🎱🏓"
        case .animals: return "🐶🦆🐹🐸🐊🐘🦒"
        case .faces: return "😊😎☀️😍😘😭😢😱"
        }
    }
}
