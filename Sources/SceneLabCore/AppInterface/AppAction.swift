/// What an app's code asks UIKit to do after it runs: navigation, which the
/// engine plays through its transition templates, calling back into the app
/// (`viewDidLoad`, `prepare`) at the moments UIKit would.
package enum AppAction: Sendable {
    /// Instantiate `className` from the storyboard, let the app configure it
    /// (`prepare(for:sender:)` when `segue` is named), then show it: a push
    /// inside a navigation controller, a modal presentation otherwise. A
    /// `setup` is handed to the new instance's code in place of the one
    /// its `setup(forSegue:from:_:_:)` would give.
    case show(className: String, from: ObjectID, segue: String?, setup: SegueSetup?, sender: String? = nil)
    /// `performSegue(withIdentifier:sender:)`: a segue of the app's storyboard, by identifier;
    /// the destination's `setup(forSegue:from:)` is the book's `prepare(for:sender:)`.
    /// `sender`, when given, is how `prepare(for:sender:)` names its sender (a table cell).
    case performSegue(String, from: ObjectID, sender: String? = nil)
    /// `navigationController?.pushViewController(instance, animated: true)`
    /// of an existing instance the code kept.
    case push(ObjectID, from: ObjectID)
    /// `navigationController?.popViewController(animated: true)`.
    case pop(from: ObjectID)
    /// `present(UIAlertController(...), animated: true)`.
    case presentAlert(Alert, from: ObjectID)
    /// `present(instance, animated: true)` of an existing, cached instance.
    case present(ObjectID, from: ObjectID)
    /// `dismiss(animated: true)`.
    case dismiss(from: ObjectID)
}
