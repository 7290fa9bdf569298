// libFuzzer entry point for the store's read-modify-write path, on real files.
//
// The input is a starting file (none, any bytes, or a valid domain) and a
// run of operations: set, -int-add, -array-add and remove on a few keys,
// whole-domain replacement and removal, a write by "another process" (a
// second FileStorage on the same folder), a disk that starts or stops
// refusing writes, and reads. The store works on a FileStorage in a folder
// on /dev/shm; a small model beside it says what must be true:
// - every read through the store shows the model's view (the file plus the
//   changes kept in memory, replayed in order);
// - the file always decodes to what the model says is on disk;
// - a refused change is kept and replayed against what the file holds when
//   the disk takes writes again, after the other process's writes, never
//   instead of them; one that no longer applies is dropped.

#if canImport(Glibc)
import Glibc
#endif

private let domain = "com.fuzz.Store"
private let root = "/dev/shm/scenelab-store-fuzz-\(getpid())"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStore(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = Array(UnsafeBufferPointer(start: data, count: size)).makeIterator()
    let files = FileStorage(root: root)
    let path = files.path(of: domain)
    clearFolder(of: path)
    var model = Model()

    // The starting file.
    switch (input.next() ?? 0) % 3 {
    case 1:
        let length = Int(input.next() ?? 0) * 4
        var bytes: [UInt8] = []
        for _ in 0..<length { bytes.append(input.next() ?? 0) }
        write(bytes, to: path)
        if case .dictionary(let values)? = try? PropertyListDecoder.decode(bytes).value {
            // NaN is not equal to itself, so a model holding one could never match.
            guard !values.values.contains(where: containsNaN) else { return 0 }
            model.disk = values
        }
    case 2:
        let values: [String: PropertyList] = ["a": .integer(1), "b": .array([.integer(2)]), "c": .string("x")]
        write(PropertyListEncoder.encode(.dictionary(values), format: .binary), to: path)
        model.disk = values
    default:
        break
    }

    let storage = SwitchableStorage(files)
    var store = Store(storage: storage)
    let otherProcess = FileStorage(root: root)
    var steps = 0
    while let operation = input.next(), steps < 40 {
        steps += 1
        let key = ["a", "b", "c"][Int(input.next() ?? 0) % 3]
        let amount = Int(input.next() ?? 0) - 128
        switch operation % 10 {
        case 0:
            let value = PropertyList.integer(amount)
            expect(model.run(.set(key, value), refusing: storage.refusing)) { () throws(StoreError) in
                try store.set(value, forKey: key, in: domain)
            }
        case 1:
            expect(model.run(.add(key, amount), refusing: storage.refusing)) { () throws(StoreError) in
                try store.modify(key, in: domain) { (current) throws(StoreError) -> PropertyList? in
                    try Model.add(amount, to: current)
                }
            }
        case 2:
            expect(model.run(.append(key, amount), refusing: storage.refusing)) { () throws(StoreError) in
                try store.modify(key, in: domain) { (current) throws(StoreError) -> PropertyList? in
                    try Model.append(amount, to: current)
                }
            }
        case 3:
            expect(model.run(.set(key, nil), refusing: storage.refusing)) { () throws(StoreError) in
                try store.removeObject(forKey: key, in: domain)
            }
        case 4:
            let values: [String: PropertyList] = [key: .string("imported \(amount)")]
            expect(model.replaceDomain(with: values, refusing: storage.refusing)) { () throws(StoreError) in
                try store.setPersistentDomain(values, for: domain)
            }
        case 5:
            expect(model.replaceDomain(with: nil, refusing: storage.refusing)) { () throws(StoreError) in
                try store.removePersistentDomain(domain)
            }
        case 6:
            // Another process writes the file directly; its disk is not full.
            let value = PropertyList.integer(1000 + amount)
            _ = try? otherProcess.update(domain) { values in
                var values = values
                values[key] = value
                return values
            }
            model.disk[key] = value
        case 7, 8:
            storage.refusing.toggle()
        default:
            break
        }
        _ = store.takeWarnings()
        check(store: store, files: otherProcess, model: model)
    }
    clearFolder(of: path)
    return 0
}

/// What the store should do, worked out independently of it.
private struct Model {
    enum Change {
        case set(String, PropertyList?)
        case add(String, Int)
        case append(String, Int)

        func apply(to values: inout [String: PropertyList]) throws(StoreError) {
            switch self {
            case .set(let key, let value): values[key] = value
            case .add(let key, let amount): values[key] = try Model.add(amount, to: values[key])
            case .append(let key, let amount): values[key] = try Model.append(amount, to: values[key])
            }
        }
    }

    enum Expected {
        case success
        /// The disk refused; the change is kept.
        case refused
        /// The change cannot apply (a type mismatch): nothing changes.
        case wrongType
    }

    var disk: [String: PropertyList] = [:]
    var pending: [Change] = []

    /// The file plus the changes kept in memory.
    var view: [String: PropertyList] {
        var values = disk
        for change in pending { try? change.apply(to: &values) }
        return values
    }

    mutating func run(_ change: Change, refusing: Bool) -> Expected {
        if refusing {
            var values = view
            do { try change.apply(to: &values) } catch { return .wrongType }
            pending.append(change)
            return .refused
        }
        var values = disk
        for kept in pending { try? kept.apply(to: &values) }
        do { try change.apply(to: &values) } catch { return .wrongType }
        disk = values
        pending = []
        return .success
    }

    /// `setPersistentDomain` (values) or `removePersistentDomain` (nil).
    mutating func replaceDomain(with values: [String: PropertyList]?, refusing: Bool) -> Expected {
        if refusing { return .refused }
        disk = values ?? [:]
        pending = []
        return .success
    }

    static func add(_ amount: Int, to current: PropertyList?) throws(StoreError) -> PropertyList {
        switch current {
        case nil: return .integer(amount)
        case .integer(let number)?: return .integer(number &+ amount)
        default: throw .usage(.verbatim("not an integer"))
        }
    }

    static func append(_ amount: Int, to current: PropertyList?) throws(StoreError) -> PropertyList {
        switch current {
        case nil: return .array([.integer(amount)])
        case .array(let items)?: return .array(items + [.integer(amount)])
        default: throw .usage(.verbatim("not an array"))
        }
    }
}

/// A storage whose disk can be made to refuse every change, as a full one does.
private final class SwitchableStorage: PreferencesStorage, @unchecked Sendable {
    let inner: FileStorage
    var refusing = false

    init(_ inner: FileStorage) { self.inner = inner }

    func values(of domain: String) throws(StoreError) -> [String: PropertyList] { try inner.values(of: domain) }

    func update(
        _ domain: String, _ change: ([String: PropertyList]) throws(StoreError) -> [String: PropertyList]
    ) throws(StoreError) -> [String: PropertyList] {
        if refusing { throw .io(path: inner.path(of: domain), operation: .write, reason: .verbatim("the disk is full")) }
        return try inner.update(domain, change)
    }

    func removeDomain(_ domain: String) throws(StoreError) {
        if refusing { throw .io(path: inner.path(of: domain), operation: .remove, reason: .verbatim("the disk is full")) }
        try inner.removeDomain(domain)
    }

    func domainNames() throws(StoreError) -> [String] { try inner.domainNames() }
    func location(of domain: String) -> String? { inner.location(of: domain) }
    func takeWarnings() -> [String] { inner.takeWarnings() }
}

private func expect(_ expected: Model.Expected, _ body: () throws(StoreError) -> Void) {
    do {
        try body()
        guard case .success = expected else { fatalError("the store accepted a change the model expected \(expected)") }
    } catch {
        switch (expected, error) {
        case (.refused, .io), (.wrongType, .usage): return
        default: fatalError("the store threw \(error); the model expected \(expected)")
        }
    }
}

private func check(store: Store, files: FileStorage, model: Model) {
    guard let seen = try? store.persistentDomain(domain), seen == model.view else {
        fatalError(
            "the store shows \(String(describing: try? store.persistentDomain(domain))), the model \(model.view)")
    }
    guard let onDisk = try? files.values(of: domain), onDisk == model.disk else {
        fatalError("the file holds \(String(describing: try? files.values(of: domain))), the model \(model.disk)")
    }
}

private func write(_ bytes: [UInt8], to path: String) {
    var folder = ""
    for component in path.split(separator: "/").dropLast() {
        folder += "/" + component
        mkdir(folder, 0o700)
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { fatalError("cannot write the starting file") }
    _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
}

/// Empties the domain's folder: the file, its lock, files moved aside.
private func clearFolder(of path: String) {
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { unlink(folder + "/" + name) }
    }
}
