/// The Swift files and storyboards of an opened folder that are not the app's
/// own and are not read as its code: dependencies' (`Pods/`, `Carthage/`,
/// `SourcePackages/`, `.build/`, `DerivedData/`) and tests' (`…Tests/` folders,
/// and files only a test target builds). Counted, so that `open` says what it
/// left out instead of passing over it in silence.
public struct LeftOutFiles: Sendable, Equatable {
    /// Swift files and storyboards in dependencies' folders.
    public var dependencyFiles = 0
    /// Those folders, as `Pods/`, in the order the walk met them.
    public var dependencyFolders: [String] = []
    /// Swift files and storyboards in tests' folders.
    public var testFiles = 0
    /// Those folders, as `AppTests/`.
    public var testFolders: [String] = []
    /// Swift files and storyboards outside tests' folders that the project file gives to a test target only.
    public var testTargetFiles = 0
    /// Whether counting stopped at the walk's limit (`ProjectLayout.maximumLeftOutEntries`,
    /// or its depth) with folders still to count: there are more than `count`.
    public var isPartial = false

    public init() {}

    /// All the files left out.
    public var count: Int { dependencyFiles + testFiles + testTargetFiles }

    /// Whether a file is counted, of those the walk would read: the code and the screens.
    public static func counts(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".storyboard")
    }
}
