import UIKit

class MasterViewController: UITableViewController {

    var objects = ["First", "Second"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Master: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        clearsSelectionOnViewWillAppear = splitViewController!.isCollapsed
        super.viewWillAppear(animated)
        print("Master: \(#function)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return objects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel!.text = objects[indexPath.row]
        return cell
    }
}
