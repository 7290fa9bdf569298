//
//  GameViewController.swift
//  Logger
//

import UIKit

/// The menu: its lines say `Menu`. It keeps the last game it segued to, strongly, as CS193p's theme
/// chooser keeps `lastSeguedToConcentrationViewController`, and Resume shows that one again.
class MenuViewController: LoggingViewController {
    private var lastGame: GameViewController?

    override var vclLoggingName: String {
        return "Menu"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "Play" {
            if let game = segue.destination as? GameViewController {
                lastGame = game
            }
        }
    }

    @IBAction func resume(_ sender: UIButton) {
        if let game = lastGame {
            navigationController?.pushViewController(game, animated: true)
        } else {
            performSegue(withIdentifier: "Play", sender: sender)
        }
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
