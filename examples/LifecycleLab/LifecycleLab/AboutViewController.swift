//
//  AboutViewController.swift
//  LifecycleLab
//

import UIKit

class AboutViewController: UIViewController {

    let greeting = "About"

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(greeting): \(#function)")
    }

    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }
}
