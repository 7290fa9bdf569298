import UIKit

/// A pushed screen whose button is a stored property built in a closure.
class NoteViewController: UIViewController {
    private lazy var backButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Back to Notes", for: .normal)
        button.addTarget(self, action: #selector(goBack), for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Note"
        view.addSubview(backButton)
        print("Note: viewDidLoad")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Note: viewWillDisappear")
    }

    @objc func goBack() {
        navigationController?.popViewController(animated: true)
    }

    deinit {
        print("Note: deinit")
    }
}
