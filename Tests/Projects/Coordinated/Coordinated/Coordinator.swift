import UIKit

/// The screens' flow lives here, not in the controllers: each asks its coordinator to move on.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

final class MainCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        print("MainCoordinator: start")
        let inbox = InboxViewController()
        inbox.coordinator = self
        navigationController.pushViewController(inbox, animated: false)
    }

    func showMessage() {
        print("MainCoordinator: showMessage")
        let message = MessageViewController()
        message.coordinator = self
        navigationController.pushViewController(message, animated: true)
    }

    func showTour() {
        navigationController.pushViewController(TourViewController(transitionStyle: .scroll, navigationOrientation: .horizontal), animated: true)
    }

    func compose() {
        let composer = ComposeViewController()
        composer.coordinator = self
        navigationController.present(UINavigationController(rootViewController: composer), animated: true)
    }

    func finishComposing() {
        print("MainCoordinator: finishComposing")
        navigationController.dismiss(animated: true)
    }
}
