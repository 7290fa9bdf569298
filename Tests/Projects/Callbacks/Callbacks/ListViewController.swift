import UIKit

/// Gives each screen it shows a closure to call back with what the person chose.
class ListViewController: UIViewController {
    var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addItem))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Rate", style: .plain, target: self, action: #selector(rate))
    }

    @objc func addItem() {
        let editor = EditorViewController()
        editor.onSave = { [weak self] text in
            self?.items.append(text)
            print("List: saved \(text)")
            self?.navigationController?.popViewController(animated: true)
        }
        print("List: pushing the editor")
        navigationController?.pushViewController(editor, animated: true)
    }

    @objc func rate() {
        let rating = RatingViewController()
        rating.completionHandler = { stars in
            print("List: rated \(stars) stars")
            return stars * 2
        }
        present(rating, animated: true)
    }
}
