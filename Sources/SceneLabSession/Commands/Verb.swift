/// The first word of a command line: which command it is.
///
/// The parser switches on a verb, not on its spelling, so that choosing a
/// command's grammar is one jump rather than a string comparison per command.
public enum Verb: String, Sendable, CaseIterable {
    case launch, home, switcher, open, interrupt, resume, kill, suspend
    case systemKill = "system-kill"
    case memoryWarning = "memory-warning"
    case device, ios, lifecycle, lang, rotate, scene
    case showPrimary = "show-primary"
    case hidePrimary = "hide-primary"
    case push, pop
    case popToRoot = "pop-to-root"
    case popTo = "pop-to"
    case setStack = "set-stack"
    case present, dismiss
    case swipeBack = "swipe-back"
    case swipeDown = "swipe-down"
    case finish, cancel, tab, hold, release, screen, actions, tap, type, toggle, swipe
    case editMode = "edit-mode"
    case move, delete, task, contact, concentration, snake, item, defaults, files, rm, segue, tree, objects, trace,
        explain, echo, bail, source, play, record, history, export, lessons, lesson, help, quit
}
