import SwiftSourceModel
import Testing

import SwiftSourceReader

/// A lifecycle-logging base class as a university course writes it: a
/// logging name each subclass overrides, and counts kept in static variables.
@Suite struct CourseStyleTests {
    let source = """
        class VCLLoggingViewController: UIViewController {
            private struct Counts { static var instances = [String: Int]() }

            var vclLoggingName: String {
                return String(describing: type(of: self))
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                logVCL("viewDidLoad()")
            }

            private func logVCL(_ message: String) {
                print("\\(vclLoggingName): " + message)
            }
        }

        class ConcentrationViewController: VCLLoggingViewController {
            override var vclLoggingName: String {
                return "Game"
            }
        }

        class ThemeChooserViewController: VCLLoggingViewController {
            override var vclLoggingName: String { get { "Themes" } }
        }
        """

    @Test func anOverriddenLoggingNameIsAConstant() {
        let sources = readOne(source)
        #expect(sources.classes["ConcentrationViewController"]?.constants["vclLoggingName"] == "Game")
        #expect(sources.classes["ThemeChooserViewController"]?.constants["vclLoggingName"] == "Themes")
        #expect(sources.classes["ConcentrationViewController"]?.overriddenProperties == ["vclLoggingName"])
        #expect(sources.classes["VCLLoggingViewController"]?.constants["vclLoggingName"] == nil)
        #expect(sources.constant("vclLoggingName", in: "ConcentrationViewController") == "Game")
    }

    @Test func theBaseGetterAndTheHelperAreReadToo() {
        let sources = readOne(source)
        #expect(
            sources.statements("VCLLoggingViewController", "viewDidLoad()") == [
                .superCall("viewDidLoad()"), .call(method: "logVCL(_:)", arguments: [[.text("viewDidLoad()")]]),
            ])
        #expect(
            sources.printedItems("VCLLoggingViewController", "logVCL(_:)") == [
                [[.property("vclLoggingName"), .text(": "), .property("message")]]
            ])
        #expect(sources.classes["VCLLoggingViewController"]?.methods["vclLoggingName"] != nil)
        #expect(
            sources.implementation(of: "viewDidLoad()", in: "ConcentrationViewController")?.0.name
                == "VCLLoggingViewController")
        #expect(sources.classes["Counts"] == nil)
    }
}

/// A function declared inside a method body runs only when called, so its prints are not the method's.
@Suite struct LocalFunctionTests {
    @Test func aLocalFunctionsPrintIsNotTheMethods() {
        let sources = readOne(
            """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    func helper() { print("never") }
                    print("loaded")
                }
            }
            """)
        #expect(sources.printedItems("ViewController", "viewDidLoad()") == [[[.text("loaded")]]])
    }
}

/// The failure paths of a method (`else`, a guard's `else`, `catch`) are taken as not run.
@Suite struct FailurePathTests {
    @Test func onlyThePathThatRunsPrints() {
        let sources = readOne(
            """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let name = title { print("titled") } else { print("untitled") }
                    guard view != nil else { print("no view"); return }
                    do { try load() } catch { print("failed") }
                    print("loaded")
                }
            }
            """)
        #expect(sources.printedItems("ViewController", "viewDidLoad()") == [[[.text("titled")]], [[.text("loaded")]]])
    }
}
