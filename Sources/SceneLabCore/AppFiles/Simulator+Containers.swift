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
                let guess = Suggestion.didYouMean(named, in: catalog.apps.map(\.id))
                let russianGuess = Suggestion.didYouMean(named, in: catalog.apps.map(\.id), language: .ru)
                let known = catalog.apps.map(\.id).joined(separator: ", ")
                throw Rejection(
                    "\(command): no app named '\(named)'\(guess)\(guess.isEmpty ? ";" : "") the apps are "
                        + known,
                    ru: "\(command): приложения '\(named)' нет\(russianGuess)\(guess.isEmpty ? ";" : "") есть " + known)
            }
            return definition
        }
        if let running = application?.definition { return running }
        if let last = lastAppID, let definition = catalog.app(named: last) { return definition }
        throw Rejection(
            "\(command): no app has run yet; name one, as in `\(command) --app checklists`",
            ru: "\(command): ни одно приложение ещё не запускалось; назовите его, например `\(command) --app checklists`")
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
            throw Rejection("files: \(error.description)", ru: "files: \(error.message(in: .ru))")
        }
        events.append(
            .output(
                Wording(
                    en: "the container of \(definition.displayName) (\(bundle))",
                    ru: "контейнер \(definition.displayName) (\(bundle))"
                ).text(in: language)))
        if let location = containers.location(of: bundle) {
            events.append(.output(Wording(en: "on disk: ", ru: "на диске: ").text(in: language) + location))
        }
        var folders: [[String]] = [["Documents"], ContainerPath.preferencesFolder]
        for entry in entries {
            let folder = Array(entry.path.components.dropLast())
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders {
            events.append(.output(folder.joined(separator: "/") + "/"))
            let files = entries.filter { Array($0.path.components.dropLast()) == folder }
            if files.isEmpty { events.append(.output(Wording(en: "  (empty)", ru: "  (пусто)").text(in: language))) }
            let width = files.map(\.path.fileName.count).max() ?? 0
            for file in files {
                let padding = String(repeating: " ", count: width - file.path.fileName.count)
                events.append(.output("  \(file.path.fileName)\(padding)  \(Self.sizeText(file.size, in: language))"))
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
            throw Rejection("rm: \(error.description)", ru: "rm: \(error.message(in: .ru))")
        }
        guard removed else {
            throw Rejection(
                "rm: the container of \(definition.displayName) has no file \(path); `files` lists what it has",
                ru: "rm: в контейнере \(definition.displayName) нет файла \(path); `files` покажет, что там есть")
        }
        let sizeNote = size.map { " (\(Self.sizeText($0, in: language)))" } ?? ""
        events.append(.output((Wording(en: "removed \(path)", ru: "удалён \(path)").text(in: language)) + sizeNote))
        if application?.definition == definition {
            if var app = application {
                application = nil
                AppSandbox.noteRemovedHere(path, in: &app)
                application = app
            }
            events.append(
                .note(
                    Wording(en: "\(definition.displayName) is running: what it read into memory stays there, "
                            + "and its next save writes the file again", ru: "\(definition.displayName) работает: прочитанное в память там и остаётся, "
                            + "а следующее сохранение снова запишет файл").text(in: language)))
        }
    }

    static func sizeText(_ size: Int, in language: Language = .en) -> String {
        switch language {
        case .en:
            return size == 1 ? "1 byte" : "\(size) bytes"
        case .ru:
            // Russian counts by the last digits: 1 байт, 2 байта, 5 байт, 11 байт.
            let lastTwo = size % 100
            let last = size % 10
            let word = (11...14).contains(lastTwo) ? "байт" : last == 1 ? "байт" : (2...4).contains(last) ? "байта" : "байт"
            return "\(size) \(word)"
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
