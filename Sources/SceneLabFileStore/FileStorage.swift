import CommandGrammar
import SceneLabStore
import Synchronization
import PropertyLists

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Persistent domains as property-list files under a data directory, laid
/// out like an iOS device's containers:
/// `DATA/Containers/<bundle-id>/Library/Preferences/<bundle-id>.plist`, and
/// `DATA/Library/Preferences/.GlobalPreferences.plist` for `NSGlobalDomain`.
///
/// Every change is durable when it returns (see `DomainFile`). A file that is
/// not a property list with a dictionary at the top is moved aside, never
/// overwritten, and reported.
public final class FileStorage: PreferencesStorage {
    /// The data directory (`--data-dir`).
    public let root: String
    /// The format new files are written in.
    public let format: PropertyListFormat
    private let warnings = Mutex<[any Diagnostic]>([])
    private let sweptDomains = Mutex<Set<String>>([])
    /// The current time in Unix seconds, for the names of files moved aside.
    private let now: @Sendable () -> Double
    /// How to wait for a lock another process holds.
    private let lockWait: LockWait

    public init(
        root: String, format: PropertyListFormat = .xml, lockWait: LockWait = LockWait(),
        now: @escaping @Sendable () -> Double = FileStorage.systemTime
    ) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.format = format
        self.lockWait = lockWait
        self.now = now
    }

    public static let systemTime: @Sendable () -> Double = { WallClock.secondsSince1970() }

    /// The file a domain lives in.
    public func path(of domain: String) -> String {
        if domain == Store.globalDomain { return root + "/Library/Preferences/.GlobalPreferences.plist" }
        return root + "/Containers/" + domain + "/Library/Preferences/" + domain + ".plist"
    }

    public func values(of domain: String) throws(StoreError) -> [String: PropertyList] {
        let file = DomainFile(path: path(of: domain))
        guard access(file.folder, F_OK) == 0 else { return [:] }
        return try file.withLock(creatingFolder: false, readOnly: true, waiting: lockWait) {
            () throws(StoreError) -> [String: PropertyList] in
            sweepOnce(file, domain: domain)
            return try load(file)
        }
    }

    public func update(
        _ domain: String, _ change: ([String: PropertyList]) throws(StoreError) -> [String: PropertyList]
    ) throws(StoreError) -> [String: PropertyList] {
        let file = DomainFile(path: path(of: domain))
        return try file.withLock(creatingFolder: true, waiting: lockWait) {
            () throws(StoreError) -> [String: PropertyList] in
            sweepOnce(file, domain: domain)
            let next = try change(try load(file))
            let bytes = PropertyListEncoder.encode(.dictionary(next), format: format)
            // What could not be read back is not written.
            guard bytes.count <= PropertyListLimits.maximumFileSize else {
                throw .usage(
                    StoreError.Reason(
                        FileStoreDiagnostic.domainTooLarge(
                            domain: domain, bytes: bytes.count, limitMiB: PropertyListLimits.maximumFileSize >> 20)))
            }
            try file.replace(with: bytes)
            return next
        }
    }

    public func removeDomain(_ domain: String) throws(StoreError) {
        let file = DomainFile(path: path(of: domain))
        guard access(file.folder, F_OK) == 0 else { return }
        try file.withLock(creatingFolder: false, waiting: lockWait) { () throws(StoreError) in try file.remove() }
    }

    public func domainNames() throws(StoreError) -> [String] {
        var names: [String] = []
        if access(path(of: Store.globalDomain), F_OK) == 0 { names.append(Store.globalDomain) }
        for name in Directory.names(in: root + "/Containers") ?? [] where !name.hasPrefix(".") {
            if access(path(of: name), F_OK) == 0 { names.append(name) }
        }
        return names.sorted()
    }

    public func location(of domain: String) -> String? { path(of: domain) }

    /// The file's size, as `lstat` reports it; `nil` when there is no file.
    public func storedSize(of domain: String) throws(StoreError) -> Int? {
        var status = stat()
        guard lstat(path(of: domain), &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw SystemError.storeError(errno, path: path(of: domain), operation: .read)
        }
        return Int(status.st_size)
    }

    public func takeWarnings() -> [any Diagnostic] {
        warnings.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }

    /// Reads and decodes a domain's file; moves it aside if it is not a
    /// dictionary property list within `PropertyListLimits`, or not a
    /// regular file at all.
    private func load(_ file: DomainFile) throws(StoreError) -> [String: PropertyList] {
        let reason: FileStoreDiagnostic.DomainDamage
        switch try file.read() {
        case .missing:
            return [:]
        case .damaged(let why):
            reason = .damaged(why)
        case .bytes(let bytes):
            do {
                let decoded = try PropertyListDecoder.decode(bytes).value
                if case .dictionary(let values) = decoded { return values }
                reason = .notADictionary(topLevel: decoded.typeName)
            } catch {
                reason = .unreadable(error.description)
            }
        }
        let stamp = Self.stamp(now())
        let aside = try file.quarantine(stamp: stamp)
        warn(FileStoreDiagnostic.domainMovedAside(path: file.path, damage: reason, movedTo: aside))
        return [:]
    }

    private func sweepOnce(_ file: DomainFile, domain: String) {
        guard sweptDomains.withLock({ $0.insert(domain).inserted }) else { return }
        let removed = file.sweepTemporaryFiles()
        if removed > 0 {
            warn(FileStoreDiagnostic.temporaryFilesRemoved(count: removed, folder: file.folder))
        }
    }

    private func warn(_ diagnostic: FileStoreDiagnostic) {
        warnings.withLock { $0.append(diagnostic) }
    }

    /// `20261123T004512Z`: sortable, and safe in a file name.
    static func stamp(_ unixTime: Double) -> String {
        let date = CalendarDate(PropertyListDate(unixTime: unixTime))
        let iso = date.iso8601
        return iso.filter { $0 != "-" && $0 != ":" }
    }
}
