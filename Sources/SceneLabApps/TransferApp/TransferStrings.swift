import CommandGrammar

/// TransferApp's UI strings: the Russian ones are the book's titles and buttons (000:L7719–7720,
/// L7760, L7828, L7990, L8073, L8223, L8374, L8420, L8497, L8543).
enum TransferStrings {
    static let sceneA = Wording(en: "Scene A", ru: "Сцена А")
    static let sceneB = Wording(en: "Scene B", ru: "Сцена Б")

    static func edit(_ button: SceneAController.Button) -> Wording {
        switch button {
        case .property: return Wording(en: "Edit with a property", ru: "Изменить с помощью свойства")
        case .segue: return Wording(en: "Edit with a segue", ru: "Изменить с помощью segue")
        case .delegate: return Wording(en: "Edit with a delegate", ru: "Изменить с помощью делегата")
        case .closure: return Wording(en: "Edit with a closure", ru: "Изменить с помощью замыкания")
        }
    }

    static func save(_ button: SceneBController.Button) -> Wording {
        switch button {
        case .property: return Wording(en: "Save with a property", ru: "Сохранить с помощью свойства")
        case .unwind: return Wording(en: "Save with unwind", ru: "Сохранить с помощью unwind")
        case .delegate: return Wording(en: "Save with a delegate", ru: "Сохранить с помощью делегата")
        case .closure: return Wording(en: "Save with a closure", ru: "Сохранить с помощью замыкания")
        }
    }
}
