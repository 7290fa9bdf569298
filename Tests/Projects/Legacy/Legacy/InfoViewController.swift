//
//  InfoViewController.swift
//  Legacy
//

import UIKit

@objc(InfoViewController)
class InfoViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Info: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Info: \(#function)")
    }

    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }
}
