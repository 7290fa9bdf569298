import PropertyLists

/// How the app starts, as its Info.plist (or the build settings Xcode turns
/// into one) says: with scenes or with the app delegate alone, and which
/// storyboard the first window shows.
public struct AppManifest: Sendable, Equatable {
    /// The two lifecycles an iOS app can have.
    public enum Lifecycle: Sendable, Equatable {
        /// `UIApplicationSceneManifest`: a scene delegate of this class (the
        /// `$(PRODUCT_MODULE_NAME).` prefix dropped) and the scene's storyboard.
        case scenes(delegateClass: String?, storyboard: String?, supportsMultipleScenes: Bool)
        /// No manifest: the app delegate owns the window, and UIKit puts the
        /// main storyboard's initial controller in it.
        case appDelegate
    }

    public var lifecycle: Lifecycle
    /// `UIMainStoryboardFile`.
    public var mainStoryboard: String?
    /// `UILaunchStoryboardName`: shown while the app launches, never its UI.
    public var launchStoryboard: String?
    /// `CFBundleIdentifier`, build variables expanded.
    public var bundleIdentifier: String?
    /// `CFBundleDisplayName`, else `CFBundleName`, build variables expanded: the first that
    /// is a name (see `name(_:)`), else nil.
    public var displayName: String?

    public init(
        lifecycle: Lifecycle = .appDelegate, mainStoryboard: String? = nil, launchStoryboard: String? = nil,
        bundleIdentifier: String? = nil, displayName: String? = nil
    ) {
        self.lifecycle = lifecycle
        self.mainStoryboard = mainStoryboard
        self.launchStoryboard = launchStoryboard
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
    }

    /// The storyboard the app's window shows: the scene configuration's with
    /// a manifest (`UIMainStoryboardFile` does not drive scene windows), the
    /// main one without.
    public var windowStoryboard: String? {
        switch lifecycle {
        case .scenes(_, let storyboard, _): return storyboard
        case .appDelegate: return mainStoryboard
        }
    }

    /// The manifest of an Info.plist's top dictionary, with build settings
    /// standing in for keys the file leaves to them (`INFOPLIST_KEY_…`) and
    /// expanding its `$(…)` variables.
    /// `targetName` is what `$(TARGET_NAME)` stands for: the product's name when not given.
    public static func read(
        infoPlist: [String: PropertyList]?, settings: BuildSettings, productName: String, targetName: String? = nil
    ) -> AppManifest {
        let plist = infoPlist ?? [:]
        let extra = [
            "PRODUCT_NAME": productName, "TARGET_NAME": targetName ?? productName,
            "PRODUCT_MODULE_NAME": moduleName(productName),
        ]
        func string(_ key: String) -> String? {
            if case .string(let value)? = plist[key] { return settings.expanding(value, extra: extra) }
            return settings["INFOPLIST_KEY_" + key].map { settings.expanding($0, extra: extra) }
        }
        var manifest = AppManifest(
            mainStoryboard: string("UIMainStoryboardFile").flatMap(nonEmpty),
            launchStoryboard: string("UILaunchStoryboardName").flatMap(nonEmpty),
            bundleIdentifier: string("CFBundleIdentifier")
                ?? settings["PRODUCT_BUNDLE_IDENTIFIER"].map { settings.expanding($0, extra: extra) },
            // An empty or blank name, or one naming a build setting the project does not set, is no
            // name: the next one is taken (`Project.displayName` goes on to the product's).
            displayName: name(string("CFBundleDisplayName")) ?? name(string("CFBundleName")))
        if case .dictionary(let sceneManifest)? = plist["UIApplicationSceneManifest"] {
            manifest.lifecycle = scenes(from: sceneManifest)
        } else if settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] == "YES" {
            // Xcode writes a default configuration naming the main storyboard
            // and the module's SceneDelegate (medium: Xcode's templates).
            manifest.lifecycle = .scenes(
                delegateClass: "SceneDelegate", storyboard: manifest.mainStoryboard, supportsMultipleScenes: false)
        }
        return manifest
    }

    private static func scenes(from manifest: [String: PropertyList]) -> Lifecycle {
        var multiple = false
        if case .boolean(let value)? = manifest["UIApplicationSupportsMultipleScenes"] { multiple = value }
        guard case .dictionary(let configurations)? = manifest["UISceneConfigurations"],
            case .array(let roles)? = configurations["UIWindowSceneSessionRoleApplication"],
            case .dictionary(let first)? = roles.first
        else { return .scenes(delegateClass: nil, storyboard: nil, supportsMultipleScenes: multiple) }
        var delegate: String?
        if case .string(let name)? = first["UISceneDelegateClassName"] {
            delegate = name.split(separator: ".").last.map(String.init)
        }
        var storyboard: String?
        if case .string(let name)? = first["UISceneStoryboardFile"] { storyboard = nonEmpty(name) }
        return .scenes(delegateClass: delegate, storyboard: storyboard, supportsMultipleScenes: multiple)
    }

    /// The module name Xcode derives from a product name: characters that
    /// cannot start or be in an identifier become `_`.
    /// Whether `text` is a bundle identifier as Xcode allows one: ASCII letters, digits,
    /// hyphens and periods, not starting with a period, no empty component, at most 155
    /// characters. Only such a name becomes a folder of the device's data (its container, its
    /// preferences file, its running mark), so none can climb out of the data directory.
    public static func isBundleIdentifier(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 155 else { return false }
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        return allowed && !text.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
    }

    public static func moduleName(_ productName: String) -> String {
        String(productName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// `text` as an app's name, blanks around it dropped; nil when nothing is left, or when
    /// it still holds a build variable (`$(PRODUCT_NAME)`, `${TARGET_NAME}`) that nothing
    /// set, which Xcode would have replaced with something else.
    public static func name(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingWhiteSpace()
        guard !trimmed.isEmpty, !trimmed.contains("$("), !trimmed.contains("${") else { return nil }
        return String(trimmed)
    }
}
