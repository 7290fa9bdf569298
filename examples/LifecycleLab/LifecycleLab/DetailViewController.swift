//
//  DetailViewController.swift
//  LifecycleLab
//

import UIKit

class DetailViewController: LoggingViewController {

    override var screenName: String { "Detail" }

    // Printed when the navigation controller lets go of this screen after Back or Close.
    deinit {
        print("Detail: deinit")
    }
}
