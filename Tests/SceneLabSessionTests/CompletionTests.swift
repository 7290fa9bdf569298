import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct CompletionTests {
    private func session(_ lines: String...) -> Session {
        var session = Session()
        for line in lines { _ = session.execute(line) }
        return session
    }

    private func complete(_ line: String, in session: Session = Session()) -> Completion {
        Completion.candidates(forLine: line, in: session)
    }

    @Test func commandNameFromItsStart() {
        let completion = complete("pu")
        #expect(completion.partial == "pu")
        #expect(completion.candidates == ["push"])
        #expect(completion.commonPrefix == "push")
    }

    /// `book` offers its codes and `chapter`; after `chapter`, `all` and the
    /// chapters the installed apps are built in.
    @Test func bookOffersItsCodesThenTheInstalledAppsChapters() {
        #expect(complete("book ").candidates == ["as-written", "chapter", "fixed"])
        #expect(complete("book chapter ").candidates == ["1", "10", "11", "12", "13", "14", "15", "2", "3", "4", "5", "7", "8", "9", "all"])
        #expect(complete("book chapter 1").candidates == ["1", "10", "11", "12", "13", "14", "15"])
    }

    @Test func severalCommandsShareAPrefix() {
        let completion = complete("po")
        #expect(completion.candidates == ["pop", "pop-to", "pop-to-root"])
        #expect(completion.commonPrefix == "pop")
    }

    @Test func emptyLineOffersEveryCommandAndAlias() {
        let completion = complete("")
        #expect(completion.partial == "")
        #expect(Set(completion.candidates) == Set(CommandCatalog.names))
        #expect(completion.candidates.contains("exit"))
        #expect(completion.candidates == completion.candidates.sorted())
    }

    @Test func noCandidatesForAnUnknownPrefix() {
        let completion = complete("zz")
        #expect(completion.candidates.isEmpty)
        #expect(completion.commonPrefix == "zz")
    }

    @Test func pushOffersTheRunningAppsScreenClasses() {
        let completion = complete("push ", in: session("launch"))
        #expect(completion.partial == "")
        #expect(completion.candidates == ["TaskEditController", "TaskListController", "TaskTypeController"])
    }

    @Test func pushOffersTheOtherAppsClassesWhenItRuns() {
        let completion = complete("push ", in: session("launch contacts"))
        #expect(completion.candidates == ["ViewController"])
    }

    @Test func pushCompletesAPartialClass() {
        let completion = complete("push TaskE", in: session("launch"))
        #expect(completion.partial == "TaskE")
        #expect(completion.candidates == ["TaskEditController"])
    }

    @Test func pushAlsoOffersClassesInstantiatedSoFar() {
        let completion = complete("push ", in: session("launch", "push Foo"))
        #expect(completion.candidates.contains("Foo"))
        #expect(!completion.candidates.contains("UINavigationController"))
        #expect(completion.candidates.filter { $0 == "TaskListController" }.count == 1)
    }

    @Test func pushTakesOneClassOnly() {
        #expect(complete("push TaskEditController ", in: session("launch")).candidates.isEmpty)
    }

    @Test func setStackOffersClassesForEveryWord() {
        let completion = complete("set-stack TaskListController Task", in: session("launch"))
        #expect(completion.candidates == ["TaskEditController", "TaskListController", "TaskTypeController"])
    }

    @Test func launchOffersTheApps() {
        let completion = complete("launch ")
        let apps = [
            "checklists", "concentration", "contacts", "container", "navigation", "pages", "segnav", "snake", "split",
            "static-cells", "tabs", "target", "target-nav", "todo", "transfer",
        ]
        #expect(Set(apps).isSubset(of: completion.candidates))
        #expect(completion.candidates.filter { !$0.hasPrefix("-") } == apps)
        #expect(complete("launch t").candidates == ["tabs", "target", "target-nav", "todo", "transfer"])
    }

    @Test func childOffersItsVerbsThenOnOrOff() {
        #expect(complete("child ").candidates == ["add", "forwarding", "remove", "transition"])
        #expect(complete("child forwarding ").candidates == ["off", "on"])
    }

    @Test func tabOffersTheTabsOfTheTabBarOnScreen() {
        #expect(complete("tab ").candidates.isEmpty)
        let tabs = session("launch tabs")
        #expect(complete("tab ", in: tabs).candidates == ["1", "2"])
        #expect(complete("device ").candidates == ["ipad", "ipad-pro-9.7", "iphone", "iphone-x"])
    }

    @Test func sceneOffersItsVerbsThenTheScenes() {
        #expect(complete("scene ").candidates == ["close", "focus", "list", "new", "reclaim"])
        let twoScenes = session("device ipad", "launch", "scene new")
        #expect(complete("scene focus ", in: twoScenes).candidates == ["1", "2"])
        #expect(complete("scene list ", in: twoScenes).candidates.isEmpty)
        #expect(complete("lifecycle ").candidates == ["app", "scene"])
    }

    @Test func launchWindowOffersItsValues() {
        #expect(complete("launch --window ").candidates == ["code", "no-entry-point", "storyboard"])
        #expect(complete("launch todo --").candidates == ["--background", "--else", "--window"])
        // A flag takes no value: after it come the other options.
        #expect(complete("launch todo --background --").candidates == ["--else", "--window"])
    }

    @Test func presentStyleOffersTheStyles() {
        let completion = complete("present X --style ", in: session("launch"))
        #expect(
            completion.candidates == [
                "automatic", "current-context", "form-sheet", "full-screen", "over-current-context",
                "over-full-screen", "page-sheet", "popover",
            ])
        #expect(complete("present X --style fu", in: session("launch")).candidates == ["full-screen"])
    }

    @Test func presentAfterItsClassOffersTheOption() {
        #expect(complete("present X ", in: session("launch")).candidates == ["--style"])
    }

    @Test func traceOffersChannelsAndPresets() {
        let completion = complete("trace ")
        let expected = Set(Channel.allCases.map(\.rawValue) + TracePreset.allCases.map(\.rawValue) + ["style"])
        #expect(Set(completion.candidates) == expected)
        #expect(completion.candidates.count == expected.count)
        #expect(complete("trace la").candidates == ["layout"])
        #expect(complete("trace style ").candidates == ["cs193p", "scenelab", "usov", "xcode"])
    }

    @Test func traceChannelOffersOnOff() {
        #expect(complete("trace layout ").candidates == ["off", "on"])
        #expect(complete("trace layout o").commonPrefix == "o")
        #expect(complete("trace book ").candidates.isEmpty)
        #expect(complete("trace layout on ").candidates.isEmpty)
    }

    @Test func echoAndBailOfferOnOff() {
        #expect(complete("echo ").candidates == ["off", "on"])
        #expect(complete("bail of").candidates == ["off"])
    }

    @Test func helpOffersCommandNames() {
        #expect(complete("help pu").candidates == ["push"])
        #expect(complete("help ").candidates.count == CommandCatalog.all.count + Help.topicWords.count)
    }

    @Test func popToOffersTheIndicesBelowTheTop() {
        #expect(complete("pop-to ", in: session("launch")).candidates.isEmpty)
        let deep = session("launch", "push A", "push B")
        #expect(complete("pop-to ", in: deep).candidates == ["0", "1"])
    }

    @Test func commandsWithoutArgumentsOfferNothing() {
        #expect(complete("home ").candidates.isEmpty)
        #expect(complete("nonsense ").candidates.isEmpty)
    }

    @Test func commonPrefixOfDifferentCandidates() {
        #expect(Completion(partial: "", candidates: ["full-screen", "fullish"]).commonPrefix == "full")
        #expect(Completion(partial: "x", candidates: []).commonPrefix == "x")
    }

    @Test func tapOffersThePrimaryColumnBesideTheSecondary() {
        let landscape = session("device ipad-pro-9.7", "rotate landscape", "launch concentration")
        #expect(complete("tap ", in: landscape).candidates.contains("sports"))
        // In portrait the primary is hidden, and its buttons are not offered.
        let portrait = session("device ipad-pro-9.7", "launch concentration")
        #expect(!complete("tap ", in: portrait).candidates.contains("sports"))
    }

    /// What takes a file is the spec's to say: the files the edge lists are
    /// offered after `source`, `record`, `history --save`, `export FORMAT` and
    /// `defaults export DOMAIN`, only scripts after `play`, and lesson numbers after `lesson`.
    @Test func filesAndLessonsWhereTheSpecsTakeThem() {
        let files = { (_: String) in ["a.t", "b.scn", "c.txt", "dir/"] }
        func offered(_ line: String) -> [String] {
            Completion.candidates(forLine: line, in: Session(), files: files, lessons: { ["1", "2"] }).candidates
        }
        for line in ["source ", "history --save ", "defaults export com.example.ToDoManager "] {
            #expect(offered(line) == ["a.t", "b.scn", "c.txt", "dir/"], "\(line)")
        }
        // After the format a file, after the file the command's options.
        #expect(offered("export html ") == ["a.t", "b.scn", "c.txt", "dir/"])
        #expect(offered("export html a.html ") == ["--all", "--force", "--from", "--scale", "--title", "--to"])
        #expect(offered("record ") == ["a.t", "b.scn", "c.txt", "dir/", "stop"])
        #expect(offered("record stop ") == [])
        #expect(offered("play ") == ["a.t", "b.scn", "dir/"])
        #expect(offered("lesson ") == ["1", "2"])
        #expect(offered("export ") == ["html", "mermaid", "svg"])
        #expect(offered("push ").allSatisfy { !$0.hasSuffix(".t") })
    }
}
