import Synchronization
import CommandGrammar
import PropertyLists

/// The UserDefaults-like key-value store of the simulated device.
///
/// Persistent domains (one per app, plus `NSGlobalDomain`) live in a
/// `PreferencesStorage`; every change is durable when the call returns. An
/// app reads through its search list: argument domain, its own domain, the
/// global domain, then the registration domain. A change the disk refused is
/// kept in memory, reported, and made again by the next change that succeeds.
public struct Store: Sendable {
    /// The domain every app's search list includes after its own (`-g` in `defaults`).
    public static let globalDomain = "NSGlobalDomain"

    public let storage: any PreferencesStorage
    /// Values given on the launch command line, per app domain; never persisted.
    public var argumentDomains: [String: [String: PropertyList]] = [:]
    /// `register(defaults:)` values, per app domain; never persisted.
    public var registrationDomains: [String: [String: PropertyList]] = [:]
    /// Changes the disk refused, per domain, in the order they were made.
    /// They are kept as the operations they were, not as the values they
    /// gave, and replayed against the file's contents by the next change
    /// that succeeds: another process may have changed the file meanwhile.
    public private(set) var pendingChanges: [String: [PendingChange]] = [:]
    /// Warnings since the last `takeWarnings()`, such as a pending change dropped.
    private var warnings: [any Diagnostic] = []
    /// Counts the changes made through this store; revisions are taken from it.
    private var changeCount = 0
    /// The change count at each key's last change, per domain.
    private var keyRevisions: [String: [String: Int]] = [:]
    /// The change count at each domain's last replacement or removal.
    private var domainRevisions: [String: Int] = [:]

    public init(storage: any PreferencesStorage = InMemoryStorage()) {
        self.storage = storage
    }

    /// One refused change: what it does to the domain's values. It may
    /// return a warning (a value it had to move aside).
    public struct PendingChange: Sendable {
        /// The key it changes, for messages.
        public let key: String
        let apply: @Sendable (inout [String: PropertyList]) throws(StoreError) -> StoreDiagnostic?
    }

    // MARK: Revisions

    /// A number that changes whenever this store changes `key` in `domain`
    /// (or replaces or removes the whole domain). With storage no other
    /// process writes, an unchanged revision means the stored value is still
    /// the one this store last saw written.
    public func revision(ofKey key: String, in domain: String) -> Int {
        max(keyRevisions[domain]?[key] ?? 0, domainRevisions[domain] ?? 0)
    }

    /// Whether other processes may change the stored values behind this store's back.
    public var isSharedWithOtherProcesses: Bool { storage.isSharedWithOtherProcesses }

    private mutating func noteChange(ofKey key: String, in domain: String) {
        changeCount += 1
        keyRevisions[domain, default: [:]][key] = changeCount
    }

    private mutating func noteChange(ofDomain domain: String) {
        changeCount += 1
        domainRevisions[domain] = changeCount
    }

    // MARK: Persistent domains

    /// A persistent domain's values, including changes not yet on disk.
    public func persistentDomain(_ domain: String) throws(StoreError) -> [String: PropertyList] {
        var values = try storage.values(of: domain)
        var notes: [StoreDiagnostic] = []
        Self.replay(pendingChanges[domain] ?? [], onto: &values, notes: &notes)
        return values
    }

    /// `set(_:forKey:)` in a persistent domain; `nil` removes the key.
    public mutating func set(_ value: PropertyList?, forKey key: String, in domain: String) throws(StoreError) {
        try modify(key, in: domain) { _ in value }
    }

    /// `removeObject(forKey:)` in a persistent domain.
    public mutating func removeObject(forKey key: String, in domain: String) throws(StoreError) {
        try set(nil, forKey: key, in: domain)
    }

    /// Replaces a key's value with `transform` of its current value, under
    /// the storage's lock, so that concurrent writers never lose an update
    /// (`defaults write KEY -int-add 1` from several processes adds up).
    ///
    /// When the disk refuses, the change is kept in memory, the error is
    /// thrown, and the next change that succeeds replays it against what the
    /// file holds then.
    public mutating func modify(
        _ key: String, in domain: String,
        _ transform: @escaping @Sendable (PropertyList?) throws(StoreError) -> PropertyList?
    ) throws(StoreError) {
        try change(
            PendingChange(key: key) { (values) throws(StoreError) -> StoreDiagnostic? in
                values[key] = try transform(values[key])
                return nil
            }, in: domain)
    }

    /// Saves `value` under `key` as an app that saves its whole list does,
    /// but without losing another process's save: if the stored value is no
    /// longer `expected` (what this process last loaded or saved), that value
    /// is first kept under `backupKey`, and a warning says so.
    public mutating func set(
        _ value: PropertyList, forKey key: String, in domain: String,
        replacing expected: PropertyList?, orKeepingItUnder backupKey: String
    ) throws(StoreError) {
        try change(
            PendingChange(key: key) { (values) throws(StoreError) -> StoreDiagnostic? in
                let found = values[key]
                values[key] = value
                guard found != expected, let found else { return nil }
                let aside = Self.freeKey(startingWith: backupKey, in: values)
                values[aside] = found
                return .keptOtherProcessValue(key: key, domain: domain, keptUnder: aside)
            }, in: domain)
    }

    /// Keeps `value` under `backupKey`, or under the first of `backupKey-2`,
    /// `backupKey-3`… that is free, so that a backup never replaces an older
    /// one. Returns the key it went under.
    @discardableResult
    public mutating func keepAside(_ value: PropertyList, under backupKey: String, in domain: String) throws(StoreError)
        -> String
    {
        // The key is chosen under the storage's lock, against what the file holds then.
        let chosen = ChosenKey(backupKey)
        try change(
            PendingChange(key: backupKey) { (values) throws(StoreError) -> StoreDiagnostic? in
                let aside = Self.freeKey(startingWith: backupKey, in: values)
                values[aside] = value
                chosen.key.withLock { $0 = aside }
                return nil
            }, in: domain)
        return chosen.key.withLock { $0 }
    }

    /// The key a change chose, handed out of the change's closure.
    private final class ChosenKey: Sendable {
        let key: Mutex<String>
        init(_ key: String) { self.key = Mutex(key) }
    }

    /// `base` when the domain has no such key, else the first of `base-2`, `base-3`… it lacks.
    static func freeKey(startingWith base: String, in values: [String: PropertyList]) -> String {
        guard values[base] != nil else { return base }
        var attempt = 2
        while values[base + "-\(attempt)"] != nil { attempt += 1 }
        return base + "-\(attempt)"
    }

    /// Inserts `element` at `index` of the array stored under `key`, in
    /// place: a list saved whole grows by one element without being rebuilt
    /// (the file storage still writes the whole domain, as UserDefaults does).
    /// A key that holds no array, or an index past its end, is refused.
    public mutating func insert(
        _ element: PropertyList, at index: Int, intoArrayForKey key: String, in domain: String
    ) throws(StoreError) {
        try change(
            PendingChange(key: key) { (values) throws(StoreError) -> StoreDiagnostic? in
                guard case .array(var items)? = values[key], (0...items.count).contains(index) else {
                    throw .usage(StoreError.Reason(StoreDiagnostic.noArrayRoom(key: key, domain: domain, index: index)))
                }
                // Out of the dictionary first, so that the array is uniquely referenced.
                values[key] = nil
                items.insert(element, at: index)
                values[key] = .array(items)
                return nil
            }, in: domain)
    }

    /// Makes `change` durable after every change still pending for the
    /// domain, all under one lock; keeps it pending if the disk refuses.
    private mutating func change(_ change: PendingChange, in domain: String) throws(StoreError) {
        let earlier = pendingChanges[domain] ?? []
        var notes: [StoreDiagnostic] = []
        do {
            try storage.updateInPlace(domain) { (values) throws(StoreError) in
                notes = []
                if earlier.isEmpty {
                    if let note = try change.apply(&values) { notes.append(note) }
                } else {
                    // A change that throws must leave the values alone: try it on a copy.
                    var next = values
                    Self.replay(earlier, onto: &next, notes: &notes)
                    if let note = try change.apply(&next) { notes.append(note) }
                    values = next
                }
            }
            pendingChanges[domain] = nil
            warnings += notes
            for kept in earlier { noteChange(ofKey: kept.key, in: domain) }
            noteChange(ofKey: change.key, in: domain)
        } catch {
            guard case .io(let path, let operation, let reason) = error else { throw error }
            // Try the change on what is known now, so that one that could
            // never apply is refused rather than kept.
            var current = (try? persistentDomain(domain)) ?? [:]
            _ = try change.apply(&current)
            pendingChanges[domain, default: []].append(change)
            noteChange(ofKey: change.key, in: domain)
            throw .io(
                path: path, operation: operation, reason: StoreError.Reason(StoreDiagnostic.changeKept(reason: reason)))
        }
    }

    /// Applies pending changes in order. One that no longer applies (the key
    /// now holds another type) is dropped, and `notes` says so.
    private static func replay(
        _ changes: [PendingChange], onto values: inout [String: PropertyList], notes: inout [StoreDiagnostic]
    ) {
        for change in changes {
            do {
                if let note = try change.apply(&values) { notes.append(note) }
            } catch {
                notes.append(.droppedKeptChange(key: change.key, reason: error))
            }
        }
    }

    /// `setPersistentDomain(_:forName:)`: replaces the whole domain. A
    /// refused replacement changes nothing, in memory or on disk.
    public mutating func setPersistentDomain(_ values: [String: PropertyList], for domain: String) throws(StoreError) {
        do {
            _ = try storage.update(domain) { _ in values }
        } catch {
            guard case .io(let path, let operation, let reason) = error else { throw error }
            throw .io(
                path: path, operation: operation,
                reason: StoreError.Reason(StoreDiagnostic.nothingReplaced(reason: reason)))
        }
        pendingChanges[domain] = nil
        noteChange(ofDomain: domain)
    }

    /// `removePersistentDomain(forName:)`. A refused removal keeps every value.
    public mutating func removePersistentDomain(_ domain: String) throws(StoreError) {
        do {
            try storage.removeDomain(domain)
        } catch {
            guard case .io(let path, let operation, let reason) = error else { throw error }
            throw .io(
                path: path, operation: operation,
                reason: StoreError.Reason(StoreDiagnostic.nothingDeleted(reason: reason)))
        }
        pendingChanges[domain] = nil
        noteChange(ofDomain: domain)
    }

    /// Warnings gathered since the last call: the storage's (a damaged file
    /// moved aside) and the store's own (a pending change dropped).
    public mutating func takeWarnings() -> [any Diagnostic] {
        let fromStorage = storage.takeWarnings()
        // Asked after every command, and almost always empty: nothing to join or empty.
        if fromStorage.isEmpty && warnings.isEmpty { return [] }
        defer { warnings.removeAll() }
        return fromStorage + warnings
    }

    /// Every domain that has values on disk or in memory.
    public func domainNames() throws(StoreError) -> [String] {
        Set(try storage.domainNames()).union(pendingChanges.keys).sorted()
    }

    // MARK: An app's search list

    /// `register(defaults:)`: fallbacks the app's search list ends with.
    public mutating func register(defaults: [String: PropertyList], app domain: String) {
        registrationDomains[domain, default: [:]].merge(defaults) { _, new in new }
    }

    /// Forgets what lived in the app's process memory (registration and arguments).
    public mutating func endProcess(app domain: String) {
        registrationDomains[domain] = nil
        argumentDomains[domain] = nil
    }

    /// The first value for `key` along the app's search list.
    public func object(forKey key: String, app domain: String) throws(StoreError) -> PropertyList? {
        if let value = argumentDomains[domain]?[key] { return value }
        if let value = try persistentDomain(domain)[key] { return value }
        if domain != Self.globalDomain, let value = try persistentDomain(Self.globalDomain)[key] { return value }
        return registrationDomains[domain]?[key]
    }

    /// The search list flattened: what `dictionaryRepresentation()` returns.
    public func dictionaryRepresentation(app domain: String) throws(StoreError) -> [String: PropertyList] {
        var values = registrationDomains[domain] ?? [:]
        if domain != Self.globalDomain {
            values.merge(try persistentDomain(Self.globalDomain)) { _, new in new }
        }
        values.merge(try persistentDomain(domain)) { _, new in new }
        values.merge(argumentDomains[domain] ?? [:]) { _, new in new }
        return values
    }

    // MARK: Typed getters, with UserDefaults' conversions

    /// A string, or a number written as one; otherwise `nil`.
    public func string(forKey key: String, app domain: String) throws(StoreError) -> String? {
        try object(forKey: key, app: domain)?.stringValue
    }

    /// An integer from a number, a boolean or a numeric string; otherwise 0.
    public func integer(forKey key: String, app domain: String) throws(StoreError) -> Int {
        try object(forKey: key, app: domain)?.integerValue ?? 0
    }

    /// A double from a number, a boolean or a numeric string; otherwise 0.
    public func double(forKey key: String, app domain: String) throws(StoreError) -> Double {
        try object(forKey: key, app: domain)?.doubleValue ?? 0
    }

    /// A boolean from a boolean, a number (non-zero is true) or a string
    /// (`YES`, `true` or a non-zero number); otherwise `false`.
    public func bool(forKey key: String, app domain: String) throws(StoreError) -> Bool {
        try object(forKey: key, app: domain)?.boolValue ?? false
    }

    public func array(forKey key: String, app domain: String) throws(StoreError) -> [PropertyList]? {
        guard case .array(let items)? = try object(forKey: key, app: domain) else { return nil }
        return items
    }

    /// An array of strings, or `nil` unless every element is a string.
    public func stringArray(forKey key: String, app domain: String) throws(StoreError) -> [String]? {
        guard let items = try array(forKey: key, app: domain) else { return nil }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item else { return nil }
            strings.append(text)
        }
        return strings
    }

    public func dictionary(forKey key: String, app domain: String) throws(StoreError) -> [String: PropertyList]? {
        guard case .dictionary(let values)? = try object(forKey: key, app: domain) else { return nil }
        return values
    }

    public func data(forKey key: String, app domain: String) throws(StoreError) -> [UInt8]? {
        guard case .data(let bytes)? = try object(forKey: key, app: domain) else { return nil }
        return bytes
    }
}
