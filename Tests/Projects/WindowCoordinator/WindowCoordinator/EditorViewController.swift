import UIKit

protocol EditorDelegate: AnyObject {
    func editorDidSave(title: String)
}

/// Made by the coordinator, which sets its title and its delegate before pushing it.
final class EditorViewController: UIViewController {
    var noteTitle = "Untitled"
    weak var delegate: EditorDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Editor: viewDidLoad \(noteTitle)")
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        view.addSubview(save)
    }

    @objc private func saveTapped() {
        delegate?.editorDidSave(title: noteTitle)
        navigationController?.popViewController(animated: true)
    }
}
