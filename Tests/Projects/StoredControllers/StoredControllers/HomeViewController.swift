import UIKit

/// Keeps a detail screen made with it (a stored `let`) and an about screen made on first use
/// (a `lazy var`), and pushes the same instance of each every time.
final class HomeViewController: UIViewController {
    let detail = DetailViewController()
    lazy var about = AboutViewController()

    init() {
        super.init(nibName: nil, bundle: nil)
        print("Home: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        print("Home: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Detail", style: .plain, target: self, action: #selector(showDetail))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self, action: #selector(showAbout))
    }

    @objc private func showDetail() {
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc private func showAbout() {
        navigationController?.pushViewController(about, animated: true)
    }
}

final class DetailViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        print("Detail: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Detail: viewDidLoad")
    }

    deinit {
        print("Detail: deinit")
    }
}

final class AboutViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        print("About: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("About: viewDidLoad")
    }
}
