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
    func takeWarnings() -> [String]
}
