import UIKit

class BooksViewController: UIViewController {
    private let router: Router

    init(router: Router) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Books"
        print("Books: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Open", style: .plain, target: self, action: #selector(open))
    }

    @objc func open() {
        router.showBook(titled: "Dune")
    }
}
