import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct ChannelTests {
    @Test func indexMatchesThePositionInAllCases() {
        for (position, channel) in Channel.allCases.enumerated() {
            #expect(channel.index == position)
        }
    }

    @Test func aFilterAdmitsExactlyItsChannels() {
        let chosen: Set<Channel> = [.app, .layout, .traits]
        let filter = ChannelFilter(chosen)
        for channel in Channel.allCases {
            #expect(filter.admits(channel) == chosen.contains(channel))
            #expect(ChannelFilter.all.admits(channel))
            #expect(!ChannelFilter([]).admits(channel))
        }
    }

    @Test func namesSpellTheRawValues() {
        for channel in Channel.allCases { #expect(channel.name.description == channel.rawValue) }
        for kind in Event.Kind.allCases { #expect(kind.name.description == kind.rawValue) }
        for confidence in Confidence.allCases { #expect(confidence.name.description == confidence.rawValue) }
    }

    /// What a fresh session shows: the view lifecycle, but not layout
    /// passes or the table's data source until they are traced.
    @Test func aFreshSessionShowsTheDefaultChannelsAndTracingAddsOne() {
        var session = Session()
        let shown = renderedText(session.execute("launch"), channels: session.channels)
        #expect(shown.contains { $0.contains("viewDidLoad()") })
        #expect(shown.contains { $0.contains("sceneDidBecomeActive") })
        #expect(!shown.contains { $0.contains("viewWillLayoutSubviews") })
        _ = session.execute("trace layout on")
        let traced = renderedText(session.execute("push A"), channels: session.channels)
        #expect(traced.contains { $0.contains("viewWillLayoutSubviews") })
        #expect(Channel.allCases.allSatisfy { !Session.summary(of: $0, in: .en).isEmpty && !Session.summary(of: $0, in: .ru).isEmpty })
    }
}
