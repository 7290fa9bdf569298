import Testing

import StoryboardReader

/// Storyboards written for these tests (not taken from any project), read into the model.
@Suite struct StoryboardModelTests {
    /// A storyboard document around `scenes`.
    private func storyboard(initial: String?, _ scenes: String, launchScreen: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="1" targetRuntime="iOS.CocoaTouch"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")\
        \(launchScreen ? " launchScreen=\"YES\"" : "")>
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    private func read(_ text: String) throws -> Storyboard {
        try Storyboard.read(text)
    }

    @Test func navigationWithAPushFromAButtonAndABarItem() throws {
        let board = try read(
            storyboard(
                initial: "nav",
                """
                <scene sceneID="s1"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                    <connections>
                      <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                    </connections>
                  </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                  <viewController storyboardIdentifier="List" id="list" customClass="ListController" \
                customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" id="v2">
                      <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="b1">
                          <state key="normal" title="Button"/>
                          <buttonConfiguration key="configuration" style="plain" title="Details"/>
                          <connections>
                            <segue destination="detail" kind="show" identifier="showDetails" id="p1"/>
                          </connections>
                        </button>
                        <button enabled="NO" id="b2" userLabel="Hidden">
                          <state key="normal" title="Later"/>
                          <connections><segue destination="detail" kind="push" id="p2"/></connections>
                        </button>
                      </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Things" id="ni">
                      <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                        <connections>
                          <segue destination="detail" kind="presentation" modalPresentationStyle="fullScreen" id="p3"/>
                        </connections>
                      </barButtonItem>
                    </navigationItem>
                    <connections>
                      <segue destination="detail" kind="show" identifier="manual" id="p4"/>
                    </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects></scene>
                <scene sceneID="s3"><objects>
                  <viewController id="detail" sceneMemberID="viewController" title="Detail"/>
                </objects></scene>
                """))
        #expect(board.warnings == [])
        #expect(board.isLaunchScreen == false)
        #expect(board.initialViewController?.kind == .navigationController)
        #expect(board.initialViewController?.className == "UINavigationController")
        #expect(board.initialViewController?.segues.map(\.kind) == [.relationship("rootViewController")])
        let list = try #require(board.controller(id: "list"))
        #expect(list.className == "ListController")
        #expect(list.customModule == "Demo")
        #expect(list.storyboardIdentifier == "List")
        #expect(list.displayTitle == "Things")
        #expect(list.segues.count == 4)
        let details = list.segues[0]
        #expect(details.kind == .show && details.identifier == "showDetails")
        #expect(details.trigger?.kind == .button)
        #expect(details.trigger?.title == "Details")  // the configuration's title wins over "Button"
        #expect(list.segues[1].kind == .push && list.segues[1].kind.modern == .show)
        #expect(list.segues[1].trigger?.isEnabled == false)
        #expect(list.segues[1].trigger?.userLabel == "Hidden")
        let add = list.segues[2]
        #expect(add.trigger?.kind == .barButtonItem && add.trigger?.systemItem == "add")
        #expect(add.kind == .presentation(modalPresentationStyle: "fullScreen", modalTransitionStyle: nil))
        #expect(list.segues[3].isManual && list.segues[3].identifier == "manual")
        #expect(board.controller(id: "detail")?.displayTitle == "Detail")
    }

    @Test func tabBarRelationshipsKeepDocumentOrder() throws {
        let board = try read(
            storyboard(
                initial: "tabs",
                """
                <scene sceneID="t"><objects>
                  <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                      <segue destination="second" kind="relationship" relationship="viewControllers" id="t2"/>
                      <segue destination="first" kind="relationship" relationship="viewControllers" id="t1"/>
                    </connections>
                  </tabBarController>
                </objects></scene>
                <scene sceneID="a"><objects>
                  <tableViewController id="first" sceneMemberID="viewController">
                    <tableView key="view" dataMode="prototypes" id="tv">
                      <prototypes>
                        <tableViewCell reuseIdentifier="row" textLabel="lbl" id="cell">
                          <tableViewCellContentView key="contentView" id="cv">
                            <subviews><label text="Row title" id="lbl"/></subviews>
                          </tableViewCellContentView>
                          <connections><segue destination="second" kind="showDetail" id="c1"/></connections>
                        </tableViewCell>
                      </prototypes>
                    </tableView>
                    <tabBarItem key="tabBarItem" title="First" id="i1"/>
                  </tableViewController>
                </objects></scene>
                <scene sceneID="b"><objects>
                  <collectionViewController id="second" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/>
                  </collectionViewController>
                </objects></scene>
                """))
        #expect(board.warnings == [])
        let tabs = try #require(board.initialViewController)
        #expect(tabs.className == "UITabBarController")
        #expect(tabs.segues.map(\.destination) == ["second", "first"])
        let first = try #require(board.controller(id: "first"))
        #expect(first.kind == .tableViewController && first.tabBarItemTitle == "First")
        let cell = try #require(first.segues.first?.trigger)
        #expect(cell.kind == .tableViewCell && cell.reuseIdentifier == "row" && cell.title == "Row title")
        #expect(first.segues.first?.kind == .showDetail)
        #expect(board.controller(id: "second")?.tabBarSystemItem == "favorites")
        #expect(board.controller(id: "second")?.className == "UICollectionViewController")
    }

    @Test func embedUnwindAndAReference() throws {
        let board = try read(
            storyboard(
                initial: "parent",
                """
                <scene sceneID="p"><objects>
                  <exit id="exitP" userLabel="Exit" sceneMemberID="exit"/>
                  <viewController id="parent" customClass="ParentController" sceneMemberID="viewController">
                    <view key="view" id="pv"><subviews>
                      <containerView id="box">
                        <connections><segue destination="child" kind="embed" id="e1"/></connections>
                      </containerView>
                      <button id="done">
                        <state key="normal" title="Done"/>
                        <connections>
                          <segue destination="exitP" kind="unwind" unwindAction="backToStart:" id="u1"/>
                        </connections>
                      </button>
                      <button id="more">
                        <state key="normal" title="More"/>
                        <connections><segue destination="ref" kind="show" id="m1"/></connections>
                      </button>
                    </subviews></view>
                  </viewController>
                </objects></scene>
                <scene sceneID="c"><objects>
                  <viewController id="child" customClass="ChildController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="r"><objects>
                  <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" id="ref" \
                sceneMemberID="viewController"/>
                </objects></scene>
                """))
        #expect(board.warnings == [])
        let parent = try #require(board.controller(id: "parent"))
        #expect(parent.segues.map(\.kind) == [.embed, .unwind(action: "backToStart:"), .show])
        #expect(parent.segues[0].trigger?.kind == .other("containerView"))
        #expect(parent.segues[1].trigger?.title == "Done")
        let reference = try #require(board.controller(id: "ref"))
        #expect(reference.kind == .viewControllerPlaceholder)
        #expect(reference.referencedStoryboardName == "Settings" && reference.referencedIdentifier == "Prefs")
        #expect(board.scenes.first?.exitIDs == ["exitP"])
    }

    @Test func whatItDoesNotKnowIsAWarningWithItsLine() throws {
        let board = try read(
            storyboard(
                initial: "missing",
                """
                <scene sceneID="x"><objects>
                  <viewController id="one" sparkle="yes" sceneMemberID="viewController">
                    <connections>
                      <segue destination="two" kind="teleport" id="k1"/>
                      <segue kind="show" id="k2"/>
                      <segue destination="nowhere" kind="show" id="k3"/>
                      <segue destination="two" kind="unwind" id="k4"/>
                    </connections>
                  </viewController>
                </objects></scene>
                <scene sceneID="y"><objects>
                  <fancyController id="two" sceneMemberID="viewController"/>
                </objects></scene>
                """, launchScreen: true))
        #expect(board.isLaunchScreen)
        let messages = board.warnings
        func at(_ line: Int, _ column: Int, _ problem: StoryboardProblem) -> StoryboardWarning {
            StoryboardWarning(line: line, column: column, problem: problem)
        }
        #expect(messages.contains(at(6, 3, .unknownAttribute("sparkle", element: "viewController"))))
        #expect(messages.contains(at(8, 7, .unknownSegueKind("teleport"))))
        #expect(messages.contains(at(9, 7, .segueWithoutDestination(kind: "show"))))
        #expect(messages.contains(at(10, 7, .segueDestinationMissing("nowhere"))))
        #expect(messages.contains(at(11, 7, .unwindWithoutAction)))
        #expect(messages.contains(at(11, 7, .unwindDestinationNotExit("two"))))
        #expect(messages.contains(at(16, 3, .unknownSceneMember("fancyController"))))
        #expect(messages.contains(at(15, 1, .sceneWithoutController)))
        #expect(messages.contains(at(2, 1, .initialControllerMissing("missing"))))
        // The unknown member's scene is skipped, so the segue to it dangles too.
        #expect(messages.contains(at(8, 7, .segueDestinationMissing("two"))))
        #expect(messages.count == 10)
        #expect(board.scenes.count == 1)
        #expect(board.scenes[0].controller.segues.count == 3)
    }

    @Test func aFloodOfUnknownElementsIsCountedNotListed() throws {
        let board = try read("<document>" + String(repeating: "<gadget/>", count: 600) + "</document>")
        #expect(board.warnings.count == 501)
        #expect(board.warnings[499] == StoryboardWarning(
            line: 1, column: 11 + 499 * 9, problem: .unknownElement("gadget", parent: "document")))
        #expect(board.warnings.last?.problem == .moreWarnings(100))
    }

    @Test func refusesWhatIsNotAStoryboard() {
        #expect(throws: StoryboardError.notAStoryboard(line: 1, column: 1, message: "the root element is <plist>, not a storyboard's <document>")) {
            try Storyboard.read("<plist version=\"1.0\"><dict/></plist>")
        }
        #expect(throws: StoryboardError.self) {
            try Storyboard.read("<!DOCTYPE document>\n<document/>")
        }
        do {
            _ = try Storyboard.read("<document><scenes><scene>")
            Issue.record("a truncated storyboard was read")
        } catch {
            guard case .xml(let xml) = error else {
                Issue.record("expected an XML error, got \(error)")
                return
            }
            #expect(xml.kind == .truncated)
        }
    }
}
