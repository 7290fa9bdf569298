import SceneLabCore

extension SegNav {
    /// The storyboard chapter's Seg Nav: key-value coding and its reloaded rows.
    static let topics: [String: [Wording]] = [
        "setValue(_:forKey:)": [
            "Key-value coding, as the storyboard chapter's Seg Nav passes data (Objective-C, iOS 5): in",
            "prepareForSegue:sender: the list sets the detail's `delegate` and `selection` without importing its",
            "header; on Back the detail's viewWillDisappear: sets the list's `editedSelection`, because a pop prepares",
            "no segue. The list's custom setter replaces the task and reloads its row. Passing data back in",
            "viewWillDisappear is safe only while the detail has no segue of its own (it would fire on a push too).",
        ],
        "reloadRows(at:with:)": [
            "The table asks its data source for those rows' cells again, so a changed task can dequeue another",
            "prototype (Seg Nav's URGENT rule: attentionCell or plainCell). The book prints",
            "reloadDataAtIndexPaths:withRowAnimation:, which is not a UIKit method; this is the real one.",
        ],
    ]
}
