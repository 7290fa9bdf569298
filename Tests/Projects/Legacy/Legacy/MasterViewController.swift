//
//  MasterViewController.swift
//  Legacy
//

import UIKit

@objc(MasterViewController)
class MasterViewController: UITableViewController {

    var objects = ["First", "Second", "Third"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Master: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Master: \(#function)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        objects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = objects[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let indexPath = tableView.indexPathForSelectedRow {
            print("Master: showing row \(indexPath.row)")
            let detail = segue.destination as! DetailViewController
            detail.detailItem = objects[indexPath.row]
        }
    }
}
