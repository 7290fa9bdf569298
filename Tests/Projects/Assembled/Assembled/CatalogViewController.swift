import UIKit

class CatalogViewController: UIViewController {
    var presenter: CatalogPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        print("Catalog viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Item", style: .plain, target: self, action: #selector(openItem))
    }

    @objc func openItem() {
        navigationController?.pushViewController(ItemAssembly.makeModule(name: "Lamp"), animated: true)
    }
}
