//
//  HomeViewController.swift
//  LifecycleLab
//

import UIKit

class HomeViewController: LoggingViewController {

    override var screenName: String { "Home" }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Home: prepare \(segue.identifier ?? "")")
    }

    // Detail's Close button and the editor's Cancel and Save buttons all unwind here.
    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        print("Home: back from \(segue.identifier ?? "?")")
    }
}
