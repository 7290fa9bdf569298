import UIKit

/// A name typed into a field decides where Greet goes: an alert while the field is empty, the
/// greeting once it holds a name.
class HomeViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!

    @IBAction func greet(_ sender: UIButton) {
        print("Home: greet '\(nameField.text ?? "")'")
        if nameField.text?.isEmpty ?? true {
            let alert = UIAlertController(title: "No name", message: "Type your name first", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        } else {
            let greeting = GreetingViewController()
            greeting.name = nameField.text ?? ""
            navigationController?.pushViewController(greeting, animated: true)
            print("Home: pushed a greeting of \(nameField.text!.count) letters")
        }
    }

    /// A guard on the typed name: its else runs, and leaves, while the field is empty.
    @IBAction func check(_ sender: UIButton) {
        guard let name = nameField.text, !name.isEmpty else {
            print("Home: no name to check")
            return
        }
        print("Home: \(name) has \(name.count) letters")
    }

    /// The same guard before a push: its else presents an alert instead.
    @IBAction func quickGreet(_ sender: UIButton) {
        guard let name = nameField.text, !name.isEmpty else {
            let alert = UIAlertController(title: "No name", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        let greeting = GreetingViewController()
        greeting.name = name
        navigationController?.pushViewController(greeting, animated: true)
        print("Home: quick greeting for \(name)")
    }
}
