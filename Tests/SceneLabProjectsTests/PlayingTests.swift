import SceneLabCore
import Testing
import XcodeProject

/// The sample projects played in a session: what `launch` shows first and
/// what taps and segues do.
@Suite struct PlayingTests {
    /// Each sample and the title its storyboard gives the first screen.
    static let firstScreens: [(folder: String, title: String)] = [
        ("Broken", "StartViewController"),  // No title in the storyboard: the class name stands in.
        ("Kitchen", "Kitchen"),
        ("Legacy", "Master"),
        ("NoInfoPlist", "First"),
        ("References", "Profile"),
    ]

    @Test(arguments: firstScreens.map(\.folder))
    func aSampleLaunchesOnItsStoryboardsFirstScreen(_ folder: String) throws {
        var player = try Player(try Fixtures.testProject(folder))
        let launch = player.run("launch")
        #expect(!launch.failed)
        #expect(launch.events.of(.error).isEmpty)
        let expected = Self.firstScreens.first { $0.folder == folder }?.title
        #expect(player.screenTitle() == expected)
    }

    @Test func theExampleLaunchesOnHome() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        #expect(player.run("launch").events.of(.error).isEmpty)
        #expect(player.screenTitle() == "Home")
    }

    @Test func aLoneStoryboardLaunchesOnFirstAndPushesSecond() throws {
        var player = try Player(try Fixtures.singleStoryboard())
        #expect(player.run("launch").events.of(.error).isEmpty)
        #expect(player.screenTitle() == "First")
        #expect(!player.run("tap Push").failed)
        #expect(player.screenTitle() == "Second")
    }

    @Test func theSplitViewLaunchesWithOneOfItsColumns() throws {
        var player = try Player(try Fixtures.testProject("SplitColumns"))
        let launch = player.run("launch")
        #expect(!launch.failed)
        #expect(launch.events.of(.error).isEmpty)
        let title = player.screenTitle()
        #expect(title == "Items" || title == "Item")
    }

    // MARK: References

    @Test func aReferenceByIdentifierFillsTheSecondTab() throws {
        var player = try Player(try Fixtures.testProject("References"))
        player.run("launch")
        let events = player.events("tab 2")
        #expect(events.of(.error).isEmpty)
        #expect(events.lastAppeared == "CatalogViewController")
    }

    @Test func aReferenceInTheSameFilePushesTheEditor() throws {
        var player = try Player(try Fixtures.testProject("References"))
        player.run("launch")
        let events = player.events("tap Edit")
        #expect(events.of(.error).isEmpty)
        #expect(events.calls.contains("EditorViewController#1 viewDidLoad()"))
        #expect(events.lastAppeared == "EditorViewController")
        #expect(player.screenTitle() == "Edit Profile")
    }

    // MARK: Kitchen

    @Test func aManualSegueRunsOnlyBySegueCommand() throws {
        var player = try Player(try Fixtures.testProject("Kitchen"))
        player.run("launch")
        let events = player.events("segue showLogin")
        #expect(events.of(.error).isEmpty)
        #expect(events.lastAppeared == "LoginViewController")
        #expect(player.screenTitle() == "Log In")
    }

    @Test func aCustomSegueIsPlayedAsShowWithANote() throws {
        var player = try Player(try Fixtures.testProject("Kitchen"))
        player.run("launch")
        let events = player.events("tap Custom")
        #expect(events.of(.error).isEmpty)
        let notes = events.of(.note).compactMap(\.text)
        #expect(notes.contains { $0.contains("custom segue (FadeSegue)") })
        #expect(events.lastAppeared == "CustomTargetViewController")
    }

    @Test(arguments: [("Sheet", "SheetViewController"), ("Tips", "TipsViewController")])
    func aPresentationShowsItsController(_ control: String, _ className: String) throws {
        var player = try Player(try Fixtures.testProject("Kitchen"))
        player.run("launch")
        let events = player.events("tap \(control)")
        #expect(events.of(.error).isEmpty)
        #expect(events.lastAppeared == className)
        // Presented, not pushed: the menu stays in its navigation stack and keeps its screen under the sheet.
        #expect(!events.calls.contains { $0.hasPrefix("MenuViewController#1 viewDidDisappear") })
    }

    // MARK: LifecycleLab

    @Test func closeUnwindsToHomeAndReleasesDetail() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        player.run("launch")
        player.run("tap Details")
        let events = player.events("tap Close")
        #expect(events.of(.error).isEmpty)
        let calls = events.calls
        let unwind = try #require(calls.firstIndex(of: "HomeViewController#1 unwindToHome(_:)"))
        let released = try #require(calls.firstIndex(of: "DetailViewController#1 deinit"))
        #expect(unwind < released)
        #expect(events.printed.contains("Detail: deinit"))
        #expect(events.lastAppeared == "HomeViewController")
    }

    @Test func cancelUnwindsFromThePresentedEditor() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        player.run("launch")
        #expect(player.events("tap +").lastAppeared == "EditorViewController")
        let events = player.events("tap Cancel")
        #expect(events.of(.error).isEmpty)
        #expect(events.calls.contains("EditorViewController#1 viewDidDisappear(_:)"))
        #expect(events.calls.contains("EditorViewController#1 deinit"))
        #expect(events.printed.contains("Home: back from cancelEdit"))
        #expect(player.screenTitle() == "Home")
    }

    @Test func anActionsDismissCallClosesAbout() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        player.run("launch")
        player.run("tab 2")
        #expect(player.events("tap About").lastAppeared == "AboutViewController")
        let events = player.events("tap Done")
        #expect(events.of(.error).isEmpty)
        let calls = events.calls
        let action = try #require(calls.firstIndex(of: "AboutViewController#1 done(_:)"))
        let gone = try #require(calls.firstIndex(of: "AboutViewController#1 viewDidDisappear(_:)"))
        #expect(action < gone)
        #expect(calls.contains("AboutViewController#1 deinit"))
    }

    @Test func theEmbedSeguesPrepareComesBeforeTheContainersViewDidLoad() throws {
        var player = try Player(try Fixtures.lifecycleLab())
        player.run("launch")
        let events = player.events("tap Details")
        let prepare = try #require(
            events.firstIndex {
                $0.call == "DetailViewController#1 prepare(for:sender:)"
                    && $0.argument(named: "for") == "embedSummary"
            })
        let loaded = try #require(events.firstIndex { $0.call == "DetailViewController#1 viewDidLoad()" })
        #expect(prepare < loaded)
    }

    // MARK: Broken

    @Test func aSegueToAMissingControllerIsRefusedAndTheRestPlays() throws {
        var player = try Player(try Fixtures.testProject("Broken"))
        player.run("launch")
        let lost = player.run("tap Lost")
        #expect(lost.failed)
        #expect(lost.events.of(.error).contains { $0.text?.contains("Gh0-St-z9Z") == true })
        let go = player.run("tap Go")
        #expect(!go.failed)
        #expect(go.events.lastAppeared == "NextViewController")
    }

    @Test func theBrokenSamplesWarningsNameTheirFiles() throws {
        let player = try Player(try Fixtures.testProject("Broken"))
        let files = Set(player.warnings.map(\.file))
        #expect(files.contains("Broken/Base.lproj/Main.storyboard"))
        #expect(files.contains("Broken/NextViewController.swift"))
    }
}

extension Event {
    /// The text of the argument labelled `label`, if the call has one.
    func argument(named label: String) -> String? {
        for argument in arguments where argument.label.description == label {
            if case .string(let name) = argument.value { return name.description }
        }
        return nil
    }
}

/// Storyboards whose relationships loop or fan out: the tree stays small and the app plays.
@Suite struct LoopingStoryboardTests {
    @Test func aTabBarWhoseTabsLeadBackToItselfLaunches() throws {
        let tabs = (1...5).map { _ in "<segue destination=\"tabs\" kind=\"relationship\" relationship=\"viewControllers\"/>" }
        let storyboard = Inline.storyboard(
            initial: "tabs",
            """
            <scene sceneID="s1"><objects>
              <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>\(tabs.joined())
                  <segue destination="first" kind="relationship" relationship="viewControllers"/>
                </connections>
              </tabBarController>
            </objects></scene>
            \(Inline.scene(id: "first", className: "FirstViewController", title: "First"))
            """)
        var player = try Player(try Inline.project(storyboard: storyboard, swift: [:]))
        let outcome = player.run("launch")
        #expect(!outcome.failed)
        let made = outcome.events.filter { $0.method == "init(coder:)" }.count
        #expect(made <= 3, "a looping tab bar made \(made) controllers")
        #expect(player.screenTitle() == "First")
    }
}

/// A split view whose delegate's Swift answers the collapse question keeps the primary on top on an
/// iPhone: a controller of the primary column, the split view itself, or the app's delegate.
@Suite struct SplitViewDelegateTests {
    private func storyboard(splitClass: String? = nil) -> String {
        let custom = splitClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
        return Inline.storyboard(
            initial: "split",
            """
            <scene sceneID="s0"><objects>
              <splitViewController id="split"\(custom) sceneMemberID="viewController">
                <connections>
                  <segue destination="nav" kind="relationship" relationship="masterViewController"/>
                  <segue destination="detail" kind="relationship" relationship="detailViewController"/>
                </connections>
              </splitViewController>
            </objects></scene>
            <scene sceneID="s1"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                  <segue destination="list" kind="relationship" relationship="rootViewController"/>
                </connections>
              </navigationController>
            </objects></scene>
            \(Inline.scene(id: "list", className: "ListViewController", title: "List"))
            \(Inline.scene(id: "detail", className: "DetailViewController", title: "Detail"))
            """)
    }

    @Test func theDelegatesClassShowsThePrimary() throws {
        let swift = """
            class ListViewController: UIViewController, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController,
                    collapseSecondary secondaryViewController: UIViewController,
                    onto primaryViewController: UIViewController) -> Bool { true }
            }
            """
        var player = try Player(try Inline.project(storyboard: storyboard(), swift: ["ListViewController": swift]))
        #expect(!player.run("launch").failed)
        #expect(player.screenTitle() == "List")
    }

    private func collapse(returning body: String) -> String {
        """
            func splitViewController(_ splitViewController: UISplitViewController,
                collapseSecondary secondaryViewController: UIViewController,
                onto primaryViewController: UIViewController) -> Bool {
                \(body)
            }
        """
    }

    /// CS193p's collapse answer: `if let cvc = secondaryViewController as? DetailViewController { if
    /// cvc.theme == nil { return true } }`: the secondary UIKit passes is known, so its prints
    /// follow the side taken, with no note of an undecided condition.
    @Test func theSecondaryPassedToTheCollapseQuestionIsKnown() throws {
        let swift = """
            class ListViewController: UIViewController, UISplitViewControllerDelegate {
            \(collapse(returning: """
                if let detail = secondaryViewController as? DetailViewController {
                    if detail.theme == nil {
                        print("no theme yet")
                        return true
                    }
                }
                print("kept")
                return false
            """))
            }
            class DetailViewController: UIViewController {
                var theme: String?
            }
            """
        var player = try Player(try Inline.project(storyboard: storyboard(), swift: ["ListViewController": swift]))
        let launch = player.run("launch")
        #expect(launch.events.printed == ["no theme yet"])
        #expect(launch.events.of(.note).isEmpty, "\(launch.events.of(.note).compactMap(\.text))")
        #expect(player.screenTitle() == "List")
    }

    /// On an iPhone the split view has collapsed: its `viewControllers` are its primary alone, so
    /// CS193p's `splitViewController?.viewControllers.last as? DetailViewController` is nil and the
    /// action takes its `else`, for the engine (what it shows) and the console (what it prints).
    @Test func aCollapsedSplitViewsControllersAreItsPrimaryAlone() throws {
        let swift = """
            class ListViewController: UIViewController, UISplitViewControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let choose = UIButton(type: .system)
                    choose.setTitle("Choose", for: .normal)
                    choose.addTarget(self, action: #selector(choose(_:)), for: .touchUpInside)
                }
            \(collapse(returning: "return true"))
                @objc func choose(_ sender: UIButton) {
                    if let detail = splitViewController?.viewControllers.last as? DetailViewController {
                        print("beside \\(detail)")
                    } else {
                        print("collapsed")
                        navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                }
            }
            class DetailViewController: UIViewController {}
            """
        var player = try Player(try Inline.project(storyboard: storyboard(), swift: ["ListViewController": swift]))
        player.run("launch")
        let events = player.run("tap Choose").events
        #expect(events.printed == ["collapsed"])
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        // A new detail, made in code, is pushed (the storyboard's was #1).
        #expect(events.contains { $0.method == "viewDidAppear(_:)" && $0.object == "DetailViewController#2" })
    }

    @Test func aLiteralFalseInThePrimaryKeepsTheSecondaryOnTop() throws {
        let swift = "class ListViewController: UIViewController, UISplitViewControllerDelegate {\n"
            + collapse(returning: "return false") + "\n}"
        var player = try Player(try Inline.project(storyboard: storyboard(), swift: ["ListViewController": swift]))
        #expect(!player.run("launch").failed)
        #expect(player.screenTitle() == "Detail")
    }

    @Test func theSplitViewAsItsOwnDelegateShowsThePrimary() throws {
        let swift = """
            class MainSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                }
            \(collapse(returning: "return true"))
            }
            """
        var player = try Player(
            try Inline.project(
                storyboard: storyboard(splitClass: "MainSplitViewController"), swift: ["MainSplitViewController": swift]))
        let launch = player.run("launch")
        #expect(!launch.failed)
        #expect(player.screenTitle() == "List")
        #expect(launch.events.contains { $0.object == "MainSplitViewController#1" && $0.method?.hasPrefix("splitViewController") == true })
    }

    @Test func theAppDelegateAsTheDelegateShowsThePrimary() throws {
        let swift = """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let splitViewController = window!.rootViewController as! UISplitViewController
                    splitViewController.delegate = self
                    return true
                }
            \(collapse(returning: "true"))
            }
            """
        var player = try Player(try Inline.project(storyboard: storyboard(), swift: ["AppDelegate": swift]))
        let launch = player.run("launch")
        #expect(!launch.failed)
        #expect(player.screenTitle() == "List")
        #expect(launch.events.contains { $0.object == "AppDelegate" && $0.method?.hasPrefix("splitViewController") == true })
    }

    @Test func anAnswerThatIsNoLiteralKeepsUIKitsDefaultAndSaysSo() throws {
        let swift = """
            class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
            \(collapse(returning: "return (secondaryViewController as? UINavigationController)?.topViewController == nil"))
            }
            """
        var player = try Player(try Inline.project(storyboard: storyboard(), swift: ["AppDelegate": swift]))
        let launch = player.run("launch")
        #expect(!launch.failed)
        #expect(player.screenTitle() == "Detail")
        let notes = launch.events.of(.note).compactMap(\.text).filter { $0.contains("AppDelegate.swift:2") }
        #expect(notes.count == 1)
    }

    @Test func withoutADelegateTheSecondaryStaysOnTop() throws {
        var player = try Player(try Inline.project(storyboard: storyboard(), swift: [:]))
        #expect(!player.run("launch").failed)
        #expect(player.screenTitle() == "Detail")
    }
}

/// What a tap on a storyboard control asks first, and a left bar item in place of the back button.
@Suite struct TapDetailsTests {
    private func storyboard(leftItem: String) -> String {
        Inline.storyboard(
            initial: "nav",
            """
            <scene sceneID="s0"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                  <segue destination="first" kind="relationship" relationship="rootViewController"/>
                </connections>
              </navigationController>
            </objects></scene>
            \(Inline.scene(id: "first", className: "FirstViewController", title: "First", next: "second"))
            <scene sceneID="s2"><objects>
              <viewController id="second" customClass="SecondViewController" customModule="App" \
            customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="second-view"/>
                <navigationItem key="navigationItem" title="Second" id="second-item"\(leftItem)>
                  <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"/>
                </navigationItem>
              </viewController>
            </objects></scene>
            """)
    }

    @Test func aTapAsksShouldPerformSegueBeforePrepare() throws {
        var player = try Player(try Inline.project(storyboard: storyboard(leftItem: ""), swift: [:]))
        player.run("launch")
        let methods = player.events("tap Next").compactMap(\.method)
        let asked = try #require(methods.firstIndex(of: "shouldPerformSegue(withIdentifier:sender:)"))
        let prepared = try #require(methods.firstIndex(of: "prepare(for:sender:)"))
        #expect(asked < prepared)
    }

    @Test func aLeftBarItemTakesTheBackButtonsPlace() throws {
        var player = try Player(try Inline.project(storyboard: storyboard(leftItem: ""), swift: [:]))
        player.run("launch")
        player.run("tap Next")
        #expect(player.run("tap back").failed)
        #expect(!player.run("tap Cancel").failed)
    }

    @Test func unlessItSupplementsIt() throws {
        var player = try Player(
            try Inline.project(storyboard: storyboard(leftItem: " leftItemsSupplementBackButton=\"YES\""), swift: [:]))
        player.run("launch")
        player.run("tap Next")
        #expect(!player.run("tap back").failed)
        #expect(player.screenTitle() == "First")
    }
}

/// A row whose delegate instantiates a scene by its storyboard identifier and pushes it (Hacking with Swift's first project).
@Suite struct PushedInCodeTests {
    private let storyboard = Inline.storyboard(
        initial: "nav",
        """
        <scene sceneID="s0"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <connections>
              <segue destination="list" kind="relationship" relationship="rootViewController"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
          <tableViewController id="list" customClass="ListViewController" customModule="App" \
        customModuleProvider="target" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" id="table">
              <prototypes>
                <tableViewCell reuseIdentifier="Picture" textLabel="label" id="cell">
                  <tableViewCellContentView key="contentView" id="content">
                    <subviews><label text="Title" id="label"/></subviews>
                  </tableViewCellContentView>
                </tableViewCell>
              </prototypes>
            </tableView>
            <navigationItem key="navigationItem" title="Pictures" id="list-item"/>
          </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" \
        customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="detail-view"/>
            <navigationItem key="navigationItem" title="Picture" id="detail-item"/>
          </viewController>
        </objects></scene>
        """)

    private let swift = [
        "ListViewController": """
            class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    print("selected \\(indexPath.row)")
                    if let vc = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController {
                        navigationController?.pushViewController(vc, animated: true)
                    }
                }
            }
            """,
        "DetailViewController": """
            class DetailViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); print("detail loaded") }
            }
            """,
    ]

    @Test func theDelegatePushesTheSceneItInstantiates() throws {
        var player = try Player(try Inline.project(storyboard: storyboard, swift: swift))
        player.run("launch")
        let events = player.events("trace table on", "tap 1")
        let methods = events.compactMap(\.method)
        let selected = try #require(methods.firstIndex(of: "tableView(_:didSelectRowAt:)"))
        let made = try #require(methods.firstIndex(of: "init(coder:)"))
        #expect(selected < made)
        #expect(!methods.contains("prepare(for:sender:)"))
        let printed = events.printed
        #expect(printed == ["selected 0", "detail loaded"])
        #expect(player.screenTitle() == "Picture")
    }
}

/// Fields and switches take `type` and `toggle` by the one-word names the screen lists,
/// and a button called Back leaves the bar's back button to its title.
@Suite struct ControlsOnScreenTests {
    private func storyboard(second: String) -> String {
        Inline.storyboard(
            initial: "nav",
            """
            <scene sceneID="s0"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                  <segue destination="first" kind="relationship" relationship="rootViewController"/>
                </connections>
              </navigationController>
            </objects></scene>
            \(Inline.scene(id: "first", className: "FirstViewController", title: "First", next: "second"))
            <scene sceneID="s2"><objects>
              <viewController id="second" sceneMemberID="viewController">
                <view key="view" id="second-view"><subviews>\(second)</subviews></view>
                <navigationItem key="navigationItem" title="Second" id="second-item"/>
              </viewController>
            </objects></scene>
            """)
    }

    @Test func aFieldAndASwitchAreTypedAndToggledByTheirListedNames() throws {
        let controls = """
            <textField placeholder="First name" id="field"/>
            <switch on="YES" id="toggle"/>
            """
        var player = try Player(try Inline.project(storyboard: storyboard(second: controls), swift: [:]))
        player.run("launch")
        player.run("tap Next")
        let actions = player.run("actions").events.compactMap(\.text).joined(separator: "\n")
        #expect(actions.contains("type first-name TEXT"))
        #expect(actions.contains("toggle switch1"))
        #expect(!player.run("type first-name Ada").failed)
        #expect(!player.run("toggle switch1").failed)
    }

    @Test func aButtonCalledBackLeavesTheBarsBackToItsTitle() throws {
        let button = """
            <button id="back"><state key="normal" title="Back"/></button>
            """
        var player = try Player(try Inline.project(storyboard: storyboard(second: button), swift: [:]))
        player.run("launch")
        player.run("tap Next")
        let actions = player.run("actions").events.compactMap(\.text).joined(separator: "\n")
        #expect(actions.lowercased().ranges(of: "tap back").count == 1, "tap back is listed once: \(actions)")
        #expect(actions.contains("tap First"))
        #expect(!player.run("tap First").failed)
        #expect(player.screenTitle() == "First")
    }
}
