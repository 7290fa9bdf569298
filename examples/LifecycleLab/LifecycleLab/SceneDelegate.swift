//
//  SceneDelegate.swift
//  LifecycleLab
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard named in Info.plist has already made the window and its root view controller.
        print("SceneDelegate: \(#function)")
        guard let _ = (scene as? UIWindowScene) else { return }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }
}
