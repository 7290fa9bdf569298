//
//  SecondViewController.swift
//  Helpers
//

import UIKit

class BaseViewController: UIViewController {
}

extension BaseViewController {
    func announce(_ event: String) {
        log("\(event) (base)")
    }
}

class SecondViewController: BaseViewController, ScreenTracking {

    let screenName = "Second"

    override func viewDidLoad() {
        super.viewDidLoad()
        announce("loaded")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trackScreen()
    }
}

class MainNavigationController: UINavigationController {

    override func viewDidLoad() {
        super.viewDidLoad()
        log("navigation loaded")
    }
}
