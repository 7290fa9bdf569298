import CommandGrammar
import SceneLabStore

/// `files` and `rm`: the device's disk as a person sees it in the
/// Simulator's folder, one app container at a time.
extension Simulator {
    /// The app whose container a command means: the one named, the running
    /// one, or the one that ran last.
    fileprivate func containerApp(_ named: String?, command: String) throws(Rejection) -> AppDefinition {
        if let named {
            guard let definition = catalog.app(named: named) else {
                let apps = catalog.apps.map(\.id)
                throw Rejection(
                    ContainerDiagnostic.noAppNamed(
                        command: command, name: named, guess: Suggestion.closest(to: named, in: apps), apps: apps))
            }
            return definition
        }
        if let running = application?.definition { return running }
        if let last = lastAppID, let definition = catalog.app(named: last) { return definition }
        throw Rejection(ContainerDiagnostic.noAppHasRun(command: command))
    }

    /// Every file of an app's container: those of the container storage and
    /// the app's preferences domain, which the preferences storage keeps.
    fileprivate func containerEntries(of bundle: String) throws(StoreError) -> [ContainerEntry] {
        var entries = try containers.entries(in: bundle)
        if let size = try store.storage.storedSize(of: bundle) {
            entries.append(ContainerEntry(path: .preferencesFile(of: bundle), size: size))
        }
        return entries
    }

    /// Lists the container's files by folder, with their sizes: `Documents`
    /// and `Library/Preferences` always, any other folder when it has files.
    mutating func listFiles(of named: String?, into events: inout [Event]) throws(Rejection) {
        let definition = try containerApp(named, command: "files")
        let bundle = definition.bundleIdentifier
        let entries: [ContainerEntry]
        do {
            entries = try containerEntries(of: bundle)
        } catch {
            throw Rejection(ContainerDiagnostic.storeFailed(command: "files", error: error))
        }
        events.append(
            .output(
                ContainerDiagnostic.containerHeading(app: definition.displayName, bundle: bundle).text(in: language)))
        if let location = containers.location(of: bundle) {
            events.append(.output(ContainerDiagnostic.containerLocation(path: location).text(in: language)))
        }
        var folders: [[String]] = [["Documents"], ContainerPath.preferencesFolder]
        for entry in entries {
            let folder = Array(entry.path.components.dropLast())
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders {
            events.append(.output(folder.joined(separator: "/") + "/"))
            let files = entries.filter { Array($0.path.components.dropLast()) == folder }
            if files.isEmpty { events.append(.output(ContainerDiagnostic.emptyFolder.text(in: language))) }
            let width = files.map(\.path.fileName.count).max() ?? 0
            for file in files {
                events.append(
                    .output(
                        ContainerDiagnostic.containerFile(name: file.path.fileName, width: width, size: file.size)
                            .text(in: language)))
            }
        }
    }

    /// Deletes one file of the container. The app's own preferences file is
    /// its domain, removed through the store as `defaults delete` would.
    mutating func removeFile(_ text: String, of named: String?, into events: inout [Event]) throws(Rejection) {
        let definition = try containerApp(named, command: "rm")
        let bundle = definition.bundleIdentifier
        let path: ContainerPath
        let size: Int?
        let removed: Bool
        do {
            path = try ContainerPath(text)
            // Listed or not (a hidden file, a file kept aside among the preferences), a file can go.
            size = try containerEntries(of: bundle).first { $0.path == path }?.size
            if path == .preferencesFile(of: bundle) {
                removed = size != nil
                if removed { try store.removePersistentDomain(bundle) }
            } else {
                removed = try containers.remove(path, in: bundle)
            }
        } catch {
            throw Rejection(ContainerDiagnostic.storeFailed(command: "rm", error: error))
        }
        guard removed else {
            throw Rejection(ContainerDiagnostic.noSuchFile(app: definition.displayName, path: path.description))
        }
        events.append(.output(ContainerDiagnostic.fileRemoved(path: path.description, size: size).text(in: language)))
        if application?.definition == definition {
            if var app = application {
                application = nil
                AppSandbox.noteRemovedHere(path, in: &app)
                application = app
            }
            events.append(
                .note(ContainerDiagnostic.removedWhileRunning(app: definition.displayName).text(in: language)))
        }
    }
}

extension Simulator {
    /// The files `rm` can take in the container `files` would list, for completion.
    public func containerPaths(of named: String?) -> [String] {
        guard let definition = try? containerApp(named, command: "rm"),
            let entries = try? containerEntries(of: definition.bundleIdentifier)
        else { return [] }
        return entries.map(\.path.description)
    }
}
