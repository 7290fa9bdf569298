import SwiftSourceModel
import SwiftSourceReader
import Testing

/// The controllers a class's code makes: where a page view controller's pages come from, and
/// whether the code keeps them.
@Suite struct MadeControllerTests {
    private func scene(_ identifier: String, in storyboard: String? = nil) -> MadeController {
        .storyboard(identifier: identifier, storyboardName: storyboard)
    }

    @Test func aLiteralInViewDidLoadIsMadeThereAndNotKept() {
        let found = readOne("""
            class Pages: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let first = storyboard?.instantiateViewController(withIdentifier: "PageOne") {
                        setViewControllers([first], direction: .forward, animated: false)
                    }
                }
            }
            """).classes["Pages"]
        #expect(found?.madeControllers == [scene("PageOne")])
        #expect(found?.keepsMadeControllers == false)
    }

    @Test func aHelpersParameterTakesTheLiteralsItIsCalledWithInOrder() {
        let found = readOne("""
            class Tutorial: UIPageViewController {
                private(set) lazy var ordered: [UIViewController] = {
                    return [coloured("Green"), coloured("Red"), coloured("Blue"), coloured("Green")]
                }()
                private func coloured(_ colour: String) -> UIViewController {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "\\(colour)ViewController")
                }
            }
            """).classes["Tutorial"]
        #expect(
            found?.madeControllers == [
                scene("GreenViewController", in: "Main"), scene("RedViewController", in: "Main"),
                scene("BlueViewController", in: "Main"),
            ])
        #expect(found?.keepsMadeControllers == true)
    }

    @Test func appendingToAStoredPropertyKeepsWhatWasMade() {
        let found = readOne("""
            class Walkthrough: UIPageViewController {
                var pages = [UIViewController]()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let first = storyboard!.instantiateViewController(withIdentifier: "Welcome")
                    pages.append(first)
                    pages.append(page(named: "Finish"))
                }
                func page(named name: String) -> UIViewController {
                    storyboard!.instantiateViewController(withIdentifier: name)
                }
            }
            """).classes["Walkthrough"]
        #expect(found?.madeControllers == [scene("Welcome"), scene("Finish")])
        #expect(found?.keepsMadeControllers == true)
    }

    @Test func assigningAnArrayToAStoredPropertyKeepsIt() {
        let found = readOne("""
            class Book: UIPageViewController {
                var pages: [UIViewController] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.pages = [storyboard!.instantiateViewController(withIdentifier: "One")]
                }
            }
            """).classes["Book"]
        #expect(found?.madeControllers == [scene("One")])
        #expect(found?.keepsMadeControllers == true)
    }

    @Test func aComputedPropertyOrALocalIsNotKeptAndAnUnknownIdentifierIsLeftOut() {
        let found = readOne("""
            class Fresh: UIPageViewController {
                var next: UIViewController {
                    var made = [UIViewController]()
                    made.append(storyboard!.instantiateViewController(withIdentifier: "Next"))
                    return made[0]
                }
                func make(_ id: String) -> UIViewController { storyboard!.instantiateViewController(withIdentifier: id) }
                func other(_ name: String) { _ = make(name) }
            }
            """).classes["Fresh"]
        #expect(found?.madeControllers == [scene("Next")])
        #expect(found?.keepsMadeControllers == false)
    }

    @Test func swift2sAndIOS13sSpellingsAndControllersMadeInCodeAreRead() {
        let found = readOne("""
            class Intro: UIPageViewController {
                lazy var pages: [UIViewController] = [
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewControllerWithIdentifier("Hello"),
                    storyboard!.instantiateViewController(identifier: "Thirteen") { coder in nil },
                    AdviceViewController(), UIColor.red, CGRect.zero,
                ]
            }
            """).classes["Intro"]
        #expect(
            found?.madeControllers == [
                scene("Hello", in: "Main"), scene("Thirteen"), .instance(className: "AdviceViewController", title: nil),
            ])
        #expect(found?.keepsMadeControllers == true)
    }

    @Test func theCallIsFoundAfterTextThatIsNotASCIIAndAtTheFilesEnd() {
        let found = readOne("// Ünïcødé ✓\nclass Last: UIViewController { func f() { _ = storyboard!.instantiateViewController(withIdentifier: \"Z\") } }")
        #expect(found.classes["Last"]?.madeControllers == [scene("Z")])
    }

    @Test func aFileThatMakesNoControllerHasNone() {
        #expect(readOne("class Plain: UIViewController { let x = [1] }").classes["Plain"]?.madeControllers == [])
    }

    /// A split view built in code, by its columns or by its list of controllers: what the
    /// window is given.
    @Test func aSplitViewMadeInCodeKnowsItsColumns() {
        let sources = readOne("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let split = UISplitViewController(style: .doubleColumn)
                    split.setViewController(UINavigationController(rootViewController: List()), for: .primary)
                    split.setViewController(Detail(), for: UISplitViewController.Column.secondary)
                    window?.rootViewController = split
                    return true
                }
                func classic() {
                    let split = UISplitViewController()
                    split.viewControllers = [List(), Detail()]
                    window?.rootViewController = split
                }
            }
            """)
        let expected = MadeController.split(
            className: "UISplitViewController",
            primary: .navigation(className: "UINavigationController", root: .instance(className: "List", title: nil)),
            secondary: .instance(className: "Detail", title: nil))
        #expect(sources.statements("AppDelegate", "application(_:didFinishLaunchingWithOptions:)").contains(.setRoot(expected)))
        let classic = MadeController.split(
            className: "UISplitViewController", primary: .instance(className: "List", title: nil),
            secondary: .instance(className: "Detail", title: nil))
        #expect(sources.statements("AppDelegate", "classic()").contains(.setRoot(classic)))
    }
}
