//
//  PageOneViewController.swift
//  Kitchen
//

import UIKit

class PageOneViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("PageOne: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("PageOne: \(#function)")
    }
}
