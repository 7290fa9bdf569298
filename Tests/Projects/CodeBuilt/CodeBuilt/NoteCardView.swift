import UIKit

/// A view of the app's own: its prints are a view's, which scenelab does not play.
class NoteCardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        print("NoteCardView: layoutSubviews")
    }
}
