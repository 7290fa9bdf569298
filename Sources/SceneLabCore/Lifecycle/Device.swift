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

    public var idiom: Idiom
    public var orientation: Orientation

    public init(idiom: Idiom, orientation: Orientation = .portrait) {
        self.idiom = idiom
        self.orientation = orientation
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
            throw Rejection("rotate ignored: the \(name) is already in \(target.rawValue)")
        }
        return target
    }

    /// How notes name the device.
    public var name: String { idiom == .pad ? "iPad" : "iPhone" }

    /// What `device` prints: `iPhone, portrait (width compact, height regular)`.
    public var description: String {
        "\(name), \(orientation.rawValue) (width \(horizontalSizeClass.rawValue), "
            + "height \(verticalSizeClass.rawValue))"
    }
}
