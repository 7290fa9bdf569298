import CommandGrammar

/// NavigationApp's UI strings: the Russian ones are the book's buttons (000:L7184, L7196,
/// L7353, L7481); the scenes have no text, only a background colour, which the screen names.
enum NavigationAppStrings {
    static func label(of button: ColourSceneController.Button) -> Wording {
        switch button {
        case .toGreen: return Wording(en: "To the green scene", ru: "К зеленой сцене")
        case .toYellow: return Wording(en: "To the yellow scene", ru: "К желтой сцене")
        case .toRoot: return Wording(en: "To the root scene", ru: "К корневой сцене")
        case .toPrevious: return Wording(en: "To the previous screen", ru: "К предыдущему экрану")
        }
    }

    /// The scene's background, as the screen describes it.
    static func scene(_ colour: SceneColour) -> Wording {
        switch colour {
        case .red: return Wording(en: "red background (redViewController)", ru: "красный фон (redViewController)")
        case .green: return Wording(en: "green background (greenViewController)", ru: "зеленый фон (greenViewController)")
        case .yellow: return Wording(en: "yellow background (yellowViewController)", ru: "желтый фон (yellowViewController)")
        }
    }
}
