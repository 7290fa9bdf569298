import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// CS193p's Concentration: the split view's delegate keeping a game without a
/// theme off the primary's stack (D4), who holds each game and when it goes
/// (D5-D7), the reuse variant (T8), and the lecture's logger format.
@Suite struct ConcentrationTests {
    private func launched(_ model: Device.Model, _ orientation: Device.Orientation = .portrait) -> Simulator {
        var simulator = Simulator(device: Device(model: model, orientation: orientation))
        simulator.run(.launch(app: "concentration", window: .storyboard))
        return simulator
    }

    private func owners(_ name: String, in simulator: Simulator) -> Owners? {
        simulator.controller(named: name)?.owners
    }

    @Test func onIPhoneTheDelegateKeepsTheGameAsideAndTheChooserShows() {
        let simulator = launched(.iPhoneX)
        let split = simulator.controller(named: "UISplitViewController#1")
        #expect(split?.isCollapsed == true)
        #expect(split?.isCollapsePending == false)
        // The split view still holds the game it was given, out of the window.
        #expect(split?.children.count == 2)
        #expect(simulator.controller(named: "ConcentrationViewController#1")?.appearance == .disappeared)
        #expect(
            simulator.application?.visibleController.flatMap { simulator.application?.name(of: $0) }
                == "ConcentrationThemeChooserViewController#1")
    }

    @Test func theDelegateIsAskedAfterTheGamesWillAppearAndBeforeItDisappears() {
        var simulator = Simulator(device: Device(model: .iPhoneX))
        let calls = allCalls(simulator.apply(.launch(app: "concentration", window: .storyboard)))
        let willAppear = calls.firstIndex(of: "ConcentrationViewController#1 viewWillAppear(_:)")
        let asked = calls.firstIndex(
            of: "ConcentrationThemeChooserViewController#1 splitViewController(_:collapseSecondary:onto:)")
        let willDisappear = calls.firstIndex(of: "ConcentrationViewController#1 viewWillDisappear(_:)")
        #expect(willAppear != nil && asked != nil && willDisappear != nil)
        #expect(willAppear! < asked! && asked! < willDisappear!)
        #expect(!calls.contains("ConcentrationViewController#1 viewDidAppear(_:)"))
    }

    @Test func aSegueFreesTheKeptGameAndTheChooserHoldsTheNewOne() {
        var simulator = launched(.iPhoneX)
        let events = simulator.apply(.gesture(.tap("sports")))
        let calls = allCalls(events)
        let prepare = calls.firstIndex(of: "ConcentrationThemeChooserViewController#1 prepare(for:sender:)")
        let freed = calls.firstIndex(of: "ConcentrationViewController#1 deinit")
        let loaded = calls.firstIndex(of: "ConcentrationViewController#2 viewDidLoad()")
        #expect(prepare != nil && freed != nil && loaded != nil)
        #expect(prepare! < freed! && freed! < loaded!)
        let chooser = simulator.controller(named: "ConcentrationThemeChooserViewController#1")?.id
        #expect(chooser != nil)
        #expect(
            owners("ConcentrationViewController#2", in: simulator)?.contains(
                .property(of: chooser ?? ObjectID(0), name: ThemeChooserController.lastSegued)) == true)
    }

    @Test func backKeepsThePoppedGameUntilTheNextSegue() {
        var simulator = launched(.iPhoneX)
        simulator.run(.gesture(.tap("sports")))
        let back = allCalls(simulator.apply(.gesture(.tap("back"))))
        #expect(!back.contains("ConcentrationViewController#2 deinit"))
        #expect(simulator.liveNames.contains("ConcentrationViewController#2"))
        let next = allCalls(simulator.apply(.gesture(.tap("faces"))))
        #expect(next.contains("ConcentrationViewController#2 deinit"))
        #expect(simulator.liveNames.contains("ConcentrationViewController#3"))
    }

    @Test func withReuseTheKeptGameIsPushedAgainWithoutLoading() {
        var simulator = launched(.iPhoneX)
        simulator.run(.model(.concentrationReuse(true)), .gesture(.tap("sports")), .gesture(.tap("back")))
        let calls = allCalls(simulator.apply(.gesture(.tap("animals"))))
        #expect(calls.contains("ConcentrationViewController#2 viewDidAppear(_:)"))
        #expect(!calls.contains { $0.hasPrefix("ConcentrationViewController#3") })
        #expect(!calls.contains("ConcentrationViewController#2 viewDidLoad()"))
        let id = simulator.controller(named: "ConcentrationViewController#2")?.id
        let game = simulator.application.flatMap { app in
            id.flatMap { app.controllers.code(of: $0) as? ConcentrationController }
        }
        #expect(game?.theme == .animals)
    }

    @Test func onIPadTheSegueReplacesTheDetailColumn() {
        var simulator = launched(.iPadPro97, .landscape)
        simulator.run(.gesture(.tap("animals")))
        #expect(!simulator.liveNames.contains("ConcentrationViewController#1"))
        let split = simulator.controller(named: "UISplitViewController#1")
        #expect(split?.children.count == 2)
        #expect(simulator.controller(named: "ConcentrationViewController#2")?.appearance == .appeared)
    }

    @Test func layoutCallsCarryTheColumnBoundsWithoutPrintingThem() {
        var simulator = Simulator(device: Device(model: .iPadPro97, orientation: .landscape))
        let events = simulator.apply(.launch(app: "concentration", window: .storyboard))
        let layout = events.first {
            $0.object == "ConcentrationViewController#1" && $0.method == "viewWillLayoutSubviews()"
        }
        #expect(layout?.contextSize?.width == 703.5)
        #expect(layout?.contextSize?.height == 768)
        #expect(layout.map(TextRenderer.signature(of:)) == "viewWillLayoutSubviews()")
        #expect(layout?.parameterCount == 0)
    }
}

/// The CS193p logger: its messages and its bursts.
@Suite struct CS193pLoggerTests {
    private func call(_ method: String, on object: String, _ arguments: [Event.Argument] = []) -> Event {
        .call(
            method, on: object, className: String(object.prefix { $0 != "#" }), channel: .lifecycle, scene: 1,
            arguments: arguments, confidence: .observed)
    }

    @Test func messagesAreTheLecturesWords() {
        #expect(
            CS193pLogger.message(for: call("init(coder:)", on: "G#1")) == "init(coder:) - created via InterfaceBuilder "
        )
        #expect(CS193pLogger.message(for: call("deinit", on: "G#1")) == "left the heap")
        #expect(
            CS193pLogger.message(for: call("viewWillAppear(_:)", on: "G#1", [.animated(true)]))
                == "viewWillAppear(animated = true)")
        #expect(CS193pLogger.message(for: call("loadView()", on: "G#1")) == nil)
        #expect(CS193pLogger.message(for: call("viewIsAppearing(_:)", on: "G#1", [.animated(true)])) == nil)
    }

    @Test func eachCommandThatLogsOpensABurstAndOthersDoNot() {
        var logger = CS193pLogger()
        let names = ["G": "Game"]
        logger.startCommand()
        #expect(logger.lines(for: call("viewDidLoad()", on: "G#1"), names: names) == ["Game(1) viewDidLoad()"])
        #expect(logger.lines(for: call("viewDidLoad()", on: "G#2"), names: names) == ["Game(2) viewDidLoad()"])
        logger.startCommand()
        #expect(logger.lines(for: call("viewDidLoad()", on: "Other#1"), names: names).isEmpty)
        logger.startCommand()
        #expect(logger.lines(for: call("deinit", on: "G#1"), names: names) == ["", "__Game(1) left the heap"])
        logger.startProcess()
        logger.startCommand()
        #expect(logger.lines(for: call("deinit", on: "G#3"), names: names) == ["Game(3) left the heap"])
    }
}
