extension StoreDiagnostic {
    public var russian: String {
        switch self {
        case .fileRefused(let path, let operation, let reason):
            return "не удалось \(Self.verb(operation)) \(path): \(reason.russian)"
        case .notAPropertyListFile(let path, let reason):
            return "\(path == "-" ? "стандартный ввод" : path) — не property list: \(reason.russian)"
        case .changeKept(let reason):
            return reason.russian + " (ничего не потеряно: изменение хранится в памяти "
                + "и будет сделано снова при следующей удачной записи)"
        case .nothingReplaced(let reason):
            return reason.russian + " (ничего не заменено)"
        case .nothingDeleted(let reason):
            return reason.russian + " (ничего не удалено)"
        case .verbatim(let text):
            return text
        case .filesUnavailable:
            return "файлы в этом сеансе недоступны"
        case .isAFolder:
            return "это папка"
        case .noContainer:
            return "у этого процесса нет контейнера"
        case .noSuchFile:
            return "такого файла нет"
        case .elementNotStorable(let index, let reason):
            return "элемент \(index): " + reason.russian
        case .valueNotStorable(let key, let reason):
            return "ключ '\(key)': " + reason.russian
        case .keysNotStrings:
            return "чтобы сохранить словарь, его ключи должны быть строками"
        case .typeNotStorable(let type):
            return "значение типа \(type) сохранить нельзя: property list хранит строки, числа, "
                + "булевы значения, даты, данные, массивы и словари со строковыми ключами"
        case .pathMissing:
            return "нужен путь в контейнере, например Documents/Checklists.plist"
        case .pathTooLong(let bytes, let limit):
            return "путь длиной \(bytes) байт; пути в контейнере — не длиннее \(limit)"
        case .pathFromRoot(let path):
            return "'\(path)' начинается от корня устройства; пути — внутри контейнера приложения, "
                + "например Documents/Checklists.plist"
        case .emptyName(let path):
            return "'\(path)': пустое имя между косыми чертами"
        case .pathLeavesContainer(let path, let name):
            return "'\(path)' указывает на \(name); путь не выходит из контейнера приложения"
        case .nameTooLong(let path, let limit):
            return "имя в '\(path)' длиннее \(limit) байт"
        case .controlCharacterInName:
            return "имя в пути содержит управляющий символ; в контейнере так называть файлы нельзя"
        case .pathTooDeep(let depth, let limit):
            return "глубина пути — \(depth) имён; пути в контейнере — не глубже \(limit)"
        case .noArrayRoom(let key, let domain, let index):
            return "'\(key)' в \(domain) — не массив, в котором есть место \(index)"
        case .keptOtherProcessValue(let key, let domain, let keptUnder):
            return "другой процесс сохранил '\(key)' в \(domain) после того, как это приложение его загрузило или сохранило; "
                + "то значение оставлено под ключом '\(keptUnder)', сохранено значение этого приложения"
        case .droppedKeptChange(let key, let reason):
            return "отброшено изменение '\(key)', отложенное после отказа в записи: \(reason.diagnostic.russian)"
        }
    }

    /// What the store was doing, in the infinitive "не удалось …" takes.
    private static func verb(_ operation: StoreError.Operation) -> String {
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
