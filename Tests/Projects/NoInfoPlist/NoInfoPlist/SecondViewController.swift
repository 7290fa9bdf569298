//
//  SecondViewController.swift
//  NoInfoPlist
//

import UIKit

class SecondViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(#function) in \(String(describing: type(of: self)))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(#function) in \(String(describing: type(of: self)))")
    }
}
