//
//  SceneDelegate.swift
//  LastGame
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Main.storyboard fills the window; nothing to do here.
        guard let _ = (scene as? UIWindowScene) else { return }
    }
}
