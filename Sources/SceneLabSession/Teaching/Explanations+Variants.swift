/// `explain` on the variants of a command's order: a launch in the
/// background, and the apps that hear of their state as before scenes.
/// What `explain COMMAND` says of a command itself is in its `CommandSpec`
/// (`commandTopics`).
extension Explanations {
    static let variantTopics: [String: [String]] = [
        "launch-background": [
            "`launch --background`: the system starts the app without showing it. The root still joins the window, so",
            "it gets viewWillAppear and viewDidAppear (\"appear\" means joining the hierarchy, not being seen); the scene",
            "connects and enters the background without ever becoming active. One source (matt): uncertain.",
        ],
        "ios12": [
            "Before iOS 13 there were no scenes: the app delegate heard applicationWillResignActive, DidEnterBackground,",
            "WillEnterForeground, DidBecomeActive and WillTerminate. present's default was full screen, so the",
            "presenter got viewWillDisappear/viewWillAppear, and there was no viewIsAppearing. The CS193p lecture ran so.",
            "At launch applicationDidBecomeActive came before the root's viewDidAppear on iOS 7 (a published log) and",
            "on iOS 9 and 10, after it from iOS 11 (and in an iOS 13+ app without scenes): so Matt Neuburg recalls the",
            "versions (Stack Overflow 66605799); no log of each version: uncertain. A rotation lays out each controller on",
            "screen once (CS193p's iOS 11 log); on iOS 10 three times, as an iOS 10 log is reported to show (no published",
            "log found: uncertain).",
        ],
        "book-chapter": [
            "`book chapter N` (`--chapter N`) plays each book's app as its reader has it at the end of chapter N: the",
            "book's console (`trace style usov`) prints only the lines of the listings typed by then, and the app runs",
            "that chapter's code (test data before its storage exists, the window built in code from the chapter that",
            "builds it). An app not built in chapter N plays finished, and says so; `book chapter all` plays the finished",
            "apps. Each app's topic says what changes: `explain ID-chapters`, ID its `launch` name (`target-chapters`).",
        ],
        "lifecycle-app": [
            "An iOS 13+ app without a scene manifest: the app delegate hears the app's state as before iOS 13, while",
            "presentations (sheets by default) and viewIsAppearing are today's.",
        ],
    ]
}
