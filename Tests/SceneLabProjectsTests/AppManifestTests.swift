import PropertyLists
import Testing
import XcodeProject

/// How an app starts, as its Info.plist and build settings say.
@Suite struct AppManifestTests {
    /// A scene manifest's dictionary, as Xcode's template writes it.
    private func sceneManifest(delegate: String, storyboard: String?) -> PropertyList {
        var configuration: [String: PropertyList] = [
            "UISceneConfigurationName": .string("Default Configuration"),
            "UISceneDelegateClassName": .string(delegate),
        ]
        if let storyboard { configuration["UISceneStoryboardFile"] = .string(storyboard) }
        return .dictionary([
            "UIApplicationSupportsMultipleScenes": .boolean(true),
            "UISceneConfigurations": .dictionary([
                "UIWindowSceneSessionRoleApplication": .array([.dictionary(configuration)])
            ]),
        ])
    }

    @Test func aSceneManifestNamesItsDelegateWithoutTheModuleAndItsStoryboard() {
        let manifest = AppManifest.read(
            infoPlist: [
                "UIApplicationSceneManifest": sceneManifest(
                    delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: "Main"),
                "UIMainStoryboardFile": .string("Main"),
                "UILaunchStoryboardName": .string("LaunchScreen"),
            ],
            settings: BuildSettings(), productName: "Demo")
        #expect(
            manifest.lifecycle
                == .scenes(delegateClass: "SceneDelegate", storyboard: "Main", supportsMultipleScenes: true))
        #expect(manifest.windowStoryboard == "Main")
        #expect(manifest.launchStoryboard == "LaunchScreen")
    }

    @Test func theScenesStoryboardIsTheWindowsEvenWhenTheMainFileDiffers() {
        let manifest = AppManifest.read(
            infoPlist: [
                "UIApplicationSceneManifest": sceneManifest(delegate: "SceneDelegate", storyboard: "Scenes"),
                "UIMainStoryboardFile": .string("Main"),
            ],
            settings: BuildSettings(), productName: "Demo")
        #expect(manifest.mainStoryboard == "Main")
        #expect(manifest.windowStoryboard == "Scenes")
    }

    @Test func withoutAManifestTheAppDelegateOwnsTheWindow() {
        let manifest = AppManifest.read(
            infoPlist: ["UIMainStoryboardFile": .string("MainStoryboard")], settings: BuildSettings(),
            productName: "Old")
        #expect(manifest.lifecycle == .appDelegate)
        #expect(manifest.windowStoryboard == "MainStoryboard")
    }

    @Test func buildSettingsAloneGiveScenesWithTheMainStoryboard() throws {
        let project = try Fixtures.testProject("NoInfoPlist")
        #expect(
            project.manifest.lifecycle
                == .scenes(delegateClass: "SceneDelegate", storyboard: "Main", supportsMultipleScenes: false))
        #expect(project.manifest.launchStoryboard == "LaunchScreen")
        #expect(project.manifest.displayName == "No Plist")
        #expect(project.manifest.bundleIdentifier == "com.example.no-info-plist")
        #expect(project.windowStoryboard == "Main")
    }

    @Test func thePlistsManifestAndTheSettingsKeysAreMerged() {
        let settings = BuildSettings(values: [
            "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
            "INFOPLIST_KEY_UILaunchStoryboardName": "Launch",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)",
        ])
        let manifest = AppManifest.read(
            infoPlist: [
                "UIApplicationSceneManifest": sceneManifest(
                    delegate: "$(PRODUCT_MODULE_NAME).Scenes", storyboard: "Main"),
                "CFBundleName": .string("$(PRODUCT_NAME)"),
            ],
            settings: settings, productName: "Demo")
        #expect(
            manifest.lifecycle == .scenes(delegateClass: "Scenes", storyboard: "Main", supportsMultipleScenes: true))
        #expect(manifest.mainStoryboard == "Main")
        #expect(manifest.launchStoryboard == "Launch")
        #expect(manifest.bundleIdentifier == "com.example.Demo")
        #expect(manifest.displayName == "Demo")
    }

    @Test func thePlistsOwnValueWinsOverAGeneratedKey() {
        let manifest = AppManifest.read(
            infoPlist: ["CFBundleDisplayName": .string("From the file")],
            settings: BuildSettings(values: ["INFOPLIST_KEY_CFBundleDisplayName": "From the settings"]),
            productName: "Demo")
        #expect(manifest.displayName == "From the file")
    }

    @Test func theReferencesPartialPlistKeepsItsScenesAndTakesTheMainFileFromSettings() throws {
        let project = try Fixtures.testProject("References")
        #expect(
            project.manifest.lifecycle
                == .scenes(delegateClass: "SceneDelegate", storyboard: "Main", supportsMultipleScenes: false))
        #expect(project.manifest.mainStoryboard == "Main")
        #expect(project.bundleIdentifier == "com.example.References")
    }

    @Test func theLaunchStoryboardIsNeverPlayed() throws {
        for project in [try Fixtures.testProject("NoInfoPlist"), try Fixtures.lifecycleLab()] {
            #expect(project.manifest.launchStoryboard == "LaunchScreen")
            #expect(project.storyboards["LaunchScreen"] == nil)
            #expect(project.storyboards["Main"] != nil)
            #expect(project.windowStoryboard == "Main")
        }
    }

    @Test func anEmptyOrBlankNameIsNoName() {
        for (display, bundle, expected) in [
            ("", "Notes", "Notes"), ("  \n", "Notes", "Notes"), ("", "  ", nil), (" Diary ", "Notes", "Diary"),
            // A variable nothing sets is not a name: Xcode would have put something else there.
            ("$(APP_DISPLAY_NAME)", "Notes", "Notes"), ("${APP_DISPLAY_NAME}", "${OTHER}", nil),
            ("$(PRODUCT_NAME)", "Other", "Demo"),
        ] as [(String, String, String?)] {
            let manifest = AppManifest.read(
                infoPlist: ["CFBundleDisplayName": .string(display), "CFBundleName": .string(bundle)],
                settings: BuildSettings(), productName: "Demo")
            #expect(manifest.displayName == expected, "\(display) / \(bundle)")
        }
    }

    @Test func theProductsNameStandsInForABlankOne() throws {
        // BlankName's plist names nothing; its PRODUCT_NAME is `${TARGET_NAME}`, the app target Notebook.
        let project = try Fixtures.testProject("BlankName")
        #expect(project.manifest.displayName == nil)
        #expect(project.productName == "Notebook")
        #expect(project.displayName == "Notebook")
        #expect(project.name == "BlankName")
    }

    @Test func moduleNamesReplaceWhatCannotBeInAnIdentifier() {
        #expect(AppManifest.moduleName("My App-2") == "My_App_2")
        #expect(AppManifest.moduleName("Plain") == "Plain")
    }
}
