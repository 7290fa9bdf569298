/// How events and `tree` name an object: `TaskListController#1`, `AppDelegate`,
/// `UINavigationController#1.delegate`.
///
/// A class name and an instance number rather than one string, so that a
/// controller's name costs nothing to hand to each of its events and is
/// spelled out only when a line is printed.
public struct ObjectName: Sendable, Hashable, BitwiseCopyable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The class, or the whole name when there is no instance number.
    public let base: Name
    /// Counts instances of the class from 1; 0 when the name has no `#N`.
    public let instance: Int32

    /// `CLASS#instance`, or `base` alone when `instance` is 0.
    public init(_ base: Name, instance: Int = 0) {
        self.base = base
        self.instance = Int32(clamping: instance)
    }

    /// Reads a written name: `A#2` is class `A`, instance 2; anything else is a name without a number.
    public init(_ text: String) {
        if let hash = text.utf8.lastIndex(of: UInt8(ascii: "#")),
            let number = Int32(text[text.index(after: hash)...]), number > 0,
            String(number) == text[text.index(after: hash)...]
        {
            self.init(Name(String(text[..<hash])), instance: Int(number))
        } else {
            self.init(Name(text))
        }
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The name of something this object holds, such as
    /// `UINavigationController#1.delegate`: a name of its own, interned.
    public func member(_ member: Name) -> ObjectName {
        ObjectName(Name("\(self).\(member)"))
    }

    /// Whether the name prints as it is (`Name.isPlain`).
    public var isPlain: Bool { base.isPlain }

    public var description: String {
        instance > 0 ? "\(base)#\(instance)" : base.description
    }

    /// Appends the name as `description` spells it; the caller has checked `isPlain`.
    package func append(to bytes: ByteBuffer) {
        bytes.append(name: base)
        if instance > 0 {
            bytes.append(UInt8(ascii: "#"))
            bytes.append(decimal: Int(instance))
        }
    }
}
