import CommandGrammar
import SceneLabApps
import SceneLabStore
import SceneLabCore

/// The model and the store: the apps' containers and the defaults. The
/// apps' own model commands join these from the app catalog.
extension CommandCatalog {
    static let store: [CommandSpec<Command>] = [
        CommandSpec(
            "files", aliases: ["ls"], group: .store, usage: "files [APP]",
            summary: Wording(en: """
                List an app's container (Documents, Library/Preferences) with sizes: the running app's, \
                or the app that ran last.
                """, ru: "Показать контейнер приложения (Documents, Library/Preferences) с размерами: запущенного или последнего запускавшегося."),
            example: "files \(documentExample.app)", arguments: .app,
            options: ["--app": .installedApp],
            explanation: [
                Wording(
                    en: "The app's container as the Simulator keeps it on the Mac's disk: Documents (the app's own files, such as",
                    ru: "Контейнер приложения, как его хранит симулятор на диске Mac: Documents (собственные файлы приложения, например"),
                Wording(
                    en: "\(documentExample.path.fileName)) and Library/Preferences (its UserDefaults domain as a property list), with sizes.",
                    ru: "\(documentExample.path.fileName)) и Library/Preferences (его домен UserDefaults как property list), с размерами."),
                Wording(
                    en: "Without --ephemeral the container is DATA/Containers/BUNDLE-ID; `ls` is the same command.",
                    ru: "Без --ephemeral контейнер лежит в DATA/Containers/BUNDLE-ID; `ls` — та же команда."),
            ],
            parse: { words throws(CommandError) in
                let named = try words.stringOption("--app")
                let positional = try words.optionalPositional()
                if let named, let positional {
                    throw CommandError(column: positional.column, .specNameAppOnce, named, named)
                }
                return .simulate(Simulator.ListFiles(app: named ?? positional?.text))
            }),
        CommandSpec(
            "rm", group: .store, usage: "rm PATH [--app APP]",
            summary: Wording(en: """
                Delete a file of the app's container, as in the Simulator's folder between runs; \
                paths cannot leave the container.
                """, ru: "Удалить файл из контейнера приложения, как в папке симулятора между запусками; пути не выходят за пределы контейнера."),
            example: "rm \(documentExample.path)", arguments: .containerPath,
            options: ["--app": .installedApp],
            explanation: [
                Wording(
                    en: "Deletes a file of the app's container, as a person does in Finder between runs (a chapter's test:",
                    ru: "Удаляет файл из контейнера приложения, как человек в Finder между запусками (проверка из главы:"),
                Wording(
                    en: "kill the app, delete its saved file, relaunch, see what loading does without it). Paths are relative",
                    ru: "завершить приложение, удалить его сохранённый файл, запустить снова, посмотреть, что делает загрузка без него)."),
                Wording(
                    en: "to the container; `..`, a leading `/` and symbolic links on the way are refused.",
                    ru: "Пути отсчитываются от контейнера; `..`, ведущий `/` и символические ссылки на пути отвергаются."),
            ],
            parse: { words throws(CommandError) in
                let app = try words.stringOption("--app")
                let path = try words.requiredWord(Wanted.containerPath(example: "\(documentExample.path)"))
                return .simulate(Simulator.RemoveFile(path: path.text, app: app))
            }),
        CommandSpec(
            "defaults", group: .store,
            usage:
                "defaults read|read-type|write|delete|domains|find|export|import|register|path [DOMAIN] [KEY] [VALUE]",
            summary: Wording(en: """
                The store, in the syntax of macOS's defaults tool; DOMAIN defaults to the running app's bundle id.
                """, ru: "Хранилище в синтаксисе утилиты defaults из macOS; DOMAIN по умолчанию — bundle id запущенного приложения."),
            example: "defaults write com.example.ToDoManager launches -int 3", arguments: .defaults,
            details: [
                Wording(
                    en: "  defaults read [DOMAIN] [KEY]          print a domain or one value (no DOMAIN: what the app sees)",
                    ru: "  defaults read [DOMAIN] [KEY]          показать домен или одно значение (без DOMAIN: что видит приложение)"),
                Wording(
                    en: "  defaults read-type [DOMAIN] KEY       print the value's type",
                    ru: "  defaults read-type [DOMAIN] KEY       показать тип значения"),
                Wording(
                    en: "  defaults write [DOMAIN] KEY VALUE     store a string, or -string -int -float -bool -date -data VALUE,",
                    ru: "  defaults write [DOMAIN] KEY VALUE     сохранить строку или -string -int -float -bool -date -data VALUE,"),
                Wording(
                    en: "                                        -array V..., -array-add V..., -dict K V..., -dict-add K V...,",
                    ru: "                                        -array V..., -array-add V..., -dict K V..., -dict-add K V...,"),
                Wording(
                    en: "                                        -int-add N (adds under the store's lock)",
                    ru: "                                        -int-add N (прибавляет под блокировкой хранилища)"),
                Wording(
                    en: "  defaults delete [DOMAIN] [KEY]        remove a key, or the whole domain",
                    ru: "  defaults delete [DOMAIN] [KEY]        удалить ключ или весь домен"),
                Wording(
                    en: "  defaults domains                      list the domains",
                    ru: "  defaults domains                      список доменов"),
                Wording(
                    en: "  defaults find WORD                    keys and values containing WORD",
                    ru: "  defaults find WORD                    ключи и значения, содержащие WORD"),
                Wording(
                    en: "  defaults export DOMAIN FILE|- [--force]",
                    ru: "  defaults export DOMAIN FILE|- [--force]"),
                Wording(
                    en: "                                        write the domain as an XML property list (a regular file;",
                    ru: "                                        записать домен как XML property list (обычный файл;"),
                Wording(
                    en: "                                        an existing one is replaced only with --force)",
                    ru: "                                        существующий заменяется только с --force)"),
                Wording(
                    en: "  defaults import DOMAIN FILE|-         replace the domain with a property list (XML or binary, ≤ 64 MiB)",
                    ru: "  defaults import DOMAIN FILE|-         заменить домен property list'ом (XML или двоичным, ≤ 64 МиБ)"),
                Wording(
                    en: "  defaults register KEY VALUE           the running app's registration domain (never stored)",
                    ru: "  defaults register KEY VALUE           домен регистрации запущенного приложения (не сохраняется)"),
                Wording(
                    en: "  defaults path [DOMAIN]                the domain's file",
                    ru: "  defaults path [DOMAIN]                файл домена"),
                Wording(
                    en: "A word with a dot is a DOMAIN; -g means NSGlobalDomain.",
                    ru: "Слово с точкой — это DOMAIN; -g означает NSGlobalDomain."),
            ],
            explanation: [
                Wording(
                    en: "The store in the syntax of macOS's defaults tool. Each app's domain is a property list named after its",
                    ru: "Хранилище в синтаксисе утилиты defaults из macOS. Домен каждого приложения — property list, названный по его"),
                Wording(
                    en: "bundle id; it outlives the app's process, which is how data survives kill and relaunch.",
                    ru: "bundle id; он переживает процесс приложения, и так данные переживают kill и новый запуск."),
            ],
            parse: { words throws(CommandError) in .simulate(try DefaultsParser.parse(&words)) }),
    ]

    /// A file an installed app keeps, and that app's id: the examples of
    /// `files` and `rm`, which then run as written once that app has run.
    /// The help names whichever app keeps one rather than naming an app itself.
    private static let documentExample: (app: String, path: ContainerPath) = {
        for app in AppCatalog.books.apps {
            if let path = app.documents.first { return (app.id, path) }
        }
        return (AppCatalog.books.defaultApp?.id ?? "", ContainerPath.documents("FILE"))
    }()
}
