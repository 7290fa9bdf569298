import CommandGrammar
import SceneLabFileStore
import SceneLabSession
import SceneLabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lessons: transcripts in a `lessons` folder (`lessons/ru` in Russian),
/// named `NN-topic.t`, each opening with a `# Lesson N: Title` line.
enum Lessons {
    /// One lesson file.
    struct Lesson {
        let number: Int
        /// Its file's path; for a built-in lesson, `built-in:lessons/NN-topic.t`.
        let path: String
        let title: String
        /// The whole transcript, as read when the lessons were listed.
        let text: String
        /// Its path among the built-in files when it is one of them (`lessons/03-push-pop.t`).
        let builtInPath: String?
        /// The file's name without `.t` (`03-push-pop`): the same in every language.
        var id: String { fileName.hasSuffix(".t") ? String(fileName.dropLast(2)) : fileName }

        /// The file's name, without its folders.
        var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

        /// How prompts and messages name it: `lesson 3`, or a file's name when it has no number.
        var displayName: String { displayName(in: .en) }

        /// `lesson 3` (`урок 3`), or the file's name for a file that is no numbered lesson.
        func displayName(in language: Language) -> String {
            number > 0 ? Phrase.lessonName(language, String(number)) : fileName
        }

        /// A lesson as its file names it: the number its name starts with
        /// (0 when none), the title of its first line (its name when none).
        init(path: String, text: String) {
            self.init(path: path, text: text, builtInPath: nil)
        }

        /// A lesson built into the program.
        init(builtIn file: BuiltInFile) {
            self.init(path: BuiltInFiles.marker + file.path, text: file.text, builtInPath: file.path)
        }

        private init(path: String, text: String, builtInPath: String?) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            self.number = Int(name.prefix { $0.isNumber }) ?? 0
            self.path = path
            self.title = Lessons.title(of: text) ?? name
            self.text = text
            self.builtInPath = builtInPath
        }
    }

    /// Why the lessons cannot be read.
    struct Unavailable: Error {
        let reason: String
    }

    /// The folder of lessons: `$SCENELAB_LESSONS`, else a `lessons` folder
    /// beside the executable or above it (the repository it was built in),
    /// else `./lessons`; nil when there is none, and the built-in lessons are played.
    static func folder() -> String? {
        if let configured = Terminal.environment("SCENELAB_LESSONS"), !configured.isEmpty { return configured }
        var candidates: [String] = []
        if let executable = realpath("/proc/self/exe", nil) {
            var folder = String(cString: executable)
            free(executable)
            for _ in 0..<6 {
                guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { break }
                folder = String(folder[..<slash])
                candidates.append(folder + "/lessons")
                candidates.append(folder + "/share/scenelab/lessons")
            }
        }
        candidates.append("lessons")
        return candidates.first { isFolder($0) }
    }

    /// The lessons in `language`'s folder (`lessons/ru/` for Russian), by number.
    static func all(in language: Language) -> Result<[Lesson], Unavailable> {
        let russian: Bool
        switch language {
        case .en: russian = false
        case .ru: russian = true
        }
        guard let base = folder() else { return .success(builtIn(russian: russian)) }
        let path = russian && isFolder(base + "/ru") ? base + "/ru" : base
        guard let names = Directory.names(in: path, limit: 1000) else {
            return .failure(Unavailable(reason: "cannot read \(path): \(String(cString: strerror(errno)))"))
        }
        var lessons: [Lesson] = []
        for name in names where name.hasSuffix(".t") && name.first?.isNumber == true {
            let file = path + "/" + name
            guard case .success(let text) = CheckCommand.readText(atPath: file) else { continue }
            lessons.append(Lesson(path: file, text: text))
        }
        return .success(lessons.sorted { $0.number < $1.number })
    }

    /// The lessons built into the program, in the language's folder, by number.
    static func builtIn(russian: Bool) -> [Lesson] {
        let folder = russian && BuiltInFiles.hasFolder("lessons/ru") ? "lessons/ru" : "lessons"
        return BuiltInFiles.files(in: folder)
            .filter { $0.path.hasSuffix(".t") && $0.path.dropFirst(folder.count + 1).first?.isNumber == true }
            .map(Lesson.init(builtIn:))
            .sorted { $0.number < $1.number }
    }

    /// The title of `# Lesson N: Title` (or `# Урок N. Название`), from the first line.
    static func title(of text: String) -> String? {
        guard let first = text.split(separator: "\n", maxSplits: 1).first, first.hasPrefix("# ") else { return nil }
        let heading = first.dropFirst(2)
        guard let separator = heading.firstIndex(where: { $0 == ":" || $0 == "." }) else { return String(heading) }
        return heading[heading.index(after: separator)...].trimmingBlanks
    }

    /// Whether a folder is there (a link to one counts).
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
