/// `UserDefaults.standard` for the app's code: its reads and writes go
/// through the store and show on the `store` channel.
extension Application {
    /// `UserDefaults.standard.object(forKey:)` along the app's search list.
    mutating func readDefaults(_ key: String, as method: String = "object(forKey:)") -> PropertyList? {
        let domain = definition.bundleIdentifier
        record(.store(method, domain: domain, arguments: [Event.Argument("forKey", .string(key))]))
        do {
            return try store.object(forKey: key, app: domain)
        } catch {
            record(.error("the app could not read '\(key)': \(error.description)"))
            return nil
        }
    }

    /// `UserDefaults.standard.set(_:forKey:)`, durable when it returns.
    mutating func writeDefaults(_ value: PropertyList, forKey key: String) {
        let domain = definition.bundleIdentifier
        record(.store("set(_:forKey:)", domain: domain, arguments: [Event.Argument("forKey", .string(key))]))
        do {
            try store.set(value, forKey: key, in: domain)
        } catch {
            record(.error("the app could not save '\(key)': \(error.description)"))
        }
    }

    /// `set(_:forKey:)` of a list the app saves whole: the same call, but a
    /// value another process saved since `expected` is kept under `backupKey`.
    mutating func writeDefaults(
        _ value: PropertyList, forKey key: String, replacing expected: PropertyList?, backupKey: String
    ) {
        let domain = definition.bundleIdentifier
        record(.store("set(_:forKey:)", domain: domain, arguments: [Event.Argument("forKey", .string(key))]))
        do {
            try store.set(value, forKey: key, in: domain, replacing: expected, orKeepingItUnder: backupKey)
        } catch {
            record(.error("the app could not save '\(key)': \(error.description)"))
        }
    }

    /// What the app's own domain holds under `key`, read without a call of
    /// the app's: scenelab's bookkeeping, not the book's code.
    func storedValue(forKey key: String) -> PropertyList? {
        (try? store.persistentDomain(definition.bundleIdentifier))?[key]
    }
}
