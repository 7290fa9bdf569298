//
//  GameViewController.swift
//  Logger
//

import UIKit

/// The menu: its lines say `Menu`.
class MenuViewController: LoggingViewController {
    override var vclLoggingName: String {
        return "Menu"
    }
}

/// A game: its name is worked out once, when the storyboard makes it.
class GameViewController: LoggingViewController {
    private static var level = 1
    private var gameName: String

    required init?(coder: NSCoder) {
        gameName = "Game"
        if GameViewController.level > 1 {
            gameName += "\(GameViewController.level)"
        }
        super.init(coder: coder)
    }

    override var vclLoggingName: String {
        gameName
    }
}
