import Foundation
import Synchronization
import Testing

@testable import SceneLabCommandLine

/// The thread `open` reads the files the launch does not need on: its result waited for once and
/// kept, and a work nobody waits for let go without waiting for it.
struct BackgroundWorkTests {
    @Test func theFirstWaitWaitsForTheResultAndLaterOnesKeepIt() {
        let runs = Atomic<Int>(0)
        let work = BackgroundWork { () -> [String] in
            runs.add(1, ordering: .relaxed)
            return ["Screen0.swift", "Screen1.swift"]
        }
        #expect(work.wait() == ["Screen0.swift", "Screen1.swift"])
        #expect(work.wait() == ["Screen0.swift", "Screen1.swift"])
        #expect(runs.load(ordering: .relaxed) == 1)
    }

    /// Letting go of a work whose thread still runs does not wait for it: the thread is detached
    /// and finishes on its own. The work waits for a gate opened only after it is let go, up to a
    /// bound, so a release that joined the thread would make it find the gate shut.
    @Test func aWorkLetGoWhileItRunsFinishesOnItsOwn() throws {
        let gate = Atomic<Bool>(false)
        let outcome = Mutex<String?>(nil)
        do {
            let work = BackgroundWork { () -> Int in
                let deadline = Date().addingTimeInterval(10)
                while !gate.load(ordering: .acquiring), Date() < deadline { usleep(1_000) }
                outcome.withLock { $0 = gate.load(ordering: .acquiring) ? "opened" : "timed out" }
                return 1
            }
            _ = work
        }
        gate.store(true, ordering: .releasing)
        let deadline = Date().addingTimeInterval(20)
        while outcome.withLock({ $0 }) == nil, Date() < deadline { usleep(1_000) }
        #expect(outcome.withLock { $0 } == "opened")
    }
}
