import UIKit

/// What the screens ask for; the scene delegate is given one through its initializer.
protocol Router: AnyObject {
    var navigationController: UINavigationController { get }
    func showBooks()
    func showBook(titled title: String)
    func dismissModal()
}

final class NavigationRouter {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}

extension NavigationRouter: Router {
    func showBooks() {
        print("Router: showBooks")
        let books = BooksViewController(router: self)
        navigationController.setViewControllers([books], animated: false)
    }

    func showBook(titled title: String) {
        print("Router: showBook \(title)")
        let book = BookViewController(router: self)
        navigationController.present(UINavigationController(rootViewController: book), animated: true)
    }

    func dismissModal() {
        navigationController.dismiss(animated: true)
    }
}
