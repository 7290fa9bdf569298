import SceneLabCore

/// `ViewController`, the class of all three of chapter 9's scenes: which one an instance is
/// comes from the Storyboard ID it was made with (the root is the red one), and decides its
/// buttons (`NavigationCode`).
struct ColourSceneController: ControllerCode {
    typealias Model = NavigationApp
    typealias Setup = SceneColour

    static let className = "ViewController"

    /// The scenes' buttons, each named after where it leads.
    enum Button: String, ScreenControl {
        /// «К зеленой сцене»: a Show segue (section 9.3), then `toGreenScene` (Listing 9.2).
        case toGreen = "green"
        /// «К желтой сцене»: a Show segue (section 9.3), then `toYellowScene` (Listing 9.2).
        case toYellow = "yellow"
        /// «К корневой сцене»: `toRootScene` (Listing 9.2).
        case toRoot = "root"
        /// «К предыдущему экрану»: `toPreviousScene` (Listing 9.3).
        case toPrevious = "previous"
    }

    var colour = SceneColour.red

    /// A segue of section 9.3 brings the scene it is named after.
    static func setup(
        forSegue identifier: String, from source: ObjectID, _ model: NavigationApp, _ context: AppContext
    ) -> SceneColour? {
        SceneColour(segue: identifier)
    }

    mutating func prepare(_ colour: SceneColour, _ model: inout NavigationApp, _ context: inout AppContext) {
        self.colour = colour
    }

    func screen(_ model: NavigationApp, _ context: AppContext) -> Screen? {
        let language = context.language
        // No scene has a title: the navigation bar shows only the back button (000:L7580–7583).
        var screen = Screen(title: "")
        screen.navigationTitle = nil
        screen.message = NavigationAppStrings.scene(colour).text(in: language)
        screen.buttons = NavigationCode(context.chapter).buttons(of: colour).map { button in
            Screen.Button(button, label: NavigationAppStrings.label(of: button).text(in: language))
        }
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout NavigationApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        let code = NavigationCode(context.chapter)
        guard let id = context.controller, code.buttons(of: colour).contains(button) else {
            throw screen.refusal(ofTap: button)
        }
        if code.usesSegues {
            switch button {
            case .toGreen: return [.performSegue(SceneColour.green.segue, from: id)]
            case .toYellow: return [.performSegue(SceneColour.yellow.segue, from: id)]
            case .toRoot, .toPrevious: return []
            }
        }
        guard code.hasCodeNavigation else {
            context.note(NavigationAppDiagnostic.buttonNotConnected(button))
            return []
        }
        switch button {
        case .toGreen:
            // A new instance each time, also from the yellow scene: the stack's duplicates (Fig. 9.18).
            return [.show(SegueSetup(for: ColourSceneController.self, .green), from: id)]
        case .toYellow:
            return [.show(SegueSetup(for: ColourSceneController.self, .yellow), from: id)]
        case .toRoot:
            return [.popToRoot(from: id)]
        case .toPrevious:
            // On the root, `popViewController(animated:)` has nothing to remove: nothing happens (000:L7489–7492).
            guard (context.navigationStack(of: id)?.count ?? 0) > 1 else {
                context.note(NavigationAppDiagnostic.nothingBelowRoot)
                return []
            }
            return [.pop(from: id)]
        }
    }
}
