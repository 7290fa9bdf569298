import SceneLabCore

/// The opened project's Swift files `open` left unread, and how to read them.
///
/// Files nothing the app starts from names: the session reads them before the first command
/// that names one of those types (`push DraftViewController`, `explain DraftViewController`),
/// so that the command finds the class's code as if every file had been read at `open`.
///
/// Files the app reaches only once it runs (`readAfterLaunch`), when there are many: `open`
/// reads them while the app launches, and the session takes what they give before any command
/// but the first `launch`, which needs none of them.
public struct UnreadCode: Sendable {
    /// What reading the files gives: the app with every file read, what to say about it, and
    /// what the files hold that scenelab warns about (as `open` warns about the rest).
    public struct Reading: Sendable {
        public var app: AppDefinition
        public var note: String
        public var warnings: [String]

        public init(app: AppDefinition, note: String, warnings: [String]) {
            self.app = app
            self.note = note
            self.warnings = warnings
        }
    }

    /// The types the unread files declare.
    public let typeNames: Set<String>
    /// Reads the files: called once, by the first command that names one of `typeNames`, with
    /// the type it names.
    public let read: @Sendable (_ named: String) -> Reading
    /// Waits for the files read while the app launches and gives the app with them; nil when
    /// there are none, or once the session has taken them. Its note may be empty.
    public var readAfterLaunch: (@Sendable () -> Reading)?

    public init(
        typeNames: Set<String>, read: @escaping @Sendable (_ named: String) -> Reading,
        readAfterLaunch: (@Sendable () -> Reading)? = nil
    ) {
        self.typeNames = typeNames
        self.read = read
        self.readAfterLaunch = readAfterLaunch
    }

    /// The first of the types `line` names: a word of it, as Swift spells names, that is one.
    public func typeNamed(in line: String) -> String? {
        var word = ""
        for character in line.unicodeScalars {
            if character.properties.isAlphabetic || character == "_" || ("0"..."9").contains(character) {
                word.unicodeScalars.append(character)
            } else if !word.isEmpty {
                if typeNames.contains(word) { return word }
                word = ""
            }
        }
        return typeNames.contains(word) ? word : nil
    }
}
