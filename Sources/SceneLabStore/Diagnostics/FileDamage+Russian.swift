extension FileDamage {
    public var russian: String {
        switch self {
        case .folder: return "это папка, а не файл"
        case .notARegularFile(let kind): return "это \(kind), а не обычный файл"
        case .socket: return "это сокет, а не обычный файл"
        case .symbolicLinkLoop: return "это петля символических ссылок"
        case .tooLarge(let bytes, let limitMiB): return "в нём \(bytes) байт, больше предела в \(limitMiB) МиБ"
        case .grewPastLimit(let limitMiB): return "он вырос больше предела в \(limitMiB) МиБ, пока его читали"
        }
    }
}
