//
//  MenuViewController.swift
//  Kitchen
//

import UIKit

/// The menu's rows are static cells; each row's segue lives in the storyboard.
class MenuViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Menu: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Menu: \(#function)")
    }

    // "showLogin" has no button or row: the storyboard hangs it off this controller.
    func showLogin() {
        performSegue(withIdentifier: "showLogin", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Menu: prepare \(segue.identifier ?? "-")")
    }
}
