/// Something scenelab says of its own accord — a refusal, a remark, a
/// warning — kept as a value with its data until it is shown.
///
/// Each kind of diagnostic is an enum beside the part that decides it; its
/// English and its Russian are two renderers, one file per language, each an
/// exhaustive switch. A case without its Russian does not compile, no
/// sentence is looked up by its English, and code outside the renderers
/// never writes a sentence.
public protocol Diagnostic: Sendable {
    /// The sentence in English: the one tests compare.
    var english: String { get }
    /// The sentence in Russian.
    var russian: String { get }
    /// Whether the remark is made once in a running app's life rather than each time it applies:
    /// one that names code scenelab does not play, which does not change from tap to tap.
    var isSaidOnce: Bool { get }
}

extension Diagnostic {
    /// Most remarks are made each time they apply.
    public var isSaidOnce: Bool { false }

    /// The sentence in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .en: return english
        case .ru: return russian
        }
    }
}
