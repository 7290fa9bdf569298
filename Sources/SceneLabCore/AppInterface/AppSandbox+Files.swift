import CommandGrammar
import PropertyLists
import SceneLabStore

/// The app's own files, in its container's `Documents`: what
/// `Data(contentsOf:)` and `Data.write(to:options:)` do in the book's code.
extension AppSandbox {
    /// The app's container: its bundle identifier names it.
    static func container(in app: Application) -> String { app.definition.bundleIdentifier }

    /// `Data(contentsOf: url)`: the file's bytes, `missing`, or why it is no
    /// data file; `nil` when the disk refused, which is recorded as an error.
    package static func readFile(_ path: ContainerPath, in app: inout Application) -> ContainerFile? {
        app.record(.file("init(contentsOf:)", "contentsOf", path: path))
        do {
            let file = try app.containers.read(path, in: container(in: app))
            if app.containers.isSharedWithOtherProcesses { app.fileFingerprints[path] = FileFingerprint(of: file) }
            return file
        } catch {
            app.record(
                .error(InterfaceDiagnostic.fileNotRead(path: path.description, error: error).text(in: app.language)))
            return nil
        }
    }

    /// `data.write(to: url, options: .atomic)` of data the storage may
    /// encode only when the file is read (`EncodedOnRead`); says whether
    /// the file was written.
    package static func writeFile(_ contents: EncodedOnRead, to path: ContainerPath, in app: inout Application) -> Bool
    {
        app.record(.file("write(to:options:)", "to", path: path, options: ".atomic"))
        do {
            guard app.containers.isSharedWithOtherProcesses else {
                try app.containers.write(contents, to: path, in: container(in: app))
                return true
            }
            // Another process may read the file at any time: it is encoded now.
            let bytes = contents.encode()
            // Unknown until read or written: then whatever is there is someone else's.
            let expected = app.fileFingerprints[path] ?? .missing
            let outcome = try app.containers.write(
                bytes, to: path, in: container(in: app), expecting: expected, stamp: Self.stamp(app.now))
            app.fileFingerprints[path] = FileFingerprint(of: bytes)
            switch outcome {
            case .written: break
            case .keptOther(let aside):
                app.warn(InterfaceDiagnostic.fileChangedElsewhere(path: path.description, keptAs: aside.description))
            case .writtenAgain:
                app.note(InterfaceDiagnostic.fileRemovedElsewhere(path: path.description))
            }
            return true
        } catch {
            app.record(
                .error(InterfaceDiagnostic.fileNotWritten(path: path.description, error: error).text(in: app.language)))
            return false
        }
    }

    /// This scenelab's own `rm` removed `path` while the app runs: its next
    /// save should not take the removal for another process's.
    static func noteRemovedHere(_ path: ContainerPath, in app: inout Application) {
        if app.containers.isSharedWithOtherProcesses { app.fileFingerprints[path] = .missing }
    }

    /// Moves a file the app cannot read out of its way, named by the
    /// device's clock, and returns where it went; `nil` (with an error
    /// recorded) when the disk refused.
    package static func moveFileAside(_ path: ContainerPath, in app: inout Application) -> ContainerPath? {
        do {
            let aside = try app.containers.moveAside(path, in: container(in: app), stamp: Self.stamp(app.now))
            noteRemovedHere(path, in: &app)
            return aside
        } catch {
            let refusal = InterfaceDiagnostic.fileNotMovedAside(path: path.description, error: error)
            app.record(.error(refusal.text(in: app.language)))
            return nil
        }
    }

    /// `20260101T090003Z`: the device's clock as a file name can hold it.
    static func stamp(_ now: Double) -> String {
        CalendarDate(PropertyListDate(secondsSinceReferenceDate: now)).iso8601.filter { $0 != "-" && $0 != ":" }
    }
}

extension Event {
    /// A call on `Data` about a file of the app's container, the path under `label`.
    static func file(_ selector: Name, _ label: Name, path: ContainerPath, options: Name? = nil) -> Event {
        var arguments = Arguments(Argument(label, .string(Name(path.description))))
        if let options { arguments.append(Argument("options", .object(ObjectName(options)))) }
        return Event(
            kind: .store, channel: .store, scene: nil, receiver: ObjectName(Name(plain: "Data")),
            receiverClass: Name(plain: "Data"), selector: selector, arguments: arguments, confidence: .documented)
    }
}
