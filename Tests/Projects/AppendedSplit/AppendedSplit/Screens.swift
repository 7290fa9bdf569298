import UIKit

final class BooksSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Split: viewDidLoad")
    }
}

final class BookListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Books"
        print("List: viewDidLoad")
    }
}

final class BookViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
        print("Book: viewDidLoad")
    }
}
