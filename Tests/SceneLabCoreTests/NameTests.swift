import Testing

@testable import SceneLabCore

/// Interned names and object names, the small values events are made of.
@Suite struct NameTests {
    @Test func aLiteralAndTheSameTextInternedAreEqualAndHashAlike() {
        let literal: Name = "viewDidLoad()"
        let interned = Name(String("viewDid") + "Load()")
        #expect(literal == interned)
        #expect(Set([literal, interned]).count == 1)
        #expect(interned.description == "viewDidLoad()")
        #expect(Name("viewDidLoad()") != Name("viewDidLoad"))
    }

    @Test func internedTextIsCopiedOnce() {
        let first = Name(String(repeating: "A", count: 40))
        let second = Name(String(repeating: "A", count: 40))
        #expect(first.utf8.baseAddress == second.utf8.baseAddress)
    }

    @Test func anEventKeepsItsTextByteForByte() {
        let text = "a tab\there, an escape \u{1B}[31m and «ёлка»"
        let first = Event.output(text)
        let second = Event.note(String(text.reversed().reversed()))
        #expect(first.text == text)
        #expect(second.text == text)
        #expect(Event.output("").text == "")
    }

    @Test(arguments: [
        ("TaskListController", true), ("", true), ("with space", true), ("quote\"", false),
        ("back\\slash", false), ("tab\t", false), ("\u{1B}[31m", false), ("bidi\u{202E}", false), ("Задачи", true),
    ])
    func aNameIsPlainUnlessItHoldsWhatNeedsEscaping(text: String, isPlain: Bool) {
        #expect(Name(text).isPlain == isPlain)
    }

    @Test func aWrittenObjectNameSplitsItsInstanceNumber() {
        let name = ObjectName("TaskListController#12")
        #expect(name.base == "TaskListController")
        #expect(name.instance == 12)
        #expect(name == ObjectName("TaskListController", instance: 12))
        #expect(ObjectName("UINavigationController#1.delegate").instance == 0)
        #expect(ObjectName("A#0").description == "A#0")
        #expect(ObjectName("A#-3").description == "A#-3")
    }

    @Test func anObjectNamePrintsAsItIsAppended() {
        let buffer = ByteBuffer()
        ObjectName("M", instance: 305).append(to: buffer)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "M#305")
        #expect(
            ObjectName("UINavigationController", instance: 1).member("delegate").description
                == "UINavigationController#1.delegate")
    }
}
