import SceneLabCore

/// "Seg Nav", the storyboard chapter's navigation app (Beginning iOS 5
/// Development, chapter 10): a navigation controller whose root is a plain
/// `UITableViewController` with two static cells, each with a Push segue.
/// Every controller keeps its own data, as the book's do; nothing is stored.
struct SegNav: AppModel {
    static let bundleIdentifier = "com.example.SegNav"
    static let controllerCode: [any ControllerCode.Type] = [
        SegNavMenuController.self, SegNavSingleViewController.self, SegNavTaskListController.self,
        SegNavTaskDetailController.self, StaticCellsController.self,
    ]

    /// The book's segues have no identifiers; scenelab names them so that
    /// `prepare(for:sender:)` and `segue ID` can say which.
    enum SegueName {
        static let singleView = "singleView"
        static let subMenu = "subMenu"
        /// One segue per prototype cell: every cell is a copy of one of them.
        static let fromPlainCell = "plainCellDetail"
        static let fromAttentionCell = "attentionCellDetail"
    }

    static let definition = AppDefinition(
        id: "segnav", displayName: "Seg Nav", bundleIdentifier: bundleIdentifier,
        root: .navigationController(root: SegNavMenuController.className),
        segues: [
            Segue(SegueName.singleView, from: SegNavMenuController.className, to: SegNavSingleViewController.className),
            Segue(SegueName.subMenu, from: SegNavMenuController.className, to: SegNavTaskListController.className),
            Segue(
                SegueName.fromPlainCell, from: SegNavTaskListController.className,
                to: SegNavTaskDetailController.className),
            Segue(
                SegueName.fromAttentionCell, from: SegNavTaskListController.className,
                to: SegNavTaskDetailController.className),
        ],
        model: SegNav.self, bookLanguage: .ru)

    /// The chapter's static-cells example, a project of its own: the clock
    /// scene as the root of a navigation controller, so that something can
    /// be pushed over it and popped to show it again.
    static let staticCellsDefinition = AppDefinition(
        id: "static-cells", displayName: "Static cells", bundleIdentifier: "com.example.Cells",
        root: .navigationController(root: StaticCellsController.className), model: SegNav.self,
        bookLanguage: .ru)
}

extension AppDefinition {
    /// The storyboard chapter's Seg Nav.
    public static let segNav = SegNav.definition
    /// The storyboard chapter's static-cells clock.
    public static let staticCells = SegNav.staticCellsDefinition
}
