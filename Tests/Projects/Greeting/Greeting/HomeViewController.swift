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
}
