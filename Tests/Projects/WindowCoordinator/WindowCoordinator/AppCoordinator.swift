import UIKit

/// Owns the window the scene delegate hands it: gives it its root and shows the screens, each
/// of which asks it to move on. It hands each note's title forward to the editor it makes.
final class AppCoordinator {
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
        print("Coordinator: init")
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        showList()
    }

    private func showList() {
        let list = NotesViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func edit(_ title: String, from list: NotesViewController) {
        print("Coordinator: edit \(title)")
        let editor = EditorViewController()
        editor.noteTitle = title
        editor.delegate = list
        navigationController.pushViewController(editor, animated: true)
    }

    func finishEditing() {
        navigationController.popViewController(animated: true)
    }
}
