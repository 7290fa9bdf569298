import SceneLabCore

extension Concentration {
    /// The CS193p lecture's Concentration: the game its theme chooser kept alive.
    static let topics: [String: [Wording]] = [
        "hold": [
            Wording(
                en: "ARC frees a controller when its last strong reference goes: a popped controller usually deinits after",
                ru: "ARC освобождает контроллер, когда уходит последняя сильная ссылка: снятый pop контроллер обычно делает deinit после"),
            Wording(
                en: "viewDidDisappear. In the CS193p lecture the popped Game controller did not: the theme chooser kept it in",
                ru: "viewDidDisappear. В лекции CS193p снятый контроллер Game этого не сделал: контроллер выбора темы держал его в"),
            Wording(
                en: "a stored property (lastSeguedToConcentrationViewController), and it left the heap only at the next segue,",
                ru: "хранимом свойстве (lastSeguedToConcentrationViewController), и тот покинул кучу только при следующем segue,"),
            Wording(
                en: "when prepare(for:sender:) overwrote that property. `hold NAME` keeps such a reference; `release NAME` drops it.",
                ru: "когда prepare(for:sender:) перезаписал это свойство. `hold NAME` держит такую ссылку; `release NAME` отпускает её."),
        ]
    ]
}
