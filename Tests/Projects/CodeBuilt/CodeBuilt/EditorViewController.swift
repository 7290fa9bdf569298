import UIKit

/// A modal editor: Cancel by target-action, Save by a UIAction closure.
class EditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            print("Editor: save")
            self?.dismiss(animated: true)
            print("Editor: saved")
        })
        print("Editor: viewDidLoad")
    }

    @objc func cancel() {
        print("Editor: cancel")
        dismiss(animated: true)
    }

    deinit {
        print("Editor: deinit")
    }
}
