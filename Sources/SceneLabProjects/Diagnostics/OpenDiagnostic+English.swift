extension OpenDiagnostic {
    public var english: String {
        switch self {
        case .leftOut(let files):
            var parts: [String] = []
            let more = { (count: Int) in "\(count) more" }
            if files.dependencyFiles > 0 || !files.dependencyFolders.isEmpty {
                parts.append(
                    "\(files.dependencyFiles) of dependencies (\(Self.folders(files.dependencyFolders, more: more)))")
            }
            if files.testFiles > 0 || !files.testFolders.isEmpty {
                parts.append("\(files.testFiles) of tests (\(Self.folders(files.testFolders, more: more)))")
            }
            if files.testTargetFiles > 0 {
                parts.append("\(files.testTargetFiles) that only a test target builds")
            }
            let what =
                files.isPartial
                ? "over \(files.count) Swift files and storyboards that are not"
                : files.count == 1
                    ? "1 Swift file or storyboard that is not" : "\(files.count) Swift files and storyboards that are not"
            return "left out \(what) the app's own: " + parts.joined(separator: ", ")
        }
    }
}
