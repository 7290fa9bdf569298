// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scenelab",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scenelab", targets: ["scenelab"]),
        .library(name: "SceneLabSession", targets: ["SceneLabSession"]),
        .library(name: "PropertyLists", targets: ["PropertyLists"]),
        .library(name: "StoryboardReader", targets: ["StoryboardReader"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // libedit, the BSD line editor, through a shim header for its variadic C calls.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Property-list values and their XML and binary codecs: no UIKit vocabulary, no I/O.
        .target(name: "PropertyLists"),
        // The UserDefaults-like store: domains, the search list, the storage protocol.
        // Nothing of screens or UIKit.
        .target(name: "SceneLabStore", dependencies: ["PropertyLists"]),
        // The UIKit engine: the object graph, containers, transitions, scenes,
        // events, and the interface apps are written against. It knows no
        // concrete app. State + command -> events; no I/O.
        .target(name: "SceneLabCore", dependencies: ["SceneLabStore"]),
        // The course books' apps, each an app definition plus small typed
        // controllers on the core's app interface.
        .target(name: "SceneLabApps", dependencies: ["SceneLabCore"]),
        // A person's session: command parsing, completion, help, `explain`,
        // text and JSONL rendering, transcripts. Still no I/O.
        .target(name: "SceneLabSession", dependencies: ["SceneLabApps"]),
        // Xcode storyboards read into a model: a bounded XML reader of its own and
        // the scenes, controllers and segues. No UIKit engine, no I/O.
        .target(name: "StoryboardReader"),
        // A learner's Swift sources read into classes, overrides and print calls:
        // swift-syntax's parser, no UIKit engine, no I/O.
        .target(
            name: "SwiftSourceReader",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // An Xcode project folder's files read into an app: its project's build settings,
        // its Info.plist manifest and its storyboards. The edge reads the files; no I/O here.
        .target(name: "XcodeProject", dependencies: ["StoryboardReader", "PropertyLists"]),
        // An opened project played: its storyboards as an app definition the engine runs,
        // its Swift sources' print calls as the app's console.
        .target(name: "SceneLabProjects", dependencies: ["SceneLabCore", "XcodeProject", "StoryboardReader", "SwiftSourceReader"]),
        // The store's files: locking, crash-safe writes, quarantine of damaged files.
        // It sees the store, never the UIKit engine.
        .target(name: "SceneLabFileStore", dependencies: ["SceneLabStore"]),
        // The edges: command line, REPL, scripts, files.
        .executableTarget(
            name: "scenelab",
            dependencies: [
                "SceneLabSession",
                "SceneLabFileStore",
                "SceneLabProjects",
                "XcodeProject",
                "CEditLine",
            ]
        ),
        // Measurements for scripts/bench: scenelab's codec and store against Foundation's.
        .executableTarget(name: "scenelab-bench", dependencies: ["PropertyLists", "SceneLabStore", "SceneLabFileStore"]),
        .testTarget(name: "SceneLabTests", dependencies: [
                "PropertyLists", "SceneLabStore", "SceneLabCore", "SceneLabApps", "SceneLabSession", "SceneLabFileStore",
                // The command line's parser and help, tested as the program uses them.
                "scenelab",
            ]),
        .testTarget(name: "StoryboardReaderTests", dependencies: ["StoryboardReader"]),
        .testTarget(name: "SwiftSourceReaderTests", dependencies: ["SwiftSourceReader"]),
        .testTarget(
            name: "SceneLabProjectsTests",
            dependencies: [
                "XcodeProject", "SceneLabProjects", "SceneLabSession", "SceneLabCore", "StoryboardReader",
                "SwiftSourceReader",
                // Info.plist values, for the manifest's tests.
                "PropertyLists",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
