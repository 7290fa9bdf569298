/// Named by PlanViewController: reached through it.
struct Palette {
    static let accent = "teal"
}
