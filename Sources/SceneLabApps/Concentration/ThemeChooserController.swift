import SceneLabCore

/// `ConcentrationThemeChooserViewController`, the split view's primary: a
/// button per theme. It makes itself the split view's delegate in
/// `awakeFromNib()` so that, on iPhone, a game without a theme is not put on
/// screen first, and it keeps the last game it segued to in a strong property.
struct ThemeChooserController: ControllerCode {
    typealias Model = Concentration
    /// A button per theme: the theme is the button.
    typealias Button = ConcentrationTheme

    static let className = "ConcentrationThemeChooserViewController"
    static let lastSegued = "lastSeguedToConcentrationViewController"
    static let animatesAlongsideSizeTransitions = true

    /// `lastSeguedToConcentrationViewController`, a strong reference.
    var lastSeguedToConcentrationViewController: ObjectID?
    /// The theme of the button that sent the segue: the book's `prepare`
    /// reads it from the sender's title.
    var senderTheme: ConcentrationTheme?

    func screen(_ model: Concentration, _ context: AppContext) -> Screen? {
        var screen = Screen(title: "Themes")
        screen.buttons = ConcentrationTheme.allCases.map { Screen.Button($0, label: $0.rawValue) }
        return screen
    }

    /// A game without a theme is not collapsed onto the primary: the
    /// delegate says it has handled it, so the chooser shows first.
    func splitViewController(
        collapseSecondary secondary: ObjectID, _ model: Concentration, _ context: AppContext
    ) -> Bool? {
        guard let game = context.properties(of: secondary, as: ConcentrationController.self) else { return false }
        return game.theme == nil
    }

    mutating func tap(
        _ theme: ConcentrationTheme, on screen: Screen, _ model: inout Concentration, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let id = context.controller else { throw screen.refusal(ofTap: theme) }
        if model.reusesLastGame {
            if let detail = context.splitViewDetail(of: id),
                context.properties(of: detail, as: ConcentrationController.self) != nil
            {
                context.updateProperties(of: detail, as: ConcentrationController.self) { $0.theme = theme }
                context.note(ConcentrationDiagnostic.themeSetInDetail(theme: theme.rawValue))
                return []
            }
            if let kept = lastSeguedToConcentrationViewController, context.isAlive(kept) {
                context.updateProperties(of: kept, as: ConcentrationController.self) { $0.theme = theme }
                return [.push(kept, from: id)]
            }
        }
        senderTheme = theme
        return [.performSegue(Concentration.chooseTheme, from: id)]
    }

    /// The lecture's `prepare(for:sender:)`: the new game gets the theme, and
    /// the chooser keeps it, letting go of the previous one.
    mutating func prepare(
        forSegue identifier: String, destination: ObjectID, _ model: inout Concentration, _ context: inout AppContext
    ) {
        guard identifier == Concentration.chooseTheme, let id = context.controller else { return }
        let theme = senderTheme
        context.updateProperties(of: destination, as: ConcentrationController.self) { $0.theme = theme }
        context.assign(destination, toPropertyNamed: Self.lastSegued, of: id)
        lastSeguedToConcentrationViewController = destination
        senderTheme = nil
    }
}

/// A theme is a button of the chooser, which a tap names by the theme's
/// title in lower case (`tap sports`).
extension ConcentrationTheme: ScreenControl {
    init?(name: String) {
        guard let theme = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = theme
    }

    var name: String { rawValue.lowercased() }
}
