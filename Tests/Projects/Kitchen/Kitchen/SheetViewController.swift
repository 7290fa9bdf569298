//
//  SheetViewController.swift
//  Kitchen
//

import UIKit

class SheetViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Sheet: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Sheet: \(#function)")
    }
}
