// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Where the Swift toolchain keeps the swift-syntax it was built with: `usr/lib/swift/host`
/// beside `usr/bin/swift`, holding `libSwiftSyntax.so`, `libSwiftParser.so` and their
/// `.swiftinterface` files. Linking those instead of building the swift-syntax package makes
/// a fresh clone's first build about five minutes shorter and the binary 40 MB smaller.
/// `SCENELAB_SWIFT_SYNTAX=package` builds the package instead, as does a toolchain without them.
func toolchainSwiftSyntax() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if environment["SCENELAB_SWIFT_SYNTAX"] == "package" { return nil }
    let files = FileManager.default
    let wanted = ["libSwiftSyntax.so", "libSwiftParser.so", "SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule"]
    func hasSwiftSyntax(_ usr: URL) -> String? {
        let host = usr.appendingPathComponent("lib/swift/host")
        let complete = wanted.allSatisfy { files.fileExists(atPath: host.appendingPathComponent($0).path) }
        return complete ? host.path : nil
    }
    // The toolchain evaluating this manifest is the one that builds: on Linux its
    // PackageDescription library, mapped into this process, is in `usr/lib/swift/pm`.
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
        let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/lib/swift/pm/ManifestAPI/libPackageDescription.so") }),
        let slash = line.firstIndex(of: "/"),
        let usr = line[slash...].components(separatedBy: "/lib/swift/pm/").first
    {
        return hasSwiftSyntax(URL(fileURLWithPath: usr))
    }
    // Elsewhere, the `swift` found on PATH.
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard files.isExecutableFile(atPath: swift.path) else { continue }
        return hasSwiftSyntax(swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent())
    }
    return nil
}

let hostSyntax = toolchainSwiftSyntax()

/// The swift-syntax package, needed only when the toolchain has no swift-syntax of its own.
let syntaxPackages: [Package.Dependency] =
    hostSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")] : []

/// SwiftSourceReader's way to swift-syntax: the toolchain's libraries, or the package's products.
let syntaxDependencies: [Target.Dependency] =
    hostSyntax == nil
    ? [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
    ] : []
/// Every target that imports SwiftSourceReader, directly or not, finds the toolchain's modules
/// too: the compiler loads a module's imports when it loads the module.
let syntaxSwiftSettings: [SwiftSetting] = hostSyntax.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxLinkerSettings: [LinkerSetting] =
    hostSyntax.map {
        [
            .unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0]),
            .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftSyntax"),
        ]
    } ?? []

let package = Package(
    name: "scenelab",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scenelab", targets: ["scenelab"]),
        .library(name: "SceneLabSession", targets: ["SceneLabSession"]),
        .library(name: "PropertyLists", targets: ["PropertyLists"]),
        .library(name: "StoryboardReader", targets: ["StoryboardReader"]),
        // What `scenelab open` loads to read Swift (`SwiftReadingLibrary`): swift-syntax's
        // libraries come with it, so a session that opens nothing never maps them.
        // `scripts/run` builds it beside the program.
        .library(name: "SceneLabSwiftReading", type: .dynamic, targets: ["SceneLabSwiftReading"]),
        // What `scenelab serve` loads to serve the class (`ServingLibrary`): Foundation and
        // FlyingFox come with it, so a session that serves nothing never maps them.
        .library(name: "SceneLabServing", type: .dynamic, targets: ["SceneLabServing"]),
    ],
    // FlyingFox serves the class (`scenelab serve`): HTTP on BSD sockets and Swift concurrency, no
    // SwiftNIO, so it builds in seconds (BENCHMARKS.md, "The class's server").
    dependencies: syntaxPackages + [.package(url: "https://github.com/swhitty/FlyingFox.git", exact: "0.27.1")],
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
        .target(name: "SceneLabStore", dependencies: ["PropertyLists", "CommandGrammar"]),
        // The UIKit engine: the object graph, containers, transitions, scenes,
        // events, and the interface apps are written against. It knows no
        // concrete app. State + command -> events; no I/O.
        // How a command line is read: words, the grammar that reads them
        // (`CommandWords`), its errors in both languages, suggestions. Below
        // the engine, so that the engine, the apps and the session share it.
        .target(name: "CommandGrammar"),
        .target(name: "SceneLabCore", dependencies: ["SceneLabStore", "CommandGrammar"]),
        // The course books' apps, each an app definition plus small typed
        // controllers on the core's app interface.
        .target(name: "SceneLabApps", dependencies: ["SceneLabCore"]),
        // A person's session: command parsing, completion, help, `explain`,
        // text and JSONL rendering, transcripts. Still no I/O.
        .target(name: "SceneLabSession", dependencies: ["SceneLabApps"]),
        // Xcode storyboards read into a model: a bounded XML reader of its own and
        // the scenes, controllers and segues. No UIKit engine, no I/O.
        .target(name: "StoryboardReader"),
        // What a learner's Swift sources hold for scenelab: classes, overrides, print
        // calls, as values, and as bytes to cross from the reading library.
        .target(name: "SwiftSourceModel"),
        // A learner's Swift sources read into that model: swift-syntax's parser, no UIKit
        // engine, no I/O.
        .target(
            name: "SwiftSourceReader",
            dependencies: ["SwiftSourceModel"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // The reader behind two C functions, built as a library of its own that the
        // program loads on its first `open`.
        .target(
            name: "SceneLabSwiftReading", dependencies: ["SwiftSourceReader", "SwiftSourceModel"],
            swiftSettings: syntaxSwiftSettings),
        // An Xcode project folder's files read into an app: its project's build settings,
        // its Info.plist manifest and its storyboards. The edge reads the files; no I/O here.
        .target(name: "XcodeProject", dependencies: ["StoryboardReader", "SwiftSourceModel", "PropertyLists"]),
        // An opened project played: its storyboards as an app definition the engine runs,
        // its Swift sources' print calls as the app's console.
        .target(
            name: "SceneLabProjects",
            dependencies: ["SceneLabCore", "CommandGrammar", "XcodeProject", "StoryboardReader", "SwiftSourceModel"]),
        // The store's files: locking, crash-safe writes, quarantine of damaged files.
        // It sees the store, never the UIKit engine.
        .target(name: "SceneLabFileStore", dependencies: ["SceneLabStore"]),
        // The edges: command line, REPL, scripts, files. A library, so that tests can
        // import it without linking a program.
        .target(
            name: "SceneLabCommandLine",
            dependencies: [
                "SceneLabSession",
                "SceneLabFileStore",
                "SceneLabProjects",
                "XcodeProject",
                "SwiftSourceModel",
                "PropertyLists",
                "CEditLine",
            ]
        ),
        // The class served over HTTP: the projector's and students' pages, each student's
        // sandbox session, the join code and the teacher's token. An edge: the engine and the
        // session do not know it exists.
        .target(
            name: "SceneLabServer",
            dependencies: [
                "SceneLabSession", "SceneLabCore", "SceneLabApps", "CommandGrammar",
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        // The server behind three C functions, a library the program loads on `serve`.
        .target(name: "SceneLabServing", dependencies: ["SceneLabServer", "SceneLabSession", "CommandGrammar"]),
        // The program: it only starts SceneLabCommandLine.
        .executableTarget(name: "scenelab", dependencies: ["SceneLabCommandLine"]),
        // Measurements for scripts/bench: scenelab's codec and store against Foundation's.
        .executableTarget(name: "scenelab-bench", dependencies: ["PropertyLists", "SceneLabStore", "SceneLabFileStore"]),
        // Helpers the tests of several modules share (like swift-nio's NIOTestUtils):
        // drive the pure core and look at what it produced.
        .target(name: "SceneLabTesting", dependencies: ["SceneLabCore", "SceneLabApps"]),
        // One test target per module, so that a change compiles only the tests above it
        // and the two cores compile two test modules at once.
        .testTarget(name: "PropertyListsTests", dependencies: ["PropertyLists"]),
        .testTarget(name: "SceneLabStoreTests", dependencies: ["PropertyLists", "SceneLabStore", "CommandGrammar"]),
        .testTarget(
            name: "SceneLabFileStoreTests",
            dependencies: ["PropertyLists", "SceneLabStore", "SceneLabFileStore", "SceneLabCore", "SceneLabApps", "SceneLabTesting", "CommandGrammar"]),
        .testTarget(
            name: "SceneLabCoreTests",
            dependencies: ["PropertyLists", "SceneLabStore", "SceneLabCore", "SceneLabApps", "SceneLabTesting"]),
        .testTarget(
            name: "SceneLabAppsTests",
            dependencies: ["PropertyLists", "SceneLabStore", "SceneLabCore", "SceneLabApps", "SceneLabTesting"]),
        .testTarget(
            name: "SceneLabSessionTests",
            dependencies: [
                "PropertyLists", "SceneLabStore", "SceneLabCore", "SceneLabApps", "SceneLabSession", "SceneLabTesting",
            ]),
        // The command line's parser, help and files, tested as the program uses them.
        .testTarget(
            name: "SceneLabCommandLineTests",
            dependencies: [
                "SceneLabCore", "SceneLabApps", "SceneLabSession", "SceneLabCommandLine", "SceneLabTesting",
                "SwiftSourceModel", "XcodeProject", "SceneLabProjects", "CommandGrammar",
            ]),
        .testTarget(name: "StoryboardReaderTests", dependencies: ["StoryboardReader"]),
        .testTarget(
            name: "SceneLabServerTests",
            dependencies: ["SceneLabServer", "SceneLabSession", "SceneLabCore", "CommandGrammar"]),
        .testTarget(
            name: "SwiftSourceReaderTests",
            dependencies: ["SwiftSourceReader", "SwiftSourceModel", "PropertyLists", "SceneLabSwiftReading"],
            swiftSettings: syntaxSwiftSettings),
        .testTarget(
            name: "SceneLabProjectsTests",
            dependencies: [
                "XcodeProject", "SceneLabProjects", "SceneLabSession", "SceneLabCore", "StoryboardReader",
                "SwiftSourceReader", "SwiftSourceModel", "CommandGrammar",
                // Info.plist values, for the manifest's tests.
                "PropertyLists",
            ], swiftSettings: syntaxSwiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
