/// Something app code puts on screen for a finger to tap, known to the code
/// by its own type: one of a controller's buttons, or one of the handlers of
/// the alerts an app presents.
///
/// The screen and the alert keep only the control's name, since that is what
/// a gesture types and what `screen` draws; the engine turns a tapped name
/// back into the code's type with `init?(name:)`, so the code switches over
/// its cases instead of comparing strings, and a name it does not know is
/// refused before the code runs.
package protocol ScreenControl: Sendable {
    /// The control named `name`; `nil` when the type has none by that name.
    init?(name: String)
    /// The word a gesture uses for the control (`tap NAME`), as the screen stores it.
    var name: String { get }
}

/// A string enum's cases are controls named by their raw values.
extension ScreenControl where Self: RawRepresentable, RawValue == String {
    package init?(name: String) { self.init(rawValue: name) }
    package var name: String { rawValue }
}

/// The controls of code that draws none. It has no values, so no tap can
/// reach code whose controls these are: the engine refuses it first.
package enum NoControl: ScreenControl {
    package init?(name: String) { nil }
    package var name: String {
        switch self {}
    }
}

extension Screen.Button {
    /// A button (or a row's swipe action) that taps `control`: the screen
    /// stores its name, which the engine turns back into `control` when tapped.
    package init(_ control: some ScreenControl, label: String, swipeStyle: Screen.SwipeStyle = .leadingAction) {
        self.init(name: control.name, label: label, swipeStyle: swipeStyle)
    }
}

extension Screen {
    /// The refusal of a tap on `control`, word for word the one the engine
    /// gives for a button no code takes: `tap NAME: … does not offer that; it offers …`.
    package func refusal(ofTap control: some ScreenControl) -> Rejection {
        GestureHandling.notOffered("tap \(control.name)", on: self)
    }
}

extension Alert.Action {
    /// An action whose handler is the app model's `alertAction(_:fields:presenter:_:)`
    /// for `handler`; the alert keeps the handler's name, which the engine
    /// turns back into `handler` when the action is tapped.
    package init(name: String, title: String, style: Style, handler: some ScreenControl) {
        self.init(name: name, title: title, style: style, handler: handler.name)
    }
}
