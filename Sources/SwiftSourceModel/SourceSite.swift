/// Where something is in the sources, as notes and handler names say it: the file's name (not its
/// folders) and the line, `EditorViewController.swift:14`.
public enum SourceSite {
    /// `File.swift:12` for `path` and `line`.
    public static func text(path: String, line: Int) -> String {
        fileName(of: path) + ":\(line)"
    }

    /// The last component of `path`, or `path` itself.
    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
