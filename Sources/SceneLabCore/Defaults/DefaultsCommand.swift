import PropertyLists

/// The `defaults` command, in the syntax of macOS's `defaults` tool.
///
/// A domain is `nil` when the line named none: it then means the running
/// app's bundle identifier.
public enum DefaultsCommand: Sendable, Equatable {
    /// `defaults read [DOMAIN] [KEY]`.
    case read(domain: String?, key: String?)
    /// `defaults read [DOMAIN] KEY --decode json`: a data value read as the
    /// JSON `JSONEncoder` wrote into it (the Snake course's records).
    case readDecodingJSON(domain: String?, key: String)
    /// `defaults read-type [DOMAIN] KEY`.
    case readType(domain: String?, key: String)
    /// `defaults write [DOMAIN] KEY VALUE`.
    case write(domain: String?, key: String, value: DefaultsValue)
    /// `defaults delete [DOMAIN] [KEY]`: one key, or the whole domain.
    case delete(domain: String?, key: String?)
    /// `defaults domains`.
    case domains
    /// `defaults find WORD`.
    case find(String)
    /// `defaults export DOMAIN FILE|- [--force]`: `replacing` is `--force`,
    /// without which an existing file is left alone.
    case export(domain: String, path: String, replacing: Bool)
    /// `defaults import DOMAIN FILE|-`.
    case `import`(domain: String, path: String)
    /// `defaults register KEY VALUE`: the running app's registration domain.
    case register(key: String, value: PropertyList)
    /// `defaults path [DOMAIN]`.
    case path(domain: String?)

    /// The most JSON values `--decode json` shows: 65,536, some 100,000
    /// lines. Each line is an event until it is printed (about 200 bytes
    /// with its text), so this bounds what a decode holds at ~25 MiB
    /// besides the data itself; more is refused in one line, found while
    /// parsing, before anything is built past the limit.
    public static let maximumDecodedValues = 1 << 16
}

/// What `defaults write` stores.
public enum DefaultsValue: Sendable, Equatable {
    /// Replace the key's value.
    case set(PropertyList)
    /// `-array-add`: append to the array under the key.
    case arrayAdd([PropertyList])
    /// `-int-add N`: add to the integer under the key (0 when missing), atomically.
    case integerAdd(Int)
    /// `-dict-add`: merge into the dictionary under the key.
    case dictionaryAdd([String: PropertyList])
}
