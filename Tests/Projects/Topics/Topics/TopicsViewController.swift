import UIKit

/// A list whose rows come from a view model; a row's topic decides what it opens.
final class TopicsViewController: UITableViewController {
    private let viewModel = TopicsViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Topics"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Topic")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.load()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.topics.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Topic", for: indexPath)
        cell.textLabel?.text = "\(viewModel.topics[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let topic = viewModel.topics[indexPath.row]
        print("Topics: row \(indexPath.row) selected")
        switch topic {
        case .navigation:
            open(LessonViewController())
        case .presentation:
            present(AboutViewController(), animated: true)
        case .settings:
            open(SettingsViewController())
        }
    }
}

extension UIViewController {
    /// Pushes `screen` onto the navigation stack this controller is in.
    func open(_ screen: UIViewController) {
        navigationController?.pushViewController(screen, animated: true)
    }
}
