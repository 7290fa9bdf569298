extension String {
    /// A string of UTF-8 bytes, copied: invalid bytes are repaired as
    /// `String(decoding:as:)` repairs them. Made through
    /// `init(unsafeUninitializedCapacity:)`, which checks the copy in one
    /// pass; `String(decoding:as:)` costs half as much again for the short
    /// words and lines a script is made of (callgrind: about 77 against 128
    /// instructions for a 7-byte word), and every line pays it two or three times.
    package init(copyingUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(from: bytes)
            return bytes.count
        }
    }
}
