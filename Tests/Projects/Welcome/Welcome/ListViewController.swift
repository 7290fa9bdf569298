import UIKit

class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        let name = UserDefaults.standard.string(forKey: "name") ?? "guest"
        print("List: hello, \(name)")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(reset))
    }

    @objc func reset() {
        UserDefaults.standard.removeObject(forKey: "onboarded")
        print("List: onboarded is \(UserDefaults.standard.bool(forKey: "onboarded"))")
    }
}
