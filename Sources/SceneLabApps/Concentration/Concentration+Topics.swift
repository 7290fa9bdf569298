import SceneLabCore

extension Concentration {
    /// The CS193p lecture's Concentration: the game its theme chooser kept alive.
    static let topics: [String: [Wording]] = [
        "hold": [
            "ARC frees a controller when its last strong reference goes: a popped controller usually deinits after",
            "viewDidDisappear. In the CS193p lecture the popped Game controller did not: the theme chooser kept it in",
            "a stored property (lastSeguedToConcentrationViewController), and it left the heap only at the next segue,",
            "when prepare(for:sender:) overwrote that property. `hold NAME` keeps such a reference; `release NAME` drops it.",
        ]
    ]
}
