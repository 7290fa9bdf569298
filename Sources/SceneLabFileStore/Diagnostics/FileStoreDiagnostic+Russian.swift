extension FileStoreDiagnostic {
    public var russian: String {
        switch self {
        case .diskFull: return "диск заполнен"
        case .quotaExhausted: return "дисковая квота исчерпана"
        case .readOnlyFileSystem: return "файловая система только для чтения"
        case .permissionDenied: return "доступ запрещён"
        case .fileSizeLimit: return "файл превысил бы предел размера файла в этой системе (EFBIG)"
        case .lockHeld(let seconds):
            return "другой процесс держит его уже \(Self.number(seconds)) с (ждать дольше: --lock-timeout SECONDS)"
        case .notALockFile(let kind):
            return "это \(kind), а не файл блокировки; удалите его и попробуйте снова"
        case .removingAFolder:
            return "это папка; rm удаляет файлы"
        case .notAFolder(let kind):
            return "это \(kind), а не папка; scenelab не выходит по ней из контейнера"
        case .domainTooLarge(let domain, let bytes, let limitMiB):
            return "домен \(domain) занял бы файлом \(bytes) байт, больше предела в \(limitMiB) МиБ; ничего не записано"
        case .standardInputBusy:
            return "стандартный ввод занят сценарием; импортируйте из файла FILE"
        case .importingADirectory:
            return "это папка, а не файл property list"
        case .importTooLarge(let limitMiB, let bytes):
            return "property list может быть не больше \(limitMiB) МиБ; этот — \(Self.size(bytes))"
        case .fifoOrSocket:
            return "это FIFO или сокет; scenelab пишет обычный файл"
        case .notARegularFile(let kind):
            return "это \(kind); scenelab пишет только обычный файл"
        case .hardLinks(let count):
            return "у него \(count) жёстких ссылок, которые запись изменила бы или разделила; "
                + "сначала удалите его или запишите по другому пути"
        case .otherOwner(let uid):
            return "он принадлежит другому пользователю (uid \(uid)), и замена сделала бы его вашим; "
                + "запишите по другому пути или спросите владельца"
        case .readOnlyFile(let mode):
            return "он только для чтения (права \(mode)); сначала разрешите запись (chmod u+w)"
        case .notWritable(let mode, let uid):
            return "вам нельзя его записывать (права \(mode), uid \(uid))"
        case .folderMissing(let folder):
            return "папки \(folder) нет"
        case .fileExists(let path):
            return "\(path) уже есть; добавьте --force, чтобы заменить"
        case .symbolicLink:
            return "это символическая ссылка; scenelab никогда не пишет через неё: назовите сам файл"
        case .writingADirectory:
            return "это папка; назовите файл в ней"
        case .domainMovedAside(let path, let damage, let movedTo):
            let why: String
            switch damage {
            case .damaged(let damage): why = damage.russian
            case .unreadable(let words): why = words
            case .notADictionary(let topLevel): why = "на верхнем уровне \(topLevel), а не словарь"
            }
            return "\(path) не читается как домен (\(why)); файл перемещён в \(movedTo), домен начат пустым"
        case .temporaryFilesRemoved(let count, let folder):
            return "удалены временные файлы, оставленные прерванной записью в \(folder): \(count)"
        case .waitingForLock(let path, let givingUpAfter):
            return "жду \(path): его держит другой процесс (ожидание прекратится через \(Self.number(givingUpAfter)) с)"
        }
    }

    /// How big a file to import is, or that it is bigger than the limit.
    private static func size(_ bytes: Int?) -> String {
        bytes.map { "\($0) байт" } ?? "больше"
    }
}
