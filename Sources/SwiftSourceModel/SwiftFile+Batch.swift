/// Swift files as one run of bytes, for the library that reads them (`SwiftReadingLibrary`):
/// for each file its path's length, its path, its text's length and its text, each length
/// eight bytes, little-endian. No size limit of a property list applies; the reader keeps its own.
public enum SwiftFileBatch {
    /// `files` as one run of bytes.
    public static func encode(_ files: [SwiftFile]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.reduce(0) { $0 + 16 + $1.path.utf8.count + $1.text.utf8.count })
        for file in files {
            for part in [file.path, file.text] {
                let utf8 = Array(part.utf8)
                withUnsafeBytes(of: UInt64(utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
                bytes.append(contentsOf: utf8)
            }
        }
        return bytes
    }

    /// The files `encode` wrote; nil when the bytes end inside one.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [SwiftFile]? {
        var files: [SwiftFile] = []
        var position = 0
        func next() -> String? {
            guard bytes.count - position >= 8 else { return nil }
            var length: UInt64 = 0
            for index in 0..<8 { length |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
            position += 8
            guard length <= UInt64(bytes.count - position) else { return nil }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + Int(length)]), as: UTF8.self)
            position += Int(length)
            return text
        }
        while position < bytes.count {
            guard let path = next(), let text = next() else { return nil }
            files.append(SwiftFile(path: path, text: text))
        }
        return files
    }
}
