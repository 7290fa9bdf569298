import SceneLabCore

/// `ConcentrationViewController`, the game: its cards as a line of the
/// theme's emoji and its flip count. Only the lifecycle matters here.
struct ConcentrationController: ControllerCode {
    typealias Model = Concentration

    static let className = "ConcentrationViewController"
    static let animatesAlongsideSizeTransitions = true

    /// `theme`, which the chooser sets in `prepare(for:sender:)`; `nil` for
    /// the storyboard's own instance in the detail column.
    var theme: ConcentrationTheme?

    func screen(_ model: Concentration, _ context: AppContext) -> Screen? {
        var screen = Screen(title: "Concentration")
        // scenelab's description of the cards, not the lecture's UI (which shows the cards alone).
        let russian = context.language == .ru
        screen.message =
            theme.map { "\(russian ? "Тема" : "Theme"): \($0.rawValue) \($0.emoji)" }
            ?? (russian ? "Темы ещё нет: карточки пусты" : "No theme yet: the cards show nothing")
        return screen
    }
}
