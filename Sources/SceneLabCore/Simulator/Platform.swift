import CommandGrammar
/// Which UIKit the app runs on: the iOS version and whether the app has scenes.
///
/// Before iOS 13 there were no scenes: the app delegate heard every change
/// of state (`applicationDidBecomeActive(_:)` and the rest), `.automatic`
/// presentation did not exist (the default was full screen), and there was
/// no `viewIsAppearing(_:)`. An app built for iOS 13 or later without a
/// scene manifest (`--lifecycle app`) still runs that way, with today's
/// presentations.
public struct Platform: Sendable, Equatable, CustomStringConvertible {
    /// How the app hears of its own state.
    public enum Lifecycle: String, Sendable, Equatable, CaseIterable {
        /// A scene manifest: each `UIWindowScene`'s delegate hears of its state (iOS 13 and later).
        case scene
        /// No scenes: the app delegate hears of the app's state (every app before iOS 13).
        case app
    }

    /// The major iOS version: 9 to 12 (before scenes), or 13 and later
    /// (scenelab plays every later version as today's UIKit).
    public var iOSVersion: Int
    public var lifecycle: Lifecycle

    /// Today's UIKit with scenes, the default.
    public static let current = Platform(iOSVersion: 18, lifecycle: .scene)

    /// The versions scenelab plays.
    public static let versions = 9...26

    /// A platform; before iOS 13 there are no scenes, whatever `lifecycle` asks.
    public init(iOSVersion: Int, lifecycle: Lifecycle = .scene) {
        self.iOSVersion = iOSVersion
        self.lifecycle = iOSVersion < 13 ? .app : lifecycle
    }

    /// Whether the app has scenes and scene delegates.
    public var usesScenes: Bool { lifecycle == .scene }

    /// Whether `viewIsAppearing(_:)` exists (back-deployed to iOS 13).
    var hasViewIsAppearing: Bool { iOSVersion >= 13 }

    /// Whether an app without scenes hears `applicationDidBecomeActive(_:)` at
    /// launch before its root's `viewDidAppear(_:)`: so on iOS 7 (a published
    /// log) and again on iOS 9 and 10; from iOS 11 it comes after (Matt
    /// Neuburg's account of the versions, Stack Overflow 66605799: a recollection,
    /// so the line is uncertain).
    var becomesActiveBeforeRootAppears: Bool { iOSVersion < 11 }

    /// The layout passes a controller on screen gets in a rotation: one in the published log
    /// (CS193p's, iOS 11, D2); iOS 10 is reported to have logged three, a log no published
    /// source shows, so the passes are uncertain.
    var layoutPassesOnRotation: Int { iOSVersion == 10 ? 3 : 1 }

    /// Whether a sheet can be dragged down (iOS 13's cards).
    var sheetsCanBeSwipedDown: Bool { iOSVersion >= 13 }

    /// The style a presentation really gets: before iOS 13 `.automatic` was
    /// full screen, and a page sheet, a form sheet or a popover at compact
    /// width filled the screen too. Since iOS 13 a popover at compact width
    /// behaves as a form sheet (Apple's `.popover` documentation), which on
    /// iPhone is a sheet; the other styles keep their own.
    func resolving(_ style: PresentationStyle, on device: Device) -> PresentationStyle {
        let isCompact = device.horizontalSizeClass == .compact
        guard iOSVersion < 13 else { return style == .popover && isCompact ? .formSheet : style }
        switch style {
        case .automatic: return .fullScreen
        case .pageSheet, .formSheet, .popover: return isCompact ? .fullScreen : style
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return style
        }
    }

    /// How `help` and `tree` name the mode: `iOS 13 and later, scene lifecycle`.
    public var description: String { LifecycleDiagnostic.platform(self).english }

    /// The description in `language`.
    public func description(in language: Language) -> String { LifecycleDiagnostic.platform(self).text(in: language) }
}
