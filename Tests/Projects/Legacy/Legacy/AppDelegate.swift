//
//  AppDelegate.swift
//  Legacy
//

import UIKit

// The storyboard predates Swift and names its classes without a module,
// so each controller keeps an Objective-C name that matches it exactly.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("AppDelegate: \(#function)")
        return true
    }
}
