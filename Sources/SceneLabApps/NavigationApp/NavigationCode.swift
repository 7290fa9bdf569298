import SceneLabCore

/// What chapter 9's code does at the reader's point in it (`book chapter 9`, `9.0`–`9.3`).
///
/// - before Listing 9.1 (`9.0`): section 9.3, the buttons «К зеленой сцене» (red) and «К желтой
///   сцене» (green) are Show segues (000:L7184–7200);
/// - Listing 9.1: section 9.4 has deleted the segues (000:L7282–7290); the buttons do nothing;
/// - Listing 9.2: `toGreenScene`, `toYellowScene` (instantiate by Storyboard ID and push) and
///   the yellow scene's «К корневой сцене», `toRootScene` (pop to root) (000:L7380–7406);
/// - Listing 9.3: «К предыдущему экрану» on every scene, `toPreviousScene` (pop) (000:L7470–7492);
/// - the chapter's end: the yellow scene gets a «К зеленой сцене» too, the "loop" of new
///   green instances the book warns of (000:L7510–7531, Fig. 9.18).
struct NavigationCode: Equatable {
    /// Section 9.3's segues are still on the storyboard.
    var usesSegues: Bool
    /// The buttons are wired to Listing 9.2's actions.
    var hasCodeNavigation: Bool
    /// Listing 9.3's «К предыдущему экрану» buttons are there.
    var hasPreviousButtons: Bool
    /// The yellow scene's «К зеленой сцене» is there.
    var hasYellowToGreen: Bool

    init(_ chapter: BookChapter?) {
        let listing = chapter?.number == 9 ? chapter?.listing : nil
        usesSegues = listing == 0
        hasCodeNavigation = listing.map { $0 >= 2 } ?? true
        hasPreviousButtons = listing.map { $0 >= 3 } ?? true
        hasYellowToGreen = listing == nil
    }

    /// The buttons the scene of `colour` shows, in the order they are placed.
    func buttons(of colour: SceneColour) -> [ColourSceneController.Button] {
        var buttons: [ColourSceneController.Button] = []
        switch colour {
        case .red: buttons.append(.toGreen)
        case .green: buttons.append(.toYellow)
        case .yellow:
            // Section 9.4 adds «К корневой сцене» before Listing 9.1 (000:L7353).
            if !usesSegues { buttons.append(.toRoot) }
        }
        if hasPreviousButtons { buttons.append(.toPrevious) }
        if colour == .yellow, hasYellowToGreen { buttons.append(.toGreen) }
        return buttons
    }
}
