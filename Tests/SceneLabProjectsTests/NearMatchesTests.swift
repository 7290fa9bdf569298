import SceneLabCore
import Testing
import XcodeProject

@testable import SceneLabProjects

/// Methods that nearly match what UIKit or the storyboard calls, and storyboard actions
/// the sources surely lack: a crash only where the sources show every method the
/// controller has.
@Suite struct NearMatchesTests {
    @Test func swift2SpellingsNearlyMatchUIKitsMethods() {
        #expect(NearMatches.uikitMethod(nearly: "viewDidAppear(animated:)") == "viewDidAppear(_:)")
        #expect(NearMatches.uikitMethod(nearly: "prepareForSegue(segue:sender:)") == "prepare(for:sender:)")
        #expect(NearMatches.uikitMethod(nearly: "prepareForSegue(_:sender:)") == "prepare(for:sender:)")
        #expect(
            NearMatches.uikitMethod(nearly: "tableView(tableView:cellForRowAtIndexPath:)")
                == "tableView(_:cellForRowAt:)")
        #expect(NearMatches.uikitMethod(nearly: "willMove(toParentViewController:)") == "willMove(toParent:)")
        #expect(NearMatches.uikitMethod(nearly: "numberOfSectionsInTableView(tableView:)") == "numberOfSections(in:)")
    }

    /// The app's and the scene's delegates spelled as Swift 2 did: `application(application:…)`.
    @Test func swift2SpellingsOfTheDelegatesNearlyMatchUIKits() {
        #expect(
            NearMatches.delegateMethod(nearly: "application(application:didFinishLaunchingWithOptions:)")
                == "application(_:didFinishLaunchingWithOptions:)")
        #expect(NearMatches.delegateMethod(nearly: "applicationDidBecomeActive(application:)") == "applicationDidBecomeActive(_:)")
        #expect(NearMatches.delegateMethod(nearly: "scene(scene:willConnectTo:options:)") == "scene(_:willConnectTo:options:)")
        for name in ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)", "application(_:open:options:)"] {
            #expect(NearMatches.delegateMethod(nearly: name) == nil, "\(name)")
        }
    }

    @Test func uikitsOwnNamesAndOtherMethodsMatchNothing() {
        for name in [
            "viewDidAppear(_:)", "prepare(for:sender:)", "tableView(_:heightForRowAt:)",
            "tableView(_:didDeselectRowAt:)", "viewDidLoad()", "prepare(segue:)", "greet(sender:)", "title",
        ] {
            #expect(NearMatches.uikitMethod(nearly: name) == nil, "\(name)")
        }
    }

    /// A storyboard whose one scene, of `className`, has a button Go sending `selector` to
    /// `target` (the controller's id, `vc`, unless said otherwise).
    private func player(className: String, selector: String, target: String = "vc", swift: String) throws -> Player {
        let storyboard = Inline.storyboard(
            initial: "vc",
            """
            <scene sceneID="vc-scene"><objects>
              <viewController id="vc" customClass="\(className)" customModule="App" customModuleProvider="target" \
            sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vc-view">
                  <subviews>
                    <button opaque="NO" contentMode="scaleToFill" id="go">
                      <state key="normal" title="Go"/>
                      <connections>
                        <action selector="\(selector)" destination="\(target)" eventType="touchUpInside" id="go-action"/>
                      </connections>
                    </button>
                  </subviews>
                </view>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
            </objects></scene>
            """)
        var player = try Player(try Inline.project(storyboard: storyboard, swift: [className: swift]))
        player.run("launch")
        return player
    }

    @Test func anObjCNameGivesTheSelectorTheStoryboardCalls() throws {
        var player = try player(
            className: "GoViewController", selector: "greet:",
            swift: """
                class GoViewController: UIViewController {
                    @objc(greet:) @IBAction func greet(sender: Any) { print("greeted") }
                }
                """)
        let outcome = player.run("tap Go")
        #expect(!outcome.failed)
        #expect(outcome.events.printed == ["greeted"])
        #expect(!player.warnings.contains { if case .selectorNotMatched = $0.problem { true } else { false } })
    }

    @Test func aSelectorTheSwiftClassLacksCrashesTheApp() throws {
        var player = try player(
            className: "GoViewController", selector: "greet:",
            swift: """
                class GoViewController: UIViewController {
                    @IBAction func greet(sender: Any) { print("greeted") }
                }
                """)
        let outcome = player.run("tap Go")
        #expect(outcome.failed)
        let error = outcome.events.of(.error).first?.text ?? ""
        #expect(
            error.hasPrefix("-[App.GoViewController greet:]: unrecognized selector sent to instance 0x… [uncertain]"))
        #expect(error.contains("its greet(sender:) is greetWithSender:"))
        #expect(outcome.events.printed.isEmpty)
        // The process is gone: nothing runs until a launch.
        #expect(player.run("tap Go").events.of(.error).first?.text?.contains("greet:") != true)
        #expect(
            player.warnings.contains {
                $0.problem
                    == .selectorNotMatched(
                        selector: "greet:", isUnwind: false, className: "GoViewController", method: "greet(sender:)",
                        methodSelector: "greetWithSender:", suggested: "greet(_:)")
            })
    }

    @Test func anActionForTheResponderChainDoesNotCrash() throws {
        var player = try player(
            className: "GoViewController", selector: "missing:", target: "responder",
            swift: "class GoViewController: UIViewController {}")
        let outcome = player.run("tap Go")
        #expect(!outcome.failed)
        #expect(outcome.events.of(.note).contains { $0.text?.contains("has no missing(_:)") == true })
    }

    @Test func aClassBelowOneTheSourcesDoNotHoldDoesNotCrash() throws {
        // The superclass may be Objective-C, and may have the method.
        var player = try player(
            className: "GoViewController", selector: "missing:",
            swift: "class GoViewController: LegacyBaseController {}")
        let outcome = player.run("tap Go")
        #expect(!outcome.failed)
        #expect(outcome.events.of(.note).contains { $0.text?.contains("has no missing(_:)") == true })
    }

    @Test func aClassThatForwardsMessagesDoesNotCrash() throws {
        var player = try player(
            className: "GoViewController", selector: "missing:",
            swift: """
                class GoViewController: UIViewController {
                    override func forwardingTarget(for aSelector: Selector!) -> Any? { helper }
                }
                """)
        #expect(!player.run("tap Go").failed)
    }
}
