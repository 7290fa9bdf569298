extension FileDamage {
    public var english: String {
        switch self {
        case .folder: return "it is a folder, not a file"
        case .notARegularFile(let kind): return "it is \(kind), not a regular file"
        case .socket: return "it is a socket, not a regular file"
        case .symbolicLinkLoop: return "it is a loop of symbolic links"
        case .tooLarge(let bytes, let limitMiB): return "it is \(bytes) bytes, over the \(limitMiB) MiB limit"
        case .grewPastLimit(let limitMiB): return "it grew past the \(limitMiB) MiB limit while it was read"
        }
    }
}
