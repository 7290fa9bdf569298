import PropertyLists
import SceneLabStore

/// The app's own files, in its container's `Documents`: what
/// `Data(contentsOf:)` and `Data.write(to:options:)` do in the book's code.
extension Application {
    /// The app's container: its bundle identifier names it.
    var container: String { definition.bundleIdentifier }

    /// `Data(contentsOf: url)`: the file's bytes, `missing`, or why it is no
    /// data file; `nil` when the disk refused, which is recorded as an error.
    package mutating func readFile(_ path: ContainerPath) -> ContainerFile? {
        record(.file("init(contentsOf:)", "contentsOf", path: path))
        do {
            let file = try containers.read(path, in: container)
            if containers.isSharedWithOtherProcesses { fileFingerprints[path] = FileFingerprint(of: file) }
            return file
        } catch {
            record(.error("the app could not read \(path): \(error.description)"))
            return nil
        }
    }

    /// `data.write(to: url, options: .atomic)` of data the storage may
    /// encode only when the file is read (`EncodedOnRead`); says whether
    /// the file was written.
    package mutating func writeFile(_ contents: EncodedOnRead, to path: ContainerPath) -> Bool {
        record(.file("write(to:options:)", "to", path: path, options: ".atomic"))
        do {
            guard containers.isSharedWithOtherProcesses else {
                try containers.write(contents, to: path, in: container)
                return true
            }
            // Another process may read the file at any time: it is encoded now.
            let bytes = contents.encode()
            // Unknown until read or written: then whatever is there is someone else's.
            let expected = fileFingerprints[path] ?? .missing
            let outcome = try containers.write(
                bytes, to: path, in: container, expecting: expected, stamp: Self.stamp(now))
            fileFingerprints[path] = FileFingerprint(of: bytes)
            switch outcome {
            case .written: break
            case .keptOther(let aside):
                record(
                    .warning(
                        "another process changed \(path) since this app read or saved it; "
                            + "kept that version as \(aside) and saved this app's"))
            case .writtenAgain:
                record(
                    .note("another process removed \(path) since this app read or saved it; this save writes it again"))
            }
            return true
        } catch {
            record(.error("the app could not write \(path): \(error.description)"))
            return false
        }
    }

    /// This scenelab's own `rm` removed `path` while the app runs: its next
    /// save should not take the removal for another process's.
    mutating func noteRemovedHere(_ path: ContainerPath) {
        if containers.isSharedWithOtherProcesses { fileFingerprints[path] = .missing }
    }

    /// Moves a file the app cannot read out of its way, named by the
    /// device's clock, and returns where it went; `nil` (with an error
    /// recorded) when the disk refused.
    package mutating func moveFileAside(_ path: ContainerPath) -> ContainerPath? {
        do {
            let aside = try containers.moveAside(path, in: container, stamp: Self.stamp(now))
            noteRemovedHere(path)
            return aside
        } catch {
            record(.error("could not move \(path) aside: \(error.description)"))
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
