//
//  ProfileViewController.swift
//  References
//

import UIKit

/// The root of Profile.storyboard, shown in Main's first tab.
class ProfileViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Profile: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Profile: \(#function)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Profile: prepare \(segue.identifier ?? "") -> \(type(of: segue.destination))")
    }
}
