extension Device {
    /// The height of a table row with the default cell (44 points).
    static let rowHeight = 44

    /// How many rows of a full-screen table show at once, the last perhaps
    /// in part: the window's height less the status bar and navigation bar
    /// above the table and the home indicator's inset below, in 44-point
    /// rows, rounded up, since UIKit asks for a cell as soon as any of its
    /// row shows. The bars' heights are the models' today (Apple's Human
    /// Interface Guidelines give the navigation bar's); an app's own chrome
    /// (a toolbar, a large title) is not counted, so the figure is an estimate.
    public var rowsOnScreen: Int {
        let (_, height) = windowSize
        let (top, bottom) = barsAroundATable
        let visible = height - top - bottom
        return max(1, (visible + Self.rowHeight - 1) / Self.rowHeight)
    }

    /// Points above a table (status bar and navigation bar) and below it
    /// (the home indicator's inset), by model and orientation.
    private var barsAroundATable: (top: Int, bottom: Int) {
        switch (model, orientation) {
        // A phone hides its status bar in landscape, and its navigation bar is compact.
        case (.iPhone, .portrait): return (59 + 44, 34)
        case (.iPhoneX, .portrait): return (44 + 44, 34)
        case (.iPhone, .landscape), (.iPhoneX, .landscape): return (32, 21)
        case (.iPad, _): return (24 + 50, 20)
        case (.iPadPro97, _): return (20 + 50, 0)
        }
    }
}
