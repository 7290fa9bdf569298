import CommandGrammar
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

        /// The failure in `language`.
        func text(in language: Language) -> String { Wording(en: message, ru: russian).text(in: language) }
    }

    /// What a folder holds for a project: the files read, the name the project goes by when
    /// it has no `.xcodeproj`, and each wanted file that could not be read, with why.
    struct Contents {
        var files: [ProjectFile]
        var name: String
        var unread: [Unread] = []
        /// Dependencies' and tests' Swift files and storyboards, counted, not read.
        var leftOut = LeftOutFiles()
    }

    /// A file or folder of the project the walk could not read, and why:
    /// named in the report, never passed over unsaid.
    struct Unread: Equatable {
        /// Its path inside the project folder (a folder's ends in `/`).
        var file: String
        var reason: Wording

        /// `App/Notes.swift: not read: …`.
        func text(in language: Language) -> String { file + ": " + reason.text(in: language) }
    }

    /// The files under `path` and the name the project goes by when it has no `.xcodeproj`.
    static func read(_ path: String) -> Result<Contents, Failure> {
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        guard let kind = Directory.kind(of: root) else {
            return .failure(Failure(message: "\(path): no such file or folder", russian: "\(path): нет такого файла или папки"))
        }
        let name = canonicalName(of: root)
        if kind.isRegular {
            guard root.hasSuffix(".storyboard") else {
                return .failure(
                    Failure(
                        message: "\(path) is neither a folder nor a .storyboard file",
                        russian: "\(path) — не папка и не файл .storyboard"))
            }
            return readFile(OpenedFile.reading(root), as: String(name))
                .map { file in Contents(files: [file], name: String(name.dropLast(".storyboard".count))) }
                .mapError { failure in
                    Failure(message: "\(path): \(failure.message)", russian: "\(path): \(failure.russian)")
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
        // Every folder is opened relative to the one it is in, and every file relative to its
        // folder, links refused: a folder swapped for a link after it was listed cannot lead
        // the walk outside (see `FolderHandle`).
        let top: FolderHandle
        switch FolderHandle.opening(root) {
        case .success(let handle): top = handle
        case .failure(let refusal):
            let reason = String(cString: strerror(refusal.code))
            return .failure(
                Failure(message: "\(path): folder not read: \(reason)", russian: "\(path): папка не прочитана: \(reason)"))
        }
        var files: [ProjectFile] = []
        var unread: [Unread] = []
        var totalBytes = 0
        // A folder still to walk, by its entry in a folder already open. The walk goes depth
        // first, so the folders held open are the ancestors of the one walked: a few dozen at most.
        var pending: [PendingFolder] = []
        var walking: WalkedFolder? = WalkedFolder(folder: top, relative: "", depth: 0, leftOut: nil)
        var seen = 0
        var leftOut = LeftOutFiles()
        var leftOutSeen = 0
        while let current = walking ?? nextFolder(from: &pending, unread: &unread) {
            walking = nil
            // Dependencies' and tests' folders are walked only to count their files, within a
            // budget of their own: a large `Pods/` neither reads nor refuses anything.
            if let reason = current.leftOut {
                if leftOut.isPartial { continue }
                count(current, as: reason, into: &leftOut, seen: &leftOutSeen, pending: &pending)
                continue
            }
            let folder = current.folder
            // One entry past the limit of the whole walk, so that one huge folder is refused
            // below rather than cut short, which would call a storyboard after the cut missing.
            guard let names = folder.names(limit: ProjectLayout.maximumEntries + 1) else {
                let reason = String(cString: strerror(errno))
                if current.relative.isEmpty {
                    return .failure(
                        Failure(message: "\(path): folder not read: \(reason)", russian: "\(path): папка не прочитана: \(reason)"))
                }
                unread.append(
                    Unread(file: current.relative + "/", reason: Wording(en: "folder not read: \(reason)", ru: "папка не прочитана: \(reason)")))
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
                let relative = current.relative.isEmpty ? entry : current.relative + "/" + entry
                guard let entryKind = folder.kind(of: entry) else {
                    // A name that is not UTF-8 was read with its bad bytes replaced, so it names
                    // nothing: said, since it may be one of the app's files. (Anything else
                    // gone since the listing was removed while the walk ran.)
                    if entry.unicodeScalars.contains("\u{FFFD}") {
                        unread.append(
                            Unread(file: relative, reason: Wording(en: "not read: its name is not UTF-8", ru: "не прочитан: его имя не в UTF-8")))
                    }
                    continue
                }
                if entryKind.isDirectory {
                    let reason = ProjectLayout.leftOut(folder: Substring(entry))
                    if let reason {
                        switch reason {
                        case .dependencies: leftOut.dependencyFolders.append(relative + "/")
                        case .tests: leftOut.testFolders.append(relative + "/")
                        }
                    }
                    guard reason != nil || !ProjectLayout.skips(folder: Substring(entry)) else { continue }
                    guard current.depth < ProjectLayout.maximumDepth else {
                        if reason != nil {
                            leftOut.isPartial = true
                            continue
                        }
                        // Past the depth the walk goes to: named, since a storyboard down there would be missed.
                        unread.append(
                            Unread(file: relative + "/", reason: Wording(en: "not read: folders nest deeper than \(ProjectLayout.maximumDepth) levels here", ru: "не прочитана: папки вложены глубже \(ProjectLayout.maximumDepth) уровней")))
                        continue
                    }
                    pending.append(PendingFolder(parent: folder, entry: entry, relative: relative, depth: current.depth + 1, leftOut: reason))
                } else if entryKind.isSymbolicLink, !ProjectLayout.wants(relative),
                    !ProjectLayout.skips(folder: Substring(entry))
                {
                    // A link may stand for a folder of the project's files: never followed, never unsaid.
                    unread.append(
                        Unread(file: relative, reason: Wording(en: "not followed: it is a symbolic link", ru: "не прочитан: это символическая ссылка, по ссылкам не переходим")))
                } else if ProjectLayout.wants(relative) {
                    switch readFile(folder.file(named: entry), as: relative) {
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
                    case .failure(let failure) where relative.hasSuffix(".storyboard"):
                        let place = root + "/" + relative
                        return .failure(
                            Failure(
                                message: "\(place): \(failure.message)", russian: "\(place): \(failure.russian)"))
                    // Any other is named: an unread Swift file's prints, or an unread Info.plist's
                    // scenes, would otherwise vanish without a word. Links are not followed and
                    // special files not opened, but never passed over unsaid.
                    case .failure(let failure):
                        unread.append(
                            Unread(file: relative, reason: Wording(en: "not read: " + failure.message, ru: "не прочитан: " + failure.russian)))
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
        return .success(Contents(files: files, name: name, unread: unread, leftOut: leftOut))
    }

    /// A folder still to walk, by its entry in its parent, and why its files are left out, if they are.
    private struct PendingFolder {
        let parent: FolderHandle
        let entry: String
        let relative: String
        let depth: Int
        let leftOut: ProjectLayout.LeftOutReason?
    }

    /// A folder open for the walk.
    private struct WalkedFolder {
        let folder: FolderHandle
        let relative: String
        let depth: Int
        let leftOut: ProjectLayout.LeftOutReason?
    }

    /// Counts the Swift files and storyboards of a folder left out, and queues its folders
    /// to count in turn; nothing in it is read, and a link or an unreadable entry is passed
    /// over, since none of it would be played. Past the budget of entries, or the depth,
    /// the count is marked partial and stops.
    private static func count(
        _ current: WalkedFolder, as reason: ProjectLayout.LeftOutReason, into leftOut: inout LeftOutFiles,
        seen: inout Int, pending: inout [PendingFolder]
    ) {
        guard let names = current.folder.names(limit: ProjectLayout.maximumLeftOutEntries - seen + 1) else { return }
        for entry in names {
            seen += 1
            guard seen <= ProjectLayout.maximumLeftOutEntries else {
                leftOut.isPartial = true
                return
            }
            guard let kind = current.folder.kind(of: entry) else { continue }
            let relative = current.relative + "/" + entry
            if kind.isDirectory {
                // A pod's `.git` or asset catalog holds none of either.
                if ProjectLayout.skips(folder: Substring(entry)) && ProjectLayout.leftOut(folder: Substring(entry)) == nil {
                    continue
                }
                guard current.depth < ProjectLayout.maximumDepth else {
                    leftOut.isPartial = true
                    continue
                }
                pending.append(
                    PendingFolder(
                        parent: current.folder, entry: entry, relative: relative, depth: current.depth + 1,
                        leftOut: reason))
            } else if kind.isRegular, LeftOutFiles.counts(entry) {
                switch reason {
                case .dependencies: leftOut.dependencyFiles += 1
                case .tests: leftOut.testFiles += 1
                }
            }
        }
    }

    /// The last component of `path` once `.`, `..` and links on the way are resolved: `.` in
    /// a project folder names the folder, as `..` and `App/` do. The path as written when it
    /// cannot be resolved (a folder on the way that may not be searched); `App` for `/`.
    static func canonicalName(of path: String) -> String {
        var resolved = path
        if let canonical = realpath(path, nil) {
            resolved = String(cString: canonical)
            free(canonical)
        }
        let last = resolved.split(separator: "/").last { $0 != "." && $0 != ".." }
        return last.map(String.init) ?? "App"
    }

    /// The next pending folder opened through the folder it is in; one that cannot be
    /// opened (a link put in its place, a folder gone or closed) is named and passed over.
    private static func nextFolder(from pending: inout [PendingFolder], unread: inout [Unread]) -> WalkedFolder? {
        while let next = pending.popLast() {
            switch next.parent.folder(named: next.entry) {
            case .success(let folder):
                return WalkedFolder(folder: folder, relative: next.relative, depth: next.depth, leftOut: next.leftOut)
            // A folder left out that cannot be opened holds nothing that would be played.
            case .failure where next.leftOut != nil: continue
            case .failure(let refusal):
                let reason = Reason(code: refusal.code)
                unread.append(
                    Unread(file: next.relative + "/", reason: Wording(en: "folder not read: \(reason.english)", ru: "папка не прочитана: \(reason.russian)")))
            }
        }
        return nil
    }

    /// Why an entry could not be opened, a link said as one rather than as `ELOOP`'s words.
    private struct Reason {
        let english: String
        let russian: String

        init(code: Int32) {
            if code == ELOOP {
                english = "it is a symbolic link, which is not followed"
                russian = "это символическая ссылка, по ссылкам не переходим"
            } else {
                english = String(cString: strerror(code))
                russian = english
            }
        }
    }

    /// One file, read whole up to `ProjectLayout.maximumFileSize` bytes; a failure says why
    /// without the file's name, which the caller gives.
    private static func readFile(
        _ opening: Result<OpenedFile, OpenedFile.Refusal>, as relative: String
    ) -> Result<ProjectFile, Failure> {
        switch opening {
        case .failure(let refusal) where refusal.code == ELOOP:
            return .failure(
                Failure(
                    message: "it is a symbolic link, not a regular file",
                    russian: "это символическая ссылка, а не обычный файл"))
        case .failure(let refusal):
            let reason = Reason(code: refusal.code)
            return .failure(Failure(message: reason.english, russian: reason.russian))
        case .success(let file):
            defer { file.close() }
            guard file.kind.isRegular else {
                return .failure(
                    Failure(
                        message: "it is \(file.kind), not a regular file",
                        russian: "это \(file.kind), а не обычный файл"))
            }
            switch file.read(limit: ProjectLayout.maximumFileSize) {
            case .bytes(let bytes): return .success(ProjectFile(path: relative, bytes: bytes))
            case .tooLong:
                return .failure(
                    Failure(
                        message: "it is over \(ProjectLayout.maximumFileSize >> 20) MiB",
                        russian: "он больше \(ProjectLayout.maximumFileSize >> 20) МиБ"))
            case .failed(let code):
                let reason = Reason(code: code)
                return .failure(Failure(message: reason.english, russian: reason.russian))
            }
        }
    }
}
