import SwiftSourceModel
import SwiftSourceReader
import Testing

/// The scenes a class's code makes by storyboard identifier: where a page view controller's
/// pages come from, and whether the code keeps them.
@Suite struct StoryboardIdentifierTests {
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
        #expect(found?.storyboardIdentifiers == ["PageOne"])
        #expect(found?.keepsInstantiatedScenes == false)
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
        #expect(found?.storyboardIdentifiers == ["GreenViewController", "RedViewController", "BlueViewController"])
        #expect(found?.keepsInstantiatedScenes == true)
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
        #expect(found?.storyboardIdentifiers == ["Welcome", "Finish"])
        #expect(found?.keepsInstantiatedScenes == true)
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
        #expect(found?.storyboardIdentifiers == ["One"])
        #expect(found?.keepsInstantiatedScenes == true)
    }

    @Test func aComputedPropertyAndAnUnknownIdentifierAreNotKept() {
        let found = readOne("""
            class Fresh: UIPageViewController {
                var next: UIViewController { storyboard!.instantiateViewController(withIdentifier: "Next") }
                func make(_ id: String) -> UIViewController { storyboard!.instantiateViewController(withIdentifier: id) }
                func other(_ name: String) { _ = make(name) }
            }
            """).classes["Fresh"]
        #expect(found?.storyboardIdentifiers == ["Next"])
        #expect(found?.keepsInstantiatedScenes == false)
    }

    @Test func aFileThatInstantiatesNothingHasNoIdentifiers() {
        #expect(readOne("class Plain: UIViewController { let x = [1] }").classes["Plain"]?.storyboardIdentifiers == [])
    }
}
