extension OpenDiagnostic {
    public var russian: String {
        switch self {
        case .leftOut(let files):
            var parts: [String] = []
            let more = { (count: Int) in "и ещё \(count)" }
            if files.dependencyFiles > 0 || !files.dependencyFolders.isEmpty {
                parts.append(
                    "зависимости — \(files.dependencyFiles) (\(Self.folders(files.dependencyFolders, more: more)))")
            }
            if files.testFiles > 0 || !files.testFolders.isEmpty {
                parts.append("тесты — \(files.testFiles) (\(Self.folders(files.testFolders, more: more)))")
            }
            if files.testTargetFiles > 0 {
                parts.append("только в тестовой цели — \(files.testTargetFiles)")
            }
            let count = files.isPartial ? "больше \(files.count)" : "\(files.count)"
            return "пропущены файлы Swift и storyboard, которые не относятся к самому приложению: \(count);"
                + " из них " + parts.joined(separator: ", ")
        }
    }
}
