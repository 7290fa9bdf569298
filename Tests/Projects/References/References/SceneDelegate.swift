//
//  SceneDelegate.swift
//  References
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        print("SceneDelegate: \(#function)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }
}
