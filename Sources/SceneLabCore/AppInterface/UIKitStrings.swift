import CommandGrammar

/// What UIKit itself draws in its own words, in the device's language: its
/// localized system strings, as an app's `Localizable.strings` holds the app's.
enum UIKitStrings {
    /// The title of a navigation bar's back button when the previous screen has none.
    static let back = Wording(en: "Back", ru: "Назад")
}
