// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scenelab",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scenelab", targets: ["scenelab"]),
        .library(name: "SceneLab", targets: ["SceneLab"]),
        .library(name: "PropertyLists", targets: ["PropertyLists"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
        // The pure simulation core: state + command -> events. No I/O.
        .target(name: "SceneLab", dependencies: ["SceneLabStore"]),
        // The store's files: locking, crash-safe writes, quarantine of damaged files.
        // It sees the store, never the UIKit engine.
        .target(name: "SceneLabFileStore", dependencies: ["SceneLabStore"]),
        // The edges: command line, REPL, scripts, files.
        .executableTarget(
            name: "scenelab",
            dependencies: [
                "SceneLab",
                "SceneLabFileStore",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Measurements for scripts/bench: scenelab's codec and store against Foundation's.
        .executableTarget(name: "scenelab-bench", dependencies: ["SceneLab", "SceneLabFileStore"]),
        .testTarget(name: "SceneLabTests", dependencies: ["PropertyLists", "SceneLabStore", "SceneLab", "SceneLabFileStore"]),
    ],
    swiftLanguageModes: [.v6]
)
