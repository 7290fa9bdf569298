/// Which files of a folder make up an Xcode project as scenelab reads it,
/// and the limits of that reading.
public enum ProjectLayout {
    /// The largest file read; a storyboard is rarely over 1 MiB.
    public static let maximumFileSize = 16 << 20
    /// The most files read, so that opening a home folder by mistake ends
    /// quickly with a clear error instead of reading everything.
    public static let maximumFiles = 4_000
    /// The most folder entries walked, of every kind: a home folder opened by mistake.
    public static let maximumEntries = 4 * maximumFiles
    /// The most bytes one `open` reads, all files together: 300 sparse files of 16 MiB
    /// take no disk but would take 4.8 GB to read.
    public static let maximumTotalBytes = 128 << 20
    /// How deep the walk goes below the folder.
    public static let maximumDepth = 24

    /// The most folder entries walked inside folders left out (`leftOut(folder:)`), only to
    /// count their files: a `Pods/` of many pods costs no more than this.
    public static let maximumLeftOutEntries = maximumEntries

    /// Folders whose files are never read: build products, dependencies, tests, version control.
    public static func skips(folder name: Substring) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(String(name)) || name.hasSuffix(".xcassets")
            || name.hasSuffix(".xcworkspace") || name.hasSuffix(".framework") || name.hasSuffix(".app")
            || name.hasSuffix(".bundle") || leftOut(folder: name) != nil
    }

    private static let skippedFolders: Set<String> = ["build", "Build", "node_modules", "xcuserdata", "fastlane"]

    /// Why a folder's Swift files and storyboards are not the app's own.
    public enum LeftOutReason: Sendable, Equatable {
        /// Other people's code the app is built with.
        case dependencies
        /// A test target's code: test cases, mocks and stubs.
        case tests
    }

    /// Whether the Swift and storyboards inside a folder called `name` are left out, and
    /// why. Their files are counted, not read (`LeftOutFiles`): classes of the same names
    /// as the app's, a pod's controllers that print or a test's mock would be taken for the
    /// app's code.
    public static func leftOut(folder name: Substring) -> LeftOutReason? {
        // CocoaPods, Carthage (its Checkouts and Build inside), Xcode's packages when the
        // build folder sits in the project (`-clonedSourcePackagesDirPath`), SwiftPM's and Xcode's builds.
        if ["Pods", "Carthage", "SourcePackages", ".build", "DerivedData"].contains(name) { return .dependencies }
        // `AppTests`, `AppUITests`, and a `Tests` folder of their own.
        if name.hasSuffix("Tests") { return .tests }
        return nil
    }

    /// Whether a file (path relative to the folder) is one the reader uses:
    /// storyboards, property lists, Swift sources and the project file, and
    /// Objective-C files, for their classes' selectors.
    public static func wants(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? Substring(path)
        return name.hasSuffix(".storyboard") || name.hasSuffix(".swift") || name.hasSuffix(".plist")
            || name == "project.pbxproj" || name.hasSuffix(".m") || name.hasSuffix(".h")
    }
}
