//
//  StartViewController.swift
//  Broken
//

import UIKit

class StartViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Start: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Start: \(#function)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Start: prepare \(segue.identifier ?? "")")
    }
}
