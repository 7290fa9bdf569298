//
//  RecipeListViewController.swift
//  Recipes
//

import UIKit

class RecipeListViewController: UITableViewController {

    let recipes = ["Pancakes", "Tomato soup", "Flatbread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("List: \(#function)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row]
        return cell
    }
}
