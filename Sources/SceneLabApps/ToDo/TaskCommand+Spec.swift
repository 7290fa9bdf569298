import CommandGrammar
import SceneLabCore

extension ToDoManager {
    static let commands = [TaskCommand.spec]
}

extension TaskCommand {
    /// The verbs `task` takes first.
    static let verbs = ["add", "list", "done", "undone", "edit", "rm"]

    /// `task …`: the To-Do Manager's tasks, through the app's own code.
    static let spec = CommandSpec<ModelCommand>(
        verbCommand: "task", group: .store,
        usage: "task add TITLE [--important] [--completed] | list | done N | undone N | edit N [--title T] "
            + "[--important|--normal] [--completed|--planned] | rm N",
        summary: Wording(
            en: "The To-Do Manager's tasks, through the app's own model and storage code.",
            ru: "Задачи To-Do Manager через собственный код модели и хранилища приложения."),
        example: "task add \"Buy milk\" --important",
        verbs: Dictionary(uniqueKeysWithValues: verbs.map { ($0, []) }),
        explanation: [
            Wording(
                en: "To-Do Manager shortcuts: the same model and store code as the UI, so a visible list reloads.",
                ru: "Команды To-Do Manager: тот же код модели и хранилища, что у интерфейса, поэтому видимый список "
                    + "перезагружается.")
        ],
        parse: parse)

    static func parse(_ words: inout CommandWords) throws(CommandError) -> ModelCommand {
        let verb = try words.requiredWord(AppCommandErrors.verbPlaceholder(verbs))
        switch verb.text {
        case "add":
            let important = words.flag("--important")
            let completed = words.flag("--completed")
            let titleWord = try words.requiredWord(AppCommandErrors.taskTitle)
            // The words that follow are the title's too: `task add Call mom` as `type title Call mom`.
            let title = words.joiningRest(after: titleWord)
            // A printable ASCII byte settles it without reading characters.
            let hasVisibleASCII = title.utf8.contains { $0 > 0x20 && $0 < 0x7F }
            guard hasVisibleASCII || title.contains(where: { !$0.isWhitespace }) else {
                throw CommandError(column: titleWord.column, BookAppDiagnostic.blankTaskTitle)
            }
            return .taskAdd(title: title, important: important, completed: completed)
        case "list": return .taskList
        case "done": return .taskDone(try words.number(AppCommandErrors.taskNumber))
        case "undone": return .taskUndone(try words.number(AppCommandErrors.taskNumber))
        case "rm": return .taskRemove(try words.number(AppCommandErrors.taskNumber))
        case "edit":
            let title = try words.stringOption("--title")
            let important = try words.exclusiveFlags("--important", "--normal")
            let completed = try words.exclusiveFlags("--completed", "--planned")
            let number = try words.number(AppCommandErrors.taskNumber)
            guard title != nil || important != nil || completed != nil else {
                throw CommandError(column: words.lineEnd, BookAppDiagnostic.taskEditChangesNothing)
            }
            return .taskEdit(number, title: title, important: important, completed: completed)
        default:
            throw CommandError.unknownVerb(verb, among: verbs, of: "task")
        }
    }
}
