import Foundation
import Testing

@testable import SceneLabSession

/// The lessons in lessons/ and lessons/ru/ teach at every step: each step has a note,
/// the opening step is played without a question, the two languages have the same
/// steps, and the Russian notes are in Russian.
struct LessonNotesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lessons")

    /// The lesson files of a folder (`NN-topic.t`), by name.
    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".t") && $0.first?.isNumber == true }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    static var english: [URL] { files(in: root) }
    static var russian: [URL] { files(in: root.appendingPathComponent("ru")) }
    static var all: [URL] { english + russian }

    static func transcript(_ file: URL) throws -> Transcript {
        try Transcript(parsing: try String(contentsOf: file, encoding: .utf8))
    }

    static func number(_ file: URL) -> Int? {
        Int(file.lastPathComponent.prefix { $0.isNumber })
    }

    static func isCyrillic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0400...0x04FF).contains(scalar.value)
    }

    @Test func thereAreAtLeastSixteenLessonsInEachLanguage() {
        #expect(Self.english.count >= 16)
        #expect(Self.russian.count >= 16)
    }

    @Test(arguments: all)
    func everyStepHasAShortNote(_ file: URL) throws {
        let transcript = try Self.transcript(file)
        #expect(!transcript.blocks.isEmpty)
        for block in transcript.blocks {
            #expect(!block.note.isEmpty, "line \(block.line): `\(block.command)` has no note")
            #expect(block.note.count <= 4, "line \(block.line): the note of `\(block.command)` is long")
            for line in block.note {
                #expect(!line.trimmingCharacters(in: .whitespaces).isEmpty, "line \(block.line): an empty note line")
                #expect(line.count + 2 <= 92, "line \(block.line): a note line of \(line.count + 2) characters")
            }
        }
    }

    @Test(arguments: all)
    func theOpeningStepIsNotQuizzedAndAnotherIs(_ file: URL) throws {
        let blocks = try Self.transcript(file).blocks
        #expect(blocks.first?.isQuizzed == false, "the opening `\(blocks.first?.command ?? "")` is quizzed")
        #expect(blocks.contains { $0.isQuizzed }, "no step is quizzed")
    }

    @Test func eachLessonHasTheSameStepsInBothLanguages() throws {
        let russianByNumber = Dictionary(
            Self.russian.compactMap { file in Self.number(file).map { ($0, file) } },
            uniquingKeysWith: { first, _ in first })
        #expect(Set(Self.english.compactMap(Self.number)) == Set(russianByNumber.keys))
        for file in Self.english {
            guard let number = Self.number(file), let other = russianByNumber[number] else { continue }
            let commands = try Self.transcript(file).blocks.map(\.command)
            let russianCommands = try Self.transcript(other).blocks.map(\.command)
            #expect(commands == russianCommands, "lesson \(number): the steps differ between the languages")
        }
    }

    @Test(arguments: russian)
    func theRussianLessonsRunInRussianWithNotesInRussian(_ file: URL) throws {
        let transcript = try Self.transcript(file)
        #expect(transcript.language == .ru)
        for block in transcript.blocks {
            let text = block.note.joined(separator: " ")
            #expect(text.unicodeScalars.contains(where: Self.isCyrillic), "line \(block.line): \(text)")
        }
    }
}
