import CommandGrammar
import SceneLabApps
import SceneLabCore

/// Programmatic navigation: what the app's code asks of UIKit, and the
/// interactive gestures that finish or cancel a transition.
extension CommandSpec {
    static let navigation: [CommandSpec] = [
        CommandSpec(
            "push", group: .navigation, usage: "push CLASS",
            summary: "navigationController?.pushViewController(CLASS(), animated: true) from the top controller.",
            example: "push \(exampleClasses[1])", arguments: .className,
            parse: { words throws(CommandError) in .simulator(.push(className: try words.className())) }),
        CommandSpec(
            "pop", group: .navigation, summary: "navigationController?.popViewController(animated: true).",
            means: { _ in .simulator(.pop) }),
        CommandSpec(
            "pop-to-root", group: .navigation,
            summary: "navigationController?.popToRootViewController(animated: true).",
            explanation: [
                "popToRootViewController: only the top disappears and only the root appears; the controllers between",
                "get no appearance calls, and every popped controller deinits after the transition.",
            ],
            means: { _ in .simulator(.popToRoot) }),
        CommandSpec(
            "pop-to", group: .navigation, usage: "pop-to N",
            summary: "Pop to the controller at stack index N (the root is 0).", example: "pop-to 1",
            arguments: .stackIndex,
            explanation: ["popToViewController: like pop-to-root, down to stack index N (the root is 0)."],
            parse: { words throws(CommandError) in .simulator(.popTo(index: try words.index())) }),
        CommandSpec(
            "set-stack", group: .navigation, usage: "set-stack CLASS...",
            summary: "setViewControllers(_:animated: true); a class already in the stack keeps its instance.",
            example: "set-stack \(exampleClasses[0]) \(exampleClasses[1])", arguments: .classNames,
            parse: { words throws(CommandError) in
                var classNames = [try words.className()]
                while words.hasMore { classNames.append(try words.className()) }
                return .simulator(.setStack(classNames: classNames))
            }),
        CommandSpec(
            "present", group: .navigation,
            usage: "present CLASS [--style \(PresentationStyle.allCases.map(\.rawValue).joined(separator: "|"))]",
            summary:
                "present(CLASS(), animated: true) from the top controller; automatic acts as page-sheet on iPhone.",
            example: "present AboutController --style full-screen", arguments: .className,
            options: ["--style": .choices(PresentationStyle.allCases.map(\.rawValue))],
            parse: { words throws(CommandError) in
                let style = try words.option("--style", as: PresentationStyle.self) ?? .automatic
                return .simulator(.present(className: try words.className(), style: style))
            }),
        CommandSpec(
            "dismiss", group: .navigation, summary: "dismiss(animated: true) of the topmost presented controller.",
            means: { _ in .simulator(.dismiss) }),
        CommandSpec(
            "tap-outside", group: .navigation,
            summary: """
                Tap outside a popover: the presentation controller's delegate is asked and told (a person \
                dismisses), the popover disappears; the presenter hears nothing.
                """,
            explanation: [
                "A tap on the dimmed area around a popover dismisses it (iOS 13+): presentationControllerShouldDismiss,",
                "presentationControllerWillDismiss (its place against viewWillDisappear is uncertain), the popover's",
                "viewWillDisappear and viewDidDisappear, presentationControllerDidDismiss, deinit; dismiss(animated:) in code",
                "makes none of the delegate's calls (Apple's UIAdaptivePresentationControllerDelegate docs). Before iOS 13",
                "only the popover's own delegate heard of it (popoverPresentationControllerShouldDismissPopover, then",
                "...DidDismissPopover once the view is gone: decompiled UIKit, uncertain); scenelab's apps do not implement",
                "those deprecated methods, so a note stands in for them. The presenter gets nothing on iPad",
                "(research-containers.md §3). A popover on iPhone adapts: to a sheet since iOS 13 (Apple's .popover docs),",
                "to full screen before; a form sheet likewise. scenelab lays popovers and form sheets out at the window's",
                "size: no source it trusts gives their default size.",
            ],
            means: { _ in .simulator(.container(AnyContainerCommand(TapOutsidePopover()))) }),
        CommandSpec(
            "defines-context", group: .navigation, usage: "defines-context on|off",
            summary: """
                Set definesPresentationContext of the top controller: a --style current-context or \
                over-current-context presentation from it or its children covers it.
                """,
            example: "defines-context on", arguments: .onOff,
            explanation: [
                "definesPresentationContext: a .currentContext or .overCurrentContext presentation walks up from the",
                "presenting controller through its parents to the first that defines the context, which presents (it is",
                "presentingViewController); when none does, the window's root presents (Apple's docs). Full screen, sheets",
                "and popovers ignore the flag (decompiled UIKit). .currentContext removes that controller's views: it and",
                "its children on screen get viewWillDisappear/viewDidDisappear, and the appear calls on dismiss (documented",
                "that the views go; the order copies full screen: uncertain). .overCurrentContext leaves them: only the",
                "presented controller gets calls. Controllers outside the context (a tab bar above it) hear nothing.",
                "Sources: Apple's definesPresentationContext and UIModalPresentationStyle docs; research-containers.md §4.",
            ],
            parse: { words throws(CommandError) in
                .simulator(.container(AnyContainerCommand(DefinesPresentationContext(try words.onOff()))))
            }),
        CommandSpec(
            "swipe-back", group: .navigation,
            summary: """
                Start the interactive pop (a finger drags from the left edge): the will-calls now, the rest at \
                finish or cancel.
                """,
            means: { _ in .simulator(.swipeBack) }),
        CommandSpec(
            "swipe-down", group: .navigation,
            summary: """
                Start dragging a sheet down: the presentation controller's delegate is asked, the sheet's \
                viewWillDisappear; then finish or cancel.
                """,
            means: { _ in .simulator(.swipeDown) }),
        CommandSpec(
            "finish", group: .navigation,
            summary: "Lift the finger past the point of no return: the swipe completes (pop or dismissal).",
            explanation: [
                "The finger lifts past the point of no return: the swipe completes (see `explain interactive`)."
            ],
            means: { _ in .simulator(.finishTransition) }),
        CommandSpec(
            "cancel", group: .navigation,
            summary: "Lift the finger too early: the screen springs back, and the calls stay unbalanced.",
            explanation: ["The finger lifts too early: the swipe springs back (see `explain interactive`)."],
            means: { _ in .simulator(.cancelTransition) }),
        CommandSpec(
            "show-primary", group: .navigation,
            summary: "Slide a split view's hidden primary column in (iPad in portrait).",
            explanation: [
                "A split view's primary column sliding over in iPad portrait. The CS193p log (D3) shows the primary's",
                "layout, viewWillAppear and viewDidAppear (animated: false), then layout again; the secondary hears",
                "nothing. `hide-primary` is the mirror, not logged (uncertain). Rotating hides or shows the primary too (D2).",
            ],
            means: { _ in .simulator(.showPrimary) }),
        CommandSpec(
            "hide-primary", group: .navigation,
            summary: "Slide a split view's primary column out again (iPad in portrait).",
            explanation: [
                "The split view's primary column slides away: its viewWillDisappear and viewDidDisappear (inferred)."
            ],
            means: { _ in .simulator(.hidePrimary) }),
        CommandSpec(
            "tab", group: .navigation, usage: "tab N",
            summary: """
                Tap tab N (from 1) of the tab bar: the delegate is asked, the new tab appears before the old one \
                disappears; the selected tab again pops a navigation tab to its root.
                """,
            example: "tab 2", arguments: .tabNumber,
            parse: { words throws(CommandError) in .simulator(.selectTab(number: try words.number("a tab number N"))) }),
        CommandSpec(
            "hold", group: .navigation, usage: "hold NAME",
            summary: """
                Keep a strong reference named NAME to the top controller, as a stored property would: popped or \
                dismissed, it gets no deinit until released.
                """,
            example: "hold game",
            parse: { words throws(CommandError) in
                .simulator(.hold(try words.identifier("a NAME", kind: "reference name")))
            }),
        CommandSpec(
            "release", group: .navigation, usage: "release NAME",
            summary: "Drop the reference hold NAME kept; the controller deinitializes if nothing else holds it.",
            example: "release game",
            explanation: [
                "Drops a reference `hold` kept; if it was the last, the controller deinits now (see `explain hold`)."
            ],
            parse: { words throws(CommandError) in
                .simulator(.release(try words.identifier("a NAME", kind: "reference name")))
            }),
    ]

    /// The default app's first two screen classes: `push`'s and `set-stack`'s
    /// examples, which then run as written after a plain `launch`.
    private static let exampleClasses: [String] = {
        let classes = AppCatalog.books.defaultApp?.screenClasses ?? []
        return classes.count >= 2 ? Array(classes.prefix(2)) : ["FirstController", "SecondController"]
    }()

    /// `segue ID`. Listed apart from the rest of navigation: the catalog
    /// keeps it after the store's commands, where it was added, since
    /// did-you-mean prefers the earlier of two names equally close to a typo.
    static let segue = CommandSpec(
        "segue", group: .navigation, usage: "segue ID",
        summary: "performSegue(withIdentifier:sender:) from the top controller, with prepare(for:sender:).",
        example: "segue toCreateScreen", arguments: .segueIdentifier,
        explanation: [
            "performSegue(withIdentifier:sender:): the storyboard makes a NEW destination every time (init(coder:),",
            "awakeFromNib), the source's prepare(for:sender:) runs before the destination loads, then a push or a",
            "presentation plays. A controller the source kept from the last segue is released when prepare overwrites it.",
        ],
        parse: { words throws(CommandError) in .simulator(.segue(try words.requiredWord("a segue ID").text)) })
}
