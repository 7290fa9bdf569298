import UIKit

/// A list filled with sample chores for the snapshot tests; the project file
/// gives it to the TidyTests target only, though it sits in the app's folder.
final class PreviewListViewController: ListViewController {
    override func viewDidLoad() {
        print("[Preview] viewDidLoad()")
    }
}
