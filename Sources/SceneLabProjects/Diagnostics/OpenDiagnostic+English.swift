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
        case .filesUnread(let count, let total, let types):
            let files = count == 1 ? "1 of the \(total) Swift files" : "\(count) of the \(total) Swift files"
            let named = types.isEmpty ? "" : " (" + Self.folders(types, more: { "\($0) more" }) + ")"
            return "\(files) not read yet: nothing the app starts from names the types \(count == 1 ? "it declares" : "they declare")"
                + named + "; a command that names one reads \(count == 1 ? "it" : "them")"
        case .filesReadAfterLaunch(let count, let total, let inPart):
            let parts = inPart == 0 ? "" : (count == 0 ? "" : ", and ") + (inPart == 1 ? "1" : "\(inPart)")
                + (count == 0 ? " of the \(total) Swift files \(inPart == 1 ? "is" : "are")" : " more \(inPart == 1 ? "is" : "are")")
                + " needed only for the objects the launch makes, not their methods"
            let needless = count == 0 ? "" : "\(count) of the \(total) Swift files are not needed to launch the app"
            return needless + parts + ": they are read\(inPart == 0 ? "" : " whole") while it"
                + " launches, and what they warn of comes with the first command after `launch`"
        case .filesReadAfterLaunchRefused(let reason):
            return "read with the Swift files not needed to launch it, the project makes no app (\(reason)),"
                + " so the app plays on without them"
        case .unreadFilesRead(let count, let named):
            return "\(named) is in \(count == 1 ? "the Swift file" : "the \(count) Swift files") nothing the app"
                + " starts from names: read now"
        case .unreadFilesRefused(let named, let reason):
            return "\(named) is in the Swift files nothing the app starts from names; read with them, the project"
                + " makes no app (\(reason)), so the app plays on without them"
        }
    }
}
