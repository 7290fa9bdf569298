import UIKit

/// Navigation inside the side of an `if`: each statement of the side taken runs where it stands,
/// the controller it makes made before the statements after it, and a `let` decides the `if`.
class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(showHelp))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(nextTapped))
    }

    private var step = 1

    @objc func nextTapped() {
        print("Home: next")
        goNext()
        print("Home: next ends")
    }

    /// A helper that navigates: its lines and what it shows come where it is called.
    private func goNext() {
        if step > 1 {
            print("Home: step \(step)")
            navigationController?.pushViewController(ProfileViewController(), animated: true)
        } else {
            print("Home: first step")
            performSegue(withIdentifier: "showDone", sender: nil)
            print("Home: performed from the helper")
        }
    }

    @IBAction func continueTapped(_ sender: UIButton) {
        print("Home: continue")
        let signedIn = true
        if signedIn {
            print("Home: signed in")
            navigationController?.pushViewController(ProfileViewController(), animated: true)
            print("Home: pushed the profile")
        } else {
            print("Home: not signed in")
        }
        print("Home: continue ends")
    }

    @IBAction func skipTapped(_ sender: UIButton) {
        let skipped = 2
        if skipped > 1 {
            print("Home: skipping")
            performSegue(withIdentifier: "showDone", sender: self)
            print("Home: performed the segue")
        }
        print("Home: skip ends")
    }

    @objc func showHelp() {
        let style = "sheet"
        if style == "full" {
            print("Home: help in full")
            present(HelpViewController(), animated: true)
        } else {
            print("Home: help as a sheet")
            if navigationController != nil {
                navigationController?.present(HelpViewController(), animated: true)
                print("Home: presented the help")
            }
        }
        print("Home: help ends")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Home: prepare \(segue.identifier ?? "none")")
    }
}
