import CommandGrammar

extension ChildCommand {
    /// The words `child` takes first, each with the words that may follow it.
    static let verbs: [String: [String]] = [
        "add": [], "remove": [], "transition": [], "forwarding": ["on", "off"],
    ]

    static let spec = CommandSpec<AnySimulatorCommand>(
            verbCommand: "child", group: .navigation, usage: "child add CLASS | child remove [N] | child transition CLASS | child forwarding on|off",
        summary: Wording(
            en: "the custom container's code adds, removes or swaps a child, or forwards appearance by hand",
            ru: "код своего контейнера добавляет, убирает или меняет ребёнка либо передаёт вызовы появления вручную"),
        example: "child add DetailViewController",
        verbs: verbs,
        explanation: [
            Wording(
                en: "The code of a custom container (`launch container`) managing its children. Sources: Apple's pages for",
                ru: "Код своего контейнера (`launch container`), управляющий детьми. Источники: страницы Apple об"),
            Wording(
                en: "addChild, willMove/didMove(toParent:) and removeFromParent; a jianshu log (jianshu.com/p/ad86ca978747).",
                ru: "addChild, willMove/didMove(toParent:) и removeFromParent; лог с jianshu (jianshu.com/p/ad86ca978747)."),
            Wording(
                en: "child add CLASS: addChild sends CLASS.willMove(toParent: P) by itself; adding the child's view loads it",
                ru: "child add CLASS: addChild сам шлёт CLASS.willMove(toParent: P); добавление view ребёнка загружает его"),
            Wording(
                en: "(loadView, viewDidLoad) and, with P on screen, makes viewWillAppear and viewDidAppear at once, not",
                ru: "(loadView, viewDidLoad) и, если P на экране, сразу даёт viewWillAppear и viewDidAppear, без"),
            Wording(
                en: "animated; then the container calls didMove(toParent: P). With P off screen nothing appears yet.",
                ru: "анимации; затем контейнер вызывает didMove(toParent: P). Если P не на экране, пока ничего не появляется."),
            Wording(
                en: "child remove [N]: the container calls willMove(toParent: nil); removing the view makes viewWillDisappear",
                ru: "child remove [N]: контейнер вызывает willMove(toParent: nil); удаление view даёт viewWillDisappear"),
            Wording(
                en: "and viewDidDisappear; removeFromParent sends didMove(toParent: nil); the child deinitializes unless",
                ru: "и viewDidDisappear; removeFromParent шлёт didMove(toParent: nil); ребёнок получает deinit, если"),
            Wording(
                en: "something holds it. N counts from 1 as `tree` does; the last child by default.",
                ru: "его ничто не держит. N считается с 1, как в `tree`; по умолчанию последний ребёнок."),
            Wording(
                en: "Adding or removing a view makes its appearance calls synchronously (a published log, S-C3); whether the",
                ru: "Добавление или удаление view даёт вызовы появления синхронно (опубликованный лог, S-C3); ждёт ли"),
            Wording(
                en: "did-call waits for the end of the run loop's turn is not known [uncertain].",
                ru: "did-вызов конца оборота run loop, неизвестно [uncertain]."),
            Wording(
                en: "child transition CLASS: see `explain child-transition`. child forwarding on|off: see",
                ru: "child transition CLASS: см. `explain child-transition`. child forwarding on|off: см."),
            Wording(
                en: "`explain child-forwarding`. The embedded child at launch: see `explain embed-segue`.",
                ru: "`explain child-forwarding`. Ребёнок, встроенный при запуске: см. `explain embed-segue`."),
        ],
        parse: { words throws(CommandError) in
            let verb = try words.requiredWord(Wanted.oneOf(["add", "remove", "transition", "forwarding"]))
            let action: Action
            switch verb.text {
            case "add": action = .add(className: try words.className())
            case "remove":
                action = .remove(number: words.hasMore ? try words.number(Wording(en: "a child number N", ru: "номер дочернего контроллера N")) : nil)
            case "transition": action = .transition(className: try words.className())
            case "forwarding": action = .forwarding(try words.onOff())
            default:
                throw CommandError.unknownVerb(verb, among: ["add", "remove", "transition", "forwarding"], of: "child")
            }
            try words.finish()
            return AnySimulatorCommand(ChildCommand(action: action))
        })
}
