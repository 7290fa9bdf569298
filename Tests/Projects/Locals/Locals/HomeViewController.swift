import UIKit

/// Controllers made into locals before the statement that shows them: each initializer runs
/// where its `let` stands, and one the action never shows goes when the action returns.
class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Note", style: .plain, target: self, action: #selector(writeNote))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Draft", style: .plain, target: self, action: #selector(maybeDraft))
    }

    @IBAction func showDetails(_ sender: UIButton) {
        print("Home: showDetails")
        guard let details = storyboard?.instantiateViewController(withIdentifier: "Details") as? DetailsViewController else {
            return
        }
        print("Home: instantiated")
        details.topic = "Locals"
        navigationController?.pushViewController(details, animated: true)
        print("Home: pushed")
    }

    @objc func writeNote() {
        print("Home: writeNote")
        let note = NoteViewController()
        print("Home: made the note")
        note.title = "Note"
        present(note, animated: true)
        print("Home: presented")
    }

    @objc func maybeDraft() {
        let draft = DraftViewController()
        print("Home: made a draft")
        if wantsDraft() {
            present(draft, animated: true)
        }
        print("Home: maybeDraft ends")
    }

    private func wantsDraft() -> Bool {
        UserDefaults.standard.bool(forKey: "wantsDraft")
    }
}
