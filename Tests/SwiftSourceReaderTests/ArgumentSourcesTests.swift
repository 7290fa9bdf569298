import SwiftSourceModel
import Testing

/// Which argument, or which default, gives each parameter of a method a call reaches.
struct ArgumentSourcesTests {
    private let log = {
        var method = SwiftMethod(name: "log(_:detail:)", parameters: ["event", "detail"], line: 1)
        method.defaults = [[.function], [.text("")]]
        return method
    }()

    @Test func leftOutArgumentsTakeTheirDefaultsAndLabelsFindTheirPlace() {
        #expect(log.accepts(call: "log()"))
        #expect(log.accepts(call: "log(detail:)"))
        #expect(!log.accepts(call: "log(other:)"))
        #expect(log.argumentSources(ofCall: "log()", count: 0) == [.default([.function]), .default([.text("")])])
        #expect(log.argumentSources(ofCall: "log(detail:)", count: 1) == [.default([.function]), .argument(0)])
        #expect(log.argumentSources(ofCall: "log(_:detail:)", count: 2) == [.argument(0), .argument(1)])
    }

    @Test func withoutDefaultsACallThatDoesNotFitIsBoundByPlace() {
        let plain = SwiftMethod(name: "show(_:)", parameters: ["item"], line: 1)
        #expect(!plain.accepts(call: "show()"))
        #expect(plain.argumentSources(ofCall: "show(with:)", count: 1) == [.argument(0)])
        #expect(plain.argumentSources(ofCall: "show()", count: 0) == [nil])
    }

    /// A trailing closure is named `_` in the call and gives the last parameter it can, whatever
    /// that one's label, as Swift matches it; only where the parameters after it have defaults.
    @Test func aTrailingClosureGivesTheParameterItFits() {
        let present = SwiftMethod(
            name: "presentEditor(title:completion:)", parameters: ["title", "completion"], line: 1)
        #expect(present.accepts(call: "presentEditor(title:_:)"))
        #expect(present.argumentSources(ofCall: "presentEditor(title:_:)", count: 2) == [.argument(0), .argument(1)])
        #expect(!present.accepts(call: "presentEditor(_:_:)"))
        var animated = SwiftMethod(
            name: "run(completion:animated:)", parameters: ["completion", "animated"], line: 1)
        #expect(!animated.accepts(call: "run(_:)"))
        animated.defaults = [nil, [.text("true")]]
        #expect(animated.accepts(call: "run(_:)"))
    }
}
