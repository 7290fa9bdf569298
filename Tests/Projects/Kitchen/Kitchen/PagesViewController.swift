//
//  PagesViewController.swift
//  Kitchen
//

import UIKit

/// Its pages have no segues: they are made here from their storyboard identifiers.
class PagesViewController: UIPageViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Pages: \(#function)")
        if let first = storyboard?.instantiateViewController(withIdentifier: "PageOne") {
            setViewControllers([first], direction: .forward, animated: false)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Pages: \(#function)")
    }
}
