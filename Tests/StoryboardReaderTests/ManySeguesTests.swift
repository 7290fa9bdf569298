import Testing

import StoryboardReader

/// Reading is linear in the segues of one control: each segue once read the
/// control's whole list of connections to name its trigger, so 100,000 segues
/// on one button took over 20 minutes. The time limit guards against that
/// hang; it measures nothing.
@Suite struct ManySeguesTests {
    @Test(.timeLimit(.minutes(1))) func aHundredThousandSeguesOfOneButtonAreAllRead() throws {
        let count = 100_000
        var segues = ""
        for number in 0..<count { segues += "<segue destination=\"d\" kind=\"show\" id=\"s\(number)\"/>" }
        let board = try Storyboard.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
              <scenes>
                <scene sceneID="one"><objects>
                  <viewController id="home" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews>
                      <button title="Go" id="go"><connections>\(segues)</connections></button>
                    </subviews></view>
                  </viewController>
                </objects></scene>
                <scene sceneID="two"><objects><viewController id="d" sceneMemberID="viewController"/></objects></scene>
              </scenes>
            </document>
            """)
        let home = try #require(board.controller(id: "home"))
        #expect(home.segues.count == count)
        #expect(home.segues.allSatisfy { $0.trigger?.title == "Go" && $0.destination == "d" })
        #expect(home.segues.last?.id == "s99999")
    }
}
