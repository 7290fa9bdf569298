import CommandGrammar
import PropertyLists
import SceneLabStore

/// The `defaults` command: the store, as macOS's `defaults` tool shows it.
extension Simulator {
    mutating func runDefaults(_ command: DefaultsCommand) throws(Rejection) -> [Event] {
        do {
            return try perform(command)
        } catch {
            throw Rejection("defaults: \(error.message(in: .en))", ru: "defaults: \(error.message(in: .ru))")
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
            throw .refused(Wording(en: "\(error)", ru: "\(error)"))
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
                    throw DefaultsError.notFound("domain \(named) does not exist", ru: "домена \(named) нет")
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
                throw DefaultsError.usage(
                    "\(key) holds a \(value.typeName), not data; --decode json reads data values",
                    ru: "в \(key) лежит \(value.typeName), а не data; --decode json читает только значения data")
            }
            let json: JSONValue
            do {
                json = try JSONValue.parse(bytes, maximumValues: DefaultsCommand.maximumDecodedValues)
            } catch  where error.exceedsLimit {
                throw DefaultsError.usage(
                    "\(key) holds \(bytes.count) bytes of JSON with more than \(DefaultsCommand.maximumDecodedValues) "
                        + "values, more than --decode json shows; `defaults export` writes the domain whole",
                    ru: "в \(key) \(bytes.count) байт JSON, где больше \(DefaultsCommand.maximumDecodedValues) "
                        + "значений, — больше, чем показывает --decode json; `defaults export` запишет домен целиком")
            } catch {
                throw DefaultsError.usage(
                    "\(key) holds \(bytes.count) bytes of data that are \(error)",
                    ru: "в \(key) \(bytes.count) байт данных, и это \(error)")
            }
            return json.prettyDescription.split(separator: "\n").map { .output(String($0)) }
        case .readType(let domain, let key):
            let domain = try resolve(domain, verb: "read-type")
            guard let value = try store.persistentDomain(domain)[key] else { throw missing(domain, key) }
            return [.output(Wording(en: "Type is \(value.typeName)", ru: "Тип: \(value.typeName)").text(in: language))]
        case .write(let domain, let key, let value):
            let domain = try resolve(domain, verb: "write")
            try store.modify(key, in: domain) { (current) throws(StoreError) -> PropertyList? in
                do throws(DefaultsError) {
                    return try Self.combine(current, with: value, key: key)
                } catch {
                    // Under the store's lock only the store's error passes: the refusal goes as one, in both languages.
                    throw .usage(StoreError.Reason(en: error.wording.en, ru: error.wording.ru))
                }
            }
            return [.store("set(_:forKey:)", domain: domain, key: key)]
        case .delete(let domain, let key):
            let domain = try resolve(domain, verb: "delete")
            guard let key else {
                guard try store.domainNames().contains(domain) else {
                    throw DefaultsError.notFound("domain \(domain) does not exist", ru: "домена \(domain) нет")
                }
                try store.removePersistentDomain(domain)
                return [.store("removePersistentDomain(forName:)", domain: domain, key: nil)]
            }
            guard try store.persistentDomain(domain)[key] != nil else { throw missing(domain, key) }
            try store.removeObject(forKey: key, in: domain)
            return [.store("removeObject(forKey:)", domain: domain, key: key)]
        case .domains:
            let names = try store.domainNames()
            let none = Wording(en: "(no domains)", ru: "(доменов нет)").text(in: language)
            return [.output(names.isEmpty ? none : names.joined(separator: ", "))]
        case .find(let word):
            return try find(word)
        case .export(let domain, let path, let replacing):
            try Self.validate(domain)
            let values = try store.persistentDomain(domain)
            if values.isEmpty, !(try store.domainNames().contains(domain)) {
                throw DefaultsError.notFound(
                    "domain \(domain) does not exist; nothing was exported", ru: "домена \(domain) нет; ничего не экспортировано")
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
                .note(
                    Wording(en: "exported \(domain) (\(values.count) keys) to \(path)", ru: "\(domain) экспортирован (ключей: \(values.count)) в \(path)").text(in: language))
            ]
        case .import(let domain, let path):
            try Self.validate(domain)
            let bytes = try files.read(path)
            let decoded: PropertyList
            do {
                decoded = try PropertyListDecoder.decode(bytes).value
            } catch {
                // The parser's own words, in English in either language.
                throw StoreError.unreadable(
                    path: path == "-" ? "standard input" : path, reason: .verbatim(error.description))
            }
            guard case .dictionary(let values) = decoded else {
                throw StoreError.unreadable(
                    path: path == "-" ? "standard input" : path,
                    reason: StoreError.Reason(
                        en: "its top level is \(decoded.typeName), not a dictionary",
                        ru: "верхний уровень — \(decoded.typeName), а не dictionary"))
            }
            try store.setPersistentDomain(values, for: domain)
            return [
                .store("setPersistentDomain(_:forName:)", domain: domain, key: nil),
                .note(
                    Wording(en: "imported \(values.count) keys into \(domain)", ru: "в \(domain) импортировано ключей: \(values.count)").text(in: language)),
            ]
        case .register(let key, let value):
            guard let app = application else {
                throw DefaultsError.usage(
                    "register adds to the running app's registration domain; launch an app first",
                    ru: "register добавляет в домен регистрации запущенного приложения; сначала запустите приложение")
            }
            let domain = app.definition.bundleIdentifier
            store.register(defaults: [key: value], app: domain)
            return [.store("register(defaults:)", domain: domain, key: key, label: "defaults")]
        case .path(let domain):
            let domain = try resolve(domain, verb: "path")
            let inMemory =
                Wording(en: "(in memory: nothing is written to disk)", ru: "(в памяти: на диск ничего не пишется)").text(in: language)
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
            throw .usage(
                "\(verb) needs a DOMAIN when no app is running (see `defaults domains`)",
                ru: "\(verb): когда приложение не запущено, нужно указать DOMAIN (см. `defaults domains`)")
        }
        return app.definition.bundleIdentifier
    }

    /// Domain names become file names: no separators, no leading dot.
    static func validate(_ domain: String) throws(DefaultsError) {
        guard !domain.isEmpty, !domain.contains("/"), !domain.hasPrefix("."),
            !domain.unicodeScalars.contains(where: VisibleText.isHidden)
        else {
            throw .usage(
                "'\(domain)' is not a domain name (a bundle identifier such as com.example.ToDoManager)",
                ru: "'\(domain)' — не имя домена (нужен bundle identifier, например com.example.ToDoManager)")
        }
    }

    private func missing(_ domain: String, _ key: String) -> DefaultsError {
        .notFound(
            "the domain/default pair of (\(domain), \(key)) does not exist", ru: "пары домен/ключ (\(domain), \(key)) нет")
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
                throw .usage(
                    "-array-add: \(key) holds a \(other.typeName), not an array",
                    ru: "-array-add: в \(key) лежит \(other.typeName), а не array")
            }
        case .integerAdd(let amount):
            switch current {
            case nil: return .integer(amount)
            case .integer(let number)?:
                let (sum, overflow) = number.addingReportingOverflow(amount)
                guard !overflow else { throw .usage("-int-add: \(key) would overflow", ru: "-int-add: \(key) переполнится") }
                return .integer(sum)
            case let other?:
                throw .usage(
                    "-int-add: \(key) holds a \(other.typeName), not an integer",
                    ru: "-int-add: в \(key) лежит \(other.typeName), а не integer")
            }
        case .dictionaryAdd(let entries):
            switch current {
            case nil: return .dictionary(entries)
            case .dictionary(let existing)?: return .dictionary(existing.merging(entries) { _, new in new })
            case let other?:
                throw .usage(
                    "-dict-add: \(key) holds a \(other.typeName), not a dictionary",
                    ru: "-dict-add: в \(key) лежит \(other.typeName), а не dictionary")
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
            events.append(
                .output(
                    Wording(
                        en: "Found \(found.count) key\(found.count == 1 ? "" : "s") in domain '\(domain)':",
                        ru: "В домене '\(domain)' найдено ключей: \(found.count):"
                    ).text(in: language)))
            events += PropertyListDescription.lines(.dictionary(found)).map(Event.output)
        }
        let none =
            Wording(en: "No domain, key nor value containing '\(word)'", ru: "Ни домен, ни ключ, ни значение не содержат '\(word)'").text(in: language)
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

/// Why a `defaults` command failed, in each language scenelab speaks: the
/// store's own error, or a refusal the command words itself beside its Russian.
enum DefaultsError: Error {
    case store(StoreError)
    case refused(Wording)

    static func usage(_ english: String, ru russian: String) -> DefaultsError {
        .refused(Wording(en: english, ru: russian))
    }

    static func notFound(_ english: String, ru russian: String) -> DefaultsError {
        .refused(Wording(en: english, ru: russian))
    }

    /// The refusal's words; the store's error in English and Russian.
    var wording: Wording {
        switch self {
        case .store(let error): return Wording(en: error.description, ru: error.message(in: .ru))
        case .refused(let wording): return wording
        }
    }

    func message(in language: Language) -> String { wording.text(in: language) }
}

/// `defaults …` runs on the device's store, with or without an app running.
extension DefaultsCommand: DeviceCommand {
    public var verb: String { "defaults" }
    public var topic: String { "store" }

    public func apply(to simulator: inout Simulator, into events: inout [Event]) throws(Rejection) {
        events += try simulator.runDefaults(self)
    }
}
