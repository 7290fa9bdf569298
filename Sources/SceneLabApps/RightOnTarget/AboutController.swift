/// `SecondViewController`, the "About" screen, and its «Назад» button, whose
/// wiring depends on how the instance got on screen (`AboutRoute`).
extension RightOnTarget {
    func aboutScreen(_ id: ObjectID, _ app: Application) -> Screen {
        let language = app.language
        var screen = Screen(title: TargetStrings.aboutTitle(language))
        // Pushed (variant 3), the screen is left with the navigation bar's
        // "< Назад", which the engine draws and handles; the storyboard button
        // would call `dismiss`, which does nothing to a pushed controller.
        if app.navigationController(of: id) == nil {
            screen.buttons = [Screen.Button(name: "return", label: TargetStrings.back(language))]
        }
        return screen
    }

    mutating func performOnAbout(
        _ gesture: Gesture, controller id: ObjectID, screen: Screen
    ) throws(Rejection)
        -> [AppAction]
    {
        // `back` is the engine's word for the navigation bar's button and never
        // reaches app code today; accept it for «Назад» too, should that change.
        guard case .tap(let element) = gesture, !screen.buttons.isEmpty,
            element.lowercased() == "back"
                || screen.buttons.contains(where: { Application.names($0.name, $0.label, element) })
        else { throw Application.notOffered(gesture.description, on: screen) }
        switch aboutRoutes[id] ?? .presentedFromCode {
        case .segue:
            // Variant 1: «Назад» is another Show segue, to a new ViewController
            // laid over this screen; nothing leaves the hierarchy (L2337–2357).
            return [.performSegue(TargetSegue.toFirstScreen.rawValue, from: id, setup: nil)]
        case .presentedFromCode:
            // Listing 3.15: `self.dismiss(animated: true, completion: nil)`.
            return [.dismiss(from: id)]
        }
    }
}
