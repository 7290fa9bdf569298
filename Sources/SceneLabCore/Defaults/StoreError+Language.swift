import CommandGrammar
import SceneLabStore

extension StoreError {
    /// The error in `language`. The store words its errors in English only;
    /// the Russian here translates their frame (what could not be done to
    /// which file) and the reasons the store itself gives, and keeps the
    /// system's own reason (from `strerror`) as the system says it.
    package func message(in language: Language) -> String {
        guard language == .ru else { return description }
        switch self {
        case .io(let path, let operation, let reason):
            return "не удалось \(Self.russian(operation: operation)) \(path): \(Self.russian(reason: reason))"
        case .unreadable(let path, let reason):
            return "\(path == "standard input" ? "стандартный ввод" : path) — не property list: "
                + Self.russian(reason: reason)
        case .notAPropertyList(let message), .notFound(let message), .usage(let message):
            return Self.russian(reason: message)
        }
    }

    /// What the store was doing, in the infinitive "не удалось …" takes.
    private static func russian(operation: Operation) -> String {
        switch operation {
        case .createFolder: return "создать папку"
        case .empty: return "очистить"
        case .import: return "импортировать"
        case .keepMode: return "сохранить права"
        case .keepOwner: return "сохранить владельца"
        case .lock: return "заблокировать"
        case .moveAside: return "отложить"
        case .read: return "прочитать"
        case .remove: return "удалить"
        case .replace: return "заменить"
        case .use: return "использовать"
        case .writeIn: return "писать в"
        case .write: return "записать"
        }
    }

    /// Whole reasons the store gives, then the starts and ends of those it builds.
    private static let reasons: [String: String] = [
        "files are not available in this session": "файлы в этом сеансе недоступны",
        "it is a folder": "это папка",
        "it is a folder; rm removes files": "это папка; rm удаляет файлы",
        "there is no such file": "такого файла нет",
        "this process has no container": "у этого процесса нет контейнера",
        "it is a directory, not a property-list file": "это папка, а не файл property list",
        "a path in the container is needed, such as Documents/Checklists.plist":
            "нужен путь в контейнере, например Documents/Checklists.plist",
        "a name in the path holds a control character; file names in a container cannot":
            "имя в пути содержит управляющий символ; в контейнере так называть файлы нельзя",
        "a dictionary's keys must be strings to be stored": "чтобы сохранить словарь, его ключи должны быть строками",
    ]

    private static let reasonEnds: [(String, String)] = [
        (" (nothing was replaced)", " (ничего не заменено)"),
        (" (nothing was deleted)", " (ничего не удалено)"),
        (" has an empty name between slashes", ": пустое имя между косыми чертами"),
        (" names ..; a path cannot leave the app's container", " указывает на ..; путь не выходит из контейнера приложения"),
        (" names .; a path cannot leave the app's container", " указывает на .; путь не выходит из контейнера приложения"),
        (
            " starts at the device's root; paths are inside the app's container, such as Documents/Checklists.plist",
            " начинается от корня устройства; пути — внутри контейнера приложения, например Documents/Checklists.plist"
        ),
    ]

    private static func russian(reason: String) -> String {
        if let whole = reasons[reason] { return whole }
        if reason.hasPrefix("a name in '"), reason.hasSuffix("' is longer than 255 bytes") {
            return "имя в '" + reason.dropFirst("a name in '".count).dropLast("' is longer than 255 bytes".count)
                + "' длиннее 255 байт"
        }
        if reason.hasPrefix("its top level is "), reason.hasSuffix(", not a dictionary") {
            let kind = reason.dropFirst("its top level is ".count).dropLast(", not a dictionary".count)
            return "верхний уровень — \(kind), а не dictionary"
        }
        for (end, translated) in reasonEnds where reason.hasSuffix(end) {
            return russian(reason: String(reason.dropLast(end.count))) + translated
        }
        return reason
    }
}
