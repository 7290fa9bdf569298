import CommandGrammar

/// The store's ways of saying why it refused (`StoreError.Reason`).
extension Wording {
    /// Words that are the same in both languages: the system's own
    /// (`strerror`), or a parser's, said as they say them.
    public static func verbatim(_ text: String) -> Wording { Wording(en: text, ru: text) }

    /// This text with a clause after it, in each language.
    public func adding(en: String, ru: String) -> Wording { Wording(en: self.en + en, ru: self.ru + ru) }

    /// This text with words before it, in each language.
    public func prefixed(en: String, ru: String) -> Wording { Wording(en: en + self.en, ru: ru + self.ru) }

    /// Where a session has no files at all (tests, a quiz's fresh device).
    public static let filesUnavailable = Wording(
        en: "files are not available in this session", ru: "файлы в этом сеансе недоступны")

    /// A file the store would write or read is a folder.
    public static let isAFolder = Wording(en: "it is a folder", ru: "это папка")
}
