//
//  LoggingViewController.swift
//  LifecycleLab
//

import UIKit

/// A view controller that prints each lifecycle call it receives.
/// Subclasses only choose the name that starts each line.
class LoggingViewController: UIViewController {

    var screenName: String { "Screen" }

    func log(_ event: String) {
        print("[\(screenName)] \(event)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log(#function)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log(#function)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log(#function)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log(#function)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log(#function)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log(#function)
    }
}
