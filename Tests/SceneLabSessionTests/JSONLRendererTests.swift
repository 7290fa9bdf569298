import Foundation
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct JSONLRendererTests {
    static let fieldOrder = [
        "seq", "command", "kind", "channel", "scene", "object", "class", "method", "args", "confidence", "text",
    ]

    private func parse(_ line: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any])
    }

    /// The top-level keys in the order they appear in `line` (keys are known and never nested except args).
    private func keyOrder(_ line: String, keys: some Collection<String>) -> [String] {
        keys.compactMap { key in line.range(of: "\"\(key)\":").map { (key, $0.lowerBound) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    private func stamped(_ event: Event, seq: Int = 1, command: Int = 1) -> Event {
        var event = event
        event.seq = seq
        event.command = command
        return event
    }

    @Test func specExampleRendersExactly() {
        let event = stamped(
            .call(
                "viewWillDisappear(_:)", on: "TaskListController#1", className: "TaskListController",
                channel: .lifecycle, scene: 1, arguments: [.animated(true)], confidence: .observed),
            seq: 17, command: 4)
        #expect(
            JSONLRenderer.line(for: event) == #"{"seq":17,"command":4,"kind":"call","channel":"lifecycle","scene":1,"#
                + #""object":"TaskListController#1","class":"TaskListController","#
                + #""method":"viewWillDisappear(_:)","args":{"animated":true},"confidence":"observed"}"#)
    }

    @Test func callWithoutArgumentsStillHasArgs() throws {
        let event = stamped(
            .call("viewDidLoad()", on: "A#1", className: "A", channel: .lifecycle, scene: 1, confidence: .documented))
        let line = JSONLRenderer.line(for: event)
        #expect(line.contains(#""args":{}"#))
        let json = try parse(line)
        #expect((json["args"] as? [String: Any])?.isEmpty == true)
    }

    @Test func nilArgumentIsNull() throws {
        let event = stamped(
            .call(
                "willMove(toParent:)", on: "B#1", className: "B", channel: .containment, scene: 1,
                arguments: [Event.Argument("toParent", .none)], confidence: .uncertain))
        let line = JSONLRenderer.line(for: event)
        #expect(line.contains(#""args":{"toParent":null}"#))
        let args = try #require(try parse(line)["args"] as? [String: Any])
        #expect(args["toParent"] is NSNull)
    }

    @Test func argumentValuesKeepTheirJSONTypes() throws {
        let event = stamped(
            .call(
                "f(_:)", on: "A#1", className: "A", channel: .delegate, scene: nil,
                arguments: [
                    Event.Argument("flag", .bool(false)), Event.Argument("count", .int(3)),
                    Event.Argument("other", .object("B#2")), Event.Argument("title", .string("Buy \"milk\"")),
                ], confidence: .observed))
        let line = JSONLRenderer.line(for: event)
        #expect(line.contains(#""args":{"flag":false,"count":3,"other":"B#2","title":"Buy \"milk\""}"#))
        let args = try #require(try parse(line)["args"] as? [String: Any])
        #expect(args["count"] as? Int == 3)
        #expect(args["title"] as? String == "Buy \"milk\"")
    }

    @Test func anIndexPathIsAStringInBothRenderings() throws {
        let event = stamped(
            .call(
                "tableView(_:cellForRowAt:)", on: "A#1", className: "A", channel: .table, scene: 1,
                arguments: Event.Arguments(.indexPath("cellForRowAt", 2, 10)), confidence: .observed))
        let args = try #require(try parse(JSONLRenderer.line(for: event))["args"] as? [String: Any])
        #expect(args["cellForRowAt"] as? String == "[2, 10]")
        #expect(TextRenderer.signature(of: event) == "tableView(_:cellForRowAt: [2, 10])")
    }

    @Test func callWithoutSceneLeavesSceneOut() throws {
        let event = stamped(
            .call(
                "applicationWillTerminate(_:)", on: "AppDelegate", className: "AppDelegate", channel: .app,
                scene: nil, confidence: .uncertain))
        let json = try parse(JSONLRenderer.line(for: event))
        #expect(json["scene"] == nil)
        #expect(json["confidence"] as? String == "uncertain")
    }

    @Test func errorEventHasOnlyItsFields() {
        let line = JSONLRenderer.line(for: stamped(.error("pop ignored"), seq: 3, command: 2))
        #expect(line == #"{"seq":3,"command":2,"kind":"error","text":"pop ignored"}"#)
    }

    @Test func noteWithSceneHasSceneAndText() {
        let line = JSONLRenderer.line(for: stamped(.note("hi", scene: 1)))
        #expect(line == #"{"seq":1,"command":1,"kind":"note","scene":1,"text":"hi"}"#)
    }

    @Test func commandEventCarriesItsText() {
        let line = JSONLRenderer.line(for: stamped(Event(kind: .command, text: "push A")))
        #expect(line == #"{"seq":1,"command":1,"kind":"command","text":"push A"}"#)
    }

    @Test(arguments: [
        ("quote \" here", #""quote \" here""#),
        (#"back\slash"#, #""back\\slash""#),
        ("new\nline", #""new\nline""#),
        ("tab\there", #""tab\there""#),
        ("cr\rhere", #""cr\rhere""#),
        ("bell\u{7}", #""bell\u0007""#),
        ("esc\u{1B}", #""esc\u001b""#),
        ("nul\u{0}", #""nul\u0000""#),
        ("del\u{7F}", #""del\u007f""#),
        ("Важные ✓ 🎉", #""Важные ✓ 🎉""#),
    ])
    func escapesStrings(text: String, expected: String) throws {
        #expect(JSONLRenderer.quoted(text) == expected)
        let line = JSONLRenderer.line(for: stamped(.output(text)))
        #expect(try parse(line)["text"] as? String == text)
        #expect(!line.contains("\n"))
    }

    @Test func everyEventOfARealSessionIsOneValidJSONObjectInFieldOrder() throws {
        var session = Session()
        let lines = [
            "launch", "push A", "push TaskEditController", "present M --style full-screen", "memory-warning",
            "dismiss", "pop-to-root", "pop", "bogus", "tree", "home", "open", "kill", #"push "x\"y""#,
        ]
        let events = lines.flatMap { session.execute($0).events }
        #expect(events.count > 50)
        for event in events {
            let line = JSONLRenderer.line(for: event)
            #expect(!line.contains("\n"))
            let json = try parse(line)
            #expect(json["seq"] as? Int == event.seq)
            #expect(json["command"] as? Int == event.command)
            #expect(json["kind"] as? String == event.kind.rawValue)
            #expect(keyOrder(line, keys: json.keys) == Self.fieldOrder.filter { json[$0] != nil })
            #expect(Set(json.keys).isSubset(of: Self.fieldOrder))
            if event.kind == .call || event.kind == .store {
                #expect(json["args"] is [String: Any], "a call without args: \(line)")
                for key in ["channel", "object", "class", "method", "confidence"] {
                    #expect(json[key] is String, "call without \(key): \(line)")
                }
            } else {
                #expect(json["args"] == nil)
                #expect(json["text"] is String)
            }
        }
    }

    @Test func animatedArgumentsRoundTrip() throws {
        var session = Session()
        _ = session.execute("launch")
        let events = session.execute("push A").events
        let willAppear = try #require(events.first { $0.method == "viewWillAppear(_:)" })
        let json = try parse(JSONLRenderer.line(for: willAppear))
        #expect((json["args"] as? [String: Any])?["animated"] as? Bool == true)
        #expect(json["object"] as? String == "A#1")
        #expect(json["class"] as? String == "A")
        #expect(json["scene"] as? Int == 1)
    }
}
