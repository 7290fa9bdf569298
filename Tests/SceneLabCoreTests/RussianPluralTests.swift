import CommandGrammar
import Testing

/// The one rule every Russian count follows: the form by the last two digits.
@Suite struct RussianPluralTests {
    @Test func theFormFollowsTheLastDigits() {
        let forms = [1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1_000_002].map {
            RussianPlural.form($0, one: "очко", few: "очка", many: "очков")
        }
        #expect(forms == [
            "очко", "очка", "очков", "очков", "очков", "очков", "очко", "очка", "очков", "очко", "очков", "очка",
        ])
    }
}
