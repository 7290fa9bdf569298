//
//  RootViewController.swift
//  Vintage
//
//  Written for Swift 2, whose first parameters had no label: in Swift 3 and later
//  unwindToRoot(segue:) and greet(sender:) are unwindToRootWithSegue: and greetWithSender:
//  in Objective-C, which the storyboard's unwindToRoot: and greet: no longer name.
//

import UIKit

class RootViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Root: viewDidLoad")
    }

    func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
        print("Root: prepareForSegue \(segue.identifier)")
    }

    @IBAction func greet(sender: AnyObject) {
        print("Root: greet")
    }

    @IBAction func unwindToRoot(segue: UIStoryboardSegue) {
        print("Root: back from \(segue.sourceViewController)")
    }
}
