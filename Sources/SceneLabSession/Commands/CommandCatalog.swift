import CommandGrammar
import SceneLabApps
import SceneLabCore

/// Every command scenelab understands, in the order `help` lists them: the
/// built-in commands, with the apps' own model commands among the store's.
public enum CommandCatalog {
    /// Built once: the session's specs, and every app's in the books' catalog.
    /// `segue` stays after the store's commands, where did-you-mean has
    /// always met it (of two names equally close to a typo, the earlier wins).
    public static let all: [CommandSpec<Command>] =
        gestures + navigation + ViewController.Kind.containerCommands.map { $0.map(Command.simulator) } + ui
        + AppCatalog.books.commands.map { $0.map { .simulate($0) } } + store + [segue] + looking

    /// Every name a command can be typed as.
    public static let names: [String] = all.flatMap(\.words)

    /// The specs by every word that names them; of two specs for one word, the first listed.
    private static let table = Dictionary(
        all.flatMap { spec in spec.words.map { ($0, spec) } }, uniquingKeysWith: { first, _ in first })

    /// The command `word` names (a name or an alias), or nil.
    public static func spec(for word: String) -> CommandSpec<Command>? { table[word] }
}
