//
//  ViewController.swift
//  NoInfoPlist
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(#function) in \(String(describing: type(of: self)))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(#function) in \(String(describing: type(of: self)))")
    }
}
