/// What the showing code hands to the controller it shows (the book's
/// `prepare(for:sender:)` setting the destination's properties), bound at
/// construction to the destination's code type and that type's own `Setup`.
///
/// The engine never learns the setup's type: it only applies the setup to the
/// instance it made, through the code type that was named, so a setup cannot
/// reach the wrong class's code or need a cast back to its type.
package struct SegueSetup: Sendable {
    /// The class the setup is for, as the storyboard names it: the class to instantiate.
    package let className: String
    /// Runs the destination's `prepare(_:_:_:)` with the setup on instance `id`,
    /// when `id`'s code is of the type the setup was made for.
    private let prepare: @Sendable (ObjectID, inout Application) -> Void

    /// The setup `setup` for an instance of `code`'s class.
    package init<Code: ControllerCode>(for code: Code.Type, _ setup: Code.Setup) {
        className = Code.className
        prepare = { id, app in Code.runPrepare(id, given: setup, in: &app) }
    }

    /// Hands the setup to instance `id`, before its view loads.
    func apply(to id: ObjectID, in app: inout Application) {
        prepare(id, &app)
    }
}

extension AppAction {
    /// `show` of a new instance of the setup's class, configured with it, with no segue:
    /// what code does with `storyboard.instantiateViewController(identifier:)`, its
    /// properties and `navigationController?.pushViewController(_:animated:)`.
    package static func show(_ setup: SegueSetup, from source: ObjectID) -> AppAction {
        .show(className: setup.className, from: source, segue: nil, setup: setup)
    }
}
