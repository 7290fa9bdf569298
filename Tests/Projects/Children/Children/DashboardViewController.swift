import UIKit

/// Holds a weather panel for as long as it lives and adds a news panel on demand.
final class DashboardViewController: UIViewController {
    private let weather = WeatherPanelViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        print("Dashboard: viewDidLoad")
        addChild(weather)
        weather.view.frame = view.bounds
        view.addSubview(weather.view)
        weather.didMove(toParent: self)
        print("Dashboard: weather added")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Hide weather", style: .plain, target: self, action: #selector(hideWeather))
        let news = UIButton(type: .system)
        news.setTitle("Show news", for: .normal)
        news.addTarget(self, action: #selector(showNews), for: .touchUpInside)
        view.addSubview(news)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Dashboard: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Dashboard: viewDidAppear")
    }

    @objc private func hideWeather() {
        weather.willMove(toParent: nil)
        weather.view.removeFromSuperview()
        weather.removeFromParent()
        print("Dashboard: weather hidden")
    }

    @objc private func showNews() {
        let news = NewsPanelViewController()
        addChild(news)
        view.addSubview(news.view)
        news.didMove(toParent: self)
        print("Dashboard: news shown")
    }
}
