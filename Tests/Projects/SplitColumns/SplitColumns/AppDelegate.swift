//
//  AppDelegate.swift
//  SplitColumns
//

import UIKit

// No scene manifest in Info.plist: UIKit loads Main.storyboard into this window itself.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("AppDelegate: \(#function)")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("AppDelegate: \(#function)")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print("AppDelegate: \(#function)")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("AppDelegate: \(#function)")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print("AppDelegate: \(#function)")
    }
}
