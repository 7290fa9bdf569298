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
        // Each screen method's print, and the listing of chapter 3 that adds it (000:L1693, L2020,
        // L2105, L2121, L2136); SecondViewController gets all six at once, Listing 3.11 (L2175).
        let screen: [String: (text: String, listing: Int)] = [
            "loadView()": ("loadView", 6), "viewDidLoad()": ("viewDidLoad", 2), "viewWillAppear(_:)": ("viewWillAppear", 8),
            "viewDidAppear(_:)": ("viewDidAppear", 9), "viewWillDisappear(_:)": ("viewWillDisappear", 10),
            "viewDidDisappear(_:)": ("viewDidDisappear", 10),
        ]
        // The delegates' prints, Listings 5.1–5.7 (000:L3426, L3562, L3595, L3613, L3635, L3673, L3694).
        let chapter5 = { (text: String, listing: Int) in [BookConsole.Printed(text, chapter: 5, listing: listing)] }
        return BookConsole([
            GameController.className: screen.mapValues { [BookConsole.Printed($0.text, chapter: 3, listing: $0.listing)] },
            AboutController.className: screen.mapValues {
                [BookConsole.Printed("\($0.text) \(AboutController.className)", chapter: 3, listing: 11)]
            },
            "AppDelegate": ["application(_:didFinishLaunchingWithOptions:)": chapter5("applicationDidFinishLaunching", 1)],
            "SceneDelegate": [
                "scene(_:willConnectTo:options:)": [
                    BookConsole.Printed("willConnectTo", chapter: 5, listing: 2, window: .storyboard),
                    BookConsole.Printed("willConnectTo", chapter: 5, listing: 2, window: .noEntryPoint),
                    BookConsole.Printed("sceneWillConnectTo", chapter: 5, listing: 8, window: .code),
                ],
                "sceneWillEnterForeground(_:)": chapter5("sceneWillEnterForeground", 3),
                "sceneDidBecomeActive(_:)": chapter5("sceneDidBecomeActive", 4),
                "sceneWillResignActive(_:)": chapter5("sceneWillResignActive", 5),
                "sceneDidEnterBackground(_:)": chapter5("sceneDidEnterBackground", 6),
                "sceneDidDisconnect(_:)": chapter5("sceneDidDisconnect", 7),
            ],
        ])
    }()
}
