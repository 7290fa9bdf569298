import Testing

/// A class chain of 20,000 levels: an unwind asked every class for its whole
/// chain, once per unwind action, and took over two minutes; it is one walk
/// now. The time limit guards against that hang; it measures nothing.
@Suite struct LongChainTests {
    @Test(.timeLimit(.minutes(1))) func anUnwindFindsItsActionAtTheTopOfAChainOf20000Classes() throws {
        let depth = 20_000
        var swift = "class C0: UIViewController {\n"
        swift += "    @IBAction func unwindHome(_ segue: UIStoryboardSegue) { print(\"home\") }\n}\n"
        for level in 1..<depth { swift += "class C\(level): C\(level - 1) {}\n" }
        let storyboard = Inline.storyboard(
            initial: "nav",
            """
            <scene sceneID="s0"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r"/></connections>
              </navigationController>
            </objects></scene>
            \(Inline.scene(id: "home", className: "C\(depth - 1)", next: "leaf"))
            <scene sceneID="s2"><objects>
              <viewController id="leaf" customClass="Leaf" sceneMemberID="viewController">
                <view key="view" id="v2"><subviews>
                  <button title="Back" id="back"><connections>
                    <segue destination="exit" kind="unwind" unwindAction="unwindHome:" id="u"/>
                  </connections></button>
                </subviews></view>
              </viewController>
              <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """)
        var player = try Player(
            try Inline.project(storyboard: storyboard, swift: ["Chain": swift, "Leaf": "class Leaf: UIViewController {}"]))
        #expect(!player.run("launch").failed)
        #expect(!player.run("tap Next").failed)
        let events = player.events("tap Back")
        #expect(events.of(.error).isEmpty)
        #expect(events.calls.contains { $0.hasPrefix("C\(depth - 1)#1 unwindHome(") })
        #expect(events.printed == ["home"])
        #expect(events.lastAppeared == "C\(depth - 1)")
    }
}
