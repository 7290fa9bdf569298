import CommandGrammar
import PropertyLists
import SceneLabStore

/// The `defaults` command: the store, as macOS's `defaults` tool shows it.
extension Simulator {
    mutating func runDefaults(_ command: DefaultsCommand) throws(Rejection) -> [Event] {
        do {
            return try perform(command)
        } catch {
            throw Rejection(error.failure)
        }
    }

    private mutating func perform(_ command: DefaultsCommand) throws(DefaultsError) -> [Event] {
        do {
            return try performOnStore(command)
        } catch let error as StoreError {
            throw .store(error)
        } catch let error as DefaultsError {
            throw error
        } catch {
            // An error of a library's, in its own words in either language.
            throw .refused(.unexpectedError(description: "\(error)"))
        }
    }

    /// The command on the store. It throws the store's errors as they come
    /// and its own refusals as `DefaultsError`s, which carry their Russian.
    private mutating func performOnStore(_ command: DefaultsCommand) throws -> [Event] {
        switch command {
        case .read(let domain, let key):
            // With no DOMAIN, read shows what the running app sees through its
            // search list (registered values too); with one, what is stored.
            let values: [String: PropertyList]
            if domain == nil, let app = application {
                values = try store.dictionaryRepresentation(app: app.definition.bundleIdentifier)
            } else {
                let named = try resolve(domain, verb: "read")
                values = try store.persistentDomain(named)
                if key == nil, values.isEmpty, !(try store.domainNames().contains(named)) {
                    throw DefaultsError.refused(.domainMissing(domain: named))
                }
            }
            guard let key else { return PropertyListDescription.lines(.dictionary(values)).map(Event.output) }
            guard let value = values[key] else { throw missing(try resolve(domain, verb: "read"), key) }
            if case .string(let text) = value { return [.output(text)] }
            return PropertyListDescription.lines(value).map(Event.output)
        case .readDecodingJSON(let domain, let key):
            let values: [String: PropertyList]
            if domain == nil, let app = application {
                values = try store.dictionaryRepresentation(app: app.definition.bundleIdentifier)
            } else {
                values = try store.persistentDomain(try resolve(domain, verb: "read"))
            }
            guard let value = values[key] else { throw missing(try resolve(domain, verb: "read"), key) }
            guard case .data(let bytes) = value else {
                throw DefaultsError.refused(.notData(key: key, type: value.typeName))
            }
            let json: JSONValue
            do {
                json = try JSONValue.parse(bytes, maximumValues: DefaultsCommand.maximumDecodedValues)
            } catch  where error.exceedsLimit {
                throw DefaultsError.refused(
                    .tooMuchJSON(key: key, bytes: bytes.count, limit: DefaultsCommand.maximumDecodedValues))
            } catch {
                // The parser's own words, in English in either language.
                throw DefaultsError.refused(.notJSON(key: key, bytes: bytes.count, reason: "\(error)"))
            }
            return json.prettyDescription.split(separator: "\n").map { .output(String($0)) }
        case .readType(let domain, let key):
            let domain = try resolve(domain, verb: "read-type")
            guard let value = try store.persistentDomain(domain)[key] else { throw missing(domain, key) }
            return [.output(LifecycleDiagnostic.valueType(type: value.typeName).text(in: language))]
        case .write(let domain, let key, let value):
            let domain = try resolve(domain, verb: "write")
            try store.modify(key, in: domain) { (current) throws(StoreError) -> PropertyList? in
                do throws(DefaultsError) {
                    return try Self.combine(current, with: value, key: key)
                } catch {
                    // Under the store's lock only the store's error passes: the refusal goes as its reason.
                    throw .usage(StoreError.Reason(error.diagnostic))
                }
            }
            return [.store("set(_:forKey:)", domain: domain, key: key)]
        case .delete(let domain, let key):
            let domain = try resolve(domain, verb: "delete")
            guard let key else {
                guard try store.domainNames().contains(domain) else {
                    throw DefaultsError.refused(.domainMissing(domain: domain))
                }
                try store.removePersistentDomain(domain)
                return [.store("removePersistentDomain(forName:)", domain: domain, key: nil)]
            }
            guard try store.persistentDomain(domain)[key] != nil else { throw missing(domain, key) }
            try store.removeObject(forKey: key, in: domain)
            return [.store("removeObject(forKey:)", domain: domain, key: key)]
        case .domains:
            let names = try store.domainNames()
            let none = LifecycleDiagnostic.noDomains.text(in: language)
            return [.output(names.isEmpty ? none : names.joined(separator: ", "))]
        case .find(let word):
            return try find(word)
        case .export(let domain, let path, let replacing):
            try Self.validate(domain)
            let values = try store.persistentDomain(domain)
            if values.isEmpty, !(try store.domainNames().contains(domain)) {
                throw DefaultsError.refused(.nothingToExport(domain: domain))
            }
            let bytes = PropertyListEncoder.encode(.dictionary(values), format: .xml)
            if path == "-" {
                let text = String(decoding: bytes, as: UTF8.self)
                return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
                    var event = Event.output(String(line))
                    event.isVerbatim = true
                    return event
                }
            }
            try files.write(bytes, to: path, replacing: replacing)
            return [
                .note(LifecycleDiagnostic.exported(domain: domain, keys: values.count, path: path).text(in: language))
            ]
        case .import(let domain, let path):
            try Self.validate(domain)
            let bytes = try files.read(path)
            let decoded: PropertyList
            do {
                decoded = try PropertyListDecoder.decode(bytes).value
            } catch {
                // The parser's own words, in English in either language.
                throw StoreError.unreadable(path: path, reason: .verbatim(error.description))
            }
            guard case .dictionary(let values) = decoded else {
                throw StoreError.unreadable(
                    path: path,
                    reason: StoreError.Reason(LifecycleDiagnostic.topLevelNotDictionary(type: decoded.typeName)))
            }
            try store.setPersistentDomain(values, for: domain)
            return [
                .store("setPersistentDomain(_:forName:)", domain: domain, key: nil),
                .note(LifecycleDiagnostic.imported(keys: values.count, domain: domain).text(in: language)),
            ]
        case .register(let key, let value):
            guard let app = application else {
                throw DefaultsError.refused(.registerWithoutApp)
            }
            let domain = app.definition.bundleIdentifier
            store.register(defaults: [key: value], app: domain)
            return [.store("register(defaults:)", domain: domain, key: key, label: "defaults")]
        case .path(let domain):
            let domain = try resolve(domain, verb: "path")
            let inMemory = LifecycleDiagnostic.storedInMemory.text(in: language)
            return [.output(store.storage.location(of: domain) ?? inMemory)]
        }
    }

    /// The domain a command addresses: the one named, or the running app's.
    private func resolve(_ domain: String?, verb: String) throws(DefaultsError) -> String {
        if let domain {
            try Self.validate(domain)
            return domain
        }
        guard let app = application else {
            throw .refused(.domainNeeded(verb: verb))
        }
        return app.definition.bundleIdentifier
    }

    /// Domain names become file names: no separators, no leading dot.
    static func validate(_ domain: String) throws(DefaultsError) {
        guard !domain.isEmpty, !domain.contains("/"), !domain.hasPrefix("."),
            !domain.unicodeScalars.contains(where: VisibleText.isHidden)
        else {
            throw .refused(.invalidDomainName(domain: domain))
        }
    }

    private func missing(_ domain: String, _ key: String) -> DefaultsError {
        .refused(.keyMissing(domain: domain, key: key))
    }

    /// The value `write` stores, given what the key holds now.
    static func combine(
        _ current: PropertyList?, with value: DefaultsValue, key: String
    ) throws(DefaultsError) -> PropertyList {
        switch value {
        case .set(let value):
            return value
        case .arrayAdd(let items):
            switch current {
            case nil: return .array(items)
            case .array(let existing)?: return .array(existing + items)
            case let other?:
                throw .refused(.cannotAdd(key: key, holding: other.typeName, addition: .array))
            }
        case .integerAdd(let amount):
            switch current {
            case nil: return .integer(amount)
            case .integer(let number)?:
                let (sum, overflow) = number.addingReportingOverflow(amount)
                guard !overflow else { throw .refused(.additionOverflows(key: key)) }
                return .integer(sum)
            case let other?:
                throw .refused(.cannotAdd(key: key, holding: other.typeName, addition: .integer))
            }
        case .dictionaryAdd(let entries):
            switch current {
            case nil: return .dictionary(entries)
            case .dictionary(let existing)?: return .dictionary(existing.merging(entries) { _, new in new })
            case let other?:
                throw .refused(.cannotAdd(key: key, holding: other.typeName, addition: .dictionary))
            }
        }
    }

    /// `defaults find WORD`: keys and string values containing the word, in every domain.
    private func find(_ word: String) throws(StoreError) -> [Event] {
        let needle = word.lowercased()
        var events: [Event] = []
        for domain in try store.domainNames() {
            let values = try store.persistentDomain(domain)
            let found = values.filter { key, value in
                key.lowercased().contains(needle) || Self.contains(needle, in: value)
            }
            guard !found.isEmpty else { continue }
            events.append(.output(LifecycleDiagnostic.keysFound(count: found.count, domain: domain).text(in: language)))
            events += PropertyListDescription.lines(.dictionary(found)).map(Event.output)
        }
        let none = LifecycleDiagnostic.nothingFound(word: word).text(in: language)
        return events.isEmpty ? [.output(none)] : events
    }

    private static func contains(_ needle: String, in value: PropertyList) -> Bool {
        switch value {
        case .string(let text): return text.lowercased().contains(needle)
        case .array(let items): return items.contains { contains(needle, in: $0) }
        case .dictionary(let values):
            return values.contains { $0.key.lowercased().contains(needle) || contains(needle, in: $0.value) }
        default: return false
        }
    }
}

/// Why a `defaults` command failed: the store's own error, or a refusal of
/// the command's, each a diagnostic its renderers say.
enum DefaultsError: Error {
    case store(StoreError)
    case refused(LifecycleDiagnostic)

    /// The failure alone, as the store passes it on from under its lock.
    var diagnostic: any Diagnostic {
        switch self {
        case .store(let error): return error.diagnostic
        case .refused(let reason): return reason
        }
    }

    /// The failure as the `defaults` command's refusal.
    var failure: LifecycleDiagnostic {
        switch self {
        case .store(let error): return .defaultsStoreFailed(error)
        case .refused(let reason): return .defaultsRefused(reason)
        }
    }
}

/// `defaults …` runs on the device's store, with or without an app running.
extension DefaultsCommand: DeviceCommand {
    public var verb: String { "defaults" }
    public var topic: String { "store" }

    public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
        events += try simulator.runDefaults(self)
    }
}

/// The opened project's code and its defaults (`UserDefaults.standard`): what it reads comes from
/// the app's domain through its search list, and what it writes goes there, as the `defaults`
/// command shows.
extension Simulator {
    /// The domain of the app whose code runs, or last ran: after `kill`, the last calls of the
    /// process that ended (`applicationWillTerminate(_:)`) still read and write it.
    private var codeDefaultsDomain: String? {
        application?.definition.bundleIdentifier ?? lastAppID.flatMap { catalog.app(named: $0)?.bundleIdentifier }
    }

    /// The app's defaults as its code reads them: its domain over the global and registration domains.
    public func defaultsOfRunningApp() -> [String: PropertyList] {
        guard let domain = codeDefaultsDomain else { return [:] }
        return (try? store.dictionaryRepresentation(app: domain)) ?? [:]
    }

    /// Stores what the app's code wrote to its defaults, in order; a write the store refuses is
    /// said as an error, and the rest are stored.
    public mutating func storeDefaultsWritten(_ writes: [DefaultsWrite]) -> [Event] {
        guard let domain = codeDefaultsDomain else { return [] }
        var events: [Event] = []
        for write in writes {
            do {
                if let value = write.value {
                    try store.set(value, forKey: write.key, in: domain)
                } else {
                    try store.removeObject(forKey: write.key, in: domain)
                }
            } catch {
                events.append(.error(Rejection(DefaultsError.store(error).failure).message(in: language)))
            }
        }
        return events
    }
}
