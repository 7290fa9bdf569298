/// Which of chapter 9's three scenes a `ViewController` instance is: the Storyboard ID it
/// was instantiated with (`redViewController`, `greenViewController`, `yellowViewController`).
enum SceneColour: String, Sendable, Equatable, CaseIterable {
    case red, green, yellow

    /// The scene's Storyboard ID (000:L7321–7330).
    var storyboardIdentifier: String { rawValue + "ViewController" }

    /// The name scenelab gives section 9.3's Show segue to this scene.
    var segue: String { "to" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Scene" }

    /// The scene a segue named by `segue` leads to.
    init?(segue: String) {
        guard let colour = Self.allCases.first(where: { $0.segue == segue }) else { return nil }
        self = colour
    }
}
