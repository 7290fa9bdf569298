//
//  NextViewController.swift
//  Broken
//

import UIKit

class NextViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Next: \(#function)")

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Next: \(#function)")
    }
}
