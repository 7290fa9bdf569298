import UIKit

/// The first screen, laid out in code: a title, a "+" bar button and a button.
class NoteListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("NoteList: viewDidLoad")
        title = "Notes"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
        navigationItem.leftBarButtonItem = editButtonItem
        let openButton = UIButton(type: .system)
        openButton.setTitle("Open Note", for: .normal)
        openButton.addTarget(self, action: #selector(openNote), for: .touchUpInside)
        openButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(openButton)
        NSLayoutConstraint.activate([
            openButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            openButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("NoteList: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("NoteList: viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("NoteList: viewDidDisappear")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        print("NoteList: editing \(editing)")
    }

    @objc func openNote() {
        print("NoteList: openNote")
        let detail = NoteViewController()
        navigationController?.pushViewController(detail, animated: true)
        print("NoteList: pushed")
    }

    @objc private func addNote() {
        print("NoteList: addNote")
        let editor = EditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        present(navigation, animated: true)
    }
}
