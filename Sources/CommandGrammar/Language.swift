/// The language the simulated apps' UI speaks (`--lang`).
public enum Language: String, Sendable, Equatable, CaseIterable {
    case en
    case ru

    /// The language a `LANG`-style locale names: Russian for `ru…`, English otherwise.
    public init(locale: String?) {
        self = (locale ?? "").lowercased().hasPrefix("ru") ? .ru : .en
    }
}

/// A UI string in both languages; the books' Russian verbatim.
public struct LocalizedText: Sendable, Equatable {
    public let en: String
    public let ru: String

    public init(en: String, ru: String) {
        self.en = en
        self.ru = ru
    }

    public func callAsFunction(_ language: Language) -> String {
        language == .ru ? ru : en
    }
}
