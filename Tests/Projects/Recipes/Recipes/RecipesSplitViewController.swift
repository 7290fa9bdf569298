//
//  RecipesSplitViewController.swift
//  Recipes
//

import UIKit

// The split view is its own delegate, so that an iPhone opens on the list of recipes
// rather than on an empty recipe.
class RecipesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        print("Split: \(#function)")
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        // Nothing chosen yet: keep the list on top.
        return true
    }
}
