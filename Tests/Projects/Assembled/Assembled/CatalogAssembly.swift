import UIKit

enum CatalogAssembly {
    static func makeModule() -> UIViewController {
        let view = CatalogViewController()
        let presenter = CatalogPresenter()
        view.presenter = presenter
        print("assembled the catalog")
        return UINavigationController(rootViewController: view)
    }
}

final class CatalogPresenter {
    func loaded() { print("presenter: loaded") }
}
