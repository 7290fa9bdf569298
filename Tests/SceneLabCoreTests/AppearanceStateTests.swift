import Testing

@testable import SceneLabApps
@testable import SceneLabCore

@Suite struct AppearanceStateTests {
    typealias T = AppearanceState.Transition

    /// The whole table: four forward steps and two reversals; everything else is refused.
    static let allowed: [AppearanceState: [T: AppearanceState]] = [
        .disappeared: [.willAppear: .appearing],
        .appearing: [.didAppear: .appeared, .willDisappear: .disappearing],
        .appeared: [.willDisappear: .disappearing],
        .disappearing: [.didDisappear: .disappeared, .willAppear: .appearing],
    ]

    @Test(arguments: AppearanceState.allCases, T.allCases)
    func fullTransitionTable(state: AppearanceState, transition: T) {
        #expect(state.applying(transition) == Self.allowed[state]?[transition])
    }

    @Test func exactlySixMovesAreAllowed() {
        let moves = AppearanceState.allCases.flatMap { state in T.allCases.compactMap { state.applying($0) } }
        #expect(moves.count == 6)
    }

    @Test func forwardCycleReturnsToDisappeared() {
        var state = AppearanceState.disappeared
        for transition in [T.willAppear, .didAppear, .willDisappear, .didDisappear] {
            guard let next = state.applying(transition) else {
                Issue.record("\(transition) refused from \(state)")
                return
            }
            state = next
        }
        #expect(state == .disappeared)
    }

    @Test func cancelledTransitionsReverse() {
        #expect(AppearanceState.appearing.applying(.willDisappear) == .disappearing)
        #expect(AppearanceState.disappearing.applying(.willAppear) == .appearing)
    }

    @Test func didCallsNeedTheirWillCall() {
        #expect(AppearanceState.disappeared.applying(.didAppear) == nil)
        #expect(AppearanceState.appeared.applying(.didDisappear) == nil)
        #expect(AppearanceState.appeared.applying(.willAppear) == nil)
        #expect(AppearanceState.disappeared.applying(.willDisappear) == nil)
    }

    @Test func transitionMethodsAreTheDocumentedNames() {
        #expect(T.willAppear.method == "viewWillAppear(_:)")
        #expect(T.didAppear.method == "viewDidAppear(_:)")
        #expect(T.willDisappear.method == "viewWillDisappear(_:)")
        #expect(T.didDisappear.method == "viewDidDisappear(_:)")
    }

    @Test func inHierarchyMeansAppearingOrAppeared() {
        #expect(AppearanceState.allCases.filter(\.isInHierarchy) == [.appearing, .appeared])
    }
}
