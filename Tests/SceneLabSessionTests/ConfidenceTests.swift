import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// The confidence each call carries is the notes' (anchor-uikit-lifecycle.md):
/// [D] documented, [W] observed in independent logs, [U] uncertain.
@Suite struct ConfidenceTests {
    /// The calls of the last line, as (method, confidence).
    func calls(after lines: [String]) -> [(method: String, confidence: Confidence?)] {
        var session = Session()
        var last: [Event] = []
        for line in lines { last = session.execute(line).events }
        return last.filter { $0.kind == .call }.map { ($0.method ?? "", $0.confidence) }
    }

    func confidence(of method: String, after lines: [String]) -> Set<Confidence> {
        Set(calls(after: lines).filter { $0.method == method }.compactMap(\.confidence))
    }

    @Test func launchCallsTheAppleDocumentsAreDocumented() {
        for window in ["launch", "launch --window code"] {
            for method in [
                "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                "application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:)",
                "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
            ] {
                #expect(confidence(of: method, after: [window]) == [.documented], "\(window): \(method)")
            }
        }
    }

    @Test func viewIsAppearingIsDocumentedWhereverItComes() {
        for lines in [
            ["launch"], ["launch", "push B"], ["launch", "push B", "pop"], ["launch", "present M --style full-screen"],
        ] {
            #expect(confidence(of: "viewIsAppearing(_:)", after: lines) == [.documented], "\(lines)")
        }
    }

    @Test func layoutPassesAreNeverPresentedAsDocumentedFact() {
        for lines in [
            ["launch"], ["launch --window code"], ["launch", "push B"], ["launch", "present M --style full-screen"],
        ] {
            let found = confidence(of: "viewWillLayoutSubviews()", after: lines)
                .union(confidence(of: "viewDidLayoutSubviews()", after: lines))
            #expect(!found.isEmpty, "\(lines)")
            #expect(!found.contains(.documented), "\(lines)")
        }
    }

    // An interruption's end is documented as its start is (issue 29, item 7).
    @Test func homeIsDocumentedAndAnInterruptionsEndIsDocumented() {
        #expect(confidence(of: "sceneWillResignActive(_:)", after: ["launch", "home"]) == [.documented])
        #expect(confidence(of: "sceneDidEnterBackground(_:)", after: ["launch", "home"]) == [.documented])
        #expect(confidence(of: "sceneDidBecomeActive(_:)", after: ["launch", "interrupt", "resume"]) == [.documented])
    }

    @Test func everyCallOfASwipeKillIsUncertain() {
        let killed = calls(after: ["launch", "kill"])
        #expect(!killed.isEmpty)
        #expect(killed.allSatisfy { $0.confidence == .uncertain }, "\(killed)")
    }

    @Test func theNavigationDelegatesPlaceIsUncertainAndPushOrderObserved() {
        let pushed = calls(after: ["launch", "push B"])
        for (method, confidence) in pushed {
            if method.hasPrefix("navigationController(") { #expect(confidence == .uncertain, "\(method)") }
            if ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"]
                .contains(method)
            {
                #expect(confidence == .observed, "\(method)")
            }
        }
    }
}
