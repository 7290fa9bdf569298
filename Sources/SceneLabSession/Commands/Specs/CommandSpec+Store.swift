import CommandGrammar
import SceneLabApps
import SceneLabStore
import SceneLabCore

/// The model and the store: the apps' containers and the defaults. The
/// apps' own model commands join these from the app catalog.
extension CommandSpec {
    static let store: [CommandSpec] = [
        CommandSpec(
            "files", aliases: ["ls"], group: .store, usage: "files [APP]",
            summary: """
                List an app's container (Documents, Library/Preferences) with sizes: the running app's, \
                or the app that ran last.
                """,
            example: "files \(documentExample.app)", arguments: .app,
            options: ["--app": .installedApp],
            explanation: [
                "The app's container as the Simulator keeps it on the Mac's disk: Documents (the app's own files, such as",
                "\(documentExample.path.fileName)) and Library/Preferences (its UserDefaults domain as a property list), with sizes.",
                "Without --ephemeral the container is DATA/Containers/BUNDLE-ID; `ls` is the same command.",
            ],
            parse: { words throws(CommandError) in
                let named = try words.stringOption("--app")
                let positional = try words.optionalPositional()
                if let named, let positional {
                    throw CommandError(column: positional.column, .specNameAppOnce, named, named)
                }
                return .simulator(.files(app: named ?? positional?.text))
            }),
        CommandSpec(
            "rm", group: .store, usage: "rm PATH [--app APP]",
            summary: """
                Delete a file of the app's container, as in the Simulator's folder between runs; \
                paths cannot leave the container.
                """,
            example: "rm \(documentExample.path)", arguments: .containerPath,
            options: ["--app": .installedApp],
            explanation: [
                "Deletes a file of the app's container, as a person does in Finder between runs (a chapter's test:",
                "kill the app, delete its saved file, relaunch, see what loading does without it). Paths are relative",
                "to the container; `..`, a leading `/` and symbolic links on the way are refused.",
            ],
            parse: { words throws(CommandError) in
                let app = try words.stringOption("--app")
                let path = try words.requiredWord("a PATH in the app's container, such as \(documentExample.path)")
                return .simulator(.removeFile(path: path.text, app: app))
            }),
        CommandSpec(
            "defaults", group: .store,
            usage:
                "defaults read|read-type|write|delete|domains|find|export|import|register|path [DOMAIN] [KEY] [VALUE]",
            summary: """
                The store, in the syntax of macOS's defaults tool; DOMAIN defaults to the running app's bundle id.
                """,
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
            ],
            explanation: [
                "The store in the syntax of macOS's defaults tool. Each app's domain is a property list named after its",
                "bundle id; it outlives the app's process, which is how data survives kill and relaunch.",
            ],
            parse: { words throws(CommandError) in .simulator(.defaults(try DefaultsParser.parse(&words))) }),
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
