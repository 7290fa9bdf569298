import UIKit

class FeedViewController: UIViewController {
    let articleButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Feed: viewDidLoad")
        articleButton.setTitle("Read Article", for: .normal)
        articleButton.addTarget(self, action: #selector(readArticle(_:)), for: .touchUpInside)
        view.addSubview(articleButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Feed: viewWillAppear")
    }

    @objc func readArticle(_ sender: UIButton) {
        show(ArticleViewController(), sender: self)
    }
}

class ArticleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Article"
        print("Article: viewDidLoad")
    }
}
