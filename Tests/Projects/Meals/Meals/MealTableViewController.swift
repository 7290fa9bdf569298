//
//  MealTableViewController.swift
//  Meals
//

import UIKit

class MealTableViewController: UITableViewController {

    var meals = ["Porridge", "Lentil stew", "Apple pie"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Meals: \(#function)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return meals.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MealCell", for: indexPath)
        cell.textLabel?.text = meals[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        print("Meals: \(#function)")
        switch segue.identifier ?? "" {
        case "AddItem", "ShowDetail":
            break
        default:
            fatalError("Unexpected segue identifier: \(String(describing: segue.identifier))")
        }
    }

    @IBAction func unwindToMealList(sender: UIStoryboardSegue) {
        print("Back to the list.")
    }
}
