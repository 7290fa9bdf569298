import SceneLabCore

/// The «Single view» scene: a plain `UIViewController` with a centred
/// label, there only to show that the segue arrived.
struct SegNavSingleViewController: ControllerCode {
    typealias Model = SegNav

    static let className = "UIViewController"

    func screen(_ model: SegNav, _ context: AppContext) -> Screen? {
        var screen = Screen(title: "")
        screen.navigationTitle = nil
        screen.message = "Single View"
        return screen
    }
}
