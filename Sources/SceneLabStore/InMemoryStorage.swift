import Synchronization
import CommandGrammar
import PropertyLists

/// Persistent domains kept in memory: for tests, transcripts and `--ephemeral`.
public final class InMemoryStorage: PreferencesStorage {
    private let domains: Mutex<[String: [String: PropertyList]]>

    public init(_ domains: [String: [String: PropertyList]] = [:]) {
        self.domains = Mutex(domains)
    }

    public func values(of domain: String) throws(StoreError) -> [String: PropertyList] {
        domains.withLock { $0[domain] ?? [:] }
    }

    public func update(
        _ domain: String, _ change: ([String: PropertyList]) throws(StoreError) -> [String: PropertyList]
    ) throws(StoreError) -> [String: PropertyList] {
        try domains.withLock { (all) throws(StoreError) -> [String: PropertyList] in
            let next = try change(all[domain] ?? [:])
            all[domain] = next
            return next
        }
    }

    public func updateInPlace(
        _ domain: String, _ change: (inout [String: PropertyList]) throws(StoreError) -> Void
    ) throws(StoreError) {
        try domains.withLock { (all) throws(StoreError) in
            // Taken out of the table, so that the domain's values (and the
            // arrays in them) are uniquely referenced while they change.
            let existed = all[domain] != nil
            var values = all.removeValue(forKey: domain) ?? [:]
            do throws(StoreError) {
                try change(&values)
            } catch {
                // The change left the values as they were: put back a domain
                // that was there, and leave a missing one missing.
                if existed { all[domain] = values }
                throw error
            }
            all[domain] = values
        }
    }

    /// Memory is this process's alone.
    public var isSharedWithOtherProcesses: Bool { false }

    public func removeDomain(_ domain: String) throws(StoreError) {
        domains.withLock { _ = $0.removeValue(forKey: domain) }
    }

    public func domainNames() throws(StoreError) -> [String] {
        domains.withLock { $0.keys.sorted() }
    }

    public func location(of domain: String) -> String? { nil }

    public func takeWarnings() -> [any Diagnostic] { [] }
}
