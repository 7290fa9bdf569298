// libFuzzer entry point: any bytes given to the storyboard reader must read or
// throw a StoryboardError, never trap; what reads as XML must be a consistent
// flat tree (children after their parent and inside its subtree), and every
// warning must name a line in the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? ElementTree.parse(bytes) {
        for (index, element) in document.elements.enumerated() {
            guard element.subtreeEnd > index, element.subtreeEnd <= document.elements.count else {
                fatalError("element \(index)'s subtree is out of range")
            }
            for child in element.children where child <= index || child >= element.subtreeEnd
                || document.elements[child].parent != index
            {
                fatalError("child \(child) of \(index) is misplaced")
            }
        }
    }
    let lines = bytes.count { $0 == 0x0A } + 1
    guard let storyboard = try? Storyboard.read(bytes) else { return 0 }
    for warning in storyboard.warnings where warning.line < 1 || warning.line > lines || warning.column < 1 {
        fatalError("warning \(warning) points outside the input")
    }
    return 0
}
