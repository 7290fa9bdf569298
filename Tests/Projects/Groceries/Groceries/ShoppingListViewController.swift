import UIKit

/// A shopping list whose rows are an array the code changes: "+" appends an item, Clear empties
/// the list, and a row pushes a page titled by its item.
final class ShoppingListViewController: UITableViewController {
    private var items: [String] = ["Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addItem))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clear))
        let help = UIButton(type: .system)
        help.setTitle("Help", for: .normal)
        help.addTarget(self, action: #selector(openHelp), for: .touchUpInside)
        tableView.tableHeaderView = help
    }

    @objc private func openHelp() {
        presentWrapped(ItemViewController())
    }

    /// Any controller, in a navigation controller of its own.
    private func presentWrapped(_ screen: UIViewController) {
        present(UINavigationController(rootViewController: screen), animated: true)
    }

    @objc private func addItem() {
        items.append("Item \(items.count + 1)")
        print("now \(items.count) items: \(items)")
        tableView.reloadData()
    }

    @objc private func clear() {
        items.removeAll()
        print("cleared, \(items.isEmpty ? "empty" : "not empty")")
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let page = ItemViewController()
        page.title = items[indexPath.row]
        print("open \(items[indexPath.row])")
        navigationController?.pushViewController(page, animated: true)
    }
}

final class ItemViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(title ?? "?"): viewDidLoad")
    }
}
