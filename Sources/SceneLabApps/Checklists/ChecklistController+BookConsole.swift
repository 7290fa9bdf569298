import SceneLabCore

extension ChecklistController {
    /// The two prints the chapter puts at the bottom of the list's
    /// `viewDidLoad` (004:L52–62): `documentsDirectory()` and `dataFilePath()`
    /// as URLs. The container's folder is a UUID iOS picks at install
    /// (004:L70); scenelab's is made from the bundle identifier, so that runs
    /// print the same.
    static let bookConsole = BookConsole([
        className: [
            "viewDidLoad()": [
                BookConsole.Printed(
                    "Documents folder is \(documentsURL)\nData file path is \(documentsURL)Checklists.plist")
            ]
        ]
    ])

    /// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]`,
    /// a folder URL with its closing slash, as iOS lays out app containers today.
    static let documentsURL =
        "file:///var/mobile/Containers/Data/Application/\(containerFolder(of: Checklists.bundleIdentifier))/Documents/"

    /// A UUID's 32 hex digits in its five groups, made from `bundleIdentifier`
    /// (the FNV-1a hashes of it and of its container's name): iOS's own is random.
    static func containerFolder(of bundleIdentifier: String) -> String {
        let digits = [bundleIdentifier, bundleIdentifier + "/Documents"].map { text in
            var text = text
            let hash = UInt64(bitPattern: Int64(text.withUTF8(FNV1a.hash)))
            return String(hash, radix: 16, uppercase: true).leftPadded(to: 16)
        }.joined()
        let groups = [8, 4, 4, 4, 12]
        var parts: [Substring] = []
        var start = digits.startIndex
        for length in groups {
            let end = digits.index(start, offsetBy: length)
            parts.append(digits[start..<end])
            start = end
        }
        return parts.joined(separator: "-")
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
