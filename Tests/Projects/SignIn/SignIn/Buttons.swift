import UIKit

/// A button whose title is the first argument of its initializer.
class LinkButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init(with text: String, colour: UIColor) {
        super.init(frame: .zero)
        setTitleColor(colour, for: .normal)
        self.setTitle(text, for: .normal)
    }
}

/// Inherits LinkButton's initializer.
class WarningButton: LinkButton {}

/// A button given an image, not a title.
class IconButton: UIButton {
    init(symbol: String) {
        super.init(frame: .zero)
        setImage(UIImage(systemName: symbol), for: .normal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
