import CommandGrammar

extension PageViewController {
    /// `page next|previous [--cancel]` and `page set N [--animated]`.
    static let commands: [CommandSpec<AnySimulatorCommand>] = [
        CommandSpec<AnySimulatorCommand>(
            verbCommand: "page", group: .gestures, usage: "page next|previous [--cancel] | page set N [--animated]",
            summary: Wording(
                en: """
                    Swipes the page view controller on screen to the next or previous page (`--cancel`: the finger \
                    lifts too early), or sets page N in code.
                    """,
                ru: """
                    Листает page view controller на экране на следующую или предыдущую страницу (`--cancel`: палец \
                    отпущен слишком рано) или ставит страницу N из кода.
                    """),
            example: "page next",
            verbs: ["next": ["--cancel"], "previous": ["--cancel"], "set": ["--animated"]],
            explanation: [
                Wording(
                    en: """
                        page next / page previous: a finger swipes the UIPageViewController (.scroll) on screen. The data \
                        source is asked for the neighbours it has not cached (viewControllerAfter, then \
                        viewControllerBefore); each page it returns becomes a child at once (willMove, didMove, \
                        its view loads) without appearing. Then the delegate's willTransitionTo, the new page's \
                        viewWillAppear BEFORE the old page's viewWillDisappear (the reverse of a push), the did-calls \
                        in the same order, and didFinishAnimating(transitionCompleted: true).
                        """,
                    ru: """
                        page next / page previous: палец листает UIPageViewController (.scroll) на экране. У data source
                        спрашивают соседей, которых нет в кэше (viewControllerAfter, затем viewControllerBefore); каждая
                        возвращённая страница сразу становится ребёнком (willMove, didMove, загрузка её view), не появляясь.
                        Затем willTransitionTo делегата, viewWillAppear новой страницы ДО viewWillDisappear старой (в push
                        наоборот), did-вызовы в том же порядке и didFinishAnimating(transitionCompleted: true).
                        """),
                Wording(
                    en: """
                        page next --cancel: the finger lifts too early; the old page comes back (viewWillAppear, \
                        viewDidAppear), the new one leaves (viewWillDisappear, viewDidDisappear), unbalanced on \
                        purpose, then didFinishAnimating(transitionCompleted: false). The new page stays cached.
                        """,
                    ru: """
                        page next --cancel: палец отпущен слишком рано; старая страница возвращается (viewWillAppear,
                        viewDidAppear), новая уходит (viewWillDisappear, viewDidDisappear), нарочно без пары, затем
                        didFinishAnimating(transitionCompleted: false). Новая страница остаётся в кэше.
                        """),
                Wording(
                    en: "At the last (first) page the data source returns nil: the page bounces and nothing appears.",
                    ru: "На последней (первой) странице data source возвращает nil: страница пружинит, ничего не появляется."),
                Wording(
                    en: """
                        page set N [--animated]: the app's code calls setViewControllers([PAGE()], direction:animated:). \
                        No delegate call: the delegate hears only of gestures (Apple's UIPageViewControllerDelegate \
                        docs). The old pages are dropped.
                        """,
                    ru: """
                        page set N [--animated]: код приложения вызывает setViewControllers([PAGE()], direction:animated:).
                        Делегат не вызывается: он узнаёт только о жестах (документация Apple к UIPageViewControllerDelegate).
                        Старые страницы отбрасываются.
                        """),
                Wording(
                    en: """
                        Sources: research notes §1 (decompiled UIPageViewController of iOS 18.2/26.1; W1 \
                        wisdomskyduan.blogspot.com 2015/11 iOS 9.1 log; W2 wangling.me 2014/02; Stack Overflow \
                        48653763, 8751633). `explain page-swipe`, `page-cancel`, `page-set`, `page-pages` say what is uncertain.
                        """,
                    ru: """
                        Источники: заметки исследования §1 (декомпилированный UIPageViewController из iOS 18.2/26.1; W1 —
                        лог iOS 9.1 с wisdomskyduan.blogspot.com 2015/11; W2 — wangling.me 2014/02; Stack Overflow 48653763,
                        8751633). Что здесь неточно, говорят `explain page-swipe`, `page-cancel`, `page-set`, `page-pages`.
                        """),
            ],
            parse: { words throws(CommandError) in
                let verb = try words.requiredWord(Wanted.oneOf(["next", "previous", "set"]))
                let action: PageCommand.Action
                switch verb.text {
                case "next", "previous":
                    action = .swipe(forward: verb.text == "next", cancelled: words.flag("--cancel"))
                case "set":
                    let animated = words.flag("--animated")
                    action = .set(page: try words.number(Wording(en: "a page number N", ru: "номер страницы N")), animated: animated)
                default:
                    throw CommandError(
                        column: verb.column, ContainerDiagnostic.pageVerbUnknown(verb: verb.shown, usage: words.usage))
                }
                try words.finish()
                return AnySimulatorCommand(PageCommand(action: action))
            })
    ]
}
