import CommandGrammar

extension PageViewController {
    /// The orders `page` plays and the page view controller's calls, with their sources.
    static let topics: [String: [Wording]] = [
        "page-swipe": [
            Wording(
                en: """
                    A completed swipe (`page next`): viewControllerAfter and viewControllerBefore for pages not cached \
                    (order: W1, iOS 9.1 log), each returned page cached as a child with willMove/didMove and its view \
                    loaded (decompiled class; their interleave is uncertain), willTransitionTo (Apple docs: before a \
                    gesture-driven transition; W1), new page will-appear, old page will-disappear, new did-appear, old \
                    did-disappear (W2, wangling.me 2014; decompiled class), didFinishAnimating(transitionCompleted: \
                    true) after both did-calls (W1), then the data source asked for the page after the new one (W1).
                    """,
                ru: """
                    Завершённый свайп (`page next`): viewControllerAfter и viewControllerBefore для страниц не из кэша
                    (порядок: W1, лог iOS 9.1), каждая возвращённая страница кэшируется как ребёнок с willMove/didMove
                    и загрузкой view (декомпилированный класс; их чередование неточно), willTransitionTo (документация
                    Apple: перед переходом от жеста; W1), will-appear новой страницы, will-disappear старой, did-appear
                    новой, did-disappear старой (W2, wangling.me 2014; декомпилированный класс),
                    didFinishAnimating(transitionCompleted: true) после обоих did-вызовов (W1), затем у data source
                    спрашивают страницу после новой (W1).
                    """),
            Wording(
                en: """
                    Uncertain: the new page's viewIsAppearing and layout pass (no log), the mirror ask after a backward \
                    swipe, and when an old page is dropped: scenelab drops a page two swipes away with \
                    willMove(toParent: nil), didMove(toParent: nil) (not known to be sent) and its deinit, since the \
                    demo's data source makes a fresh page each time and holds none (forum.ind.ie on page caching).
                    """,
                ru: """
                    Неточно: viewIsAppearing и проход layout новой страницы (лога нет), зеркальный запрос после свайпа
                    назад и момент, когда старая страница отбрасывается: scenelab отбрасывает страницу, отстоящую на два
                    свайпа, с willMove(toParent: nil), didMove(toParent: nil) (неизвестно, приходит ли он) и её deinit,
                    потому что data source демо каждый раз создаёт новую страницу и ни одной не держит (forum.ind.ie о
                    кэшировании страниц).
                    """),
            Wording(
                en: "The delegate's arrays (pendingViewControllers, previousViewControllers) are printed by their one page.",
                ru: "Массивы делегата (pendingViewControllers, previousViewControllers) печатаются своей единственной страницей."),
        ],
        "page-cancel": [
            Wording(
                en: """
                    A cancelled swipe (`page next --cancel`): as a swipe up to both will-calls; then the old page \
                    will-appear and did-appear, the new page will-disappear and did-disappear (W2's exact order), and \
                    didFinishAnimating(finished: true, transitionCompleted: false) (Apple docs; W1). The new page \
                    never gets viewDidAppear nor the old one viewDidDisappear. The new page stays cached, so the next \
                    swipe asks the data source nothing for it (W1). The old page, appearing again, gets \
                    viewIsAppearing between its will- and did-appear, as Apple documents for every appearance (A1) \
                    and as a cancelled swipe-back's top does; W2 does not log it, so it is uncertain.
                    """,
                ru: """
                    Отменённый свайп (`page next --cancel`): как свайп, вплоть до обоих will-вызовов; затем will-appear и
                    did-appear старой страницы, will-disappear и did-disappear новой (точный порядок W2) и
                    didFinishAnimating(finished: true, transitionCompleted: false) (документация Apple; W1). Новая
                    страница так и не получает viewDidAppear, а старая — viewDidDisappear. Новая страница остаётся в кэше,
                    поэтому следующий свайп ничего не спрашивает о ней у data source (W1). Старая страница, появляясь
                    снова, получает viewIsAppearing между своими will- и did-appear, как Apple документирует для каждого
                    появления (A1) и как его получает верхний контроллер отменённого swipe-back; W2 его не
                    показывает, поэтому это неточно.
                    """)
        ],
        "page-set": [
            Wording(
                en: """
                    `page set N`: setViewControllers in the app's code. The old page's willMove(toParent: nil), the fresh \
                    page cached (willMove, didMove, view loads), the new page's will-appear before the old page's \
                    will-disappear, the did-calls alike: read from the decompiled class's shared scroll code, no \
                    published log, so uncertain. No delegate call (Apple docs: the delegate hears of gesture-driven \
                    transitions; decompiled class; Stack Overflow 8751633).
                    """,
                ru: """
                    `page set N`: setViewControllers в коде приложения. willMove(toParent: nil) старой страницы, новая
                    страница в кэше (willMove, didMove, загрузка view), will-appear новой страницы до will-disappear
                    старой, did-вызовы так же: прочитано в общем коде прокрутки декомпилированного класса, опубликованного
                    лога нет, поэтому неточно. Делегат не вызывается (документация Apple: делегат узнаёт о переходах от
                    жестов; декомпилированный класс; Stack Overflow 8751633).
                    """),
            Wording(
                en: """
                    Uncertain: the old pages' didMove(toParent: nil) and deinit, which scenelab makes at the end of the \
                    call; UIKit drops them when its scroll view flushes them.
                    """,
                ru: """
                    Неточно: didMove(toParent: nil) и deinit старых страниц, которые scenelab делает в конце вызова;
                    UIKit отбрасывает их, когда его scroll view их вычищает.
                    """),
        ],
        "page-pages": [
            Wording(
                en: """
                    A storyboard has no relationship segue for pages: `launch pages` shows a UIPageViewController scene \
                    with no child. Its viewDidLoad (the app's code) calls setViewControllers([first], direction: \
                    .forward, animated: false): the page is made, gets willMove and loads its view, with no \
                    appearance call until the page view controller's own; the page's will/did-appear then follow the \
                    page view controller's (decompiled class: it forwards appearance itself, after super). The one \
                    log of a first page (Stack Overflow 48653763) has its didMove(toParent:) only after its \
                    viewDidAppear, then two layout passes; one log, so those lines are uncertain.
                    """,
                ru: """
                    В storyboard нет relationship segue для страниц: `launch pages` показывает сцену UIPageViewController
                    без детей. Его viewDidLoad (код приложения) вызывает setViewControllers([first], direction: .forward,
                    animated: false): страница создаётся, получает willMove и загружает view, без вызовов появления до
                    собственных вызовов page view controller'а; will/did-appear страницы идут следом за его вызовами
                    (декомпилированный класс: он сам передаёт появление, после super). В единственном логе первой
                    страницы (Stack Overflow 48653763) её didMove(toParent:) приходит только после viewDidAppear, затем
                    два прохода layout; лог один, поэтому эти строки неточные.
                    """)
        ],
        "pageViewController(_:viewControllerAfter:)": [
            Wording(
                en: """
                    UIPageViewControllerDataSource: the page after the given one, or nil at the last page. Asked while a \
                    finger drags, only for a page not cached yet, and once more after a forward swipe completes (W1).
                    """,
                ru: """
                    UIPageViewControllerDataSource: страница после данной или nil на последней странице. Спрашивается,
                    пока палец тянет, только о странице, которой ещё нет в кэше, и ещё раз после завершённого свайпа
                    вперёд (W1).
                    """)
        ],
        "pageViewController(_:viewControllerBefore:)": [
            Wording(
                en: """
                    UIPageViewControllerDataSource: the page before the given one, or nil at the first page. Asked while \
                    a finger drags, after viewControllerAfter (W1), only for a page not cached yet.
                    """,
                ru: """
                    UIPageViewControllerDataSource: страница перед данной или nil на первой странице. Спрашивается,
                    пока палец тянет, после viewControllerAfter (W1), только о странице, которой ещё нет в кэше.
                    """)
        ],
        "pageViewController(_:willTransitionTo:)": [
            Wording(
                en: """
                    UIPageViewControllerDelegate: a swipe is about to show the pending pages (Apple docs: gesture-driven \
                    transitions only; never for setViewControllers). Comes before the appearance calls (W1).
                    """,
                ru: """
                    UIPageViewControllerDelegate: свайп вот-вот покажет ожидающие страницы (документация Apple: только
                    переходы от жестов; никогда при setViewControllers). Приходит до вызовов появления (W1).
                    """)
        ],
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)": [
            Wording(
                en: """
                    UIPageViewControllerDelegate: the swipe's animation ended; transitionCompleted says whether the \
                    new page stayed (false when the finger lifted too early). After both did-calls (W1; decompiled \
                    class). Gestures only.
                    """,
                ru: """
                    UIPageViewControllerDelegate: анимация свайпа закончилась; transitionCompleted говорит, осталась ли
                    новая страница (false, если палец отпущен слишком рано). После обоих did-вызовов (W1; декомпилированный
                    класс). Только для жестов.
                    """)
        ],
    ]
}
