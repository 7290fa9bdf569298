import CommandGrammar

/// What `explain` says of a custom container's children, with the sources.
extension CustomContainer {
    static let topics: [String: [Wording]] = [
        "embed-segue": [
            Wording(
                en: "A storyboard container view embeds its child with an embed segue, which fires while the parent's",
                ru: "Container view в storyboard встраивает ребёнка через embed segue; тот срабатывает, пока загружается"),
            Wording(
                en: "view loads: P.loadView, then C.init(coder:) and C.awakeFromNib, P.prepare(for: the embed segue),",
                ru: "view родителя: P.loadView, затем C.init(coder:) и C.awakeFromNib, P.prepare(for: embed segue),"),
            Wording(
                en: "C.loadView and C.viewDidLoad, C.willMove(toParent: P), C.didMove(toParent: P), and only then",
                ru: "C.loadView и C.viewDidLoad, C.willMove(toParent: P), C.didMove(toParent: P) и только потом"),
            Wording(
                en: "P.viewDidLoad, which can read children already. On screen the parent's calls come first:",
                ru: "P.viewDidLoad, в котором children уже можно читать. На экране вызовы родителя идут первыми:"),
            Wording(
                en: "P.viewWillAppear, C.viewWillAppear, ... P.viewDidAppear, C.viewDidAppear.",
                ru: "P.viewWillAppear, C.viewWillAppear, ... P.viewDidAppear, C.viewDidAppear."),
            Wording(
                en: "Sources: prepare between loadView and viewDidLoad is logged (arm1.ru, S5); the child's view loading",
                ru: "Источники: prepare между loadView и viewDidLoad есть в логе (arm1.ru, S5); загрузка view ребёнка"),
            Wording(
                en: "before willMove is read from decompiled UIKit (UIStoryboardEmbedSegueTemplate), with no run log, so",
                ru: "до willMove прочитана в декомпилированном UIKit (UIStoryboardEmbedSegueTemplate), лога запуска нет, поэтому"),
            Wording(
                en: "those lines are [uncertain], as is the child's init before prepare (how segue templates work).",
                ru: "эти строки [uncertain], как и init ребёнка до prepare (так работают шаблоны segue)."),
            Wording(
                en: "Running an embed segue a second time raises (\"unexpected subviews in the container view\").",
                ru: "Повторный запуск embed segue бросает исключение (\"unexpected subviews in the container view\")."),
        ],
        "child-transition": [
            Wording(
                en: "`child transition CLASS` is the container's code swapping its last child A for a new B:",
                ru: "`child transition CLASS` — код контейнера меняет последнего ребёнка A на нового B:"),
            Wording(
                en: "A.willMove(toParent: nil) and addChild(B) (which sends B.willMove(toParent: P)) before the call,",
                ru: "A.willMove(toParent: nil) и addChild(B) (он сам шлёт B.willMove(toParent: P)) до вызова;"),
            Wording(
                en: "transition(from: A, to: B, duration:options:animations:completion:) adds B's view, animates,",
                ru: "`transition(from: A, to: B, duration:options:animations:completion:)` добавляет view B, анимирует,"),
            Wording(
                en: "removes A's, and its completion block calls A.removeFromParent() (A.didMove(toParent: nil)) and",
                ru: "убирает view A, и его блок completion вызывает A.removeFromParent() (A.didMove(toParent: nil)) и"),
            Wording(
                en: "B.didMove(toParent: P).",
                ru: "B.didMove(toParent: P)."),
            Wording(
                en: "The containment calls are the caller's and Apple documents them (the method's page, the View Controller",
                ru: "Вызовы containment делает вызывающий код, и Apple их документирует (страница метода, View Controller"),
            Wording(
                en: "Programming Guide). Which will-call comes first is not documented and no log was found: scenelab plays",
                ru: "Programming Guide). Какой will-вызов идёт первым, не документировано, и лога не нашлось: scenelab играет"),
            Wording(
                en: "A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear, as a push does and as the",
                ru: "A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear, как при push и как"),
            Wording(
                en: "one reimplementation found removes A's view first (github.com/microsoft/WinObjC), all [uncertain], as is",
                ru: "единственная найденная реимплементация сначала убирает view A (github.com/microsoft/WinObjC); всё это"),
            Wording(
                en: "where B's view loads. A then deinitializes, unless something holds it (`hold`).",
                ru: "[uncertain], как и место загрузки view B. Затем A получает deinit, если его ничто не держит (`hold`)."),
        ],
        "child-forwarding": [
            Wording(
                en: "A container's shouldAutomaticallyForwardAppearanceMethods (true by default) says whether UIKit passes",
                ru: "shouldAutomaticallyForwardAppearanceMethods контейнера (по умолчанию true) говорит, передаёт ли UIKit"),
            Wording(
                en: "its appearance calls to its children and sends a child appearance calls when its view joins or leaves",
                ru: "его вызовы появления детям и шлёт ли ребёнку вызовы появления, когда view ребёнка входит в view"),
            Wording(
                en: "the container's. Turned off, UIKit sends the children nothing; the container calls",
                ru: "контейнера или покидает его. Если флаг выключен, UIKit детям ничего не шлёт; контейнер сам вызывает"),
            Wording(
                en: "child.beginAppearanceTransition(_:animated:), which makes viewWillAppear or viewWillDisappear, and",
                ru: "child.beginAppearanceTransition(_:animated:), после которого приходит viewWillAppear или viewWillDisappear, и"),
            Wording(
                en: "child.endAppearanceTransition(), which makes the matching did-call (Apple's documentation of the three).",
                ru: "child.endAppearanceTransition(), после которого приходит парный did-вызов (документация Apple по всем трём)."),
            Wording(
                en: "UIPageViewController works this way (decompiled UIKit). Calling viewWillAppear yourself is unsupported.",
                ru: "Так работает UIPageViewController (декомпилированный UIKit). Вызывать viewWillAppear самому не поддерживается."),
            Wording(
                en: "scenelab's container makes those calls where UIKit would have forwarded: when a child joins or leaves,",
                ru: "Контейнер scenelab делает эти вызовы там, где UIKit передал бы их сам: когда ребёнок входит или уходит"),
            Wording(
                en: "and in its own appearance calls. The flag is really an override returning a constant; switching it at",
                ru: "и в собственных вызовах появления. На деле флаг — override, возвращающий константу; переключать его"),
            Wording(
                en: "run time is the simulator's shortcut. Whether transition(from:to:...) still forwards with the flag off",
                ru: "во время работы — упрощение симулятора. Передаёт ли transition(from:to:...) вызовы при выключенном флаге,"),
            Wording(
                en: "is not documented: scenelab has the container bracket it by hand [uncertain].",
                ru: "не документировано: в scenelab контейнер обрамляет его вызовами вручную [uncertain]."),
        ],
        "beginAppearanceTransition(_:animated:)": [
            Wording(
                en: "A container that forwards appearance by hand tells a child its view is about to appear (true) or",
                ru: "Контейнер, передающий появление вручную, сообщает ребёнку, что его view сейчас появится (true) или"),
            Wording(
                en: "disappear (false): the child's viewWillAppear or viewWillDisappear follows (Apple's documentation).",
                ru: "исчезнет (false): следом приходит viewWillAppear или viewWillDisappear ребёнка (документация Apple)."),
            Wording(
                en: "Pair every begin with endAppearanceTransition(); a second begin the other way reverses an unfinished one.",
                ru: "Каждому begin — свой endAppearanceTransition(); второй begin в обратную сторону разворачивает незаконченный."),
        ],
        "endAppearanceTransition()": [
            Wording(
                en: "Finishes what beginAppearanceTransition started: the child's viewDidAppear or viewDidDisappear follows",
                ru: "Завершает начатое beginAppearanceTransition: следом приходит viewDidAppear или viewDidDisappear ребёнка"),
            Wording(
                en: "(Apple's documentation). See `explain child-forwarding`.",
                ru: "(документация Apple). См. `explain child-forwarding`."),
        ],
        "transition(from:to:duration:options:animations:completion:)": [
            Wording(
                en: "A container's own call to swap two of its children: it adds the new child's view, runs the animations",
                ru: "Вызов самого контейнера, меняющий двух его детей: добавляет view нового ребёнка, выполняет анимации"),
            Wording(
                en: "and removes the old child's view; both must be children already (Apple's documentation).",
                ru: "и убирает view старого; оба уже должны быть его детьми (документация Apple)."),
            Wording(
                en: "See `explain child-transition` for the calls around it and what is uncertain.",
                ru: "Вызовы вокруг него и что в них неточно: `explain child-transition`."),
        ],
    ]
}
