import UIKit

/// Pushed by the home screen's Settings button: the same instance every time.
final class SettingsViewController: UIViewController {
    private var opened = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        reset()
        print("Settings: init")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        print("Settings: viewDidLoad")
    }

    private func reset() {
        print("Settings: reset")
    }
}
