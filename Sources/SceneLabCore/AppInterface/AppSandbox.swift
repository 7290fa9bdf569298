import CommandGrammar
import PropertyLists

/// `UserDefaults.standard` for the app's code: its reads and writes go
/// through the store and show on the `store` channel.
enum AppSandbox {
    /// `UserDefaults.standard.object(forKey:)` along the app's search list.
    package static func readDefaults(
        _ key: String, as method: Name = .objectForKey, in app: inout Application
    ) -> PropertyList? {
        let domain = app.definition.bundleIdentifier
        recordDefaults(method, key: key, in: &app)
        do {
            return try app.store.object(forKey: key, app: domain)
        } catch {
            app.record(.error(InterfaceDiagnostic.defaultsNotRead(key: key, error: error).text(in: app.language)))
            return nil
        }
    }

    /// `UserDefaults.standard.set(_:forKey:)`, durable when it returns.
    ///
    /// With `backup`, the save of a list the app keeps whole: if the stored
    /// value is no longer `expected` (another process saved since), that
    /// value is kept under `backup.key` first (see `WholeListSaving`).
    package static func writeDefaults(
        _ value: PropertyList, forKey key: String, backup: (expected: PropertyList?, key: String)? = nil,
        in app: inout Application
    ) {
        let domain = app.definition.bundleIdentifier
        recordDefaults(.setForKey, key: key, in: &app)
        do {
            if let backup {
                try app.store.set(
                    value, forKey: key, in: domain, replacing: backup.expected, orKeepingItUnder: backup.key)
            } else {
                try app.store.set(value, forKey: key, in: domain)
            }
        } catch {
            app.record(.error(InterfaceDiagnostic.defaultsNotSaved(key: key, error: error).text(in: app.language)))
        }
    }

    /// Keeps `value` under `backupKey` (or `backupKey-2`… when that is
    /// taken), and returns the key used; `nil`, with an error recorded, when
    /// the disk refused.
    package static func keepDefaultsAside(
        _ value: PropertyList, under backupKey: String, in app: inout Application
    ) -> String? {
        do {
            let aside = try app.store.keepAside(value, under: backupKey, in: app.definition.bundleIdentifier)
            recordDefaults(.setForKey, key: aside, in: &app)
            return aside
        } catch {
            recordDefaults(.setForKey, key: backupKey, in: &app)
            app.record(
                .error(InterfaceDiagnostic.defaultsNotKeptAside(key: backupKey, error: error).text(in: app.language)))
            return nil
        }
    }

    /// `UserDefaults.standard.set(_:forKey:)` of a list that is the stored
    /// one with `element` inserted at `index`, made in place: the book's
    /// code saves the whole array, and the store ends up holding exactly
    /// that, without the array being rebuilt. Returns `false`, recording
    /// nothing, when the stored value is not such an array; the caller
    /// then saves the whole list.
    package static func insertDefaults(
        _ element: PropertyList, at index: Int, intoArrayForKey key: String, in app: inout Application
    ) -> Bool {
        let domain = app.definition.bundleIdentifier
        do {
            try app.store.insert(element, at: index, intoArrayForKey: key, in: domain)
        } catch {
            return false
        }
        recordDefaults(.setForKey, key: key, in: &app)
        return true
    }

    /// Records a call on the app's `UserDefaults` about one key: made into
    /// an event only when the store channel is recorded, since the domain
    /// and the key are interned to make one.
    private static func recordDefaults(_ selector: Name, key: String, in app: inout Application) {
        guard app.recorder.channels.admits(.store) else { return }
        app.record(.store(selector, domain: app.definition.bundleIdentifier, key: key))
    }

    /// A number that changes whenever the store changes `key` of the app's domain.
    package static func defaultsRevision(forKey key: String, in app: Application) -> Int {
        app.store.revision(ofKey: key, in: app.definition.bundleIdentifier)
    }

    /// Whether other processes may write the app's domain too.
    package static func defaultsAreShared(in app: Application) -> Bool { app.store.isSharedWithOtherProcesses }

    /// What the app's own domain holds under `key`, read without a call of
    /// the app's: scenelab's bookkeeping, not the book's code.
    package static func storedValue(forKey key: String, in app: Application) -> PropertyList? {
        (try? app.store.persistentDomain(app.definition.bundleIdentifier))?[key]
    }

    /// What `UserDefaults.standard` gives the app's code for `key`: its domain over the global and
    /// registration domains, as `Simulator.defaultsOfRunningApp()` gives its console.
    package static func defaultsValue(forKey key: String, in app: Application) -> PropertyList? {
        try? app.store.object(forKey: key, app: app.definition.bundleIdentifier)
    }
}
