import SwiftSourceModel
import Testing

import SwiftSourceReader

/// A view controller that logs its lifecycle, the way a course's first
/// exercise asks, read into methods and print calls.
@Suite struct LifecycleControllerTests {
    let source = """
        import UIKit

        class ViewController: UIViewController, UITableViewDelegate {
            let screenName = "Main"
            static let retries = 3
            var ratio = 0.5
            var isReady = false

            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                print(#function)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                print("\\(screenName): viewDidLoad")
                print("title: \\(title ?? "")")
            }

            override func viewWillAppear(_ animated: Bool) {
                print("\\(type(of: self)) \\(#function)")
                super.viewWillAppear(animated)
            }

            override func viewDidDisappear(_ animated: Bool) {
                print(String(describing: type(of: self)), #function, separator: " - ")
            }

            @IBAction func unwindToMain(_ segue: UIStoryboardSegue) {
                print("unwound\\t\\"\\(segue.identifier!)\\"", terminator: "\\n\\n")
            }

            deinit {
                print(#function, #line)
            }
        }
        """

    @Test func methodsAreKeyedByWhatFunctionPrints() {
        let sources = readOne(source)
        let controller = sources.classes["ViewController"]
        #expect(controller?.superclass == "UIViewController")
        #expect(controller?.line == 3)
        #expect(
            Set(controller?.methods.keys.map { $0 } ?? []) == [
                "init(coder:)", "viewDidLoad()", "viewWillAppear(_:)", "viewDidDisappear(_:)", "unwindToMain(_:)",
                "deinit",
            ])
        #expect(controller?.methods["viewWillAppear(_:)"]?.parameters == ["animated"])
        #expect(controller?.methods["init(coder:)"]?.parameters == ["aDecoder"])
        #expect(controller?.methods["viewDidLoad()"]?.isOverride == true)
        #expect(controller?.methods["init(coder:)"]?.isOverride == false)
        #expect(controller?.methods["viewDidLoad()"]?.line == 14)
        #expect(controller?.methods["deinit"]?.line == 33)
        #expect(sources.warnings.isEmpty)
    }

    @Test func literalPropertiesAreConstants() {
        let constants = readOne(source).classes["ViewController"]?.constants
        #expect(constants == ["screenName": "Main", "retries": "3", "ratio": "0.5", "isReady": "false"])
    }

    @Test func callsSuperAndItsPlaceAmongThePrints() {
        let sources = readOne(source)
        let methods = sources.classes["ViewController"]?.methods
        #expect(methods?["viewDidLoad()"]?.callsSuper == true)
        #expect(methods?["viewWillAppear(_:)"]?.callsSuper == true)
        #expect(methods?["init(coder:)"]?.callsSuper == true)
        #expect(methods?["viewDidDisappear(_:)"]?.callsSuper == false)
        #expect(methods?["deinit"]?.callsSuper == false)

        let didLoad = sources.statements("ViewController", "viewDidLoad()")
        #expect(didLoad.count == 3)
        #expect(didLoad.first == .superCall("viewDidLoad()"))
        let willAppear = sources.statements("ViewController", "viewWillAppear(_:)")
        #expect(willAppear.last == .superCall("viewWillAppear(_:)"))
        #expect(willAppear.count == 2)
        if case .print = willAppear.first {} else { Issue.record("the print comes before super here") }
    }

    @Test func printItemsBecomeParts() {
        let sources = readOne(source)
        #expect(sources.printedItems("ViewController", "init(coder:)") == [[[.function]]])
        #expect(
            sources.printedItems("ViewController", "viewDidLoad()") == [
                [[.property("screenName"), .text(": viewDidLoad")]],
                [[.text("title: "), .evaluable(.binary("??", .name("title"), .string("")), text: "title ?? \"\"")]],
            ])
        #expect(
            sources.printedItems("ViewController", "viewWillAppear(_:)") == [
                [[.className, .text(" "), .function]]
            ])
        let disappear = sources.printCalls("ViewController", "viewDidDisappear(_:)")
        #expect(disappear.first?.items == [[.className], [.function]])
        #expect(disappear.first?.separator == " - ")
        #expect(disappear.first?.terminator == "\n")
    }

    @Test func escapesAreDecodedAndTerminatorsRead() {
        let unwind = readOne(source).printCalls("ViewController", "unwindToMain(_:)")
        #expect(unwind.first?.items == [[.text("unwound\t\""), .evaluable(.unwrap(.member(.name("segue"), "identifier")), text: "segue.identifier!"), .text("\"")]])
        #expect(unwind.first?.terminator == "\n\n")
        #expect(unwind.first?.separator == " ")
    }

    @Test func lineMacroBecomesItsLineAndPrintsKnowTheirPlace() {
        let deinitPrint = readOne(source, path: "App/ViewController.swift").printCalls("ViewController", "deinit").first
        #expect(deinitPrint?.items == [[.function], [.text("34")]])
        #expect(deinitPrint?.line == 34)
        #expect(deinitPrint?.column == 9)
        #expect(deinitPrint?.path == "App/ViewController.swift")
    }

    @Test func anObjCNameIsTheSelectorItGives() {
        let source = """
            class ListViewController: UIViewController {
                @objc(unwindToList:) @IBAction func unwindToList(segue: UIStoryboardSegue) {}
                @objc(resetAll) func reset() {}
                @objc func plain(_ sender: Any) {}
                @IBAction func tapped(sender: Any) {}
            }
            """
        let methods = readOne(source).classes["ListViewController"]?.methods ?? [:]
        #expect(methods["unwindToList(segue:)"]?.objcName == "unwindToList:")
        #expect(methods["reset()"]?.objcName == "resetAll")
        #expect(methods["plain(_:)"]?.objcName == nil)
        #expect(methods["tapped(sender:)"]?.objcName == nil)
    }

    @Test func anIBActionIsMarked() {
        let unwind = readOne(source).classes["ViewController"]?.methods["unwindToMain(_:)"]
        #expect(unwind?.isIBAction == true)
        #expect(unwind?.isOverride == false)
        #expect(unwind?.parameters == ["segue"])
        #expect(readOne(source).classes["ViewController"]?.methods["viewDidLoad()"]?.isIBAction == false)
    }
}
