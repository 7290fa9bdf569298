//
//  EditorViewController.swift
//  LifecycleLab
//

import UIKit

class EditorViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Editor: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        // Forgot to call super.viewWillAppear(animated) here.
        print("Editor: \(#function)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Editor: \(#function)")
    }
}
