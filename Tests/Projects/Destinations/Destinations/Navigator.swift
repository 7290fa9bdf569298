import UIKit

enum Destination {
    case profile
    case settings
}

/// Pushes the screen a destination names, printing which.
final class Navigator {
    func open(_ destination: Destination, from source: UIViewController) {
        print("Navigator: opening")
        switch destination {
        case .profile:
            print("Navigator: profile")
            source.navigationController?.pushViewController(ProfileViewController(), animated: true)
        case .settings:
            print("Navigator: settings")
            source.navigationController?.pushViewController(SettingsViewController(), animated: true)
        }
    }
}
