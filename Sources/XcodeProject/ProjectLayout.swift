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

    /// Folders never walked: build products, dependencies, version control.
    public static func skips(folder name: Substring) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(String(name)) || name.hasSuffix(".xcassets")
            || name.hasSuffix(".xcworkspace") || name.hasSuffix(".framework") || name.hasSuffix(".app")
            || name.hasSuffix(".bundle")
    }

    private static let skippedFolders: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "xcuserdata", "fastlane",
    ]

    /// Whether a file (path relative to the folder) is one the reader uses:
    /// storyboards, property lists, Swift sources and the project file, and
    /// Objective-C files, only to say that their code is not read.
    public static func wants(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? Substring(path)
        return name.hasSuffix(".storyboard") || name.hasSuffix(".swift") || name.hasSuffix(".plist")
            || name == "project.pbxproj" || name.hasSuffix(".m")
    }
}
