import UIKit

/// The first screen: Begin pushes the first step, which only that action makes.
class StartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Start"
        print("Start: viewDidLoad")
        let begin = UIButton(type: .system)
        begin.setTitle("Begin", for: .normal)
        begin.addTarget(self, action: #selector(beginTour), for: .touchUpInside)
        view.addSubview(begin)
    }

    @objc func beginTour() {
        print("Start: begin")
        navigationController?.pushViewController(Step1ViewController(), animated: true)
    }
}
