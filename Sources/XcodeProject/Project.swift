import StoryboardReader

/// An Xcode project folder as scenelab plays it: the app's name and
/// manifest, its storyboards by name, and its Swift sources still as text
/// (the player reads them).
public struct Project: Sendable {
    /// The project's name: the `.xcodeproj`'s, else the folder's or the storyboard's.
    public var name: String
    /// The app target's product name (`PRODUCT_NAME`, its variables expanded), when it is one.
    public var productName: String? = nil
    public var manifest: AppManifest
    /// The storyboards by name (`Main` for `Base.lproj/Main.storyboard`), one
    /// localization each, launch screens left out.
    public var storyboards: [String: Storyboard]
    /// Each storyboard's file, for warnings.
    public var storyboardPaths: [String: String]
    /// The storyboard the app's window shows.
    public var windowStoryboard: String
    /// The `.swift` files, as read.
    public var swiftFiles: [ProjectFile]
    /// The app's Objective-C files, `.h` and `.m`, as read.
    public var objectiveCFiles: [ProjectFile] = []
    public var warnings: [ProjectWarning]
    /// The dependencies' and tests' Swift files and storyboards, counted and not read.
    public var leftOut = LeftOutFiles()
    /// Whether the app's code builds the window: a scene manifest without a storyboard, or
    /// no storyboard but a launch screen. `windowStoryboard` is then what to play when the
    /// code shows no root, or empty when there is none.
    public var windowInCode = false

    /// The window's storyboard.
    public var mainStoryboard: Storyboard? { storyboards[windowStoryboard] }

    /// The bundle identifier the app gets: the manifest's when it has a
    /// resolved one that is a bundle identifier, else one made from the name.
    public var bundleIdentifier: String {
        if let id = manifest.bundleIdentifier, AppManifest.isBundleIdentifier(id) { return id }
        return fallbackBundleIdentifier
    }

    /// `org.scenelab.opened.NAME`, the name's letters, digits and underscores kept: no
    /// slash or period, so it stays one folder's name.
    var fallbackBundleIdentifier: String { "org.scenelab.opened." + AppManifest.moduleName(name) }

    /// What a person calls the app: its Info.plist's display name or bundle name, else
    /// its product's name, else the project's (the folder's when it has no `.xcodeproj`);
    /// never empty.
    public var displayName: String {
        manifest.displayName ?? productName.flatMap(AppManifest.name) ?? AppManifest.name(name) ?? "App"
    }

    /// A controller a storyboard reference or identifier leads to: in
    /// `storyboard` (nil: `from`), the one with `identifier` (nil: its
    /// initial controller), with the storyboard it is in.
    public func controller(
        inStoryboard storyboard: String?, identifier: String?, from: String
    ) -> (storyboard: String, controller: StoryboardReader.ViewController)? {
        let name = storyboard ?? from
        guard let board = storyboards[name] else { return nil }
        let found: StoryboardReader.ViewController?
        if let identifier {
            found = board.scenes.first { $0.controller.storyboardIdentifier == identifier }?.controller
        } else {
            found = board.initialViewController
        }
        return found.map { (name, $0) }
    }

    /// Follows storyboard references from `controller` (in `storyboard`)
    /// until a real controller, at most a few hops; the placeholder's
    /// tab bar item stays with what it leads to.
    public func resolving(
        _ controller: StoryboardReader.ViewController, in storyboard: String
    ) -> (storyboard: String, controller: StoryboardReader.ViewController)? {
        var current = (storyboard: storyboard, controller: controller)
        for _ in 0..<8 {
            guard current.controller.kind == .viewControllerPlaceholder else { return current }
            let placeholder = current.controller
            guard
                var next = self.controller(
                    inStoryboard: placeholder.referencedStoryboardName,
                    identifier: placeholder.referencedIdentifier, from: current.storyboard)
            else { return nil }
            if next.controller.tabBarItemTitle == nil { next.controller.tabBarItemTitle = placeholder.tabBarItemTitle }
            if next.controller.tabBarSystemItem == nil {
                next.controller.tabBarSystemItem = placeholder.tabBarSystemItem
            }
            current = next
        }
        return nil
    }
}
