/// `UIModalPresentationStyle`, the values scenelab simulates.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable, BitwiseCopyable {
    /// iOS 13's default; on iPhone it behaves as a page sheet.
    case automatic
    case pageSheet = "page-sheet"
    case fullScreen = "full-screen"
    case overFullScreen = "over-full-screen"
    /// A sheet smaller than a page sheet at regular width; a sheet on iPhone since iOS 13.
    case formSheet = "form-sheet"
    /// A popover at regular width; adapted at compact width (to a sheet since iOS 13, full screen before).
    case popover
    /// Covers the controller that defines the presentation context, whose views leave the window.
    case currentContext = "current-context"
    /// Covers the controller that defines the presentation context, whose views stay beneath.
    case overCurrentContext = "over-current-context"

    /// Whether the presenter's view leaves the window, so the presenter
    /// gets disappear calls on present and appear calls on dismiss.
    public var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presentation is a sheet, which a person can drag down to dismiss.
    public var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }

    /// Whether the style presents from the controller that defines the
    /// presentation context rather than from the top of the window.
    public var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// UIKit's spelling, for `tree` and notes.
    public var uikitName: String {
        switch self {
        case .automatic: return ".automatic"
        case .pageSheet: return ".pageSheet"
        case .fullScreen: return ".fullScreen"
        case .overFullScreen: return ".overFullScreen"
        case .formSheet: return ".formSheet"
        case .popover: return ".popover"
        case .currentContext: return ".currentContext"
        case .overCurrentContext: return ".overCurrentContext"
        }
    }
}
