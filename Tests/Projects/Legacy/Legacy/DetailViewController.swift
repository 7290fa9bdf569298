//
//  DetailViewController.swift
//  Legacy
//

import UIKit

@objc(DetailViewController)
class DetailViewController: UIViewController {

    var detailItem: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Detail: \(#function) \(detailItem ?? "nothing")")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Detail: \(#function)")
    }
}
