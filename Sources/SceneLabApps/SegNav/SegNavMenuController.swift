import SceneLabCore

/// The root: a plain `UITableViewController` (no subclass, no code in the
/// book) whose table has static cells, «Single view» and «Sub-menu», each
/// with a Push segue; its navigation item's title is "Segue Navigator" and
/// its back button, which the next screen shows, "Seg Nav".
struct SegNavMenuController: ControllerCode {
    typealias Model = SegNav

    static let className = "UITableViewController"

    func screen(_ model: SegNav, _ context: AppContext) -> Screen? {
        var screen = Screen(title: "Segue Navigator")
        // The Back Button attribute names the button of the screen pushed next.
        screen.navigationTitle = "Seg Nav"
        screen.sections = [
            Screen.Section(rows: [
                Screen.Row(text: "Single view", accessory: ">", selectionPerformsSegue: true),
                Screen.Row(text: "Sub-menu", accessory: ">", selectionPerformsSegue: true),
            ])
        ]
        return screen
    }

    // Static cells: the storyboard fills the table, so no data source is asked.

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout SegNav, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard case .row(_, let row, _) = input, let id = context.controller else { throw screen.refusal(of: input) }
        let segue = row == 0 ? SegNav.SegueName.singleView : SegNav.SegueName.subMenu
        return [.performSegue(segue, from: id, sender: SegNavTaskListController.cellName("Basic", row: row))]
    }
}
