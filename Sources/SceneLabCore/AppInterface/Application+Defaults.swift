import PropertyLists

/// `UserDefaults.standard` for the app's code: its reads and writes go
/// through the store and show on the `store` channel.
extension Application {
    /// `UserDefaults.standard.object(forKey:)` along the app's search list.
    package mutating func readDefaults(_ key: String, as method: Name = .objectForKey) -> PropertyList? {
        let domain = definition.bundleIdentifier
        recordDefaults(method, key: key)
        do {
            return try store.object(forKey: key, app: domain)
        } catch {
            record(.error("the app could not read '\(key)': \(error.description)"))
            return nil
        }
    }

    /// `UserDefaults.standard.set(_:forKey:)`, durable when it returns.
    ///
    /// With `backup`, the save of a list the app keeps whole: if the stored
    /// value is no longer `expected` (another process saved since), that
    /// value is kept under `backup.key` first (see `WholeListSaving`).
    package mutating func writeDefaults(
        _ value: PropertyList, forKey key: String, backup: (expected: PropertyList?, key: String)? = nil
    ) {
        let domain = definition.bundleIdentifier
        recordDefaults(.setForKey, key: key)
        do {
            if let backup {
                try store.set(value, forKey: key, in: domain, replacing: backup.expected, orKeepingItUnder: backup.key)
            } else {
                try store.set(value, forKey: key, in: domain)
            }
        } catch {
            record(.error("the app could not save '\(key)': \(error.description)"))
        }
    }

    /// Keeps `value` under `backupKey` (or `backupKey-2`… when that is
    /// taken), and returns the key used; `nil`, with an error recorded, when
    /// the disk refused.
    package mutating func keepDefaultsAside(_ value: PropertyList, under backupKey: String) -> String? {
        do {
            let aside = try store.keepAside(value, under: backupKey, in: definition.bundleIdentifier)
            recordDefaults(.setForKey, key: aside)
            return aside
        } catch {
            recordDefaults(.setForKey, key: backupKey)
            record(.error("the app could not keep '\(backupKey)': \(error.description)"))
            return nil
        }
    }

    /// `UserDefaults.standard.set(_:forKey:)` of a list that is the stored
    /// one with `element` inserted at `index`, made in place: the book's
    /// code saves the whole array, and the store ends up holding exactly
    /// that, without the array being rebuilt. Returns `false`, recording
    /// nothing, when the stored value is not such an array; the caller
    /// then saves the whole list.
    package mutating func insertDefaults(_ element: PropertyList, at index: Int, intoArrayForKey key: String) -> Bool {
        let domain = definition.bundleIdentifier
        do {
            try store.insert(element, at: index, intoArrayForKey: key, in: domain)
        } catch {
            return false
        }
        recordDefaults(.setForKey, key: key)
        return true
    }

    /// Records a call on the app's `UserDefaults` about one key: made into
    /// an event only when the store channel is recorded, since the domain
    /// and the key are interned to make one.
    private mutating func recordDefaults(_ selector: Name, key: String) {
        guard recordedChannels.admits(.store) else { return }
        record(.store(selector, domain: definition.bundleIdentifier, key: key))
    }

    /// A number that changes whenever the store changes `key` of the app's domain.
    package func defaultsRevision(forKey key: String) -> Int {
        store.revision(ofKey: key, in: definition.bundleIdentifier)
    }

    /// Whether other processes may write the app's domain too.
    package var defaultsAreShared: Bool { store.isSharedWithOtherProcesses }

    /// What the app's own domain holds under `key`, read without a call of
    /// the app's: scenelab's bookkeeping, not the book's code.
    package func storedValue(forKey key: String) -> PropertyList? {
        (try? store.persistentDomain(definition.bundleIdentifier))?[key]
    }
}
