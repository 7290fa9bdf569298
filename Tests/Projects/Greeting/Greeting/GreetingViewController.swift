import UIKit

class GreetingViewController: UIViewController {
    var name = ""
    private let replyField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello"
        replyField.placeholder = "Reply"
        view.addSubview(replyField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .plain, target: self, action: #selector(send))
    }

    @objc func send() {
        if replyField.text == "" {
            print("Greeting: nothing to send")
        } else {
            print("Greeting: sent '\(replyField.text!)'")
            navigationController?.popViewController(animated: true)
        }
    }
}
