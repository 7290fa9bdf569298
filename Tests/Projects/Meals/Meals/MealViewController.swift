//
//  MealViewController.swift
//  Meals
//

import UIKit

// One editor for two ways in: the + button presents it modally inside its own navigation
// controller (a new meal), a row pushes it onto the list's stack (an existing meal).
class MealViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Editor: \(#function)")
    }

    @IBAction func cancel(_ sender: UIBarButtonItem) {
        print("Editor: \(#function)")
        // Presented modally (add), the editor's presenter is the list's navigation controller;
        // pushed (edit), it is on that navigation controller's stack instead.
        let isPresentingInAddMealMode = presentingViewController is UINavigationController

        if isPresentingInAddMealMode {
            dismiss(animated: true, completion: nil)
        } else if let owningNavigationController = navigationController {
            owningNavigationController.popViewController(animated: true)
        } else {
            fatalError("The editor is not inside a navigation controller.")
        }
    }
}
