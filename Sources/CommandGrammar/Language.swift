/// The language the simulated apps' UI speaks (`--lang`).
public enum Language: String, Sendable, Equatable, CaseIterable {
    case en
    case ru

    /// The language a `LANG`-style locale names: Russian for `ru…`, English otherwise.
    public init(locale: String?) {
        self = (locale ?? "").lowercased().hasPrefix("ru") ? .ru : .en
    }
}
