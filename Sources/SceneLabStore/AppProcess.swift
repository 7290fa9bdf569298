/// What `ContainerStorage.startProcess(of:)` found: whether this scenelab may
/// run the app, or another process on the same device already does.
///
/// iOS runs one process per app. A device whose disk several scenelab
/// processes share (`--data-dir`) keeps that rule across them, so that two
/// copies of one app never save over each other's lists.
public enum ProcessStart: Sendable, Equatable {
    /// The app's process is this scenelab's until `endProcess(of:)`.
    case started
    /// Another process runs the app; what is known of it.
    case runningElsewhere(ProcessHolder)
}

/// The process that holds an app's lock, as its mark in the lock tells.
public enum ProcessHolder: Sendable, Equatable {
    /// What the holder wrote in the lock: its pid and since when, made safe to print.
    case marked(String)
    /// The holder has not written its mark yet.
    case starting
    /// The mark holds control characters, so it is not shown.
    case unreadableMark
}

/// A file's identity as an app last read or wrote it: missing, or its size
/// and a hash of its bytes. Comparing it with the file found before a save
/// tells whether another process changed the file meanwhile.
public enum FileFingerprint: Sendable, Equatable {
    case missing
    case bytes(count: Int, hash: UInt64)

    /// The fingerprint of `bytes` (FNV-1a, 64 bits: enough to tell a change, not a secret).
    public init(of bytes: [UInt8]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        self = .bytes(count: bytes.count, hash: hash)
    }

    /// The fingerprint of what a read found; `nil` for a file that is no data file.
    public init?(of file: ContainerFile) {
        switch file {
        case .missing: self = .missing
        case .bytes(let bytes): self.init(of: bytes)
        case .damaged: return nil
        }
    }
}

/// What a save that checks for other writers did (`ContainerStorage.write(_:to:in:expecting:stamp:)`).
public enum CheckedWrite: Sendable, Equatable {
    /// The file was what the app expected, and now holds the new bytes.
    case written
    /// Another process had changed the file: its version was moved aside to
    /// this path first, then the new bytes written.
    case keptOther(ContainerPath)
    /// Another process had removed the file; the save wrote it again.
    case writtenAgain
}
