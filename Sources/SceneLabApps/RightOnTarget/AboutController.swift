import SceneLabCore

/// `SecondViewController`, the "About" screen, and its «Назад» button, whose
/// wiring depends on how the instance got on screen (`AboutRoute`).
struct AboutController: ControllerCode {
    typealias Model = RightOnTarget
    typealias Setup = AboutRoute

    static let className = "SecondViewController"

    /// The storyboard's «Назад» button, when the screen was presented.
    enum Button: String, ScreenControl {
        case `return`
    }

    var route = AboutRoute.presentedFromCode

    /// A Show segue from the game screen brought this instance.
    static func setup(
        forSegue identifier: String, from source: ObjectID, _ model: RightOnTarget, _ context: AppContext
    )
        -> AboutRoute?
    {
        identifier == TargetSegue.toSecondScreen.rawValue ? .segue : nil
    }

    mutating func prepare(_ route: AboutRoute, _ model: inout RightOnTarget, _ context: inout AppContext) {
        self.route = route
    }

    func screen(_ model: RightOnTarget, _ context: AppContext) -> Screen? {
        let language = context.language
        if route == .instanceInCode {
            var empty = Screen(title: "")
            empty.navigationTitle = nil
            empty.message = TargetStrings.emptyView(language)
            return empty
        }
        var screen = Screen(title: TargetStrings.aboutTitle(language))
        // Pushed (variant 3), the screen is left with the navigation bar's
        // "< Назад", which the engine draws and handles; the storyboard button
        // would call `dismiss`, which does nothing to a pushed controller.
        if let id = context.controller, !context.isInNavigationController(id) {
            screen.buttons = [Screen.Button(Button.return, label: TargetStrings.back(language))]
        }
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout RightOnTarget, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let id = context.controller, route != .instanceInCode else { throw screen.refusal(ofTap: button) }
        switch button {
        case .return: return returnToGame(from: id, &context)
        }
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout RightOnTarget, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        // `back` is the engine's word for the navigation bar's button; it reaches
        // this code when the screen's own button is labelled «Назад» (Russian).
        guard case .gesture(.tap(let element)) = input, element.lowercased() == "back", !screen.buttons.isEmpty,
            let id = context.controller
        else { throw screen.refusal(of: input) }
        return returnToGame(from: id, &context)
    }

    /// The «Назад» button's action, which depends on how the screen got here.
    private func returnToGame(from id: ObjectID, _ context: inout AppContext) -> [AppAction] {
        switch route {
        case .segue:
            // Variant 1: «Назад» is another Show segue, to a new ViewController
            // laid over this screen; nothing leaves the hierarchy (L2337–2357).
            return [.performSegue(TargetSegue.toFirstScreen.rawValue, from: id)]
        case .presentedFromCode:
            // Listing 3.15: `self.dismiss(animated: true, completion: nil)`; before it the
            // button's segue is deleted and nothing is wired (000:L2461, L2544).
            guard TargetCode(context.chapter).backDismisses else {
                context.note(RightOnTargetDiagnostic.backNotWiredYet)
                return []
            }
            return [.dismiss(from: id)]
        case .instanceInCode:
            return []
        }
    }
}
