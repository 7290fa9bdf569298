import UIKit

class NoteViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        print("Note: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Note: viewDidLoad \(title ?? "untitled")")
    }
}
