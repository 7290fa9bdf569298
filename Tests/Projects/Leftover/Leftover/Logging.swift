import UIKit

/// An extension of UIKit's class: read whatever names it, as every controller may call it.
extension UIViewController {
    func logAppearance(_ event: String) {
        print("\(type(of: self)) \(event)")
    }
}
