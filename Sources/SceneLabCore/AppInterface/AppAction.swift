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
    /// `navigationController?.popToRootViewController(animated: true)`.
    case popToRoot(from: ObjectID)
    /// `navigationController?.popToViewController(target, animated: true)`: the controller at
    /// `index` of the stack, else the first of class `className`; nothing when the stack has no
    /// such controller below its top.
    case popTo(index: Int?, className: String?, from: ObjectID)
    /// `present(UIAlertController(...), animated: true)`. With `resumesCode`, the app's code on
    /// `from` goes on once the alert is made, before it loads and appears, as after a presentation.
    case presentAlert(Alert, from: ObjectID, resumesCode: Bool = false)
    /// `present(instance, animated: true)` of an existing, cached instance.
    case present(ObjectID, from: ObjectID)
    /// `dismiss(animated: true)`.
    case dismiss(from: ObjectID)
    /// A segue of a storyboard read from a file, whose destination scene
    /// (a controller, or a container and its children) comes with it.
    case segue(StoryboardSegue)
    /// An unwind segue: UIKit walks back from the source to the first
    /// controller whose class implements the action, calls the action on
    /// it, then dismisses and pops back to it.
    case unwind(UnwindSegue)
    /// The app's code on `from` goes on past the call UIKit has taken
    /// (`Event.Kind.resume`): where the statements after it print.
    /// `sides` are the sides of the `if`s the statement chose between, in the order they were met
    /// (`true` for a body, `false` for an `else`), so that their prints follow the same way.
    case resumeCode(from: ObjectID, sides: [Bool] = [])
    /// `addChild(_:)` in the app's code: a controller made from the scene becomes a child of
    /// `to`, its view added to the parent's; `didMove` when the code goes on to call
    /// `didMove(toParent:)` on it, which UIKit does not do by itself on adding. `keptAs` names the
    /// parent's stored property that holds the child too, so that removing it does not end it.
    case addChild(StoryboardScene, to: ObjectID, didMove: Bool, keptAs: String?)
    /// `child.removeFromParent()` in the app's code: the parent's last child of `className` (its
    /// last child when `nil`) leaves it; `willMove` when the code first calls `willMove(toParent: nil)`.
    case removeChild(className: String?, from: ObjectID, willMove: Bool)
    /// `view.window?.rootViewController = …` in the app's code while it runs (a sign-in done, a
    /// splash screen over): a controller made from the scene replaces the window's root of `from`'s
    /// scene. With `resumesCode`, the code on `from` goes on once the controller is made, before
    /// it takes the window, as after a push.
    case replaceWindowRoot(StoryboardScene, from: ObjectID, resumesCode: Bool = false)
    /// `let detail = DetailViewController()` in the code on `from`, a later statement of which
    /// shows it: a controller made from the scene there, held by the local `local` until the
    /// code's actions are played (a segue with `madeInLocal` shows that one). With `resumesCode`,
    /// the code on `from` goes on once it is made.
    case makeLocal(StoryboardScene, local: String, from: ObjectID, resumesCode: Bool = false)
}

/// A storyboard segue as data, performed by the user's tap or by code.
package struct StoryboardSegue: Sendable {
    /// The segue's identifier, which `prepare(for:sender:)` sees; storyboard
    /// segues often have none.
    package var identifier: String?
    package var destination: StoryboardScene
    package var kind: Segue.Kind
    package var source: ObjectID
    /// How `prepare(for:sender:)` names its sender (a button's title, a cell).
    package var sender: String?
    /// Whether a segue shows it, so that the source prepares for it; `false`
    /// for code that instantiates a storyboard scene by identifier and pushes
    /// or presents it itself, which UIKit prepares nothing for.
    package var isSegue: Bool
    /// Whether the app's code that asked for it goes on once the destination is made
    /// and prepared, before it appears (`AppAction.resumeCode`): a `performSegue` or a
    /// push in an action, whose later statements run before the transition.
    package var resumesCode = false
    /// The stored property of the source that keeps the controller made (`lazy var detail =
    /// DetailViewController()`): it holds it from then on, and the code shows the same one again.
    package var keptBy: String?
    /// The stored property of the source its `prepare(for:sender:)` gives the destination
    /// (`lastShown = detail`): it holds it from then on, and the one it held is let go there.
    package var keptByPrepare: String?
    /// The title of the control whose tap started it (a button's segue, or an action that passes
    /// its sender on): `prepare(for:sender:)`'s code may read it (`(sender as? UIButton)?.currentTitle`).
    package var senderTitle: String?
    /// The local of the source's code that holds the controller to show, made before
    /// (`AppAction.makeLocal`): that one is shown, not a new one.
    package var madeInLocal: String?

    package init(
        identifier: String?, destination: StoryboardScene, kind: Segue.Kind, source: ObjectID, sender: String?,
        isSegue: Bool = true
    ) {
        self.identifier = identifier
        self.destination = destination
        self.kind = kind
        self.source = source
        self.sender = sender
        self.isSegue = isSegue
    }
}

/// An unwind segue as data.
package struct UnwindSegue: Sendable {
    package var identifier: String?
    /// The action as Swift names it, `unwindToHome(_:)`.
    package var action: String
    /// The classes whose code declares the action: where the walk back stops.
    package var implementers: Set<String>
    package var source: ObjectID
    package var sender: String?

    package init(identifier: String?, action: String, implementers: Set<String>, source: ObjectID, sender: String?) {
        self.identifier = identifier
        self.action = action
        self.implementers = implementers
        self.source = source
        self.sender = sender
    }
}
