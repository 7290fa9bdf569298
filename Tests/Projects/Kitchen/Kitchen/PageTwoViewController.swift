//
//  PageTwoViewController.swift
//  Kitchen
//

import UIKit

class PageTwoViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("PageTwo: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("PageTwo: \(#function)")
    }
}
