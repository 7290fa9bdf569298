import UIKit

/// The first screen: its Open button asks the coordinator to edit a note, and it hears back
/// from the editor as its delegate.
final class NotesViewController: UIViewController, EditorDelegate {
    weak var coordinator: AppCoordinator?
    private var saved = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        print("Notes: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Open", style: .plain, target: self, action: #selector(open))
    }

    @objc private func open() {
        coordinator?.edit("Groceries", from: self)
    }

    func editorDidSave(title: String) {
        saved += 1
        print("Notes: saved \(title), \(saved) saved")
    }
}
