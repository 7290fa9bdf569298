import UIKit

/// A table made in code from an array: three rows, each titled by its element.
class ColoursViewController: UITableViewController {
    let colours = ["Red", "Green", "Blue"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Colours"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Colour")
        print("Colours: \(colours.count) colours, first \(colours[0])")
        print(colours)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        colours.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Colour", for: indexPath)
        cell.textLabel?.text = colours[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("picked \(colours[indexPath.row]) at row \(indexPath.row)")
        // The row stays selected until the code deselects it.
        if let selected = tableView.indexPathForSelectedRow { print("selected row \(selected.row)") }
        tableView.deselectRow(at: indexPath, animated: true)
        print("still selected: \(tableView.indexPathForSelectedRow != nil)")
        let detail = ColourViewController()
        detail.title = colours[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

class ColourViewController: UIViewController {
    let palette = Palette()

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Colour: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shade", style: .plain, target: self, action: #selector(shade))
    }

    @objc func shade() {
        let next = ColourViewController()
        next.title = palette.shade(of: title ?? "")
        navigationController?.pushViewController(next, animated: true)
    }
}

struct Palette {
    func shade(of colour: String) -> String { "Dark " + colour }
}
