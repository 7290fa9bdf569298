import UIKit

/// A list whose bar button item opens a menu made by a method, and whose Share button opens a
/// menu made in viewDidLoad from actions kept in locals.
final class NotesViewController: UIViewController {
    private var sortOrder = "name"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        print("Notes: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: makeMoreMenu())

        let copy = UIAction(title: "Copy") { _ in
            print("Notes: copied")
        }
        let mail = UIAction(title: "Mail", image: UIImage(systemName: "envelope")) { [weak self] _ in
            print("Notes: mail")
            self?.present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
        }
        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.menu = UIMenu(title: "", children: [copy, mail])
        share.showsMenuAsPrimaryAction = true
        view.addSubview(share)
        print("Notes: menus made")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Notes: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Notes: viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Notes: viewWillDisappear")
    }

    private func makeMoreMenu() -> UIMenu {
        let settings = UIAction(title: "Settings", image: UIImage(systemName: "gear")) { [weak self] _ in
            self?.showSettings()
        }
        let sort = UIMenu(title: "Sort", children: [
            UIAction(title: "By Name") { [weak self] _ in self?.sort(by: "name") },
            UIAction(title: "By Date") { [weak self] _ in self?.sort(by: "date") },
        ])
        return UIMenu(title: "", children: [settings, sort])
    }

    private func showSettings() {
        print("Notes: settings")
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }

    private func sort(by order: String) {
        sortOrder = order
        print("Notes: sorted by \(order)")
    }
}
