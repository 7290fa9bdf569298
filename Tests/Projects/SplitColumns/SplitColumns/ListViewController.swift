//
//  ListViewController.swift
//  SplitColumns
//

import UIKit

class ListViewController: UITableViewController {

    let items = ["Apples", "Pears", "Plums"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("List: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("List: \(#function)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("List: \(#function) \(segue.identifier ?? "")")
    }
}
