import CommandGrammar
import Foundation
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession
@testable import SceneLabCommandLine

/// Did-you-mean follows one rule everywhere (a word the candidate begins, or
/// at most a third of its letters edited), and `explain` takes every form
/// scenelab prints: a method as events print it, and the source ids it cites.
@Suite struct DidYouMeanTests {
    /// The error a session prints for the last of `lines`, run in order.
    private func error(after lines: String...) -> String? {
        var session = Session()
        var last: [Event] = []
        for line in lines { last = session.execute(line).events }
        return last.first { $0.kind == .error }?.text
    }

    private func parseError(_ line: String) -> String? {
        do {
            _ = try Parser.parse(line)
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: the rule

    @Test(arguments: [
        ("sav", ["edit", "save"], "save"),  // a word the candidate begins
        ("psuh", ["pop", "push"], "push"),  // two neighbours swapped: one edit
        ("nwe", ["new", "list"], "new"),
        ("chek", ["check", "quiz", "results"], "check"),
        ("stle", ["style"], "style"),
        ("viewDidLoadd", ["viewDidLoad", "viewWillAppear"], "viewDidLoad"),  // case ignored, spelling kept
        ("LAYOT", ["layout"], "layout"),
    ])
    func closeWordsAreSuggested(typed: String, candidates: [String], expected: String) {
        #expect(Suggestion.closest(to: typed, in: candidates) == expected)
    }

    @Test(arguments: [
        ("foo", ["ios", "home", "open"]),  // two edits of three letters: another word
        ("bogus", ["focus"]),
        ("xyzzyplugh", ["push", "present"]),
        ("", ["push"]),
    ])
    func farWordsAreNot(typed: String, candidates: [String]) {
        #expect(Suggestion.closest(to: typed, in: candidates) == nil)
    }

    @Test func theBoundIsAThirdOfTheWordFromOneToThree() {
        #expect((1...12).map(Suggestion.limit(forLength:)) == [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3])
        #expect(Suggestion.distance("abcd", "abdc") == 1)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.didYouMean("pus", in: ["push"]) == "; did you mean 'push'?")
        #expect(Suggestion.didYouMean("zzz", in: ["push"]) == "")
    }

    // MARK: every place a word is refused

    @Test func helpOfANonsenseWordSuggestsNothing() throws {
        let message = try #require(parseError("help foo"))
        #expect(message == "no command named 'foo'")
        #expect(try #require(parseError("help pus")).hasSuffix("did you mean 'push'?"))
    }

    @Test func aMistypedTapGetsTheScreensOwnLabel() throws {
        let message = try #require(error(after: "launch", "tap +", "tap sav"))
        #expect(message.hasPrefix("tap sav: Task does not offer that; did you mean 'tap save'? (it offers "))
        // The whole list still follows.
        #expect(message.contains("tap back, tap save"))
    }

    @Test func aMistypedFieldOrSwipeGetsTheScreensOwnName() throws {
        let typed = try #require(error(after: "launch", "tap +", "type titel Milk"))
        #expect(typed.contains("did you mean 'type title'?"))
        let swiped = try #require(error(after: "launch", "task add Milk", "swipe 1 delet"))
        #expect(swiped.contains("did you mean 'swipe 1 delete'?"), "\(swiped)")
    }

    @Test func aGestureFarFromEveryLabelListsWhatTheScreenOffers() throws {
        let message = try #require(error(after: "launch", "tap +", "tap xyzzy"))
        #expect(!message.contains("did you mean"))
        #expect(message.contains("; it offers tap back, tap save"))
    }

    @Test func aMistypedAppName() throws {
        let message = try #require(error(after: "launch contact"))
        #expect(message.hasPrefix("launch: no app named 'contact'; did you mean 'contacts'? the apps are todo"))
        let far = try #require(error(after: "launch xyzzy"))
        #expect(far.hasPrefix("launch: no app named 'xyzzy'; the apps are todo"))
        #expect(try #require(error(after: "files tood")).contains("did you mean 'todo'?"))
    }

    @Test func aMistypedOption() throws {
        let message = try #require(parseError("present X --stle"))
        #expect(
            message.hasPrefix(
                "unknown option '--stle' for present; did you mean '--style'? usage: present CLASS [--style automatic|"))
        #expect(try #require(parseError("present --stle=full-screen X")).contains("did you mean '--style'?"))
        #expect(try #require(parseError("launch --backgrund")).contains("did you mean '--background'?"))
        #expect(try #require(parseError("record x.t --forse")).contains("did you mean '--force'?"))
        #expect(!(try #require(parseError("present X --xyzzy")).contains("did you mean")))
    }

    @Test func aMistypedExplainTopic() throws {
        #expect(
            try #require(error(after: "explain viewDidLoadd"))
                == "explain: nothing on 'viewDidLoadd'; did you mean 'viewDidLoad'?")
        #expect(try #require(error(after: "explain puhs")).hasSuffix("did you mean 'push'?"))
        let far = try #require(error(after: "explain xyzzy"))
        #expect(!far.contains("did you mean"))
        #expect(far.contains("try a method"))
    }

    @Test func aMistypedSubcommand() {
        #expect(Main.mistypedSubcommand("chek") == "check")
        #expect(Main.mistypedSubcommand("qiuz") == "quiz")
        #expect(Main.mistypedSubcommand("resuls") == "results")
        // Nothing close, a path, or an option: the word is a script's name after all.
        #expect(Main.mistypedSubcommand("lesson") == nil)
        #expect(Main.mistypedSubcommand("chek.scn") == nil)
        #expect(Main.mistypedSubcommand("--chek") == nil)
    }

    // MARK: explain takes what scenelab prints

    @Test(arguments: [
        "viewWillAppear(animated:)", "viewWillAppear(_:)", "viewWillAppear", "viewWillAppear(animated: true)",
        "viewWillAppear(animated = false)", "viewwillappear",
    ])
    func everyFormOfAMethodFindsIt(form: String) {
        #expect(Explanations.lines(for: form) == Explanations.allTopics["viewWillAppear(_:)"])
    }

    @Test(
        arguments: [
            ("tableView(_:numberOfRowsInSection: 0)", "tableView(_:numberOfRowsInSection:)"),
            ("tableView(_:cellForRowAt: [1, 0], dequeue: \"x\")", "tableView(_:cellForRowAt:)"),
            (#"prepare(for: "toSecondScreen", sender: UITableViewCell(Basic))"#, "prepare(for:sender:)"),
            ("navigationController(_:willShow: B#1, animated: true)", "navigationController(_:willShow:animated:)"),
            ("willMove(toParent: nil)", "willMove(toParent:)"),
            (#"write(to: "Documents/Checklists.plist", options: .atomic)"#, "write(to:options:)"),
            ("sceneDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"),
            ("viewDidLoad", "viewDidLoad()"),
            ("deinit", "deinit"),
        ] as [(String, String?)])
    func printedCallsFindTheirMethod(printed: String, key: String?) {
        #expect(Explanations.key(for: printed) == key)
    }

    @Test func theExplainCommandTakesACallPastedOverSeveralWords() throws {
        var session = Session()
        let events = session.execute("explain viewWillAppear(animated: true)").events
        #expect(!events.contains { $0.kind == .error })
        #expect(
            events.filter { $0.kind == .output }.compactMap(\.text).contains(
                try #require(Explanations.allTopics["viewWillAppear(_:)"]?.first)))
        // Other words after a topic are still an error.
        #expect(parseError("explain push pop")?.contains("unexpected argument 'pop'") == true)
    }

    /// Every call scenelab prints in these sessions, in the form the text
    /// output prints it, finds the topic of its method when there is one.
    @Test func everyCallSessionsPrintFindsItsTopic() {
        let scripts = [
            [
                "launch", "push A", "pop", "present B --style full-screen", "dismiss", "present C", "swipe-down",
                "cancel",
                "home", "open", "rotate landscape", "memory-warning", "kill", "launch",
            ],
            [
                "launch --window code", "tap +", "type title Milk", "tap save", "tap 1", "task add Bread", "switcher",
                "open",
            ],
            ["launch checklists", "tap 1", "tap back"],
            ["device ipad", "launch concentration", "rotate portrait", "show-primary"],
            ["launch tabs", "tab 2", "tab 1"],
        ]
        let renderer = TextRenderer(channels: Set(Channel.allCases))
        var checked = 0
        for script in scripts {
            var session = Session()
            for line in script {
                for event in session.execute(line).events where event.kind == .call {
                    guard let method = event.method, Explanations.allTopics[method] != nil,
                        case .output(let text)? = renderer.render(event),
                        let space = text.dropFirst(2).firstIndex(of: " ")
                    else { continue }
                    let printed = String(text[text.index(after: space)...]).replacingOccurrences(
                        of: " [uncertain]", with: "")
                    #expect(Explanations.key(for: printed) == method, "\(printed)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    // MARK: the sources explain cites

    /// Every id that scenelab's own words cite: the explanations, the
    /// commands' help, and the lessons' notes (`D4`, `S17`, `A9`).
    static var citedIDs: Set<String> {
        var texts = Explanations.allTopics.values.flatMap { $0 }
        texts += CommandCatalog.all.flatMap { $0.explanation.map(\.en) + $0.details.map(\.en) + [$0.summary.en] }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for folder in ["lessons", "lessons/ru"] {
            let url = root.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            where name.hasSuffix(".t") {
                texts.append((try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)) ?? "")
            }
        }
        var ids: Set<String> = []
        for text in texts {
            // The research notes' ids; `seed000 S7` and the book scenarios name other notes' lists.
            let words = text.split { !($0.isLetter || $0.isNumber) }
            for (index, word) in words.enumerated() {
                guard let kind = word.first, "ASD".contains(kind), word.count <= 3,
                    word.dropFirst().allSatisfy(\.isNumber),
                    word.count > 1
                else { continue }
                let before = index > 0 ? words[index - 1].lowercased() : ""
                if before == "seed000" { continue }
                ids.insert(String(word))
            }
        }
        return ids
    }

    @Test func theCitedIDsAreFound() {
        let cited = Self.citedIDs
        // Those the issue names, at least.
        #expect(cited.isSuperset(of: ["S1", "S16", "S17", "S18", "D2", "D4", "A9", "S11"]))
        for id in cited.sorted() {
            #expect(Explanations.sources[id] != nil, "\(id) is cited but not in the table")
        }
    }

    @Test(arguments: Explanations.sourceIDs)
    func explainOfEachSourceSaysWhatItIsAndSettles(id: String) throws {
        var session = Session()
        let lines = session.execute("explain \(id)").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(lines.first?.hasPrefix("\(id): ") == true)
        #expect(lines.contains { $0.hasPrefix("Where: ") })
        #expect(lines.contains { $0.hasPrefix("It settles: ") })
        #expect(lines.allSatisfy { $0.count <= 100 })
        // Lower case finds it too.
        #expect(Explanations.lines(for: id.lowercased()) == lines)
    }

    @Test func theTableHoldsTheNotesIDs() {
        let expected =
            (1...12).map { "A\($0)" } + (1...28).map { "S\($0)" } + (1...7).map { "D\($0)" } + (1...4).map { "B\($0)" }
        #expect(Explanations.sourceIDs == expected)
        #expect(Explanations.lines(for: "S29") == nil)
        #expect(Explanations.closestTopic(to: "D44") == "D4")
        #expect(Explanations.closestTopic(to: "viewDidLoadd()") == "viewDidLoad")
    }
}
