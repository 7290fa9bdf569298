import SceneLabFileStore
import XcodeProject

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a project folder (or one storyboard file) from disk for
/// `scenelab open PATH`: the files `ProjectLayout` wants, each with a
/// bounded read, links not followed, within its count and depth limits.
enum ProjectFolder {
    /// Why a path could not be read as a project.
    struct Failure: Error {
        let message: String
        let russian: String
    }

    /// What a folder holds for a project: the files read, the name the project goes by when
    /// it has no `.xcodeproj`, and each wanted file that could not be read, with why.
    struct Contents {
        var files: [ProjectFile]
        var name: String
        var unread: [ProjectWarning] = []
    }

    /// The files under `path` and the name the project goes by when it has no `.xcodeproj`.
    static func read(_ path: String) -> Result<Contents, Failure> {
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        guard let kind = Directory.kind(of: root) else {
            return .failure(Failure(message: "\(path): no such file or folder", russian: "\(path): нет такого файла или папки"))
        }
        let name = String(root.split(separator: "/").last ?? "App")
        if kind.isRegular {
            guard root.hasSuffix(".storyboard") else {
                return .failure(
                    Failure(
                        message: "\(path) is neither a folder nor a .storyboard file",
                        russian: "\(path) — не папка и не файл .storyboard"))
            }
            return readFile(root, as: String(name)).map { file in
                Contents(files: [file], name: String(name.dropLast(".storyboard".count)))
            }
        }
        guard kind.isDirectory else {
            return .failure(Failure(message: "\(path) is \(kind)", russian: "\(path) — \(kind)"))
        }
        // `Demo.xcodeproj` itself stands for the folder it is in.
        if name.hasSuffix(".xcodeproj") {
            let parent = root.split(separator: "/").dropLast().joined(separator: "/")
            return read(root.hasPrefix("/") ? "/" + parent : (parent.isEmpty ? "." : parent))
        }
        var files: [ProjectFile] = []
        var unread: [ProjectWarning] = []
        var totalBytes = 0
        var pending: [(path: String, relative: String, depth: Int)] = [(root, "", 0)]
        var seen = 0
        while let folder = pending.popLast() {
            // One entry past the limit of the whole walk, so that one huge folder is refused
            // below rather than cut short, which would call a storyboard after the cut missing.
            guard let names = Directory.names(in: folder.path, limit: ProjectLayout.maximumEntries + 1) else {
                let reason = String(cString: strerror(errno))
                if folder.relative.isEmpty {
                    return .failure(
                        Failure(message: "\(path): folder not read: \(reason)", russian: "\(path): папка не прочитана: \(reason)"))
                }
                unread.append(
                    ProjectWarning(
                        file: folder.relative + "/",
                        message: "folder not read: \(reason)", russian: "папка не прочитана: \(reason)"))
                continue
            }
            for entry in names.sorted() {
                seen += 1
                if seen > ProjectLayout.maximumEntries {
                    return .failure(
                        Failure(
                            message: "\(path) holds too many files to be one app's project (over"
                                + " \(ProjectLayout.maximumEntries)); open the app's own folder",
                            russian: "в \(path) слишком много файлов для проекта одного приложения (больше"
                                + " \(ProjectLayout.maximumEntries)); откройте папку самого приложения"))
                }
                let full = folder.path + "/" + entry
                let relative = folder.relative.isEmpty ? entry : folder.relative + "/" + entry
                guard let entryKind = Directory.kind(of: full) else { continue }
                if entryKind.isDirectory {
                    if folder.depth < ProjectLayout.maximumDepth, !ProjectLayout.skips(folder: Substring(entry)) {
                        pending.append((full, relative, folder.depth + 1))
                    }
                } else if ProjectLayout.wants(relative) {
                    // Links are not followed and special files not opened, but never passed over unsaid.
                    guard entryKind.isRegular else {
                        unread.append(
                            ProjectWarning(
                                file: relative, message: "not read: it is \(entryKind), not a regular file",
                                russian: "не прочитан: это \(entryKind), а не обычный файл"))
                        continue
                    }
                    switch readFile(full, as: relative) {
                    case .success(let file):
                        files.append(file)
                        totalBytes += file.bytes.count
                        if totalBytes > ProjectLayout.maximumTotalBytes {
                            return .failure(
                                Failure(
                                    message: "\(path) holds over \(ProjectLayout.maximumTotalBytes >> 20) MiB of"
                                        + " storyboards, plists and Swift, too much for one app's project (each file"
                                        + " may have \(ProjectLayout.maximumFileSize >> 20) MiB); open the app's own folder",
                                    russian: "в \(path) больше \(ProjectLayout.maximumTotalBytes >> 20) МиБ storyboard,"
                                        + " plist и Swift — слишком много для проекта одного приложения (на файл —"
                                        + " \(ProjectLayout.maximumFileSize >> 20) МиБ); откройте папку самого приложения"))
                        }
                    // A storyboard that cannot be read whole is refused: playing part of one would mislead.
                    case .failure(let failure) where relative.hasSuffix(".storyboard"): return .failure(failure)
                    // Any other is named: an unread Swift file's prints, or an unread Info.plist's
                    // scenes, would otherwise vanish without a word.
                    case .failure(let failure):
                        unread.append(
                            ProjectWarning(
                                file: relative, message: "not read: " + failure.message,
                                russian: "не прочитан: " + failure.russian))
                    }
                    if files.count > ProjectLayout.maximumFiles {
                        return .failure(
                            Failure(
                                message: "\(path) holds over \(ProjectLayout.maximumFiles) storyboards, plists and Swift"
                                    + " files, too many for one app's project; open the app's own folder",
                                russian: "в \(path) больше \(ProjectLayout.maximumFiles) файлов storyboard, plist и"
                                    + " Swift — слишком много для проекта одного приложения; откройте папку самого"
                                    + " приложения"))
                    }
                }
            }
        }
        return .success(Contents(files: files, name: name, unread: unread))
    }

    /// One file, read whole up to `ProjectLayout.maximumFileSize` bytes.
    private static func readFile(_ path: String, as relative: String) -> Result<ProjectFile, Failure> {
        switch OpenedFile.reading(path) {
        case .failure(let refusal):
            return .failure(
                Failure(
                    message: "\(path): \(FileError(path: path, code: refusal.code).description)",
                    russian: "\(path): \(FileError(path: path, code: refusal.code).description)"))
        case .success(let file):
            defer { file.close() }
            switch file.read(limit: ProjectLayout.maximumFileSize) {
            case .bytes(let bytes): return .success(ProjectFile(path: relative, bytes: bytes))
            case .tooLong:
                return .failure(
                    Failure(
                        message: "\(path) is over \(ProjectLayout.maximumFileSize >> 20) MiB",
                        russian: "\(path) больше \(ProjectLayout.maximumFileSize >> 20) МиБ"))
            case .failed(let code):
                return .failure(
                    Failure(
                        message: "\(path): \(FileError(path: path, code: code).description)",
                        russian: "\(path): \(FileError(path: path, code: code).description)"))
            }
        }
    }
}
