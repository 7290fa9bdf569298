//
//  CustomTargetViewController.swift
//  Kitchen
//

import UIKit

class CustomTargetViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("CustomTarget: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("CustomTarget: \(#function)")
    }
}
