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
        case .filesUnread(let count, let total, let types):
            let named = types.isEmpty ? "" : " (" + Self.folders(types, more: { "и ещё \($0)" }) + ")"
            return "файлы Swift ещё не прочитаны — \(count) из \(total): их типы\(named) не названы нигде,"
                + " откуда приложение начинается; команда, которая назовёт один из них, прочтёт их"
        case .filesReadAfterLaunch(let count, let total, let inPart):
            let needless = count == 0 ? "" : "файлы Swift, без которых приложение запускается (\(count) из \(total))"
            let parts = inPart == 0 ? "" : (count == 0 ? "" : ", и ещё ")
                + "файлы Swift, из которых запуску нужны только объекты, а не их методы (\(inPart)\(count == 0 ? " из \(total)" : ""))"
            return needless + parts + ","
                + " читаются\(inPart == 0 ? "" : " целиком"), пока оно запускается; их предупреждения придут с первой"
                + " командой после `launch`"
        case .filesReadAfterLaunchRefused(let reason):
            return "вместе с файлами Swift, без которых приложение запускается, проект не даёт приложения"
                + " (\(reason)), и приложение работает без них"
        case .unreadFilesRead(let count, let named):
            return "\(named) объявлен в непрочитанных файлах Swift (\(count)), которые приложение ниоткуда не называет:"
                + " они прочитаны сейчас"
        case .unreadFilesRefused(let named, let reason):
            return "\(named) объявлен в непрочитанных файлах Swift; вместе с ними проект не даёт приложения"
                + " (\(reason)), и приложение работает без них"
        }
    }
}
