import CommandGrammar
import SceneLabCore

/// Looking and tooling: drawing the app, the trace, explanations, scripts,
/// recordings, diagrams, lessons, help.
extension CommandCatalog {
    static let looking: [CommandSpec<Command>] = [
        CommandSpec(
            "tree", group: .looking,
            summary: Wording(
                en: "Draw the app: scenes and their states, windows, containers, stacks, presentations.",
                ru: "Нарисовать приложение: сцены и их состояния, окна, контейнеры, стеки, показанные модально контроллеры."),
            explanation: [
                Wording(
                    en: "The object graph: the app, each scene with its state, its window, containers and their children, and what",
                    ru: "Граф объектов: приложение, каждая сцена со своим состоянием, её окно, контейнеры и их дети и то, что"),
                Wording(
                    en: "is presented, each controller with its appearance state and whether its view is loaded.",
                    ru: "показано модально; у каждого контроллера — его состояние появления и загружено ли его view."),
            ],
            means: { _ in .simulate(Inspection.DrawTree()) }),
        CommandSpec(
            "objects", group: .looking, summary: Wording(en: "List live view controllers and what holds each one.", ru: "Показать живые контроллеры и то, что держит каждый из них."),
            explanation: [Wording(en: "Every live controller and what holds it strongly: when the list empties, deinit comes.", ru: "Каждый живой контроллер и то, что держит его сильно: когда список пустеет, приходит deinit.")],
            means: { _ in .simulate(Inspection.ListObjects()) }),
        CommandSpec(
            "trace", group: .looking,
            usage: "trace [CHANNEL on|off | book | all | default | none | style scenelab|cs193p|usov|xcode]",
            summary: Wording(
                en: "Show the trace channels, or choose which ones the text output shows.",
                ru: "Показать каналы трассировки или выбрать, какие из них показывает текстовый вывод."),
            example: "trace layout on", arguments: .channel,
            explanation: [
                Wording(
                    en: "Chooses the channels text output shows (app, scene, lifecycle, memory, segue by default; appearing, layout,",
                    ru: "Выбирает каналы текстового вывода (по умолчанию app, scene, lifecycle, memory, segue; appearing, layout,"),
                Wording(
                    en: "containment, delegate, table, store, traits on request). JSONL always carries every event.",
                    ru: "containment, delegate, table, store, traits — по запросу). JSONL всегда несёт все события."),
            ],
            parse: { words throws(CommandError) in .session(try trace(&words)) }),
        CommandSpec(
            "explain", group: .looking, usage: "explain METHOD|COMMAND|TOPIC|SOURCE|last",
            summary: Wording(
                en: "What a callback is for, why a command gives its order, the books' bugs (todo-edit-bug, ...).",
                ru: "Зачем нужен вызов, почему команда даёт такой порядок, ошибки из книг (todo-edit-bug, ...)."),
            example: "explain viewDidLoad", arguments: .explainTopic,
            explanation: [
                Wording(
                    en: "Explains a method (in any form scenelab prints it: viewWillAppear, viewWillAppear(_:),",
                    ru: "Объясняет метод (в любой форме, в какой его печатает scenelab: viewWillAppear, viewWillAppear(_:),"),
                Wording(
                    en: "viewWillAppear(animated: true)), a command or a topic; `explain last` explains the last command's",
                    ru: "viewWillAppear(animated: true)), команду или тему; `explain last` объясняет порядок последней"),
                Wording(
                    en: "order; `explain S17` says what a source the notes cite is, and what it settles.",
                    ru: "команды; `explain S17` говорит, что за источник цитируют заметки и что он подтверждает."),
            ],
            parse: { words throws(CommandError) in
                let first = try words.requiredWord(Wanted.explainTopic)
                // A call pasted as printed, `viewWillAppear(animated: true)`, is one topic over several words.
                let opened = first.text.filter { $0 == "(" }.count > first.text.filter { $0 == ")" }.count
                return .session(.explain(opened ? words.joiningRest(after: first) : first.text))
            }),
        CommandSpec(
            "echo", group: .looking, usage: "echo on|off",
            summary: Wording(
                en: "Print each command as `> command` before its output.",
                ru: "Печатать каждую команду как `> команда` перед её выводом."), example: "echo on", arguments: .onOff,
            explanation: [Wording(en: "Prints each command as `> command` before its output, as transcripts show it.", ru: "Печатает каждую команду как `> command` перед её выводом, как это показывают транскрипты.")],
            parse: { words throws(CommandError) in .session(.echo(try words.onOff())) }),
        CommandSpec(
            "bail", group: .looking, usage: "bail on|off", summary: Wording(en: "Stop a script at its first error.", ru: "Останавливать сценарий на первой ошибке."),
            example: "bail on", arguments: .onOff, explanation: [Wording(en: "Stops a script at its first error.", ru: "Останавливает сценарий на первой ошибке.")],
            parse: { words throws(CommandError) in .session(.bail(try words.onOff())) }),
        CommandSpec(
            "source", group: .looking, usage: "source [--step] FILE",
            summary: Wording(en: """
                Run a script's lines here, as if typed (scripts may source others; a cycle is refused). \
                Errors name FILE:LINE. At the prompt each line shows as `> command` first. --step: as `play`.
                """, ru: "Выполнить здесь строки сценария, как будто их ввели (сценарий может подключать другие; цикл отвергается). Ошибки указывают FILE:СТРОКА. В приглашении каждая строка сначала показана как `> команда`. --step: как `play`."),
            example: "source setup.scn", arguments: .file(besides: []), options: ["--step": []],
            explanation: [
                Wording(
                    en: "Runs a script's lines here, as if typed: handy to set a device up before a lesson. A script may source",
                    ru: "Выполняет здесь строки сценария, как будто их ввели: удобно подготовить устройство перед уроком. Сценарий"),
                Wording(
                    en: "another (16 deep at most); one that would run itself again is refused. Errors name the script's FILE:LINE.",
                    ru: "может подключать другой (до 16 уровней); запуск самого себя отвергается. Ошибки указывают FILE:LINE."),
            ],
            parse: { words throws(CommandError) in
                let step = words.flag("--step")
                let path = try words.requiredWord(Wanted.fileToRun).text
                return .edge(step ? .play(path: path) : .source(path: path))
            }),
        CommandSpec(
            "play", group: .looking, usage: "play FILE",
            summary: Wording(en: """
                Play a script (.scn) or transcript (.t) here step by step, as a lesson plays: each step's \
                comments shown as its note, the command shown, Enter runs it, q stops; other lines typed run first.
                """, ru: "Проиграть здесь сценарий (.scn) или транскрипт (.t) по шагам, как урок: комментарии шага показаны как заметка, затем команда; Enter выполняет её, q — выход; другие введённые строки выполняются сначала."),
            example: "play class-demo.scn", arguments: .script,
            explanation: [
                Wording(
                    en: "Plays a script or transcript here as a lesson plays, for a teacher in front of a class: the comments",
                    ru: "Проигрывает здесь сценарий или транскрипт, как урок, для преподавателя перед классом: комментарии"),
                Wording(
                    en: "above each command are its note, Enter runs it, other lines typed run first, q stops.",
                    ru: "над каждой командой — её заметка, Enter выполняет её, другие введённые строки выполняются сначала, q — выход."),
            ],
            parse: { words throws(CommandError) in
                .edge(.play(path: try words.requiredWord(Wanted.fileToPlay).text))
            }),
        CommandSpec(
            "record", group: .looking, usage: "record FILE [--force] | stop",
            summary: Wording(en: """
                Keep the lines typed from now on: FILE.scn as a script, FILE.t as a transcript that \
                `scenelab check` passes (its output comes from a fresh device); `record stop` writes it. \
                An existing FILE is replaced only with --force.
                """, ru: "Записывать вводимые строки: FILE.scn — как сценарий, FILE.t — как транскрипт, который проходит `scenelab check` (его вывод получен на чистом устройстве); `record stop` сохраняет запись. Существующий FILE заменяется только с --force."),
            example: "record push-pop.t", arguments: .file(besides: ["stop"]), options: ["--force": []],
            explanation: [
                Wording(
                    en: "Keeps the lines typed from now on. FILE.scn is a script to run or source later; FILE.t a transcript:",
                    ru: "Записывает вводимые строки. FILE.scn — сценарий, чтобы потом выполнить или подключить; FILE.t — транскрипт:"),
                Wording(
                    en: "its expected output is what a fresh device prints for the lines (as `scenelab check` replays it), with",
                    ru: "его ожидаемый вывод — то, что печатает для этих строк чистое устройство (так его проигрывает `scenelab check`),"),
                Wording(
                    en: "the trace channels set as they were. `record stop` writes it; a recording left on is written at the end.",
                    ru: "с каналами трассировки, как они были заданы. `record stop` сохраняет запись; незакрытая запись сохраняется в конце."),
            ],
            parse: { words throws(CommandError) in
                let replacing = words.flag("--force")
                let word = try words.requiredWord(Wanted.fileToRecord)
                return .edge(word.text == "stop" ? .stopRecording : .record(path: word.text, replacing: replacing))
            }),
        CommandSpec(
            "export", group: .looking,
            usage: "export mermaid|html|svg FILE|- [--force] [--from N] [--to M] [--title T] [--all] [--scale S]",
            summary: Wording(en: """
                The session as a sequence diagram for slides: Mermaid text, one self-contained web page, or SVG \
                pages of 1920×1080 (FILE-1.svg, FILE-2.svg, … when it takes more than one); a lane per object \
                while it lives, an arrow per call, uncertain calls dashed, failed commands with their error. \
                --from and --to pick commands by number; an existing FILE is replaced only with --force.
                """, ru: "Сеанс как диаграмма последовательности для слайдов: текст Mermaid, одна самодостаточная веб-страница или страницы SVG 1920×1080 (FILE-1.svg, FILE-2.svg, …, если их больше одной); дорожка на объект, пока он жив, стрелка на вызов, неточные вызовы пунктиром, неудавшиеся команды с их ошибкой. --from и --to выбирают команды по номеру; существующий FILE заменяется только с --force."),
            example: "export html session.html", arguments: .oneOfThenFile(ExportFormat.allCases.map(\.rawValue)),
            options: ["--force": [], "--from": [], "--to": [], "--title": [], "--all": [], "--scale": ["1.5", "2"]],
            explanation: [
                Wording(
                    en: "Draws the session so far as a sequence diagram, for slides: `export mermaid FILE` for Mermaid's",
                    ru: "Рисует сеанс как диаграмму последовательности для слайдов: `export mermaid FILE` — sequenceDiagram"),
                Wording(
                    en: "sequenceDiagram, `export svg FILE` for 16:9 pages of 1920×1080 (one file, or FILE-1.svg, FILE-2.svg, …),",
                    ru: "для Mermaid, `export svg FILE` — страницы 16:9 по 1920×1080 (один файл или FILE-1.svg, FILE-2.svg, …),"),
                Wording(
                    en: "`export html FILE` for one page with those pages one under another, each page's lane header staying",
                    ru: "`export html FILE` — одна страница с этими страницами друг под другом, где заголовок дорожек каждой страницы"),
                Wording(
                    en: "at the top while it scrolls, and the tree (no network needed). A lane starts where its object is",
                    ru: "остаётся наверху при прокрутке, и с деревом (сеть не нужна). Дорожка начинается там, где её объект"),
                Wording(
                    en: "created and ends at its deinit with a cross, and its column is reused; each page names the device,",
                    ru: "создан, и кончается крестом на его deinit, а её колонка используется снова; каждая страница называет устройство,"),
                Wording(
                    en: "iOS version and app. --from N --to M draw commands N to M (as the bands number them); --title T",
                    ru: "версию iOS и приложение. --from N --to M рисуют команды с N по M (по номерам полос); --title T"),
                Wording(
                    en: "titles it. It shows the calls of the channels text shows; uncertain calls are dashed. The first",
                    ru: "задаёт заголовок. Показаны вызовы тех каналов, что показывает текст; неточные вызовы — пунктиром. Хранятся первые"),
                Wording(
                    en: "2,000 commands are kept.",
                    ru: "2000 команд."),
                Wording(
                    en: "Commands that only look (help, explain, trace, tree, screen…) and lines that were no command are",
                    ru: "Команды, которые только смотрят (help, explain, trace, tree, screen…), и строки, не ставшие командой,"),
                Wording(
                    en: "left out, their numbers skipped; --all keeps them. --scale S (1 to 3) draws everything S times as large",
                    ru: "не рисуются, их номера пропущены; --all их оставляет. --scale S (от 1 до 3) рисует всё в S раз крупнее"),
                Wording(
                    en: "on pages still 1920×1080, so more of them: 1.6 makes the labels 24 px, for a large room.",
                    ru: "на тех же страницах 1920×1080, поэтому их больше: при 1.6 подписи в 24 px, для большой аудитории."),
            ],
            parse: { words throws(CommandError) in
                let replacing = words.flag("--force")
                let all = words.flag("--all")
                let from = try words.stringOption("--from")
                let to = try words.stringOption("--to")
                let title = try words.stringOption("--title")
                let scaleText = try words.stringOption("--scale")
                var scale = 1.0
                if let scaleText {
                    guard let value = Double(scaleText), value >= 1, value <= 3 else {
                        throw CommandError(column: words.lineEnd, .specExportScale, VisibleText.escaping(scaleText))
                    }
                    scale = value
                }
                guard let format = try words.optionalChoice(of: ExportFormat.self) else {
                    throw CommandError(column: words.lineEnd, .specExportFormat)
                }
                let path = try words.requiredWord(Wanted.fileToWrite).text
                func number(_ text: String?, _ option: String) throws(CommandError) -> Int? {
                    guard let text else { return nil }
                    guard let value = Int(text), value >= 1 else {
                        throw CommandError(
                            column: words.lineEnd, .specExportNumber, option, VisibleText.escaping(text))
                    }
                    return value
                }
                let range = ExportRange(
                    from: try number(from, "--from"), to: try number(to, "--to"), title: title, all: all, scale: scale)
                if let first = range.from, let last = range.to, last < first {
                    throw CommandError(column: words.lineEnd, .specExportOrder, String(last), String(first))
                }
                return .edge(.export(format, path: path, replacing: replacing, range: range))
            }),
        CommandSpec(
            "lessons", group: .looking,
            summary: Wording(
                en: "List the lessons: the lifecycle as the books teach it, one scenario each.",
                ru: "Показать уроки: жизненный цикл так, как его объясняют книги, по сценарию на урок."),
            explanation: [Wording(en: "Lists the lessons in lessons/ (lessons/ru/ when the apps speak Russian).", ru: "Показывает уроки из lessons/ (из lessons/ru/, когда приложения говорят по-русски).")],
            means: { _ in .edge(.lessons) }),
        CommandSpec(
            "lesson", group: .looking, usage: "lesson N [--quiz [all]]",
            summary: Wording(en: """
                Play lesson N step by step on a fresh device: each step says what to notice, Enter runs its \
                command, q stops. --quiz: predict the order of each step's callbacks first, and be scored \
                (partial credit by order); `--quiz all` asks the set-up steps too.
                """, ru: "Проиграть урок N по шагам на чистом устройстве: каждый шаг говорит, на что обратить внимание, Enter выполняет его команду, q — выход. --quiz: сначала предскажите порядок вызовов шага и получите баллы (частично — за верный порядок); `--quiz all` спрашивает и о подготовительных шагах."),
            example: "lesson 3 --quiz", arguments: .lessonNumber, options: ["--quiz": ["all"]],
            explanation: [
                Wording(
                    en: "Plays a lesson on a fresh device in memory, so that it shows what it describes whatever ran before: each",
                    ru: "Проигрывает урок на чистом устройстве в памяти, чтобы он показал то, что описывает, что бы ни выполнялось"),
                Wording(
                    en: "step's comment, then Enter runs its command (anything else typed runs as a command too; q stops). The",
                    ru: "раньше: комментарий шага, затем Enter выполняет его команду (всё другое введённое тоже выполняется; q — выход)."),
                Wording(
                    en: "session you had comes back afterwards. `lesson N --quiz` asks for the order first and scores it.",
                    ru: "Прежний сеанс потом возвращается. `lesson N --quiz` сначала спрашивает порядок и ставит за него баллы."),
            ],
            parse: { words throws(CommandError) in
                let quiz = words.flag("--quiz")
                let everyStep = quiz && words.flag("all")
                let number = try words.number(Wanted.lessonNumber)
                return .edge(.lesson(number, quiz: quiz, everyStep: everyStep))
            }),
        CommandSpec(
            "history", group: .looking, usage: "history [N] [--save FILE [--force]]",
            summary: Wording(en: """
                List the last N lines typed (the line editor's history), or all of them; --save writes them to \
                FILE as a script instead (an existing FILE only with --force).
                """, ru: "Показать последние N введённых строк (история редактора строки) или все; --save вместо этого записывает их в FILE как сценарий (существующий FILE — только с --force)."),
            example: "history 10", options: ["--save": .file, "--force": []],
            explanation: [Wording(en: "Lists the lines typed so far (the line editor's history, which also outlives the session).", ru: "Показывает введённые строки (историю редактора строки, которая переживает и сам сеанс).")],
            parse: { words throws(CommandError) in
                let replacing = words.flag("--force")
                let path = try words.stringOption("--save")
                if replacing && path == nil {
                    throw CommandError(column: words.lineEnd, .specHistoryForce)
                }
                let count = words.hasMore ? try words.number(Wanted.numberOfLines) : nil
                return .edge(.history(count: count, savingTo: path, replacing: replacing))
            }),
        CommandSpec(
            "help", group: .looking, usage: "help [COMMAND|GROUP|all]",
            summary: Wording(
                en: "An index of the commands by group; one command's usage, a group's commands, or all of them.",
                ru: "Указатель команд по группам; вызов одной команды, команды группы или все сразу."),
            example: "help push", arguments: .command,
            explanation: [
                Wording(
                    en: "Lists the commands' names by group; `help NAME` gives one's usage and an example, `help GROUP` a",
                    ru: "Показывает имена команд по группам; `help NAME` даёт вызов и пример одной команды, `help GROUP` —"),
                Wording(
                    en: "group's commands with a line each, `help all` every command so; `help explain` lists the topics.",
                    ru: "команды группы по строке на каждую, `help all` — так все команды; `help explain` перечисляет темы."),
            ],
            parse: { words throws(CommandError) in
                guard let topic = try words.optionalPositional() else { return .session(.help(topic: nil)) }
                guard Help.knows(topic.text) else {
                    if let guess = Suggestion.closest(to: topic.text, in: CommandCatalog.names) {
                        throw CommandError(column: topic.column, .specNoCommandGuess, topic.shown, guess)
                    }
                    throw CommandError(column: topic.column, .specNoCommand, topic.shown)
                }
                return .session(.help(topic: topic.text))
            }),
        CommandSpec(
            "quit", aliases: ["exit"], group: .looking, summary: Wording(en: "Leave scenelab (Ctrl-D does the same).", ru: "Выйти из scenelab (Ctrl-D делает то же)."),
            explanation: [Wording(en: "Leaves scenelab; the store is already on disk (each change is written when made).", ru: "Выходит из scenelab; хранилище уже на диске (каждое изменение записывается сразу).")],
            means: { _ in .session(.quit) }),
    ]

    private static func trace(_ words: inout CommandWords) throws(CommandError) -> SessionCommand {
        guard let first = try words.optionalPositional() else { return .showTrace }
        if let preset = TracePreset(rawValue: first.text) { return .tracePreset(preset) }
        if first.text == "style" {
            let styles = Alternatives.listed(TraceStyle.allCases.map(\.rawValue))
            let word = try words.requiredWord(Wanted.style(TraceStyle.allCases.map(\.rawValue)))
            guard let style = TraceStyle(rawValue: word.text) else {
                throw CommandError(
                    column: word.column, .parseTakes, "trace style", styles, word.shown,
                    russian: [2: Phrase.russianList(styles)])
            }
            return .traceStyle(style)
        }
        guard let channel = Channel(rawValue: first.text) else {
            let names = Channel.allCases.map(\.rawValue) + TracePreset.allCases.map(\.rawValue)
            let channels = Channel.allCases.map(\.rawValue).joined(separator: ", ")
            if let guess = Suggestion.closest(to: first.text, in: names) {
                throw CommandError(column: first.column, .specUnknownChannelGuess, first.shown, guess, channels)
            }
            throw CommandError(column: first.column, .specUnknownChannel, first.shown, channels)
        }
        return .trace(channel, on: try words.onOff())
    }
}
