import UIKit

final class LessonViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lesson"
        print("Lesson: viewDidLoad")
    }
}

final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("About: viewDidLoad")
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        print("Settings: viewDidLoad")
    }
}
