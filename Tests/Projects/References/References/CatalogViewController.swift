//
//  CatalogViewController.swift
//  References
//

import UIKit

/// Lives in Shop.storyboard without being its initial controller; Main finds it by the identifier "Catalog".
class CatalogViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Catalog: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Catalog: \(#function)")
    }

    @IBAction func unwindToCatalog(_ segue: UIStoryboardSegue) {
        print("Catalog: \(#function) from \(type(of: segue.source))")
    }
}
