//
//  SummaryViewController.swift
//  LifecycleLab
//

import UIKit

/// Embedded in Detail's container view, so it loads together with Detail.
class SummaryViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)), #function)
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("\(type(of: self)) \(#function)")
    }
}
