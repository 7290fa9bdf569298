import UIKit

/// The first screen: a button per room, each a storyboard segue, and a Guide bar item whose
/// action performs the segue "showGuide" (the word that makes `open` read GuideViewController).
class HallViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Hall: viewDidLoad")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Guide", style: .plain, target: self, action: #selector(openGuide))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Hall: viewDidAppear")
    }

    @objc func openGuide() {
        performSegue(withIdentifier: "showGuide", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Hall: prepare \(segue.identifier ?? "")")
    }
}
