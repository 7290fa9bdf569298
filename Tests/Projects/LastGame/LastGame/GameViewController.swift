//
//  GameViewController.swift
//  LastGame
//

import UIKit

/// The menu: it keeps the last game it showed, strongly, and Resume shows that one again.
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

/// A game: its lines say `Game`.
class GameViewController: LoggingViewController {
    override var vclLoggingName: String {
        return "Game"
    }
}
