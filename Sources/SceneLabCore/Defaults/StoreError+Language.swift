import CommandGrammar
import SceneLabStore

extension StoreError {
    /// The error in `language`: the store writes each refusal in both
    /// (`Reason`); here only the frame around it is said — what could not
    /// be done to which file.
    package func message(in language: Language) -> String {
        switch language {
        case .en: return description
        case .ru: return russian
        }
    }

    /// The error in Russian.
    private var russian: String {
        switch self {
        case .io(let path, let operation, let reason):
            return "не удалось \(Self.russian(operation: operation)) \(path): \(reason.ru)"
        case .unreadable(let path, let reason):
            return "\(path == "standard input" ? "стандартный ввод" : path) — не property list: \(reason.ru)"
        case .notAPropertyList(let reason), .notFound(let reason), .usage(let reason):
            return reason.ru
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
}
