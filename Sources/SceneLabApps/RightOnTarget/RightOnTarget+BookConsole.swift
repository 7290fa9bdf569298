import SceneLabCore

extension RightOnTarget {
    /// What the book's `print` calls show in Xcode's console (part I: the
    /// listings of chapter 3 for the two screens, of chapter 5 for the
    /// delegates). The root screen prints the bare method name; the second
    /// screen adds its class; the app delegate prints a name that is not its
    /// method's (Listing 5.1). The scene delegate's `willConnectTo` is
    /// Listing 5.2's, for the storyboard's entry point scenelab plays (Listing
    /// 5.8's `sceneWillConnectTo` belongs to a root made in code).
    static let bookConsole: BookConsole = {
        let screen = [
            "loadView()": "loadView", "viewDidLoad()": "viewDidLoad", "viewWillAppear(_:)": "viewWillAppear",
            "viewDidAppear(_:)": "viewDidAppear", "viewWillDisappear(_:)": "viewWillDisappear",
            "viewDidDisappear(_:)": "viewDidDisappear",
        ]
        return BookConsole([
            GameController.className: screen,
            AboutController.className: screen.mapValues { "\($0) \(AboutController.className)" },
            "AppDelegate": ["application(_:didFinishLaunchingWithOptions:)": "applicationDidFinishLaunching"],
            "SceneDelegate": [
                "scene(_:willConnectTo:options:)": "willConnectTo",
                "sceneWillEnterForeground(_:)": "sceneWillEnterForeground",
                "sceneDidBecomeActive(_:)": "sceneDidBecomeActive",
                "sceneWillResignActive(_:)": "sceneWillResignActive",
                "sceneDidEnterBackground(_:)": "sceneDidEnterBackground",
                "sceneDidDisconnect(_:)": "sceneDidDisconnect",
            ],
        ])
    }()
}
