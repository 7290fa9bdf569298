import SceneLabCore

/// What the game screen's «О программе» does at the reader's point in chapter 3 (`book chapter
/// 3.M`), where Listings 3.12–3.16 rewire one button after another (000:L2375–2613):
///
/// - up to Listing 3.10 there is no second scene (it comes with Listing 3.11, 000:L2148–2262);
/// - 3.11: variant 1, a Show segue each way (000:L2263–2374);
/// - 3.12: the segues deleted, `showNextScreen()` empty: the button does nothing (000:L2461–2478);
/// - 3.13: `present(SecondViewController())`, an instance with no storyboard scene: an empty,
///   see-through sheet (000:L2479–2503);
/// - 3.14: the storyboard's instance presented, its «Назад» still wired to nothing;
/// - 3.15: «Назад» dismisses (000:L2538–2546);
/// - 3.16: the `lazy var` instance, loaded once (000:L2583–2613).
///
/// Chapters 1–2 have no second scene; chapter 3's end, and the chapters after it, keep the
/// three routes side by side (`about`, `present`, `present-cached`) so that one session
/// compares them. Variant 3, the game screen in a navigation controller (`target-nav`), comes
/// after Listing 3.16 with its Show segue (000:L2614–2640): at any listing it has that segue.
struct TargetCode: Equatable {
    /// How «О программе» shows the second scene.
    enum Route: Equatable {
        /// No second scene yet.
        case none
        /// Variant 1's Show segue.
        case segue
        /// Listing 3.12's empty action.
        case emptyAction
        /// Listing 3.13's `SecondViewController()`.
        case instanceInCode
        /// Listing 3.14's storyboard instance, presented.
        case storyboardInstance
        /// Listing 3.16's `lazy var`.
        case cachedInstance
        /// The chapter's three routes at once.
        case all
    }

    let route: Route
    /// Whether the second scene's «Назад» calls `dismiss` (Listing 3.15); before it, when
    /// presented, it is wired to nothing.
    let backDismisses: Bool

    init(_ chapter: BookChapter?, inNavigationController: Bool = false) {
        guard let chapter, chapter.number == 3, let listing = chapter.listing else {
            // Chapters 1–2 have no second scene; chapter 3's end and after, all three routes.
            (route, backDismisses) = ((chapter?.number ?? 3) < 3 ? .none : .all, true)
            return
        }
        guard !inNavigationController else {
            (route, backDismisses) = (.segue, true)
            return
        }
        switch listing {
        case ..<11: route = .none
        case 11: route = .segue
        case 12: route = .emptyAction
        case 13: route = .instanceInCode
        case 14, 15: route = .storyboardInstance
        default: route = .cachedInstance
        }
        backDismisses = listing >= 15
    }

    /// The code of the game screen `context` runs: in a navigation controller, variant 3's.
    init(_ context: AppContext) {
        self.init(context.chapter, inNavigationController: context.controller.map(context.isInNavigationController) ?? false)
    }

    /// The game screen's buttons to the second scene.
    var aboutButtons: [GameController.Button] {
        switch route {
        case .none: return []
        case .segue: return [.about]
        case .emptyAction, .instanceInCode, .storyboardInstance: return [.present]
        case .cachedInstance: return [.presentCached]
        case .all: return [.about, .present, .presentCached]
        }
    }
}
