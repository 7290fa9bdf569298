import UIKit

/// Told what the note's Save hands back.
protocol NoteDelegate: AnyObject {
    func noteDidSave(text: String)
}

class NoteViewController: UIViewController {
    var text: String?
    var pages = 0
    weak var delegate: NoteDelegate?
    var onDiscard: ((Int) -> Void)?

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
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Discard", style: .plain, target: self, action: #selector(discard))
    }

    /// Hands the text back to the delegate the maker set.
    @objc func save() {
        delegate?.noteDidSave(text: text ?? "")
        dismiss(animated: true)
    }

    /// Calls back the closure the maker kept here.
    @objc func discard() {
        onDiscard?(pages)
        dismiss(animated: true)
    }
}
