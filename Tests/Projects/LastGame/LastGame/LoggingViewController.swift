//
//  LoggingViewController.swift
//  LastGame
//
//  Every screen inherits from this class, so that each lifecycle call
//  it gets shows in the console as `<prefix><name>(<number>) <call>`.
//

import UIKit

class LoggingViewController: UIViewController {

    /// One set of counters for the whole app, shared by every screen.
    private struct LogState {
        var prefix = ""
        var instanceCounts: [String: Int] = [:]
        var lastLineTime = Date()
        var quietInterval: TimeInterval = 1
        var prefixStep = "__"
    }

    private static var state = LogState()

    /// This screen's number among the screens of its name, given at its first line.
    private var number: Int?

    /// The name lines start with; a subclass may give a shorter one.
    var vclLoggingName: String {
        String(describing: type(of: self))
    }

    /// After a quiet second, a blank line and a longer prefix start a new group of lines.
    private static func linePrefix() -> String {
        if Date().timeIntervalSince(state.lastLineTime) > state.quietInterval {
            state.prefix += state.prefixStep
            print("")
        }
        state.lastLineTime = Date()
        return state.prefix
    }

    private static func nextNumber(for name: String) -> Int {
        state.instanceCounts[name] = (state.instanceCounts[name] ?? 0) + 1
        return state.instanceCounts[name]!
    }

    func log(_ message: String) {
        if number == nil {
            number = LoggingViewController.nextNumber(for: vclLoggingName)
        }
        if let number {
            print("\(LoggingViewController.linePrefix())\(vclLoggingName)(\(number)) \(message)")
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        log("init(coder:) from the storyboard")
    }

    deinit {
        log("deinit")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log("awakeFromNib()")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log("viewDidLoad()")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("viewWillAppear(animated: \(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("viewDidAppear(animated: \(animated))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("viewWillDisappear(animated: \(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("viewDidDisappear(animated: \(animated))")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log("viewWillLayoutSubviews() size \(view.bounds.size)")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log("viewDidLayoutSubviews() size \(view.bounds.size)")
    }
}
