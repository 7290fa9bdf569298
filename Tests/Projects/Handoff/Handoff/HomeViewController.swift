import UIKit

/// Data handed forward to the controller about to be shown: set on it after it is made and
/// before UIKit loads its view, so its viewDidLoad() prints what the maker gave.
class HomeViewController: UIViewController {
    private var savedNotes: [String] = []
    private var discardedPages = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Note", style: .plain, target: self, action: #selector(writeNote))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Quick", style: .plain, target: self, action: #selector(quickTopic))
    }

    /// The `Topic` button's show segue: the destination is the Details scene, already made.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Home: prepare \(segue.identifier ?? "none")")
        if let details = segue.destination as? DetailsViewController {
            details.topic = "Segues"
            details.visits += 1
            // Performed in code with a value for its sender: the topic it names.
            if let topic = sender as? String {
                details.topic = topic
            }
        }
        // The `Compose` button's modal segue: a navigation controller, whose root is the composer.
        if let navigation = segue.destination as? UINavigationController,
            let compose = navigation.topViewController as? ComposeViewController
        {
            compose.draft = "Dear Ada"
        }
        if segue.destination is NoteViewController {
            print("Home: a note is never a segue's destination here")
        }
    }

    /// Details' `Rate` unwinds here: the source is the details screen, which set its rating.
    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        if let details = segue.source as? DetailsViewController {
            print("Home: \(details.topic) rated \(details.rating)")
        }
    }

    /// The `Details` button: the same scene instantiated by its identifier.
    @IBAction func showDetails(_ sender: UIButton) {
        let details = storyboard?.instantiateViewController(withIdentifier: "Details") as! DetailsViewController
        details.topic = "Identifiers"
        navigationController?.pushViewController(details, animated: true)
        print("Home: pushed \(details.topic)")
    }

    /// Performs the Topic segue in code, its sender a string.
    @objc func quickTopic() {
        performSegue(withIdentifier: "showTopic", sender: "Quick topics")
    }

    @objc func writeNote() {
        open(noteWithText: "Remember the milk")
    }

    /// A helper that makes the controller in code and hands on its parameter.
    private func open(noteWithText text: String) {
        let note = NoteViewController()
        note.text = text
        note.pages = 2
        note.delegate = self
        note.onDiscard = { [weak self] pages in
            guard let self else { return }
            self.discardedPages += pages
            print("Home: discarded \(pages) pages, \(self.discardedPages) in all")
        }
        present(UINavigationController(rootViewController: note), animated: true)
    }
}

extension HomeViewController: NoteDelegate {
    /// The note handed its text back: kept, and counted.
    func noteDidSave(text: String) {
        savedNotes.append(text)
        print("Home: saved '\(text)', \(savedNotes.count) notes")
    }
}
