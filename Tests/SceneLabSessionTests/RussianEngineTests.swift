import CommandGrammar
import Testing

@testable import SceneLabCore
@testable import SceneLabSession
import SceneLabStore

/// With `lang ru`, what the engine itself says — refusals, notes, the lines
/// `tree` and `objects` print — is Russian; in English it is the English it
/// always was, word for word.
@Suite struct RussianEngineTests {
    /// Commands each of which the engine refuses or remarks on, across every
    /// container kind, scenes on iPad, suspend and kill, holds, defaults,
    /// files, rotation and gestures. Each line is run in a session of its own
    /// language; `nil` as the app starts no app.
    static let scripts: [[String]] = [
        ["pop", "hold a", "dismiss", "rotate portrait", "defaults read com.example.none", "files --app nope", "rm x"],
        [
            "launch", "pop", "dismiss", "tab 1", "page next", "child add DetailViewController", "show-primary",
            "swipe-down", "swipe-back", "finish", "release a", "hold a", "hold a", "release b", "rotate",
            "rotate landscape", "tap nothing-here", "segue nope", "scene new", "launch", "launch contacts",
            "lang en", "device ipad", "ios 12", "pop-to 9", "resume", "open", "tap-outside",
            "present NotAScreen", "defaults read-type com.example.none k", "home", "home", "tap 1", "suspend",
            "suspend", "pop", "system-kill",
        ],
        ["launch", "interrupt", "open", "suspend", "kill", "launch --background", "system-kill"],
        ["launch tabs", "tab 9", "tab 1", "tree", "objects"],
        ["launch pages", "page set 9", "page previous", "page set 1"],
        ["launch container", "child remove 9", "child forwarding on", "child add UINavigationController"],
        ["launch split", "show-primary", "hide-primary"],
        ["device ipad", "launch split", "show-primary", "rotate", "show-primary"],
        ["device ipad", "launch", "scene new", "scene focus 9", "scene focus 1", "scene focus 1", "scene close 9",
         "scene reclaim 2", "scene list", "tree"],
        ["ios 12", "launch", "scene new", "lifecycle scene", "ios 40"],
        ["launch nope", "launch", "defaults domains", "defaults write k -string x", "defaults write k -array-add 1", "defaults path"],
    ]

    /// The lines of `kinds` that `line` prints in a session of `language`.
    private static func lines(
        of script: [String], language: String, kinds: Set<Event.Kind>
    ) -> [(command: String, text: String)] {
        var session = Session()
        _ = session.execute("lang \(language)")
        _ = session.execute("trace none")
        var found: [(String, String)] = []
        for line in script {
            for event in session.execute(line).events where kinds.contains(event.kind) {
                found.append((line, event.text ?? ""))
            }
        }
        return found
    }

    private static func isRussian(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
    }

    @Test(arguments: scripts)
    func everyRefusalAndNoteIsRussian(_ script: [String]) {
        let said = Self.lines(of: script, language: "ru", kinds: [.error, .note])
        #expect(!said.isEmpty)
        for (command, text) in said {
            #expect(Self.isRussian(text), "`\(command)` said in English: \(text)")
        }
    }

    @Test func theScriptsRefuseAndRemarkOften() {
        // The scripts exercise the engine widely: many lines, so a refusal that
        // lost its Russian is likely to be among them.
        let all = Self.scripts.flatMap { Self.lines(of: $0, language: "ru", kinds: [.error, .note]) }
        #expect(all.count >= 60)
    }

    @Test func inspectionSpeaksRussian() {
        let tree = Self.lines(of: ["launch tabs", "tree", "objects", "screen"], language: "ru", kinds: [.output])
        let texts = tree.map(\.text)
        #expect(texts.contains { $0.contains("работает") })
        #expect(texts.contains { $0.contains("(выбрана)") })
        #expect(texts.contains { $0.contains("удерживают:") && $0.contains("окно сцены 1") })
        #expect(texts.contains { $0.hasPrefix("панель вкладок: ") })
        // UIKit's names stay as UIKit spells them.
        #expect(texts.contains { $0.contains("UIWindowScene 1") && $0.contains("rootViewController") == false })
        #expect(texts.contains { $0.contains("rootViewController") })
    }

    @Test func englishIsWordForWordAsBefore() {
        let said = Self.lines(
            of: [
                "pop", "launch", "release game", "hold game", "hold game", "tab 1", "rotate portrait", "home", "home",
                "suspend", "suspend",
            ], language: "en", kinds: [.error, .note]
        ).map(\.text)
        #expect(
            said == [
                "no app is running; type `launch` first",
                "release game ignored: nothing is held under that name (nothing is held; `hold NAME` holds the top controller)",
                "game holds TaskListController#1 strongly: popped or dismissed, it stays alive (no deinit) until `release game`",
                "hold game ignored: game already holds TaskListController#1; `release game` first",
                "tab ignored: To-Do Manager has no tab bar (no UITabBarController on screen); `launch tabs` starts an app that has one",
                "rotate ignored: the iPhone is already in portrait",
                "home ignored: the app is already in the background",
                "the system suspended the app: no callback tells it",
                "suspend ignored: the app is already suspended",
            ])
    }

    @Test func russianRefusalsReadAsWritten() {
        let said = Self.lines(of: ["pop", "launch", "tab 1", "rotate portrait", "hold a"], language: "ru", kinds: [.error, .note])
            .map(\.text)
        #expect(
            said == [
                "приложение не запущено; сначала введите `launch`",
                "tab не выполнена: у To-Do Manager нет панели вкладок (на экране нет UITabBarController); "
                    + "`launch tabs` запустит приложение с ней",
                "rotate не выполнена: iPhone уже в portrait",
                "a держит TaskListController#1 сильной ссылкой: снятый со стека или закрытый, он остаётся жив "
                    + "(без deinit) до `release a`",
            ])
    }

    @Test func simulatorInRussianRefusesInRussian() {
        var simulator = Simulator(catalog: AppCatalog(apps: []), language: .ru)
        let events = simulator.apply(.pop)
        #expect(events.map(\.text) == ["приложение не запущено; сначала введите `launch`"])
        #expect(simulator.treeLines == ["(приложение не запущено)"])
    }

    @Test func commandErrorsCarryTheirRussian() {
        let error = CommandError.unknownVerb(Word("nwe", column: 7), among: ["new", "list"], of: "scene")
        #expect(error.message == "unknown scene verb 'nwe'; did you mean 'new'? (verbs: new, list)")
        #expect(error.message(in: .ru) == "scene: неизвестное действие 'nwe'; может быть, 'new'? (действия: new, list)")
        #expect(throws: CommandError.self) { try Parser.parse("tab", language: .ru) }
        do {
            _ = try Parser.parse("trace style", language: .ru)
        } catch {
            #expect(error.message == "trace: нужно указать стиль (scenelab, cs193p, usov или xcode); вызов: trace [CHANNEL on|off | book | all | default | none | style scenelab|cs193p|usov|xcode]")
        }
    }

    @Test func storeErrorsInRussian() {
        let error = StoreError.io(path: "x.plist", operation: .read, reason: .filesUnavailable)
        #expect(error.message(in: .en) == "cannot read x.plist: files are not available in this session")
        #expect(error.message(in: .ru) == "не удалось прочитать x.plist: файлы в этом сеансе недоступны")
    }

    /// A path that leaves the container is refused in Russian, the typed path kept as typed.
    @Test func containerPathErrorsInRussian() {
        do {
            _ = try ContainerPath("../Library/x")
            Issue.record("a path leaving the container was taken")
        } catch {
            #expect(error.message(in: .en) == "'../Library/x' names ..; a path cannot leave the app's container")
            #expect(error.message(in: .ru) == "'../Library/x' указывает на ..; путь не выходит из контейнера приложения")
        }
    }
}
