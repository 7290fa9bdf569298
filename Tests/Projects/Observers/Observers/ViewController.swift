//
//  ViewController.swift
//  Observers
//

import UIKit

extension Notification.Name {
    static let scoreChanged = Notification.Name("ScoreChanged")
}

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Home: viewDidLoad")
        NotificationCenter.default.addObserver(self, selector: #selector(didBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
        // Written for Swift 4.2, still in the project.
        NotificationCenter.default.addObserver(self, selector: #selector(willResign(_:)), name: NSNotification.Name.UIApplicationWillResignActive, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(self.sceneActivated), name: UIScene.didActivateNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(scoreChanged), name: .scoreChanged, object: nil)
    }

    @objc func didBecomeActive() {
        print("Home: the app became active")
    }

    @objc func willResign(_ notification: Notification) {
        print("Home: the app will resign active")
    }

    @objc func sceneActivated() {
        print("Home: a scene activated")
    }

    @objc func scoreChanged() {
        print("Home: the score changed")
    }
}
