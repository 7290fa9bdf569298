/// Every command scenelab understands, in the order `help` lists them.
public enum CommandCatalog {
    public static let all: [CommandInfo] = [
        CommandInfo(
            .launch, group: .gestures, usage: "launch [APP] [--window storyboard|code] [--background]",
            summary:
                "Tap the app icon: a cold launch, or back to the foreground. APP is "
                + AppCatalog.books.apps.map(\.id).joined(separator: ", ")
                + " (todo by default; tabs and split are demos of containers). --background: the system "
                + "launches the app without showing it.",
            example: "launch todo --window code", arguments: .app,
            options: ["--window": WindowSetup.allCases.map(\.rawValue), "--background": []]),
        CommandInfo(
            .home, group: .gestures, usage: "home",
            summary: "The Home gesture: every foreground scene goes to the background.", example: "home"),
        CommandInfo(
            .switcher, group: .gestures, usage: "switcher",
            summary: "Open the app switcher: foreground scenes become inactive.", example: "switcher"),
        CommandInfo(
            .open, group: .gestures, usage: "open",
            summary: "Come back to the app from the switcher or the background.", example: "open"),
        CommandInfo(
            .interrupt, group: .gestures, usage: "interrupt",
            summary: "An incoming call starts: the app becomes inactive, not background.", example: "interrupt"),
        CommandInfo(
            .resume, group: .gestures, usage: "resume",
            summary: "The incoming call ends: the app becomes active again.", example: "resume"),
        CommandInfo(
            .kill, group: .gestures, usage: "kill",
            summary:
                "Swipe the app away in the switcher (the sources disagree on the callbacks; lines are marked uncertain).",
            example: "kill"),
        CommandInfo(
            .suspend, group: .gestures, usage: "suspend",
            summary: "The system suspends the app in the background: no callbacks at all.", example: "suspend"),
        CommandInfo(
            .systemKill, group: .gestures, usage: "system-kill",
            summary: "The system kills the suspended app: no callbacks, and unsaved data is gone.",
            example: "system-kill"),
        CommandInfo(
            .memoryWarning, group: .gestures, usage: "memory-warning",
            summary: "The system sends a memory warning to the app and every live controller.",
            example: "memory-warning"),
        CommandInfo(
            .rotate, group: .gestures, usage: "rotate [portrait|landscape]",
            summary:
                "Turn the device (the other way when no orientation is given): size and trait transitions, "
                + "no appearance calls.",
            example: "rotate landscape", arguments: .oneOf(Device.Orientation.allCases.map(\.rawValue))),
        CommandInfo(
            .device, group: .gestures, usage: "device [iphone|ipad|iphone-x|ipad-pro-9.7]",
            summary:
                "Show the simulated device, or pick another while no app runs (iPhone in portrait by default; iphone-x and ipad-pro-9.7 have the sizes of the CS193p logs).",
            example: "device ipad", arguments: .oneOf(Device.Model.allCases.map(\.rawValue))),
        CommandInfo(
            .lang, group: .gestures, usage: "lang [en|ru]",
            summary:
                "Show the language the apps' UI speaks, or pick one while no app runs (ru: the books' Russian labels; "
                + "also --lang).",
            example: "lang ru", arguments: .oneOf(["en", "ru"])),
        CommandInfo(
            .ios, group: .gestures, usage: "ios [VERSION]",
            summary:
                "Show the iOS version apps run on, or pick one while no app runs: 12 plays every app before scenes "
                + "(the app delegate hears of its state, .automatic is full screen); 13 and later, today's UIKit.",
            example: "ios 12", arguments: .oneOf(["12", "18"])),
        CommandInfo(
            .lifecycle, group: .gestures, usage: "lifecycle [scene|app]",
            summary:
                "Show or pick (while no app runs) how apps hear of their state: scene delegates (the default) or, "
                + "for an app without a scene manifest, the app delegate.",
            example: "lifecycle app", arguments: .oneOf(Platform.Lifecycle.allCases.map(\.rawValue))),
        CommandInfo(
            .scene, group: .gestures, usage: "scene new|list|focus N|close N|reclaim N",
            summary:
                "iPad windows: connect another scene, list them, choose the one commands address, close one "
                + "from the switcher, or let UIKit disconnect a background one to free memory (`open` reconnects it).",
            example: "scene new", arguments: .sceneCommand),
        CommandInfo(
            .push, group: .navigation, usage: "push CLASS",
            summary: "navigationController?.pushViewController(CLASS(), animated: true) from the top controller.",
            example: "push TaskEditController", arguments: .className),
        CommandInfo(
            .pop, group: .navigation, usage: "pop",
            summary: "navigationController?.popViewController(animated: true).", example: "pop"),
        CommandInfo(
            .popToRoot, group: .navigation, usage: "pop-to-root",
            summary: "navigationController?.popToRootViewController(animated: true).", example: "pop-to-root"),
        CommandInfo(
            .popTo, group: .navigation, usage: "pop-to N",
            summary: "Pop to the controller at stack index N (the root is 0).", example: "pop-to 1",
            arguments: .stackIndex),
        CommandInfo(
            .setStack, group: .navigation, usage: "set-stack CLASS...",
            summary: "setViewControllers(_:animated: true); a class already in the stack keeps its instance.",
            example: "set-stack TaskListController TaskEditController", arguments: .classNames),
        CommandInfo(
            .present, group: .navigation,
            usage: "present CLASS [--style automatic|page-sheet|full-screen|over-full-screen]",
            summary:
                "present(CLASS(), animated: true) from the top controller; automatic acts as page-sheet on iPhone.",
            example: "present AboutController --style full-screen", arguments: .className,
            options: ["--style": PresentationStyle.allCases.map(\.rawValue)]),
        CommandInfo(
            .dismiss, group: .navigation, usage: "dismiss",
            summary: "dismiss(animated: true) of the topmost presented controller.", example: "dismiss"),
        CommandInfo(
            .swipeBack, group: .navigation, usage: "swipe-back",
            summary:
                "Start the interactive pop (a finger drags from the left edge): the will-calls now, the rest at "
                + "finish or cancel.",
            example: "swipe-back"),
        CommandInfo(
            .swipeDown, group: .navigation, usage: "swipe-down",
            summary:
                "Start dragging a sheet down: the presentation controller's delegate is asked, the sheet's "
                + "viewWillDisappear; then finish or cancel.",
            example: "swipe-down"),
        CommandInfo(
            .finish, group: .navigation, usage: "finish",
            summary: "Lift the finger past the point of no return: the swipe completes (pop or dismissal).",
            example: "finish"),
        CommandInfo(
            .cancel, group: .navigation, usage: "cancel",
            summary: "Lift the finger too early: the screen springs back, and the calls stay unbalanced.",
            example: "cancel"),
        CommandInfo(
            .showPrimary, group: .navigation, usage: "show-primary",
            summary: "Slide a split view's hidden primary column in (iPad in portrait).", example: "show-primary"),
        CommandInfo(
            .hidePrimary, group: .navigation, usage: "hide-primary",
            summary: "Slide a split view's primary column out again (iPad in portrait).", example: "hide-primary"),
        CommandInfo(
            .tab, group: .navigation, usage: "tab N",
            summary:
                "Tap tab N (from 1) of the tab bar: the delegate is asked, the new tab appears before the old one "
                + "disappears; the selected tab again pops a navigation tab to its root.",
            example: "tab 2", arguments: .tabNumber),
        CommandInfo(
            .hold, group: .navigation, usage: "hold NAME",
            summary:
                "Keep a strong reference named NAME to the top controller, as a stored property would: popped or "
                + "dismissed, it gets no deinit until released.",
            example: "hold game"),
        CommandInfo(
            .release, group: .navigation, usage: "release NAME",
            summary: "Drop the reference hold NAME kept; the controller deinitializes if nothing else holds it.",
            example: "release game"),
        CommandInfo(
            .screen, group: .ui, usage: "screen",
            summary:
                "Draw the top screen: navigation bar, table sections and numbered rows, fields, switches, alerts "
                + "(and an iPad split view's primary column when it shows too).",
            example: "screen"),
        CommandInfo(
            .actions, group: .ui, usage: "actions", summary: "List the gestures the top screen accepts.",
            example: "actions"),
        CommandInfo(
            .tap, group: .ui, usage: "tap ELEMENT",
            summary:
                "Tap a bar button, a row number, an alert button, or back; `tap info N` taps row N's "
                + "detail disclosure button.",
            example: "tap +",
            arguments: .element),
        CommandInfo(
            .type, group: .ui, usage: "type FIELD TEXT", summary: "Type TEXT into a field, replacing its text.",
            example: "type title Buy milk", arguments: .element),
        CommandInfo(
            .toggle, group: .ui, usage: "toggle SWITCH", summary: "Flip a switch.", example: "toggle status",
            arguments: .element),
        CommandInfo(
            .swipe, group: .ui, usage: "swipe ROW ACTION",
            summary: "Swipe a row and tap one of its contextual actions.", example: "swipe 2 edit",
            arguments: .rowAction),
        CommandInfo(
            .editMode, group: .ui, usage: "edit-mode on|off",
            summary: "The table's Edit / Done button.", example: "edit-mode on", arguments: .onOff),
        CommandInfo(
            .move, group: .ui, usage: "move ROW SECTION [POSITION]",
            summary: "In edit mode, drag row ROW into SECTION at POSITION (both from 1; the end by default).",
            example: "move 3 1 1", arguments: .rowSection),
        CommandInfo(
            .delete, group: .ui, usage: "delete ROW", summary: "Delete a row (edit mode's delete control).",
            example: "delete 2", arguments: .row),
        CommandInfo(
            .task, group: .store,
            usage: "task add TITLE [--important] [--completed] | list | done N | undone N | edit N [--title T] "
                + "[--important|--normal] [--completed|--planned] | rm N",
            summary: "The To-Do Manager's tasks, through the app's own model and storage code.",
            example: "task add \"Buy milk\" --important", arguments: .taskVerb),
        CommandInfo(
            .contact, group: .store, usage: "contact add NAME PHONE | list | edit N [--name N] [--phone P] | rm N",
            summary: "The Contacts app's contacts, through the app's own model and storage code.",
            example: "contact add Anna +79990001122", arguments: .contactVerb),
        CommandInfo(
            .concentration, group: .store, usage: "concentration reuse [on|off]",
            summary:
                "CS193p's Concentration: whether a theme tap reuses a game (the lecture's code) or always segues (its demo).",
            example: "concentration reuse on", arguments: .verbs(["reuse": ["on", "off"]])),
        CommandInfo(
            .snake, group: .store, usage: "snake wiring [delegate|closure] | records",
            summary:
                "Snake: how a game's end reaches the menu (the course's delegates or [weak self] closures); the records.",
            example: "snake wiring closure",
            arguments: .verbs(["wiring": ModelCommand.snakeWirings, "records": []])),
        CommandInfo(
            .item, group: .store, usage: "item add TEXT | list | check N | rm N",
            summary:
                "Checklists' items, through the app's own code: each change saves Documents/Checklists.plist "
                + "(check toggles the checkmark, as a tap on the row does).",
            example: "item add Walk the dog", arguments: .oneOf(ModelCommandParser.itemVerbs)),
        CommandInfo(
            .files, aliases: ["ls"], group: .store, usage: "files [APP]",
            summary:
                "List an app's container (Documents, Library/Preferences) with sizes: the running app's, "
                + "or the app that ran last.",
            example: "files checklists", arguments: .app, options: ["--app": AppCatalog.books.apps.map(\.id)]),
        CommandInfo(
            .rm, group: .store, usage: "rm PATH [--app APP]",
            summary:
                "Delete a file of the app's container, as in the Simulator's folder between runs; "
                + "paths cannot leave the container.",
            example: "rm Documents/Checklists.plist", arguments: .containerPath,
            options: ["--app": AppCatalog.books.apps.map(\.id)]),
        CommandInfo(
            .defaults, group: .store,
            usage:
                "defaults read|read-type|write|delete|domains|find|export|import|register|path [DOMAIN] [KEY] [VALUE]",
            summary:
                "The store, in the syntax of macOS's defaults tool; DOMAIN defaults to the running app's bundle id.",
            example: "defaults write com.example.ToDoManager launches -int 3", arguments: .defaults,
            details: [
                "  defaults read [DOMAIN] [KEY]          print a domain or one value (no DOMAIN: what the app sees)",
                "  defaults read-type [DOMAIN] KEY       print the value's type",
                "  defaults write [DOMAIN] KEY VALUE     store a string, or -string -int -float -bool -date -data VALUE,",
                "                                        -array V..., -array-add V..., -dict K V..., -dict-add K V...,",
                "                                        -int-add N (adds under the store's lock)",
                "  defaults delete [DOMAIN] [KEY]        remove a key, or the whole domain",
                "  defaults domains                      list the domains",
                "  defaults find WORD                    keys and values containing WORD",
                "  defaults export DOMAIN FILE|- [--force]",
                "                                        write the domain as an XML property list (a regular file;",
                "                                        an existing one is replaced only with --force)",
                "  defaults import DOMAIN FILE|-         replace the domain with a property list (XML or binary, ≤ 64 MiB)",
                "  defaults register KEY VALUE           the running app's registration domain (never stored)",
                "  defaults path [DOMAIN]                the domain's file",
                "A word with a dot is a DOMAIN; -g means NSGlobalDomain.",
            ]),
        CommandInfo(
            .segue, group: .navigation, usage: "segue ID",
            summary: "performSegue(withIdentifier:sender:) from the top controller, with prepare(for:sender:).",
            example: "segue toCreateScreen", arguments: .segueIdentifier),
        CommandInfo(
            .tree, group: .looking, usage: "tree",
            summary: "Draw the app: scenes and their states, windows, containers, stacks, presentations.",
            example: "tree"),
        CommandInfo(
            .objects, group: .looking, usage: "objects",
            summary: "List live view controllers and what holds each one.", example: "objects"),
        CommandInfo(
            .trace, group: .looking,
            usage: "trace [CHANNEL on|off | book | all | default | none | style scenelab|cs193p]",
            summary: "Show the trace channels, or choose which ones the text output shows.",
            example: "trace layout on", arguments: .channel),
        CommandInfo(
            .explain, group: .looking, usage: "explain METHOD|COMMAND|TOPIC|last",
            summary: "What a callback is for, why a command gives its order, the books' bugs (todo-edit-bug, ...).",
            example: "explain viewDidLoad", arguments: .explainTopic),
        CommandInfo(
            .echo, group: .looking, usage: "echo on|off",
            summary: "Print each command as `> command` before its output.", example: "echo on",
            arguments: .onOff),
        CommandInfo(
            .bail, group: .looking, usage: "bail on|off",
            summary: "Stop a script at its first error.", example: "bail on", arguments: .onOff),
        CommandInfo(
            .source, group: .looking, usage: "source [--step] FILE",
            summary:
                "Run a script's lines here, as if typed (scripts may source others; a cycle is refused). "
                + "Errors name FILE:LINE. At the prompt each line shows as `> command` first. --step: as `play`.",
            example: "source setup.scn", arguments: .file, options: ["--step": []]),
        CommandInfo(
            .play, group: .looking, usage: "play FILE",
            summary:
                "Play a script (.scn) or transcript (.t) here step by step, as a lesson plays: each step's "
                + "comments shown as its note, the command shown, Enter runs it, q stops; other lines typed run first.",
            example: "play class-demo.scn", arguments: .file),
        CommandInfo(
            .record, group: .looking, usage: "record FILE [--force] | stop",
            summary:
                "Keep the lines typed from now on: FILE.scn as a script, FILE.t as a transcript that "
                + "`scenelab check` passes (its output comes from a fresh device); `record stop` writes it. "
                + "An existing FILE is replaced only with --force.",
            example: "record push-pop.t", arguments: .file, options: ["--force": []]),
        CommandInfo(
            .export, group: .looking, usage: "export mermaid|html|svg FILE|- [--force]",
            summary:
                "The session as a sequence diagram: Mermaid text, one self-contained web page (an SVG diagram and "
                + "the tree), or the SVG alone; a lane per object, an arrow per call, uncertain calls dashed. "
                + "An existing FILE is replaced only with --force.",
            example: "export html session.html", arguments: .oneOf(ExportFormat.allCases.map(\.rawValue)),
            options: ["--force": []]),
        CommandInfo(
            .lessons, group: .looking, usage: "lessons",
            summary: "List the lessons: the lifecycle as the books teach it, one scenario each.", example: "lessons"),
        CommandInfo(
            .lesson, group: .looking, usage: "lesson N [--quiz [all]]",
            summary:
                "Play lesson N step by step on a fresh device: each step says what to notice, Enter runs its "
                + "command, q stops. --quiz: predict the order of each step's callbacks first, and be scored "
                + "(partial credit by order); `--quiz all` asks the set-up steps too.",
            example: "lesson 3 --quiz", options: ["--quiz": ["all"]]),
        CommandInfo(
            .history, group: .looking, usage: "history [N]",
            summary: "List the last N lines typed (the line editor's history), or all of them.",
            example: "history 10"),
        CommandInfo(
            .help, group: .looking, usage: "help [COMMAND]",
            summary: "List the commands, or explain one.", example: "help push", arguments: .command),
        CommandInfo(
            .quit, aliases: ["exit"], group: .looking, usage: "quit",
            summary: "Leave scenelab (Ctrl-D does the same).", example: "quit"),
    ]

    /// Every name a command can be typed as.
    public static let names: [String] = all.flatMap { [$0.name] + $0.aliases }

    private static let byName = VerbTable(all.flatMap { info in ([info.name] + info.aliases).map { ($0, info) } })

    public static func info(for name: String) -> CommandInfo? { byName.info(for: name) }
}
