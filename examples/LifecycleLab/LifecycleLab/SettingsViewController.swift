//
//  SettingsViewController.swift
//  LifecycleLab
//

import UIKit

/// The table's rows are static cells drawn in the storyboard, so there is no data source code.
class SettingsViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings: \(#function)")
    }
}
