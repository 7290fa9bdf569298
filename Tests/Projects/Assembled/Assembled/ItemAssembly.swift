import UIKit

enum ItemAssembly {
    static func makeModule(name: String) -> UIViewController {
        let view = ItemViewController()
        view.name = name
        return view
    }
}

class ItemViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Item"
        print("Item viewDidLoad")
    }
}
