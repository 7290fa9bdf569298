import SwiftSourceModel
import Testing

import SwiftSourceReader

/// The app's and the scene's delegates: long `#function` names with labels.
@Suite struct AppDelegateTests {
    @Test func delegateMethodsAreNamedWithTheirLabels() {
        let sources = SwiftSourceReader.read([
            SwiftFile(
                path: "AppDelegate.swift",
                text: """
                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication,
                                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            print("App: \\(#function)")
                            return true
                        }
                    }
                    """),
            SwiftFile(
                path: "SceneDelegate.swift",
                text: """
                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                                   options connectionOptions: UIScene.ConnectionOptions) {
                            guard let _ = (scene as? UIWindowScene) else { return }
                            print(#function)
                        }

                        func sceneDidBecomeActive(_ scene: UIScene) {
                            if scene.activationState == .foregroundActive {
                                print("Scene: active")
                            } else {
                                print("Scene: not yet")
                            }
                        }
                    }
                    """),
        ])
        #expect(sources.classes["AppDelegate"]?.superclass == "UIResponder")
        #expect(
            sources.printedItems("AppDelegate", "application(_:didFinishLaunchingWithOptions:)") == [
                [[.text("App: "), .function]]
            ])
        let connect = sources.classes["SceneDelegate"]?.methods["scene(_:willConnectTo:options:)"]
        #expect(connect?.parameters == ["scene", "session", "connectionOptions"])
        #expect(connect?.isOverride == false)
        #expect(sources.printedItems("SceneDelegate", "scene(_:willConnectTo:options:)") == [[[.function]]])
        #expect(
            sources.printedItems("SceneDelegate", "sceneDidBecomeActive(_:)") == [
                [[.text("Scene: active")]],
            ])
        #expect(sources.classes["SceneDelegate"]?.methods["window"] == nil)
        #expect(sources.warnings.isEmpty)
    }
}
