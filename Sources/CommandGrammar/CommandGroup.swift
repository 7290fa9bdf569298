/// The headings `help` groups commands under, in the order it lists them.
public enum CommandGroup: String, Sendable, CaseIterable {
    case gestures = "System and user gestures"
    case navigation = "Programmatic navigation"
    case ui = "UI interaction"
    case store = "Model and store"
    case looking = "Looking and tooling"
}
