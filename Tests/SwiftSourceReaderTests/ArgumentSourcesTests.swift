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
}
