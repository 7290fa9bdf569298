import CommandGrammar
import Synchronization
import Testing

@testable import PropertyLists
@testable import SceneLabStore

/// A storage whose disk can be made to refuse writes, to test what the store keeps in memory.
final class RefusingStorage: PreferencesStorage {
    let inner = InMemoryStorage()
    let refusing = Mutex(false)

    func values(of domain: String) throws(StoreError) -> [String: PropertyList] { try inner.values(of: domain) }

    func update(
        _ domain: String, _ change: ([String: PropertyList]) throws(StoreError) -> [String: PropertyList]
    ) throws(StoreError) -> [String: PropertyList] {
        if refusing.withLock({ $0 }) {
            throw .io(path: "/device/\(domain).plist", operation: .write, reason: .verbatim("the disk is full"))
        }
        return try inner.update(domain, change)
    }

    func removeDomain(_ domain: String) throws(StoreError) { try inner.removeDomain(domain) }
    func domainNames() throws(StoreError) -> [String] { try inner.domainNames() }
    func location(of domain: String) -> String? { nil }
    func takeWarnings() -> [any Diagnostic] { [] }
}

@Suite struct StoreTests {
    let app = "com.example.ToDoManager"

    @Test func searchListOrderIsArgumentsThenAppThenGlobalThenRegistration() throws {
        var store = Store()
        store.register(defaults: ["k": .string("registered"), "only-registered": .integer(1)], app: app)
        #expect(try store.object(forKey: "k", app: app) == .string("registered"))
        try store.set(.string("global"), forKey: "k", in: Store.globalDomain)
        #expect(try store.object(forKey: "k", app: app) == .string("global"))
        try store.set(.string("app"), forKey: "k", in: app)
        #expect(try store.object(forKey: "k", app: app) == .string("app"))
        store.argumentDomains[app] = ["k": .string("argument")]
        #expect(try store.object(forKey: "k", app: app) == .string("argument"))
        #expect(try store.object(forKey: "only-registered", app: app) == .integer(1))
        #expect(try store.object(forKey: "missing", app: app) == nil)
        let all = try store.dictionaryRepresentation(app: app)
        #expect(all["k"] == .string("argument"))
        #expect(all["only-registered"] == .integer(1))
    }

    @Test func registrationIsNeverPersisted() throws {
        let storage = InMemoryStorage()
        var store = Store(storage: storage)
        store.register(defaults: ["launches": .integer(0)], app: app)
        #expect(try storage.domainNames().isEmpty)
        store.endProcess(app: app)
        #expect(try store.object(forKey: "launches", app: app) == nil)
    }

    @Test func typedGettersConvertAsUserDefaultsDoes() throws {
        var store = Store()
        let values: [String: PropertyList] = [
            "int": .integer(42), "real": .real(2.9), "yes": .string("YES"), "one": .string("1"),
            "numeric": .string(" 17 "), "text": .string("hello"), "true": .boolean(true),
            "strings": .array([.string("a"), .string("b")]), "mixed": .array([.string("a"), .integer(1)]),
        ]
        try store.setPersistentDomain(values, for: app)
        #expect(try store.integer(forKey: "int", app: app) == 42)
        #expect(try store.integer(forKey: "real", app: app) == 2)
        #expect(try store.integer(forKey: "numeric", app: app) == 17)
        #expect(try store.integer(forKey: "true", app: app) == 1)
        #expect(try store.integer(forKey: "text", app: app) == 0)
        #expect(try store.integer(forKey: "missing", app: app) == 0)
        #expect(try store.double(forKey: "int", app: app) == 42)
        #expect(try store.bool(forKey: "yes", app: app))
        #expect(try store.bool(forKey: "one", app: app))
        #expect(try store.bool(forKey: "int", app: app))
        #expect(try !store.bool(forKey: "text", app: app))
        #expect(try !store.bool(forKey: "missing", app: app))
        #expect(try store.string(forKey: "int", app: app) == "42")
        #expect(try store.string(forKey: "strings", app: app) == nil)
        #expect(try store.stringArray(forKey: "strings", app: app) == ["a", "b"])
        #expect(try store.stringArray(forKey: "mixed", app: app) == nil)
        #expect(try store.array(forKey: "mixed", app: app)?.count == 2)
        #expect(try store.dictionary(forKey: "int", app: app) == nil)
    }

    @Test func aRefusedWriteKeepsTheValueInMemoryAndWritesItLater() throws {
        let storage = RefusingStorage()
        var store = Store(storage: storage)
        try store.set(.integer(1), forKey: "a", in: app)
        storage.refusing.withLock { $0 = true }
        #expect(throws: StoreError.self) { try store.set(.integer(2), forKey: "b", in: app) }
        #expect(try store.object(forKey: "b", app: app) == .integer(2))
        #expect(try storage.inner.values(of: app)["b"] == nil)
        storage.refusing.withLock { $0 = false }
        try store.set(.integer(3), forKey: "c", in: app)
        #expect(try storage.inner.values(of: app) == ["a": .integer(1), "b": .integer(2), "c": .integer(3)])
        #expect(store.pendingChanges.isEmpty)
    }

    @Test func aRefusedIncrementIsReplayedAgainstWhatAnotherWriterSavedMeanwhile() throws {
        // Counter 100; the disk refuses this process's +5; another process adds 3
        // (straight into the storage); this process's next write must give 108.
        let storage = RefusingStorage()
        var store = Store(storage: storage)
        try store.set(.integer(100), forKey: "counter", in: app)
        storage.refusing.withLock { $0 = true }
        let addFive: @Sendable (PropertyList?) throws(StoreError) -> PropertyList? = {
            (current) throws(StoreError) -> PropertyList? in
            guard case .integer(let value)? = current else { throw .usage(.verbatim("not an integer")) }
            return .integer(value + 5)
        }
        #expect(throws: StoreError.self) { try store.modify("counter", in: app, addFive) }
        #expect(try store.integer(forKey: "counter", app: app) == 105)
        storage.refusing.withLock { $0 = false }
        _ = try storage.inner.update(app) { values in
            var values = values
            values["counter"] = .integer(103)
            return values
        }
        #expect(try store.integer(forKey: "counter", app: app) == 108, "the view replays the change too")
        try store.set(.integer(1), forKey: "other", in: app)
        #expect(try storage.inner.values(of: app) == ["counter": .integer(108), "other": .integer(1)])
        #expect(store.pendingChanges.isEmpty)
    }

    @Test func aPendingChangeThatNoLongerAppliesIsDroppedWithAWarning() throws {
        let storage = RefusingStorage()
        var store = Store(storage: storage)
        try store.set(.array([]), forKey: "list", in: app)
        storage.refusing.withLock { $0 = true }
        #expect(throws: StoreError.self) {
            try store.modify("list", in: app) { (current) throws(StoreError) -> PropertyList? in
                guard case .array(let items)? = current else { throw .usage(.verbatim("'list' is not an array")) }
                return .array(items + [.integer(1)])
            }
        }
        storage.refusing.withLock { $0 = false }
        _ = try storage.inner.update(app) { _ in ["list": .string("now a string")] }
        try store.set(.integer(1), forKey: "other", in: app)
        #expect(try storage.inner.values(of: app) == ["list": .string("now a string"), "other": .integer(1)])
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.english.contains("dropped a change to 'list'") == true)
    }

    @Test func aRefusedChangeThatCouldNeverApplyIsRefusedNotKept() throws {
        let storage = RefusingStorage()
        var store = Store(storage: storage)
        try store.set(.string("text"), forKey: "k", in: app)
        storage.refusing.withLock { $0 = true }
        #expect(throws: StoreError.usage(.verbatim("no"))) {
            try store.modify("k", in: app) { (_) throws(StoreError) -> PropertyList? in throw .usage(.verbatim("no")) }
        }
        #expect(store.pendingChanges.isEmpty)
    }

    @Test func aRefusedDeletionOrReplacementKeepsWhatIsPending() throws {
        let storage = RefusingStorage()
        var store = Store(storage: storage)
        storage.refusing.withLock { $0 = true }
        #expect(throws: StoreError.self) { try store.set(.integer(1), forKey: "k", in: app) }
        do {
            try store.setPersistentDomain(["x": .integer(2)], for: app)
            Issue.record("the replacement was not refused")
        } catch {
            #expect(error.description.contains("nothing was replaced"))
        }
        #expect(try store.object(forKey: "k", app: app) == .integer(1))
        #expect(store.pendingChanges[app]?.count == 1)
    }

    @Test func aWholeListSaveKeepsAnotherWritersValueUnderTheBackupKey() throws {
        var store = Store()
        let mine: PropertyList = .array([.string("mine")])
        let theirs: PropertyList = .array([.string("theirs")])
        // Nothing stored when this process loaded; nothing stored now: no backup.
        try store.set(mine, forKey: "tasks", in: app, replacing: nil, orKeepingItUnder: "tasks-backup")
        #expect(store.takeWarnings().isEmpty)
        // Another process saves; this process saves again, still expecting its own value.
        try store.set(theirs, forKey: "tasks", in: app)
        let next: PropertyList = .array([.string("mine"), .string("more")])
        try store.set(next, forKey: "tasks", in: app, replacing: mine, orKeepingItUnder: "tasks-backup")
        let stored = try store.persistentDomain(app)
        #expect(stored["tasks"] == next)
        #expect(stored["tasks-backup"] == theirs)
        let warnings = store.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.english.contains("another process saved 'tasks'") == true)
    }

    @Test func modifyThatThrowsWritesNothing() throws {
        var store = Store()
        try store.set(.string("text"), forKey: "k", in: app)
        #expect(throws: StoreError.usage(.verbatim("no"))) {
            try store.modify("k", in: app) { (_) throws(StoreError) -> PropertyList? in throw .usage(.verbatim("no")) }
        }
        #expect(try store.object(forKey: "k", app: app) == .string("text"))
    }

    @Test func removeObjectAndDomains() throws {
        var store = Store()
        try store.set(.integer(1), forKey: "a", in: app)
        try store.set(.integer(2), forKey: "b", in: app)
        try store.removeObject(forKey: "a", in: app)
        #expect(try store.persistentDomain(app) == ["b": .integer(2)])
        #expect(try store.domainNames() == [app])
        try store.removePersistentDomain(app)
        #expect(try store.domainNames().isEmpty)
    }
}

@Suite struct CalendarDateTests {
    @Test func referenceDateIsTheStartOf2001() {
        let date = CalendarDate(PropertyListDate(secondsSinceReferenceDate: 0))
        #expect(date.iso8601 == "2001-01-01T00:00:00Z")
    }

    @Test(arguments: [
        ("1970-01-01T00:00:00Z", -978_307_200.0), ("2026-11-23T10:00:00Z", 817_120_800.0),
        ("2000-02-29T23:59:59Z", -1.0 - 86_400 * 306),
    ])
    func parsesISO8601(text: String, seconds: Double) throws {
        let date = try #require(CalendarDate(parsing: text))
        #expect(date.date.secondsSinceReferenceDate == seconds)
        #expect(date.iso8601 == text)
    }

    @Test func parsesTheDefaultsToolFormWithAnOffset() throws {
        let date = try #require(CalendarDate(parsing: "2026-11-23 12:30:00 +0230"))
        #expect(date.iso8601 == "2026-11-23T10:00:00Z")
        #expect(date.defaultsDescription == "2026-11-23 10:00:00 +0000")
    }

    @Test(arguments: ["2026-13-01", "2026-02-30", "2026-1-1", "2026-11-23T25:00:00Z", "2026-11-23T10:00:00Zjunk", ""])
    func rejectsMalformedDates(text: String) {
        #expect(CalendarDate(parsing: text) == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
    func extremeMomentsAreClampedNotTrapped(seconds: Double) {
        let date = CalendarDate(PropertyListDate(secondsSinceReferenceDate: seconds))
        #expect((1...9999).contains(date.year))
    }

    @Test func keepsFractionsAndNegativeTimes() {
        let before1970 = CalendarDate(PropertyListDate(unixTime: -1.5))
        #expect(before1970.iso8601 == "1969-12-31T23:59:58Z")
        #expect(before1970.fraction == 0.5)
        #expect(before1970.date.unixTime == -1.5)
    }
}

@Suite struct PropertyListConvertingTests {
    struct Custom {}

    @Test func convertsNestedSwiftValues() throws {
        let value: [String: Any] = ["title": "Buy milk", "done": false, "count": 2, "ratio": 0.5, "tags": ["a", 1]]
        let converted = try PropertyList(converting: value)
        #expect(
            converted
                == .dictionary([
                    "title": .string("Buy milk"), "done": .boolean(false), "count": .integer(2), "ratio": .real(0.5),
                    "tags": .array([.string("a"), .integer(1)]),
                ]))
    }

    @Test func rejectsWhatIsNotAPropertyListWithAnError() {
        #expect(throws: StoreError.self) { try PropertyList(converting: Custom()) }
        #expect(throws: StoreError.self) { try PropertyList(converting: [1: "one"]) }
        do {
            _ = try PropertyList(converting: ["ok": 1, "bad": [Custom()]] as [String: Any])
            Issue.record("a nested custom value was accepted")
        } catch {
            #expect(error.description.contains("key 'bad'"))
            #expect(error.description.contains("element 0"))
            #expect(error.description.contains("Custom"))
        }
    }
}
