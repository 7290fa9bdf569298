/// The segues of the book's storyboard. The book leaves them without
/// identifiers; scenelab names them so that `prepare(for:sender:)` says which.
enum TargetSegue: String, Sendable {
    /// «О программе» → `SecondViewController`.
    case toSecondScreen
    /// «Назад» → `ViewController`, variant 1's way back that is not a way back.
    case toFirstScreen
}
