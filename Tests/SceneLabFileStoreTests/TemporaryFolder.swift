import Foundation

/// A new empty folder under the system's temporary folder, named `prefix` and a UUID;
/// the test removes it.
func temporaryFolder(_ prefix: String) throws -> String {
    let root = NSTemporaryDirectory() + prefix + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
}
