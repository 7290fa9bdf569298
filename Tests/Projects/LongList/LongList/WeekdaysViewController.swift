import UIKit

/// A table longer than the screen whose delegate hears of every row leaving it.
class WeekdaysViewController: UITableViewController {
    let days = [
        "Mon 1", "Tue 2", "Wed 3", "Thu 4", "Fri 5", "Sat 6", "Sun 7",
        "Mon 8", "Tue 9", "Wed 10", "Thu 11", "Fri 12", "Sat 13", "Sun 14", "Mon 15",
        "Tue 16", "Wed 17", "Thu 18", "Fri 19", "Sat 20", "Sun 21", "Mon 22", "Tue 23",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Days"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Day")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        days.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Day", for: indexPath)
        cell.textLabel?.text = days[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("row \(indexPath.row) left the screen")
    }
}
