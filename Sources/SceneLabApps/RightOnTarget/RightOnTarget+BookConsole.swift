import SceneLabCore

extension RightOnTarget {
    /// What the book's `print` calls show in Xcode's console (part I): the
    /// listings of chapter 3 for the two screens (3.2, 3.6, 3.8–3.11), of
    /// chapter 5 for the delegates (5.1–5.8). The root screen prints the bare
    /// method name; the second screen adds its class; the app delegate prints
    /// a name that is not its method's (Listing 5.1). The scene delegate's
    /// `willConnectTo` is Listing 5.2's, for the storyboard's entry point;
    /// Listing 5.8, which builds the window in code, prints `sceneWillConnectTo`
    /// first thing instead.
    static let bookConsole: BookConsole = {
        let screen = [
            "loadView()": "loadView", "viewDidLoad()": "viewDidLoad", "viewWillAppear(_:)": "viewWillAppear",
            "viewDidAppear(_:)": "viewDidAppear", "viewWillDisappear(_:)": "viewWillDisappear",
            "viewDidDisappear(_:)": "viewDidDisappear",
        ]
        let chapter3 = { (text: String) in [BookConsole.Printed(text, chapter: 3)] }
        let chapter5 = { (text: String) in [BookConsole.Printed(text, chapter: 5)] }
        return BookConsole([
            GameController.className: screen.mapValues(chapter3),
            AboutController.className: screen.mapValues { chapter3("\($0) \(AboutController.className)") },
            "AppDelegate": ["application(_:didFinishLaunchingWithOptions:)": chapter5("applicationDidFinishLaunching")],
            "SceneDelegate": [
                "scene(_:willConnectTo:options:)": [
                    BookConsole.Printed("willConnectTo", chapter: 5, window: .storyboard),
                    BookConsole.Printed("willConnectTo", chapter: 5, window: .noEntryPoint),
                    BookConsole.Printed("sceneWillConnectTo", chapter: 5, window: .code),
                ],
                "sceneWillEnterForeground(_:)": chapter5("sceneWillEnterForeground"),
                "sceneDidBecomeActive(_:)": chapter5("sceneDidBecomeActive"),
                "sceneWillResignActive(_:)": chapter5("sceneWillResignActive"),
                "sceneDidEnterBackground(_:)": chapter5("sceneDidEnterBackground"),
                "sceneDidDisconnect(_:)": chapter5("sceneDidDisconnect"),
            ],
        ])
    }()
}
