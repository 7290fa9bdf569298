import CommandGrammar
import SceneLabApps
import SceneLabCore

/// Programmatic navigation: what the app's code asks of UIKit, and the
/// interactive gestures that finish or cancel a transition.
extension CommandCatalog {
    static let navigation: [CommandSpec<Command>] = [
        CommandSpec(
            "push", group: .navigation, usage: "push CLASS",
            summary: Wording(
                en: "navigationController?.pushViewController(CLASS(), animated: true) from the top controller.",
                ru: "navigationController?.pushViewController(CLASS(), animated: true) из верхнего контроллера."),
            example: "push \(exampleClasses[1])", arguments: .className,
            parse: { words throws(CommandError) in .simulate(NavigationController.Push(className: try words.className())) }),
        CommandSpec(
            "pop", group: .navigation, summary: Wording(en: "navigationController?.popViewController(animated: true).", ru: "navigationController?.popViewController(animated: true): снять верхний контроллер со стека."),
            means: { _ in .simulate(NavigationController.Pop()) }),
        CommandSpec(
            "pop-to-root", group: .navigation,
            summary: Wording(
                en: "navigationController?.popToRootViewController(animated: true).",
                ru: "navigationController?.popToRootViewController(animated: true): вернуться к корню стека."),
            explanation: [
                Wording(
                    en: "popToRootViewController: only the top disappears and only the root appears; the controllers between",
                    ru: "popToRootViewController: исчезает только верхний и появляется только корень; контроллеры между ними"),
                Wording(
                    en: "get no appearance calls (S28). The stack lets go of them inside the call, and the transition holds only",
                    ru: "не получают вызовов появления (S28). Стек отпускает их внутри вызова, а переход держит только верхний,"),
                Wording(
                    en: "the top, so they deinit before the animation's did-calls and the top after them: a published console",
                    ru: "поэтому их deinit идёт до did-вызовов анимации, а deinit верхнего — после них: так показывает"),
                Wording(
                    en: "shows this over one controller; with more between, their order is uncertain.",
                    ru: "опубликованный лог для одного контроллера между ними; для нескольких порядок неточен."),
            ],
            means: { _ in .simulate(NavigationController.PopToRoot()) }),
        CommandSpec(
            "pop-to", group: .navigation, usage: "pop-to N",
            summary: Wording(
                en: "Pop to the controller at stack index N (the root is 0).",
                ru: "Снять со стека всё до контроллера с индексом N (корень — 0)."), example: "pop-to 1",
            arguments: .stackIndex,
            explanation: [Wording(en: "popToViewController: like pop-to-root, down to stack index N (the root is 0).", ru: "popToViewController: как pop-to-root, но до индекса N в стеке (корень — 0).")],
            parse: { words throws(CommandError) in .simulate(NavigationController.PopTo(index: try words.index())) }),
        CommandSpec(
            "set-stack", group: .navigation, usage: "set-stack CLASS...",
            summary: Wording(
                en: "setViewControllers(_:animated: true); a class already in the stack keeps its instance.",
                ru: "setViewControllers(_:animated: true); класс, уже бывший в стеке, сохраняет свой экземпляр."),
            example: "set-stack \(exampleClasses[0]) \(exampleClasses[1])", arguments: .classNames,
            parse: { words throws(CommandError) in
                var classNames = [try words.className()]
                while words.hasMore { classNames.append(try words.className()) }
                return .simulate(NavigationController.SetStack(classNames: classNames))
            }),
        CommandSpec(
            "present", group: .navigation,
            usage: "present CLASS [--style \(PresentationStyle.allCases.map(\.rawValue).joined(separator: "|"))]",
            summary:
                Wording(
                    en: "present(CLASS(), animated: true) from the top controller; automatic acts as page-sheet on iPhone.",
                    ru: "present(CLASS(), animated: true) из верхнего контроллера; на iPhone automatic работает как page-sheet."),
            example: "present AboutController --style full-screen", arguments: .className,
            options: ["--style": .choices(PresentationStyle.allCases.map(\.rawValue))],
            parse: { words throws(CommandError) in
                let style = try words.option("--style", as: PresentationStyle.self) ?? .automatic
                return .simulate(Presentation.Present(className: try words.className(), style: style))
            }),
        CommandSpec(
            "dismiss", group: .navigation, summary: Wording(en: "dismiss(animated: true) of the topmost presented controller.", ru: "dismiss(animated: true) самого верхнего показанного модально контроллера."),
            means: { _ in .simulate(Presentation.Dismiss()) }),
        CommandSpec(
            "tap-outside", group: .navigation,
            summary: Wording(en: """
                Tap outside a popover: the presentation controller's delegate is asked and told (a person \
                dismisses), the popover disappears; the presenter hears nothing.
                """, ru: "Нажать вне поповера: делегата presentation controller'а спрашивают и извещают (закрывает человек), поповер исчезает; показавший его контроллер ничего не узнаёт."),
            explanation: [
                Wording(
                    en: "A tap on the dimmed area around a popover dismisses it (iOS 13+): presentationControllerShouldDismiss,",
                    ru: "Нажатие на затемнённую область вокруг поповера закрывает его (iOS 13+): presentationControllerShouldDismiss,"),
                Wording(
                    en: "presentationControllerWillDismiss (its place against viewWillDisappear is uncertain), the popover's",
                    ru: "presentationControllerWillDismiss (его место относительно viewWillDisappear неточно), у поповера"),
                Wording(
                    en: "viewWillDisappear and viewDidDisappear, presentationControllerDidDismiss, deinit; dismiss(animated:) in code",
                    ru: "viewWillDisappear и viewDidDisappear, presentationControllerDidDismiss, deinit; dismiss(animated:) в коде"),
                Wording(
                    en: "makes none of the delegate's calls (Apple's UIAdaptivePresentationControllerDelegate docs). Before iOS 13",
                    ru: "не вызывает делегата вовсе (документация Apple по UIAdaptivePresentationControllerDelegate). До iOS 13"),
                Wording(
                    en: "only the popover's own delegate heard of it (popoverPresentationControllerShouldDismissPopover, then",
                    ru: "об этом узнавал только собственный делегат поповера (popoverPresentationControllerShouldDismissPopover, затем"),
                Wording(
                    en: "...DidDismissPopover once the view is gone: decompiled UIKit, uncertain); scenelab's apps do not implement",
                    ru: "...DidDismissPopover, когда view уже нет: декомпилированный UIKit, неточно); приложения scenelab не реализуют"),
                Wording(
                    en: "those deprecated methods, so a note stands in for them. The presenter gets nothing on iPad",
                    ru: "эти устаревшие методы, поэтому вместо них — заметка. Показавший контроллер на iPad ничего не получает"),
                Wording(
                    en: "(research-containers.md §3). A popover on iPhone adapts: to a sheet since iOS 13 (Apple's .popover docs),",
                    ru: "(research-containers.md §3). Поповер на iPhone адаптируется: в лист с iOS 13 (документация Apple по .popover),"),
                Wording(
                    en: "to full screen before; a form sheet likewise. scenelab lays popovers and form sheets out at the window's",
                    ru: "а раньше — на весь экран; form sheet так же. scenelab раскладывает поповеры и form sheet по размеру окна:"),
                Wording(
                    en: "size: no source it trusts gives their default size.",
                    ru: "ни один источник, которому он доверяет, не даёт их размер по умолчанию."),
            ],
            means: { _ in .simulate(Presentation.TapOutside()) }),
        CommandSpec(
            "defines-context", group: .navigation, usage: "defines-context on|off",
            summary: Wording(en: """
                Set definesPresentationContext of the top controller: a --style current-context or \
                over-current-context presentation from it or its children covers it.
                """, ru: "Задать definesPresentationContext верхнего контроллера: показ с --style current-context или over-current-context из него или его детей закрывает только его."),
            example: "defines-context on", arguments: .onOff,
            explanation: [
                Wording(
                    en: "definesPresentationContext: a .currentContext or .overCurrentContext presentation walks up from the",
                    ru: "definesPresentationContext: показ .currentContext или .overCurrentContext идёт вверх от"),
                Wording(
                    en: "presenting controller through its parents to the first that defines the context, which presents (it is",
                    ru: "показывающего контроллера через его родителей до первого, который задаёт контекст, и показывает он (он становится"),
                Wording(
                    en: "presentingViewController); when none does, the window's root presents (Apple's docs). Full screen, sheets",
                    ru: "presentingViewController); если такого нет, показывает корень окна (документация Apple). Полноэкранный показ, листы"),
                Wording(
                    en: "and popovers ignore the flag (decompiled UIKit). .currentContext removes that controller's views: it and",
                    ru: "и поповеры флаг не учитывают (декомпилированный UIKit). .currentContext убирает view этого контроллера: он и"),
                Wording(
                    en: "its children on screen get viewWillDisappear/viewDidDisappear, and the appear calls on dismiss (documented",
                    ru: "его дети на экране получают viewWillDisappear/viewDidDisappear, а при dismiss — вызовы появления (документировано,"),
                Wording(
                    en: "that the views go; the order copies full screen: uncertain). .overCurrentContext leaves them: only the",
                    ru: "что view уходят; порядок повторяет полноэкранный: неточно). .overCurrentContext их оставляет: вызовы получает"),
                Wording(
                    en: "presented controller gets calls. Controllers outside the context (a tab bar above it) hear nothing.",
                    ru: "только показанный контроллер. Контроллеры вне контекста (tab bar над ним) ничего не узнают."),
                Wording(
                    en: "While a page or a container's child presents in its context, `page` and `child remove|transition` are",
                    ru: "Пока страница или ребёнок контейнера показывает в своём контексте, `page` и `child remove|transition`"),
                Wording(
                    en: "refused: the presented view sits where the page is, and no source shows what UIKit does when it goes.",
                    ru: "не выполняются: показанный view стоит на месте страницы, и ни один источник не показывает, что делает UIKit."),
                Wording(
                    en: "Sources: Apple's definesPresentationContext and UIModalPresentationStyle docs; research-containers.md §4.",
                    ru: "Источники: документация Apple по definesPresentationContext и UIModalPresentationStyle; research-containers.md §4."),
            ],
            parse: { words throws(CommandError) in
                .simulate(Presentation.DefinesContext(try words.onOff()))
            }),
        CommandSpec(
            "swipe-back", group: .navigation,
            summary: Wording(en: """
                Start the interactive pop (a finger drags from the left edge): the will-calls now, the rest at \
                finish or cancel.
                """, ru: "Начать интерактивный pop (палец тянет от левого края): will-вызовы сейчас, остальное при finish или cancel."),
            means: { _ in .simulate(InteractiveTransition.SwipeBack()) }),
        CommandSpec(
            "swipe-down", group: .navigation,
            summary: Wording(en: """
                Start dragging a sheet down: the presentation controller's delegate is asked, the sheet's \
                viewWillDisappear; then finish or cancel.
                """, ru: "Начать тянуть лист вниз: спрашивают делегата presentation controller'а, у листа — viewWillDisappear; затем finish или cancel."),
            means: { _ in .simulate(InteractiveTransition.SwipeDown()) }),
        CommandSpec(
            "finish", group: .navigation,
            summary: Wording(
                en: "Lift the finger past the point of no return: the swipe completes (pop or dismissal).",
                ru: "Отпустить палец после точки невозврата: свайп завершается (pop или закрытие)."),
            explanation: [
                Wording(
                    en: "The finger lifts past the point of no return: the swipe completes (see `explain interactive`).",
                    ru: "Палец отпускают после точки невозврата: свайп завершается (см. `explain interactive`).")
            ],
            means: { _ in .simulate(InteractiveTransition.Lift(completing: true)) }),
        CommandSpec(
            "cancel", group: .navigation,
            summary: Wording(
                en: "Lift the finger too early: the screen springs back, and the calls stay unbalanced.",
                ru: "Отпустить палец слишком рано: экран возвращается назад, а вызовы остаются непарными."),
            explanation: [Wording(en: "The finger lifts too early: the swipe springs back (see `explain interactive`).", ru: "Палец отпускают слишком рано: свайп откатывается назад (см. `explain interactive`).")],
            means: { _ in .simulate(InteractiveTransition.Lift(completing: false)) }),
        CommandSpec(
            "show-primary", group: .navigation,
            summary: Wording(
                en: "Slide a split view's hidden primary column in (iPad in portrait).",
                ru: "Выдвинуть скрытую основную колонку split view (iPad в портретной ориентации)."),
            explanation: [
                Wording(
                    en: "A split view's primary column sliding over in iPad portrait. The CS193p log (D3) shows the primary's",
                    ru: "Основная колонка split view выезжает поверх (iPad, портрет). Лог CS193p (D3) показывает у primary"),
                Wording(
                    en: "layout, viewWillAppear and viewDidAppear (animated: false), then layout again; the secondary hears",
                    ru: "layout, viewWillAppear и viewDidAppear (animated: false), затем снова layout; secondary ничего"),
                Wording(
                    en: "nothing. `hide-primary` is the mirror, not logged (uncertain). Rotating hides or shows the primary too (D2).",
                    ru: "не узнаёт. `hide-primary` — обратное, без лога (неточно). Поворот тоже прячет или показывает primary (D2)."),
                Wording(
                    en: "While something is presented over the split view (full screen, a context, a sheet), the edge swipe",
                    ru: "Пока поверх split view что-то показано (на весь экран, в контексте, лист), свайп от края достаётся"),
                Wording(
                    en: "reaches the presented controller: both commands are refused until it is dismissed.",
                    ru: "показанному контроллеру: обе команды не выполняются, пока его не закроют."),
            ],
            means: { _ in .simulate(SplitViewController.ShowPrimary()) }),
        CommandSpec(
            "hide-primary", group: .navigation,
            summary: Wording(
                en: "Slide a split view's primary column out again (iPad in portrait).",
                ru: "Снова задвинуть основную колонку split view (iPad в портретной ориентации)."),
            explanation: [
                Wording(
                    en: "The split view's primary column slides away: its viewWillDisappear and viewDidDisappear (inferred).",
                    ru: "Основная колонка split view уезжает: её viewWillDisappear и viewDidDisappear (выведено).")
            ],
            means: { _ in .simulate(SplitViewController.HidePrimary()) }),
        CommandSpec(
            "tab", group: .navigation, usage: "tab N",
            summary: Wording(en: """
                Tap tab N (from 1) of the tab bar: the delegate is asked, the new tab appears before the old one \
                disappears; the selected tab again pops a navigation tab to its root.
                """, ru: "Нажать вкладку N (с 1) панели вкладок: спрашивают делегата, новая вкладка появляется раньше, чем исчезает старая; повторное нажатие на выбранную возвращает навигационную вкладку к корню."),
            example: "tab 2", arguments: .tabNumber,
            parse: { words throws(CommandError) in .simulate(TabBarController.SelectTab(number: try words.number(Wanted.tabNumber))) }),
        CommandSpec(
            "hold", group: .navigation, usage: "hold NAME",
            summary: Wording(en: """
                Keep a strong reference named NAME to the top controller, as a stored property would: popped or \
                dismissed, it gets no deinit until released.
                """, ru: "Держать сильную ссылку NAME на верхний контроллер, как держало бы хранимое свойство: снятый со стека или закрытый, он не получит deinit, пока ссылку не отпустят."),
            example: "hold game",
            parse: { words throws(CommandError) in
                .simulate(Holding.Hold(try words.identifier(Wanted.referenceName, kind: Wanted.referenceNameKind)))
            }),
        CommandSpec(
            "release", group: .navigation, usage: "release NAME",
            summary: Wording(
                en: "Drop the reference hold NAME kept; the controller deinitializes if nothing else holds it.",
                ru: "Отпустить ссылку, которую держал hold NAME; контроллер освобождается (deinit), если его больше ничто не держит."),
            example: "release game",
            explanation: [
                Wording(
                    en: "Drops a reference `hold` kept; if it was the last, the controller deinits now (see `explain hold`).",
                    ru: "Отпускает ссылку от `hold`; если она последняя, контроллер сразу получает deinit (см. `explain hold`).")
            ],
            parse: { words throws(CommandError) in
                .simulate(Holding.Release(try words.identifier(Wanted.referenceName, kind: Wanted.referenceNameKind)))
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
    static let segue = CommandSpec<Command>(
        "segue", group: .navigation, usage: "segue ID",
        summary: Wording(
            en: "performSegue(withIdentifier:sender:) from the top controller, with prepare(for:sender:).",
            ru: "performSegue(withIdentifier:sender:) из верхнего контроллера, с prepare(for:sender:)."),
        example: "segue toCreateScreen", arguments: .segueIdentifier,
        explanation: [
            Wording(
                en: "performSegue(withIdentifier:sender:): the storyboard makes a NEW destination every time (init(coder:),",
                ru: "performSegue(withIdentifier:sender:): storyboard каждый раз создаёт НОВЫЙ destination (init(coder:),"),
            Wording(
                en: "awakeFromNib), the source's prepare(for:sender:) runs before the destination loads, then a push or a",
                ru: "awakeFromNib), prepare(for:sender:) источника выполняется до загрузки destination, затем идёт push или"),
            Wording(
                en: "presentation plays. A controller the source kept from the last segue is released when prepare overwrites it.",
                ru: "модальный показ. Контроллер, сохранённый источником с прошлого segue, освобождается при перезаписи в prepare."),
        ],
        parse: { words throws(CommandError) in .simulate(AppCode.PerformSegue(try words.requiredWord(Wanted.segueIdentifier).text)) })
}
