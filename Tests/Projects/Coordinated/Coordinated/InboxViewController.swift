import UIKit

class InboxViewController: UIViewController {
    weak var coordinator: MainCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        print("Inbox: viewDidLoad")
        let open = UIButton(type: .system)
        open.setTitle("Read Message", for: .normal)
        open.addTarget(self, action: #selector(readMessage), for: .touchUpInside)
        view.addSubview(open)
        let tour = UIButton(type: .system)
        tour.setTitle("Take the Tour", for: .normal)
        tour.addTarget(self, action: #selector(takeTour), for: .touchUpInside)
        view.addSubview(tour)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Inbox: viewWillAppear")
    }

    @objc func readMessage() {
        coordinator?.showMessage()
    }

    @objc func takeTour() {
        coordinator?.showTour()
    }

    @objc func compose() {
        coordinator?.compose()
    }
}
