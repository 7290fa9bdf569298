//
//  ViewController.swift
//  Helpers
//

import UIKit

class ViewController: UIViewController, ScreenTracking {

    override func viewDidLoad() {
        super.viewDidLoad()
        log("view loaded")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trackScreen()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.log("on screen")
    }
}

extension UIViewController {
    func log(_ message: String) {
        print("\(type(of: self)): \(message)")
    }
}

protocol ScreenTracking {
    var screenName: String { get }
}

extension ScreenTracking {
    var screenName: String { "unnamed" }

    func trackScreen() {
        print("screen shown:", screenName)
    }
}
