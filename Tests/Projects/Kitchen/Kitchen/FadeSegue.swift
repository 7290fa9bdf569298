//
//  FadeSegue.swift
//  Kitchen
//

import UIKit

/// A custom segue: fades the destination in over the source's navigation stack.
class FadeSegue: UIStoryboardSegue {

    override func perform() {
        print("FadeSegue: \(#function)")
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 0.3
        source.navigationController?.view.layer.add(transition, forKey: kCATransition)
        source.navigationController?.pushViewController(destination, animated: false)
    }
}
