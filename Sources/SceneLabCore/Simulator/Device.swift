import CommandGrammar
/// The simulated device: what UIKit's adaptive behaviour reads. Its idiom,
/// orientation and the size classes they give are state: a split view asks
/// it whether to collapse, and a presentation names it in its note, instead
/// of assuming an iPhone in portrait.
public struct Device: Sendable, Equatable, CustomStringConvertible {
    /// `UIUserInterfaceIdiom`.
    public enum Idiom: String, Sendable, Equatable, CaseIterable {
        case phone = "iphone"
        case pad = "ipad"
    }

    /// The interface orientation.
    public enum Orientation: String, Sendable, Equatable, CaseIterable {
        case portrait
        case landscape

        /// The other orientation.
        public var turned: Orientation { self == .portrait ? .landscape : .portrait }
    }

    /// `UIUserInterfaceSizeClass`.
    public enum SizeClass: String, Sendable, Equatable {
        case compact
        case regular
    }

    /// The models scenelab simulates: today's default of each idiom, and the
    /// two the CS193p lecture's logs come from, so that their sizes match.
    public enum Model: String, Sendable, Equatable, CaseIterable {
        /// An iPhone 15: 393 x 852 points.
        case iPhone = "iphone"
        /// An iPhone X: 375 x 812 points (the lecture's iPhone logs, D4-D7).
        case iPhoneX = "iphone-x"
        /// An 11-inch iPad: 834 x 1194 points.
        case iPad = "ipad"
        /// A 9.7-inch iPad Pro: 768 x 1024 points (the lecture's iPad logs, D1-D3).
        case iPadPro97 = "ipad-pro-9.7"

        public var idiom: Idiom { self == .iPad || self == .iPadPro97 ? .pad : .phone }

        /// The screen in points, short side first.
        var portraitSize: (width: Int, height: Int) {
            switch self {
            case .iPhone: return (393, 852)
            case .iPhoneX: return (375, 812)
            case .iPad: return (834, 1194)
            case .iPadPro97: return (768, 1024)
            }
        }

        /// How `device` names the model; the defaults go by their idiom alone.
        var displayName: String {
            switch self {
            case .iPhone: return "iPhone"
            case .iPhoneX: return "iPhone X"
            case .iPad: return "iPad"
            case .iPadPro97: return "iPad Pro (9.7-inch)"
            }
        }
    }

    public var model: Model
    public var orientation: Orientation

    public var idiom: Idiom { model.idiom }

    public init(model: Model, orientation: Orientation = .portrait) {
        self.model = model
        self.orientation = orientation
    }

    /// The default model of an idiom.
    public init(idiom: Idiom, orientation: Orientation = .portrait) {
        self.init(model: idiom == .pad ? .iPad : .iPhone, orientation: orientation)
    }

    /// An iPhone in portrait, the default.
    public static let iPhone = Device(idiom: .phone)
    /// An iPad in portrait.
    public static let iPad = Device(idiom: .pad)

    /// Width: regular on iPad full screen, compact on iPhone in either
    /// orientation (the larger Plus and Max phones are regular in landscape;
    /// scenelab simulates the others).
    public var horizontalSizeClass: SizeClass { idiom == .pad ? .regular : .compact }

    /// Height: regular on iPad, and on iPhone in portrait; compact on iPhone in landscape.
    public var verticalSizeClass: SizeClass {
        idiom == .pad || orientation == .portrait ? .regular : .compact
    }

    /// The orientation `rotate` turns to: the one asked for, or (`nil`) the
    /// other one; turning to where the device already is does nothing, so it is refused.
    func orientation(turningTo asked: Orientation?) throws(Rejection) -> Orientation {
        let target = asked ?? orientation.turned
        guard target != orientation else {
            throw Rejection(LifecycleDiagnostic.alreadyInOrientation(device: name, orientation: target))
        }
        return target
    }

    /// How notes name the device.
    public var name: String { idiom == .pad ? "iPad" : "iPhone" }

    /// What `device` prints: `iPhone, portrait (width compact, height regular)`.
    public var description: String { LifecycleDiagnostic.device(self).english }

    /// The description in `language` (the size classes keep UIKit's words).
    public func description(in language: Language) -> String { LifecycleDiagnostic.device(self).text(in: language) }
}
