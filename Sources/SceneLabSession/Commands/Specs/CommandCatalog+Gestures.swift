import CommandGrammar
import SceneLabApps
import SceneLabCore

/// The system's and the user's gestures: launching, leaving, the switcher,
/// calls, the system's own moves, and the device's settings.
extension CommandCatalog {
    static let gestures: [CommandSpec<Command>] = [
        CommandSpec(
            "launch", group: .gestures, usage: "launch [APP] [--window storyboard|code|no-entry-point] [--background] [--else]",
            // The apps themselves are listed by `help launch` from the running device's catalog.
            summary: Wording(
                en: """
                    Tap the app icon: a cold launch, or back to the foreground. APP is an installed app \
                    (tabs, split, pages and container are demos of containers). --background: the system \
                    launches the app without showing it. --window code: the scene delegate builds the \
                    window (an opened project whose code does launches so unless told). --window \
                    no-entry-point: the storyboard has no initial view controller (a black screen). \
                    --else: an opened project's launch code takes the else of each condition scenelab \
                    cannot work out, its window's root too.
                    """,
                ru: """
                    Нажать значок приложения: холодный запуск или возврат на передний план. APP — \
                    установленное приложение (tabs, split, pages и container — демонстрации контейнеров). \
                    --background: система запускает приложение, не показывая его. --window code: окно \
                    строит делегат сцены (открытый проект, чей код так делает, запускается так, если не \
                    сказано иное). --window no-entry-point: в сториборде нет начального контроллера \
                    (чёрный экран). --else: код запуска открытого проекта идёт по else каждого условия, \
                    которое scenelab не может вычислить, и корень окна тоже.
                    """),
            example: "launch todo --window code", arguments: .app,
            options: ["--window": .choices(WindowSetup.allCases.map(\.rawValue)), "--background": [], "--else": []],
            parse: { words throws(CommandError) in
                let window = try words.option("--window", as: WindowSetup.self)
                let background = words.flag("--background")
                let takesElse = words.flag("--else")
                let app = try words.optionalPositional()?.text
                return .simulate(
                    SceneLifecycle.Launch(app: app, window: window, background: background, takesElse: takesElse))
            }),
        CommandSpec(
            "home", group: .gestures, summary: Wording(en: "The Home gesture: every foreground scene goes to the background.", ru: "Жест «Домой»: все сцены переднего плана уходят в фон."),
            means: { _ in .simulate(SceneLifecycle.Home()) }),
        CommandSpec(
            "switcher", group: .gestures, summary: Wording(en: "Open the app switcher: foreground scenes become inactive.", ru: "Открыть переключатель приложений: сцены на переднем плане становятся неактивными."),
            explanation: [
                Wording(
                    en: "The app switcher: active scenes resign active and stay in the foreground (inactive is not background).",
                    ru: "Переключатель приложений: активные сцены теряют активность и остаются на переднем плане (неактивна — не в фоне)."),
                Wording(
                    en: "`open` makes them active again with only sceneDidBecomeActive; no controller hears anything.",
                    ru: "`open` снова делает их активными одним sceneDidBecomeActive; контроллеры ничего не узнают."),
            ],
            means: { _ in .simulate(SceneLifecycle.OpenSwitcher()) }),
        CommandSpec(
            "open", group: .gestures, summary: Wording(en: "Come back to the app from the switcher or the background.", ru: "Вернуться в приложение из переключателя или из фона."),
            explanation: [
                Wording(
                    en: "Back to the app: from the switcher, sceneDidBecomeActive; from the background, sceneWillEnterForeground",
                    ru: "Назад в приложение: из переключателя — sceneDidBecomeActive; из фона — sceneWillEnterForeground,"),
                Wording(
                    en: "then sceneDidBecomeActive. A scene UIKit reclaimed connects again from scratch. No viewWillAppear.",
                    ru: "затем sceneDidBecomeActive. Сцена, которую забрал UIKit, подключается заново с нуля. viewWillAppear нет."),
            ],
            means: { _ in .simulate(SceneLifecycle.Open()) }),
        CommandSpec(
            "interrupt", group: .gestures,
            summary: Wording(
                en: "An incoming call starts: the app becomes inactive, not background.",
                ru: "Начинается входящий звонок: приложение становится неактивным, но не уходит в фон."),
            explanation: [
                Wording(
                    en: "An incoming call: active scenes resign active and stay in the foreground. `resume` ends the call:",
                    ru: "Входящий звонок: активные сцены теряют активность и остаются на переднем плане. `resume` завершает звонок:"),
                Wording(
                    en: "sceneDidBecomeActive. Touches are refused meanwhile, as UIKit delivers none to an inactive scene.",
                    ru: "sceneDidBecomeActive. Пока он идёт, касания отвергаются: UIKit не доставляет их неактивной сцене."),
            ],
            means: { _ in .simulate(SceneLifecycle.Interrupt()) }),
        CommandSpec(
            "resume", group: .gestures, summary: Wording(en: "The incoming call ends: the app becomes active again.", ru: "Входящий звонок окончен: приложение снова активно."),
            explanation: [Wording(en: "The call ends: the interrupted scenes become active again (sceneDidBecomeActive).", ru: "Звонок окончен: прерванные сцены снова становятся активными (sceneDidBecomeActive).")],
            means: { _ in .simulate(SceneLifecycle.Resume()) }),
        CommandSpec(
            "kill", group: .gestures,
            summary:
                Wording(
                    en: "Swipe the app away in the switcher (the sources disagree on the callbacks; lines are marked uncertain).",
                    ru: "Смахнуть приложение в переключателе (источники расходятся в вызовах; строки помечены как неточные)."),
            means: { _ in .simulate(SceneLifecycle.Kill()) }),
        CommandSpec(
            "suspend", group: .gestures,
            summary: Wording(
                en: "The system suspends the app in the background: no callbacks at all.",
                ru: "Система приостанавливает приложение в фоне: никаких вызовов."),
            explanation: [
                Wording(
                    en: "The system suspends a background app: no callback at all. The process stays in memory and runs no code.",
                    ru: "Система приостанавливает приложение в фоне: никаких вызовов. Процесс остаётся в памяти и не выполняет код.")
            ],
            means: { _ in .simulate(SceneLifecycle.Suspend()) }),
        CommandSpec(
            "system-kill", group: .gestures,
            summary: Wording(
                en: "The system kills the suspended app: no callbacks, and unsaved data is gone.",
                ru: "Система завершает приостановленное приложение: никаких вызовов, несохранённые данные пропадают."),
            explanation: [
                Wording(
                    en: "The system kills a suspended app to free memory: no callback at all, and what was not saved is gone.",
                    ru: "Система завершает приостановленное приложение ради памяти: никаких вызовов, и всё несохранённое пропало."),
                Wording(
                    en: "The scene session persists, so the next launch restores it without configurationForConnecting.",
                    ru: "Сессия сцены сохраняется, поэтому следующий запуск восстанавливает её без configurationForConnecting."),
            ],
            means: { _ in .simulate(SceneLifecycle.SystemKill()) }),
        CommandSpec(
            "memory-warning", group: .gestures,
            summary: Wording(
                en: "The system sends a memory warning to the app and every live controller.",
                ru: "Система шлёт предупреждение о нехватке памяти приложению и каждому живому контроллеру."),
            explanation: [
                Wording(
                    en: "applicationDidReceiveMemoryWarning, then didReceiveMemoryWarning on every live controller, on screen or",
                    ru: "applicationDidReceiveMemoryWarning, затем didReceiveMemoryWarning у каждого живого контроллера, на экране"),
                Wording(
                    en: "not (their order is uncertain). Views are not unloaded since iOS 6: no second viewDidLoad follows.",
                    ru: "он или нет (их порядок неточен). С iOS 6 view не выгружаются: второго viewDidLoad не будет."),
            ],
            means: { _ in .simulate(MemoryWarning.Receive()) }),
        CommandSpec(
            "rotate", group: .gestures, usage: "rotate [portrait|landscape]",
            summary: Wording(en: """
                Turn the device (the other way when no orientation is given): size and trait transitions, \
                no appearance calls.
                """, ru: "Повернуть устройство (в другую ориентацию, если она не указана): переходы размера и traits, без вызовов появления."),
            example: "rotate landscape", arguments: .oneOf(Device.Orientation.allCases.map(\.rawValue)),
            parse: { words throws(CommandError) in
                .simulate(Rotation.Rotate(to: try words.optionalChoice(of: Device.Orientation.self)))
            }),
        CommandSpec(
            "device", group: .gestures, usage: "device [iphone|ipad|iphone-x|ipad-pro-9.7]",
            summary: Wording(en: """
                Show the simulated device, or pick another while no app runs (iPhone in portrait by default; \
                iphone-x and ipad-pro-9.7 have the sizes of the CS193p logs).
                """, ru: "Показать моделируемое устройство или выбрать другое, пока ни одно приложение не запущено (по умолчанию iPhone в портретной ориентации; у iphone-x и ipad-pro-9.7 размеры из логов CS193p)."),
            example: "device ipad", arguments: .oneOf(Device.Model.allCases.map(\.rawValue)),
            parse: { words throws(CommandError) in
                .simulate(Simulator.ChooseDevice(try words.optionalChoice(of: Device.Model.self)))
            }),
        CommandSpec(
            "lang", group: .gestures, usage: "lang [en|ru]",
            summary: Wording(en: """
                Show the language the apps' UI speaks, or pick one while no app runs (ru: the books' Russian \
                labels; also --lang).
                """, ru: "Показать язык интерфейса приложений или выбрать его, пока ни одно не запущено (ru: русские надписи из книг; также --lang)."),
            example: "lang ru", arguments: .oneOf(["en", "ru"]),
            explanation: [
                Wording(
                    en: "The language the books' apps draw their screens in: English, or the books' own Russian («Важные»,",
                    ru: "Язык, на котором приложения из книг рисуют экраны: английский или русский самих книг («Важные»,"),
                Wording(
                    en: "«Сохранить», «Начать игру»). Callbacks are UIKit's names in either. It changes only while no app runs.",
                    ru: "«Сохранить», «Начать игру»). Вызовы в обоих — имена UIKit. Меняется, только пока не запущено ни одно приложение."),
            ],
            parse: { words throws(CommandError) in
                .simulate(Simulator.ChooseLanguage(try words.optionalChoice(of: Language.self)))
            }),
        CommandSpec(
            "book", group: .gestures, usage: "book [as-written|fixed | chapter [N|N.M|all]]",
            summary: Wording(
                en: "Show whether the books' apps run their books' code as printed (as-written: the bugs the books "
                    + "discuss) or scenelab's fixed code (the default), or pick one while no app runs (also --as-written); "
                    + "`book chapter N` plays chapter N's code (also --chapter N), `book chapter all` the finished apps.",
                ru: "Показать, выполняют ли приложения код книг как он напечатан (as-written: ошибки, которые разбирают "
                    + "книги) или исправленный код scenelab (по умолчанию), или выбрать, пока приложение не "
                    + "запущено (также --as-written); `book chapter N` — код главы N (также --chapter N), "
                    + "`book chapter all` — готовые приложения."),
            example: "book chapter 3",
            arguments: .bookChoice,
            explanation: [
                Wording(
                    en: "book as-written plays the books' code as printed: To-Do's edit and move bugs (`explain todo-edit-bug`,",
                    ru: "book as-written играет код книг как напечатан: ошибки To-Do при изменении и перемещении (`explain todo-edit-bug`,"),
                Wording(
                    en: "`explain todo-move-bug`), the whole-list cast and re-save on load (`explain book-load`), a date",
                    ru: "`explain todo-move-bug`), приведение всего списка и пересохранение при загрузке (`explain book-load`),"),
                Wording(
                    en: "format (`explain book-date`), and on iPhone `kill` the book's sceneDidDisconnect (`explain kill`).",
                    ru: "формат даты (`explain book-date`) и sceneDidDisconnect из книги при `kill` на iPhone (`explain kill`)."),
                Wording(
                    en: "book fixed (the default) runs scenelab's fixed code. It changes only while no app runs.",
                    ru: "book fixed (по умолчанию) выполняет исправленный код scenelab. Меняется только, пока приложение не запущено."),
                Wording(
                    en: "book chapter N plays each book's app as its reader has it at the end of chapter N (`explain",
                    ru: "book chapter N играет приложение книги таким, каким оно у читателя в конце главы N (`explain"),
                Wording(
                    en: "book-chapter` lists what changes); an app not built in that chapter plays finished.",
                    ru: "book-chapter` перечисляет, что меняется); приложение не из этой главы играется готовым."),
            ],
            parse: { words throws(CommandError) in
                if words.peek?.text == "chapter" {
                    _ = words.optionalWord()
                    guard let word = try words.optionalPositional() else {
                        return .simulate(Simulator.ChooseBookChapter(.show))
                    }
                    if word.text == "all" { return .simulate(Simulator.ChooseBookChapter(.finishedApps)) }
                    guard let chapter = BookChapter(parsing: word.text) else {
                        throw CommandError(
                            column: word.column,
                            "book chapter takes a chapter number from 1 to \(BookChapter.numbers.upperBound) "
                                + "(N.M stops at Listing N.M, N.0 before the first) or all, not '\(word.shown)'",
                            ru: "book chapter принимает номер главы от 1 до \(BookChapter.numbers.upperBound) "
                                + "(N.M — до листинга N.M, N.0 — до первого) или all, а не '\(word.shown)'")
                    }
                    return .simulate(Simulator.ChooseBookChapter(.chapter(chapter)))
                }
                return .simulate(Simulator.ChooseBookCode(try words.optionalChoice(of: BookCode.self)))
            }),
        CommandSpec(
            "ios", group: .gestures, usage: "ios [VERSION]",
            summary: Wording(en: """
                Show the iOS version apps run on, or pick one while no app runs: 9 to 12 play every app before \
                scenes (the app delegate hears of its state, .automatic is full screen); 13 and later, today's UIKit.
                """, ru: "Показать версию iOS, на которой работают приложения, или выбрать её, пока ни одно не запущено: с 9 по 12 — всё до сцен (о состоянии узнаёт делегат приложения, .automatic — на весь экран); 13 и новее — нынешний UIKit."),
            example: "ios 12", arguments: .oneOf(["9", "10", "11", "12", "18"]),
            explanation: [Wording(en: "Which UIKit apps run on: `ios 9` to `ios 12` (before scenes) or 13 and later; see `explain ios12`.", ru: "На каком UIKit работают приложения: с `ios 9` по `ios 12` (до сцен) или 13 и новее; см. `explain ios12`.")],
            parse: { words throws(CommandError) in
                guard let word = words.optionalWord() else {
                    return .simulate(Simulator.ChoosePlatform(iOSVersion: nil, lifecycle: nil))
                }
                guard let version = Int(word.text) else {
                    throw CommandError(column: word.column, .specIOSVersion, word.shown)
                }
                return .simulate(Simulator.ChoosePlatform(iOSVersion: version, lifecycle: nil))
            }),
        CommandSpec(
            "lifecycle", group: .gestures, usage: "lifecycle [scene|app]",
            summary: Wording(en: """
                Show or pick (while no app runs) how apps hear of their state: scene delegates (the default) or, \
                for an app without a scene manifest, the app delegate.
                """, ru: "Показать или выбрать (пока не запущено ни одно приложение), кто узнаёт о состоянии приложения: делегаты сцен (по умолчанию) или, для приложения без манифеста сцен, делегат приложения."),
            example: "lifecycle app", arguments: .oneOf(Platform.Lifecycle.allCases.map(\.rawValue)),
            explanation: [Wording(en: "Scene delegates or the app delegate; see `explain lifecycle-app` and `explain ios12`.", ru: "Делегаты сцен или делегат приложения; см. `explain lifecycle-app` и `explain ios12`.")],
            parse: { words throws(CommandError) in
                let lifecycle = try words.optionalChoice(of: Platform.Lifecycle.self)
                return .simulate(Simulator.ChoosePlatform(iOSVersion: nil, lifecycle: lifecycle))
            }),
        CommandSpec(
            "scene", group: .gestures, usage: "scene new|list|focus N|close N|reclaim N",
            summary: Wording(en: """
                iPad windows: connect another scene, list them, choose the one commands address, close one \
                from the switcher, or let UIKit disconnect a background one to free memory (`open` reconnects it).
                """, ru: "Окна iPad: подключить ещё одну сцену, показать их, выбрать ту, к которой обращаются команды, закрыть одну из переключателя или дать UIKit отключить фоновую, чтобы освободить память (`open` подключает её снова)."),
            example: "scene new", arguments: .sceneCommand,
            explanation: [
                Wording(
                    en: "Several windows (iPad): `scene new` connects a scene (configurationForConnecting, its own SceneDelegate,",
                    ru: "Несколько окон (iPad): `scene new` подключает сцену (configurationForConnecting, свой SceneDelegate,"),
                Wording(
                    en: "window and stack); `scene focus N` picks the one commands address; `scene close N` is closing it in the",
                    ru: "окно и стек); `scene focus N` выбирает ту, к которой обращаются команды; `scene close N` — закрыть её в"),
                Wording(
                    en: "switcher: it leaves the foreground, sceneDidDisconnect, then didDiscardSceneSessions at once. `scene",
                    ru: "переключателе: она уходит с переднего плана, sceneDidDisconnect, затем сразу didDiscardSceneSessions. `scene"),
                Wording(
                    en: "reclaim N` is UIKit freeing a background scene: sceneDidDisconnect only; `open` rebuilds its tree.",
                    ru: "reclaim N` — UIKit освобождает сцену в фоне: только sceneDidDisconnect; `open` строит её дерево заново."),
            ],
            parse: { words throws(CommandError) in .simulate(try scene(&words)) }),
    ]

    /// The words `scene` takes first.
    static let sceneVerbs = ["new", "list", "focus", "close", "reclaim"]

    private static func scene(_ words: inout CommandWords) throws(CommandError) -> SceneCommand {
        let verb = try words.requiredWord(Wanted.oneOf(["new", "list", "focus N", "close N", "reclaim N"]))
        switch verb.text {
        case "new": return .new
        case "list": return .list
        case "focus": return .focus(try words.number(Wanted.sceneNumber))
        case "close": return .close(try words.number(Wanted.sceneNumber))
        case "reclaim": return .reclaim(try words.number(Wanted.sceneNumber))
        default: throw CommandError.unknownVerb(verb, among: sceneVerbs, of: "scene")
        }
    }
}
