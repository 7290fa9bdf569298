import CommandGrammar

extension StoreError {
    /// Why the store refused, as a diagnostic: the store's own
    /// (`StoreDiagnostic`), the file store's, the engine's, or words that are
    /// not scenelab's (`verbatim`). Its renderers make the sentence.
    public struct Reason: Diagnostic, Equatable {
        /// What was refused and why, as a value.
        public let diagnostic: any Diagnostic

        public init(_ diagnostic: some Diagnostic) { self.diagnostic = diagnostic }

        public var english: String { diagnostic.english }
        public var russian: String { diagnostic.russian }

        /// Two reasons are the same when they say the same in both languages,
        /// whichever diagnostic says it.
        public static func == (lhs: Reason, rhs: Reason) -> Bool {
            lhs.english == rhs.english && lhs.russian == rhs.russian
        }

        /// Words that are the same in both languages: the system's own
        /// (`strerror`), or a parser's, said as they say them.
        public static func verbatim(_ text: String) -> Reason { Reason(StoreDiagnostic.verbatim(text)) }

        /// Where a session has no files at all (tests, a quiz's fresh device).
        public static let filesUnavailable = Reason(StoreDiagnostic.filesUnavailable)

        /// A file the store would write or read is a folder.
        public static let isAFolder = Reason(StoreDiagnostic.isAFolder)
    }
}
