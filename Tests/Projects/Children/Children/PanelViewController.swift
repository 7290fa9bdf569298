import UIKit

/// What every panel prints as it joins, appears in and leaves its parent.
class PanelViewController: UIViewController {
    var panelName: String { "Panel" }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(panelName): viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(panelName): viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(panelName): viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(panelName): viewWillDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        print("\(panelName): willMove(toParent:) \(parent == nil ? "nil" : "a parent")")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("\(panelName): didMove(toParent:) \(parent == nil ? "nil" : "a parent")")
    }
}

final class WeatherPanelViewController: PanelViewController {
    override var panelName: String { "Weather" }
}

final class NewsPanelViewController: PanelViewController {
    override var panelName: String { "News" }

    deinit {
        print("News: deinit")
    }
}
