import SceneLabApps
import SceneLabTesting
import Testing

@testable import SceneLabCore

/// `processesStarted` counts app processes, which is how the session knows a
/// command started one (the CS193p logger's statics start again then) without
/// copying the process to look at it.
@Suite struct ProcessCountTests {
    @Test func onlyAColdLaunchStartsAProcess() {
        var simulator = Simulator()
        #expect(simulator.processesStarted == 0)
        simulator.run(.launch(app: "nothing-of-the-kind", window: .storyboard))
        #expect(simulator.processesStarted == 0, "a refused launch starts nothing")
        simulator.run(.launch(app: nil, window: .storyboard))
        #expect(simulator.processesStarted == 1)
        // Back to the foreground: the same process.
        simulator.run(.home, .launch(app: nil, window: .storyboard), .push(className: "A"))
        #expect(simulator.processesStarted == 1)
        simulator.run(.kill, .launch(app: nil, window: .storyboard))
        #expect(simulator.processesStarted == 2)
        #expect(simulator.hasProcess)
        simulator.run(.kill)
        #expect(!simulator.hasProcess)
    }
}
