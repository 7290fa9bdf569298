/// `UIModalPresentationStyle`, the values scenelab simulates.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable, BitwiseCopyable {
    /// iOS 13's default; on iPhone it behaves as a page sheet.
    case automatic
    case pageSheet = "page-sheet"
    case fullScreen = "full-screen"
    case overFullScreen = "over-full-screen"

    /// Whether the presenter's view leaves the window, so the presenter
    /// gets disappear calls on present and appear calls on dismiss.
    public var removesPresenterView: Bool { self == .fullScreen }

    /// Whether the presentation is a sheet, which a person can drag down to dismiss.
    public var isSheet: Bool { self == .automatic || self == .pageSheet }

    /// UIKit's spelling, for `tree` and notes.
    public var uikitName: String {
        switch self {
        case .automatic: return ".automatic"
        case .pageSheet: return ".pageSheet"
        case .fullScreen: return ".fullScreen"
        case .overFullScreen: return ".overFullScreen"
        }
    }
}
