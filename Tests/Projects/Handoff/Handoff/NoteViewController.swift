import UIKit

class NoteViewController: UIViewController {
    var text: String?
    var pages = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        text = "set by init"
        print("Note: init \(text ?? "none")")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Note: viewDidLoad \(text ?? "none") on \(pages) pages")
    }
}
