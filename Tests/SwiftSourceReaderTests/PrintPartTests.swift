import SwiftSourceModel
import Testing

import SwiftSourceReader

/// How print items turn into parts, one expression at a time.
@Suite struct PrintPartTests {
    /// The parts of the first item of `print(item)` inside a method.
    private func parts(_ item: String) -> [PrintPart]? {
        readOne("class V: UIViewController { func f(x: Int) { print(\(item)) } }")
            .printedItems("V", "f(x:)").first?.first
    }

    @Test func literalsBecomeText() {
        #expect(parts("\"plain\"") == [.text("plain")])
        #expect(parts("42") == [.text("42")])
        #expect(parts("-7") == [.text("-7")])
        #expect(parts("1_000") == [.text("1000")])
        #expect(parts("2.50") == [.text("2.5")])
        #expect(parts("true") == [.text("true")])
        #expect(parts(#""tab\tquote\"slash\\ \u{1F600}""#) == [.text("tab\tquote\"slash\\ 😀")])
        #expect(parts(##"#"raw \n stays"#"##) == [.text(#"raw \n stays"#)])
    }

    @Test func multiLineLiteralsLoseTheirIndentation() {
        let sources = readOne(
            #"""
            class V: UIViewController {
                func f(x: Int) {
                    print("""
                        a \(x)
                          b\tc
                        """)
                }
            }
            """#)
        #expect(sources.printedItems("V", "f(x:)") == [[[.text("a "), .property("x"), .text("\n  b\tc")]]])
    }

    @Test func theClassNameInItsSpellings() {
        #expect(parts("type(of: self)") == [.className])
        #expect(parts("String(describing: type(of: self))") == [.className])
        #expect(parts("\"\\(type(of: self))\"") == [.className])
        #expect(parts("Self.self") == [.className])
        #expect(parts("self.classForCoder") == [.className])
        #expect(parts("NSStringFromClass(type(of: self))") == [.qualifiedClassName])
        #expect(parts("String(reflecting: type(of: self))") == [.qualifiedClassName])
        #expect(parts("String(describing: self)") == [.expression("String(describing: self)")])
        #expect(
            parts("type(of: other)")
                == [.evaluable(.call(.name("type"), labels: ["of"], arguments: [.name("other")]), text: "type(of: other)")])
    }

    @Test func titleOnlyWhenUnwrapped() {
        #expect(parts("title!") == [.title])
        #expect(parts("self.title!") == [.title])
        #expect(parts("\"now: \\(self.title!)\"") == [.text("now: "), .title])
        #expect(parts("title") == [.property("title")])
        #expect(
            parts("title ?? \"none\"")
                == [.evaluable(.binary("??", .name("title"), .string("none")), text: "title ?? \"none\"")])
    }

    @Test func namesAndEverythingElse() {
        #expect(parts("x") == [.property("x")])
        #expect(parts("self.count") == [.property("count")])
        #expect(parts("String(x)") == [.property("x")])
        #expect(parts("(x)") == [.property("x")])
        #expect(
            parts("view.frame.width")
                == [.evaluable(.member(.member(.name("view"), "frame"), "width"), text: "view.frame.width")])
        #expect(parts("x + 1") == [.evaluable(.binary("+", .name("x"), .integer(1)), text: "x + 1")])
        #expect(parts("a + b * c - d") == [.evaluable(
            .binary("-", .binary("+", .name("a"), .binary("*", .name("b"), .name("c"))), .name("d")),
            text: "a + b * c - d")])
        // A test of a type and a cast: operators whose right side is a type, kept by its name.
        #expect(parts("x is Int") == [.evaluable(.binary("is", .name("x"), .name("Int")), text: "x is Int")])
        #expect(
            parts("segue.destination as? DetailViewController")
                == [.evaluable(
                    .binary("as?", .member(.name("segue"), "destination"), .name("DetailViewController")),
                    text: "segue.destination as? DetailViewController")])
        // A cast binds tighter than `??` and looser than `+`; a dictionary literal is Swift's
        // `Dictionary(dictionaryLiteral:)`, each entry a pair.
        #expect(
            parts("info?[\"n\"] as? Int ?? 0")
                == [.evaluable(
                    .binary(
                        "??", .binary("as?", .subscripted(.unwrap(.name("info")), labels: [""], arguments: [.string("n")]), .name("Int")),
                        .integer(0)),
                    text: "info?[\"n\"] as? Int ?? 0")])
        #expect(
            parts("[\"a\": 1, \"b\": x]")
                == [.evaluable(
                    .call(
                        .name("Dictionary"), labels: ["dictionaryLiteral", ""],
                        arguments: [.array([.string("a"), .integer(1)]), .array([.string("b"), .name("x")])]),
                    text: "[\"a\": 1, \"b\": x]")])
        #expect(parts("#file") == [.expression("#file")])
        #expect(parts("\"a\" + String(x) + \"b\"") == [.text("a"), .property("x"), .text("b")])
        #expect(parts("\"\\(x, default: 0)\"") == [.expression("x, default: 0")])
    }

    @Test func printFunctionsOtherThanPrint() {
        let sources = readOne(
            """
            class V: UIViewController {
                func f(count: Int) {
                    debugPrint("quoted")
                    Swift.print("qualified")
                    NSLog("%@ has %ld rows, 100%%", self.title!, count)
                    var log = ""
                    print("into a string", to: &log)
                }
            }
            """)
        let calls = sources.printCalls("V", "f(count:)")
        #expect(calls.map(\.function) == [.debugPrint, .print, .nsLog])
        #expect(
            calls.map(\.items) == [
                [[.text("quoted")]], [[.text("qualified")]],
                [[.title, .text(" has "), .property("count"), .text(" rows, 100%")]],
            ])
    }

    @Test func printsInsideBranchesAndClosuresAreTakenInSourceOrderButNotTheElse() {
        let sources = readOne(
            """
            class V: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    if animated { print("one") } else { print("two") }
                    UIView.animate(withDuration: 0.3) {
                        print("three")
                    } completion: { _ in
                        print("four")
                    }
                    show(describe(animated)) { print("five") }
                    #if DEBUG
                    print("six")
                    #endif
                }
            }
            """)
        let statements = sources.statements("V", "viewDidAppear(_:)")
        // The `if` is a conditional; as listed, its body stands in place.
        let printed = statements.flatMap(\.asListed).compactMap { statement -> [[PrintPart]]? in
            if case .print(let call) = statement { return call.items }
            return nil
        }
        #expect(
            printed == [
                // `else { print("two") }` is the path taken as not run.
                [[.text("one")]], [[.text("three")]], [[.text("four")]], [[.text("five")]], [[.text("six")]],
            ])
        let calls = statements.compactMap { statement -> String? in
            if case .call(let name, _) = statement { return name }
            return nil
        }
        // The argument's call runs before the call it is passed to.
        #expect(calls == ["describe(_:)", "show(_:_:)"])
        #expect(statements.first == .superCall("viewDidAppear(_:)"))
    }
}
