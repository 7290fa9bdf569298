//
//  RecipeViewController.swift
//  Recipes
//

import UIKit

class RecipeViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Recipe: \(#function)")
    }
}
