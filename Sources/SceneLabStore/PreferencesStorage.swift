import CommandGrammar
import PropertyLists

/// Where persistent domains live: the simulated device's disk.
///
/// The core asks a storage for a domain's values and hands it changes; it
/// never touches files itself. `InMemoryStorage` serves tests and
/// `--ephemeral`; the file-backed storage lives at the edge.
public protocol PreferencesStorage: Sendable {
    /// The domain's persistent values (empty when it has none yet).
    func values(of domain: String) throws(StoreError) -> [String: PropertyList]

    /// Reads the domain, applies `change`, and makes the result durable, as one
    /// step that no other writer can interleave with. Returns what was written.
    /// If `change` throws, nothing is written.
    func update(
        _ domain: String, _ change: ([String: PropertyList]) throws(StoreError) -> [String: PropertyList]
    ) throws(StoreError) -> [String: PropertyList]

    /// Removes the whole domain.
    func removeDomain(_ domain: String) throws(StoreError)

    /// The domains that hold values, sorted.
    func domainNames() throws(StoreError) -> [String]

    /// Where the domain's file is, for `defaults path`; `nil` when domains are not files.
    func location(of domain: String) -> String?

    /// Warnings gathered since the last call, such as a corrupt file moved aside.
    func takeWarnings() -> [any Diagnostic]

    /// Like `update`, but `change` edits the values in place, so that a
    /// change to one element of a long array need not copy the array. If
    /// `change` throws, it must leave the values as they were.
    func updateInPlace(
        _ domain: String, _ change: (inout [String: PropertyList]) throws(StoreError) -> Void
    ) throws(StoreError)

    /// Whether other processes may write the domains too (files on a disk
    /// do; memory does not). When they cannot, the store's revisions say
    /// all there is to know about who changed a key.
    var isSharedWithOtherProcesses: Bool { get }

    /// How many bytes the domain takes as a file (`files` lists it), or
    /// `nil` when it has none.
    func storedSize(of domain: String) throws(StoreError) -> Int?
}

extension PreferencesStorage {
    /// Through `update`: a storage that reads a domain afresh for every
    /// change owns its values already.
    public func updateInPlace(
        _ domain: String, _ change: (inout [String: PropertyList]) throws(StoreError) -> Void
    ) throws(StoreError) {
        _ = try update(domain) { (values) throws(StoreError) -> [String: PropertyList] in
            var values = values
            try change(&values)
            return values
        }
    }

    public var isSharedWithOtherProcesses: Bool { true }

    /// The size of the binary property list the values would make, which
    /// is how iOS writes preferences: for a storage that keeps no files.
    public func storedSize(of domain: String) throws(StoreError) -> Int? {
        let values = try self.values(of: domain)
        guard !values.isEmpty else { return nil }
        return PropertyListEncoder.encode(.dictionary(values), format: .binary).count
    }
}
