import CommandGrammar
import SceneLabApps
import SceneLabCore

/// The system's and the user's gestures: launching, leaving, the switcher,
/// calls, the system's own moves, and the device's settings.
extension CommandSpec {
    static let gestures: [CommandSpec] = [
        CommandSpec(
            "launch", group: .gestures, usage: "launch [APP] [--window storyboard|code|no-entry-point] [--background]",
            // The apps themselves are listed by `help launch` from the running device's catalog.
            summary: Wording(
                en: """
                    Tap the app icon: a cold launch, or back to the foreground. APP is an installed app \
                    (tabs, split, pages and container are demos of containers). --background: the system \
                    launches the app without showing it. --window no-entry-point: the storyboard has no \
                    initial view controller (a black screen).
                    """,
                ru: """
                    Нажать значок приложения: холодный запуск или возврат на передний план. APP — \
                    установленное приложение (tabs, split, pages и container — демонстрации контейнеров). \
                    --background: система запускает приложение, не показывая его. --window no-entry-point: \
                    в сториборде нет начального контроллера (чёрный экран).
                    """),
            example: "launch todo --window code", arguments: .app,
            options: ["--window": .choices(WindowSetup.allCases.map(\.rawValue)), "--background": []],
            parse: { words throws(CommandError) in
                let window = try words.option("--window", as: WindowSetup.self) ?? .storyboard
                let background = words.flag("--background")
                let app = try words.optionalPositional()?.text
                return .simulator(.launch(app: app, window: window, background: background))
            }),
        CommandSpec(
            "home", group: .gestures, summary: "The Home gesture: every foreground scene goes to the background.",
            means: { _ in .simulator(.home) }),
        CommandSpec(
            "switcher", group: .gestures, summary: "Open the app switcher: foreground scenes become inactive.",
            explanation: [
                "The app switcher: active scenes resign active and stay in the foreground (inactive is not background).",
                "`open` makes them active again with only sceneDidBecomeActive; no controller hears anything.",
            ],
            means: { _ in .simulator(.switcher) }),
        CommandSpec(
            "open", group: .gestures, summary: "Come back to the app from the switcher or the background.",
            explanation: [
                "Back to the app: from the switcher, sceneDidBecomeActive; from the background, sceneWillEnterForeground",
                "then sceneDidBecomeActive. A scene UIKit reclaimed connects again from scratch. No viewWillAppear.",
            ],
            means: { _ in .simulator(.open) }),
        CommandSpec(
            "interrupt", group: .gestures,
            summary: "An incoming call starts: the app becomes inactive, not background.",
            explanation: [
                "An incoming call: active scenes resign active and stay in the foreground. `resume` ends the call:",
                "sceneDidBecomeActive. Touches are refused meanwhile, as UIKit delivers none to an inactive scene.",
            ],
            means: { _ in .simulator(.interrupt) }),
        CommandSpec(
            "resume", group: .gestures, summary: "The incoming call ends: the app becomes active again.",
            explanation: ["The call ends: the interrupted scenes become active again (sceneDidBecomeActive)."],
            means: { _ in .simulator(.resume) }),
        CommandSpec(
            "kill", group: .gestures,
            summary:
                "Swipe the app away in the switcher (the sources disagree on the callbacks; lines are marked uncertain).",
            means: { _ in .simulator(.kill) }),
        CommandSpec(
            "suspend", group: .gestures,
            summary: "The system suspends the app in the background: no callbacks at all.",
            explanation: [
                "The system suspends a background app: no callback at all. The process stays in memory and runs no code."
            ],
            means: { _ in .simulator(.suspend) }),
        CommandSpec(
            "system-kill", group: .gestures,
            summary: "The system kills the suspended app: no callbacks, and unsaved data is gone.",
            explanation: [
                "The system kills a suspended app to free memory: no callback at all, and what was not saved is gone.",
                "The scene session persists, so the next launch restores it without configurationForConnecting.",
            ],
            means: { _ in .simulator(.systemKill) }),
        CommandSpec(
            "memory-warning", group: .gestures,
            summary: "The system sends a memory warning to the app and every live controller.",
            explanation: [
                "applicationDidReceiveMemoryWarning, then didReceiveMemoryWarning on every live controller, on screen or",
                "not (their order is uncertain). Views are not unloaded since iOS 6: no second viewDidLoad follows.",
            ],
            means: { _ in .simulator(.memoryWarning) }),
        CommandSpec(
            "rotate", group: .gestures, usage: "rotate [portrait|landscape]",
            summary: """
                Turn the device (the other way when no orientation is given): size and trait transitions, \
                no appearance calls.
                """,
            example: "rotate landscape", arguments: .oneOf(Device.Orientation.allCases.map(\.rawValue)),
            parse: { words throws(CommandError) in
                .simulator(.rotate(try words.optionalChoice(of: Device.Orientation.self)))
            }),
        CommandSpec(
            "device", group: .gestures, usage: "device [iphone|ipad|iphone-x|ipad-pro-9.7]",
            summary: """
                Show the simulated device, or pick another while no app runs (iPhone in portrait by default; \
                iphone-x and ipad-pro-9.7 have the sizes of the CS193p logs).
                """,
            example: "device ipad", arguments: .oneOf(Device.Model.allCases.map(\.rawValue)),
            parse: { words throws(CommandError) in
                .simulator(.device(try words.optionalChoice(of: Device.Model.self)))
            }),
        CommandSpec(
            "lang", group: .gestures, usage: "lang [en|ru]",
            summary: """
                Show the language the apps' UI speaks, or pick one while no app runs (ru: the books' Russian \
                labels; also --lang).
                """,
            example: "lang ru", arguments: .oneOf(["en", "ru"]),
            explanation: [
                "The language the books' apps draw their screens in: English, or the books' own Russian («Важные»,",
                "«Сохранить», «Начать игру»). Callbacks are UIKit's names in either. It changes only while no app runs.",
            ],
            parse: { words throws(CommandError) in
                .simulator(.language(try words.optionalChoice(of: Language.self)))
            }),
        CommandSpec(
            "book", group: .gestures, usage: "book [as-written|fixed]",
            summary: Wording(
                en: "Show whether the books' apps run their books' code as printed (as-written: the bugs the books "
                    + "discuss) or scenelab's fixed code (the default), or pick one while no app runs (also --as-written).",
                ru: "Показать, выполняют ли приложения код книг как он напечатан (as-written: ошибки, которые разбирают "
                    + "книги) или исправленный код scenelab (по умолчанию), или выбрать, пока приложение не "
                    + "запущено (также --as-written)."),
            example: "book as-written", arguments: .oneOf(BookCode.allCases.map(\.rawValue)),
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
            ],
            parse: { words throws(CommandError) in
                .simulator(.code(try words.optionalChoice(of: BookCode.self)))
            }),
        CommandSpec(
            "ios", group: .gestures, usage: "ios [VERSION]",
            summary: """
                Show the iOS version apps run on, or pick one while no app runs: 12 plays every app before scenes \
                (the app delegate hears of its state, .automatic is full screen); 13 and later, today's UIKit.
                """,
            example: "ios 12", arguments: .oneOf(["12", "18"]),
            explanation: ["Which UIKit apps run on: `ios 12` (before scenes) or 13 and later; see `explain ios12`."],
            parse: { words throws(CommandError) in
                guard let word = words.optionalWord() else {
                    return .simulator(.platform(iOSVersion: nil, lifecycle: nil))
                }
                guard let version = Int(word.text) else {
                    throw CommandError(column: word.column, .specIOSVersion, word.shown)
                }
                return .simulator(.platform(iOSVersion: version, lifecycle: nil))
            }),
        CommandSpec(
            "lifecycle", group: .gestures, usage: "lifecycle [scene|app]",
            summary: """
                Show or pick (while no app runs) how apps hear of their state: scene delegates (the default) or, \
                for an app without a scene manifest, the app delegate.
                """,
            example: "lifecycle app", arguments: .oneOf(Platform.Lifecycle.allCases.map(\.rawValue)),
            explanation: ["Scene delegates or the app delegate; see `explain lifecycle-app` and `explain ios12`."],
            parse: { words throws(CommandError) in
                let lifecycle = try words.optionalChoice(of: Platform.Lifecycle.self)
                return .simulator(.platform(iOSVersion: nil, lifecycle: lifecycle))
            }),
        CommandSpec(
            "scene", group: .gestures, usage: "scene new|list|focus N|close N|reclaim N",
            summary: """
                iPad windows: connect another scene, list them, choose the one commands address, close one \
                from the switcher, or let UIKit disconnect a background one to free memory (`open` reconnects it).
                """,
            example: "scene new", arguments: .sceneCommand,
            explanation: [
                "Several windows (iPad): `scene new` connects a scene (configurationForConnecting, its own SceneDelegate,",
                "window and stack); `scene focus N` picks the one commands address; `scene close N` is closing it in the",
                "switcher: it leaves the foreground, sceneDidDisconnect, then didDiscardSceneSessions at once. `scene",
                "reclaim N` is UIKit freeing a background scene: sceneDidDisconnect only; `open` rebuilds its tree.",
            ],
            parse: { words throws(CommandError) in .simulator(.scene(try scene(&words))) }),
    ]

    /// The words `scene` takes first.
    static let sceneVerbs = ["new", "list", "focus", "close", "reclaim"]

    private static func scene(_ words: inout CommandWords) throws(CommandError) -> SceneCommand {
        let verb = try words.requiredWord("new, list, focus N, close N or reclaim N")
        switch verb.text {
        case "new": return .new
        case "list": return .list
        case "focus": return .focus(try words.number("a scene number N"))
        case "close": return .close(try words.number("a scene number N"))
        case "reclaim": return .reclaim(try words.number("a scene number N"))
        default: throw CommandError.unknownVerb(verb, among: sceneVerbs, of: "scene")
        }
    }
}
