import UIKit

/// Calls back through a closure it keeps, whose writer pops it, and through one it gave itself.
class EditorViewController: UIViewController {
    var onSave: ((String) -> Void)?
    var completion: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor"
        completion = {
            print("Editor: its own completion")
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
    }

    @objc func save() {
        onSave?("Milk")
        self.completion?()
        print("Editor: after the callbacks")
    }
}
