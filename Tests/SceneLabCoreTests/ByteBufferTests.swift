import Testing

@testable import SceneLabCore

/// The output buffer the renderers write lines into.
@Suite struct ByteBufferTests {
    private func text(_ buffer: ByteBuffer) -> String { String(decoding: buffer.bytes, as: UTF8.self) }

    @Test func piecesComeOutInTheOrderTheyWentIn() {
        let buffer = ByteBuffer()
        buffer.append(literal: "  ")
        buffer.append(name: "viewWillAppear")
        buffer.append(UInt8(ascii: "("))
        buffer.append(contentsOf: "animated: true")
        buffer.append(UInt8(ascii: ")"))
        #expect(text(buffer) == "  viewWillAppear(animated: true)")
        #expect(buffer.count == 32)
    }

    @Test func whatWasAppendedSinceACountCanBeReadAndTakenBack() {
        let buffer = ByteBuffer()
        buffer.append(literal: "kept line\n")
        let mark = buffer.count
        buffer.append(literal: "error text")
        #expect(String(decoding: buffer.bytes(from: mark), as: UTF8.self) == "error text")
        buffer.removeLast(from: mark)
        #expect(text(buffer) == "kept line\n")
        // Out-of-range marks are clamped: nothing past the end, nothing before the start.
        #expect(buffer.bytes(from: 500).isEmpty)
        #expect(buffer.bytes(from: -3).count == buffer.count)
        buffer.removeLast(from: 500)
        #expect(text(buffer) == "kept line\n")
        buffer.removeLast(from: -1)
        #expect(buffer.count == 0)
    }

    @Test func growingPastTheFirstCapacityKeepsEveryByte() {
        let buffer = ByteBuffer(capacity: 16)
        var expected = ""
        for index in 0..<500 {
            let piece = String(repeating: Character(Unicode.Scalar(UInt8(97 + index % 26))), count: index % 40)
            buffer.append(contentsOf: piece)
            expected += piece
        }
        #expect(text(buffer) == expected)
    }

    @Test(arguments: [
        0, 7, 9, 10, 11, 99, 100, 101, 1_000, 12_345, 99_999, -1, -9, -10, -4_200, -10_001, Int.max, Int.min,
    ])
    func decimalsAreWrittenAsSwiftPrintsThem(number: Int) {
        let buffer = ByteBuffer()
        buffer.append(literal: "x=")
        buffer.append(decimal: number)
        #expect(text(buffer) == "x=\(number)")
    }

    @Test func singleBytesGrowTheBufferAtItsCapacity() {
        let buffer = ByteBuffer(capacity: 16)
        for byte in 0..<40 { buffer.append(UInt8(ascii: "a") + UInt8(byte % 26)) }
        #expect(text(buffer) == "abcdefghijklmnopqrstuvwxyzabcdefghijklmn")
    }

    @Test func emptyingKeepsNothing() {
        let buffer = ByteBuffer()
        buffer.append(contentsOf: "again")
        buffer.removeAll()
        #expect(buffer.bytes.isEmpty)
        buffer.append(literal: "new")
        #expect(text(buffer) == "new")
    }
}
