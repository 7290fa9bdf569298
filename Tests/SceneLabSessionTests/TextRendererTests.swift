import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct TextRendererTests {
    private func call(
        _ method: String, on object: String = "TaskListController#1", channel: Channel = .lifecycle,
        arguments: [Event.Argument] = [], confidence: Confidence = .observed
    ) -> Event {
        .call(
            method, on: object, className: "TaskListController", channel: channel, scene: 1,
            arguments: arguments, confidence: confidence)
    }

    @Test func callIsIndentedWithItsSignature() {
        let line = TextRenderer().render(call("viewWillAppear(_:)", arguments: [.animated(true)]))
        #expect(line == .output("  TaskListController#1 viewWillAppear(animated: true)"))
    }

    @Test(arguments: [
        ("viewDidLoad()", [Event.Argument](), "viewDidLoad()"),
        ("loadView()", [], "loadView()"),
        ("deinit", [], "deinit"),
        ("init(coder:)", [], "init(coder:)"),
        ("sceneDidBecomeActive(_:)", [], "sceneDidBecomeActive(_:)"),
        ("viewDidDisappear(_:)", [.animated(false)], "viewDidDisappear(animated: false)"),
        ("willMove(toParent:)", [Event.Argument("toParent", .none)], "willMove(toParent: nil)"),
        (
            "didMove(toParent:)", [Event.Argument("toParent", .object("UINavigationController#1"))],
            "didMove(toParent: UINavigationController#1)"
        ),
        (
            "navigationController(_:willShow:animated:)",
            [Event.Argument("willShow", .object("B#1")), .animated(true)],
            "navigationController(_:willShow: B#1, animated: true)"
        ),
        ("f(_:)", [Event.Argument("title", .string("Buy"))], #"f(title: "Buy")"#),
        ("g(_:)", [Event.Argument("row", .int(3))], "g(row: 3)"),
    ])
    func signature(method: String, arguments: [Event.Argument], expected: String) {
        #expect(TextRenderer.signature(of: call(method, arguments: arguments)) == expected)
    }

    @Test func hiddenChannelsRenderNothing() {
        let renderer = TextRenderer(channels: [.lifecycle])
        #expect(renderer.render(call("viewDidLoad()")) != nil)
        #expect(renderer.render(call("viewWillLayoutSubviews()", channel: .layout)) == nil)
        #expect(renderer.render(call("deinit", channel: .memory)) == nil)
        let store = Event(kind: .store, channel: .store, object: "UserDefaults", method: "set(_:forKey:)")
        #expect(renderer.render(store) == nil)
        #expect(TextRenderer(channels: [.store]).render(store) == .output("  UserDefaults set(_:forKey:)"))
    }

    @Test func defaultChannelsHideLayoutAndShowMemory() {
        let renderer = TextRenderer()
        #expect(renderer.render(call("viewWillLayoutSubviews()", channel: .layout)) == nil)
        #expect(renderer.render(call("viewIsAppearing(_:)", channel: .appearing)) == nil)
        #expect(renderer.render(call("willMove(toParent:)", channel: .containment)) == nil)
        #expect(renderer.render(call("deinit", channel: .memory)) == .output("  TaskListController#1 deinit"))
    }

    @Test func emptyChannelSetStillShowsNotesOutputAndErrors() {
        let renderer = TextRenderer(channels: [])
        #expect(renderer.render(call("viewDidLoad()")) == nil)
        #expect(renderer.render(.note("hello")) == .output("  note: hello"))
        #expect(renderer.render(.output("line")) == .output("  line"))
        #expect(renderer.render(.error("pop ignored")) == .error("pop ignored"))
    }

    @Test func uncertainCallsAreMarked() {
        let line = TextRenderer().render(
            call("sceneDidDisconnect(_:)", on: "SceneDelegate#1", channel: .scene, confidence: .uncertain))
        #expect(line == .output("  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]"))
        for confidence in [Confidence.observed, .documented] {
            guard case .output(let text) = TextRenderer().render(call("viewDidLoad()", confidence: confidence)) else {
                Issue.record("no line for a \(confidence) call")
                continue
            }
            #expect(!text.contains("["))
        }
    }

    @Test func commandLineEchoesOnlyWhenAsked() {
        let command = Event(kind: .command, text: "push A")
        #expect(TextRenderer(echo: false).render(command) == nil)
        #expect(TextRenderer(echo: true).render(command) == .output("> push A"))
    }

    @Test func colourWrapsPartsInEscapes() {
        let renderer = TextRenderer(color: true)
        guard case .output(let text) = renderer.render(call("viewDidLoad()", confidence: .uncertain)) else {
            Issue.record("no line")
            return
        }
        #expect(text == "  \u{1B}[36mTaskListController#1\u{1B}[0m viewDidLoad() \u{1B}[33m[uncertain]\u{1B}[0m")
        #expect(TextRenderer(color: true).render(.error("x")) == .error("x"))
    }

    @Test func noColourMeansNoEscapes() {
        var session = Session()
        let renderer = TextRenderer(channels: Set(Channel.allCases), echo: true, color: false)
        let lines = ["launch", "push A", "kill", "pop"].flatMap { session.execute($0).events }.compactMap(
            renderer.render)
        #expect(lines.count > 20)
        for line in lines {
            switch line {
            case .output(let text), .error(let text), .warning(let text), .note(let text): #expect(!text.contains("\u{1B}"))
            }
        }
    }

    @Test func sessionPushRendersAsTheBookShowsIt() {
        var session = Session()
        _ = session.execute("launch")
        let lines = renderedText(session.execute("push TaskEditController"))
        #expect(
            lines == [
                "  TaskEditController#1 init(nibName:bundle:)",
                "  TaskEditController#1 loadView()",
                "  TaskEditController#1 viewDidLoad()",
                "  TaskListController#1 viewWillDisappear(animated: true)",
                "  TaskEditController#1 viewWillAppear(animated: true)",
                "  TaskListController#1 viewDidDisappear(animated: true)",
                "  TaskEditController#1 viewDidAppear(animated: true)",
            ])
    }

    @Test func errorsRenderAsErrors() {
        var session = Session()
        let rendered = session.execute("pop").events.compactMap(TextRenderer().render)
        #expect(rendered.count == 1)
        guard case .error(let message)? = rendered.first else {
            Issue.record("not an error: \(rendered)")
            return
        }
        #expect(message.contains("launch"))
        #expect(!message.hasPrefix("error:"))
    }
}
