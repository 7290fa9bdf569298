//
//  DetailViewController.swift
//  Vintage
//

import UIKit

class DetailViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Detail: viewDidLoad")
    }

    override func viewWillAppear(animated: Bool) {
        super.viewWillAppear(animated)
        print("Detail: viewWillAppear")
    }

    func viewDidAppear(animated: Bool) {
        print("Detail: viewDidAppear")
    }

    @IBAction func close(_ sender: Any) {
        print("Detail: close")
        delegate?.detailDidClose(self)
    }

    @IBAction func backToRoot(_ segue: UIStoryboardSegue) {
        print("Detail: back to root")
    }

    weak var delegate: DetailDelegate?
}

protocol DetailDelegate: class {
    func detailDidClose(detail: DetailViewController)
}
