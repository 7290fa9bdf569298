/// Where the engine meets the app's code: storyboard instantiation, table
/// data source calls, closures, and the actions app code returns.
extension Application {
    /// `storyboard.instantiateViewController(identifier:)`: `init(coder:)` then `awakeFromNib()`.
    package mutating func instantiateFromStoryboard(_ className: String, scene sceneID: Int) -> ObjectID {
        let id = instantiate(className, origin: .storyboard, scene: sceneID, confidence: .observed)
        awakeFromNib(id, confidence: .observed)
        return id
    }

    /// Records a closure the app's code calls, e.g. `doAfterEdit`.
    package mutating func recordClosure(_ name: String, on id: ObjectID, arguments: Event.Arguments = []) {
        call(name, on: id, channel: .delegate, arguments: arguments, confidence: .documented)
    }

    /// `tableView.reloadData()`: the data source calls UIKit makes for it.
    /// App code passes its own sections, since it is running (and so out of
    /// `program`) when it reloads.
    package mutating func reloadData(of id: ObjectID, sections: [TableSection]?) {
        call("reloadData()", on: id, channel: .table, confidence: .documented)
        guard let sections else { return }
        controllers[id]?.hasLoadedTable = true
        recordTableLoad(of: id, sections: sections)
    }

    /// How many rows an iPhone screen shows, and so how many cells UIKit asks for.
    static let visibleRows = 12

    /// `numberOfSections(in:)`, then per section the row count and header, then a
    /// cell for each row on screen (UIKit asks only for the visible rows: the first 12).
    mutating func recordTableLoad(of id: ObjectID, sections: [TableSection]) {
        call("numberOfSections(in:)", on: id, channel: .table, confidence: .observed)
        for (index, section) in sections.enumerated() {
            call(
                "tableView(_:numberOfRowsInSection:)", on: id, channel: .table,
                arguments: [Event.Argument("numberOfRowsInSection", .int(index))], confidence: .observed)
            if section.header != nil {
                call(
                    "tableView(_:titleForHeaderInSection:)", on: id, channel: .table,
                    arguments: [Event.Argument("titleForHeaderInSection", .int(index))], confidence: .uncertain)
            }
        }
        recordCells(of: id, sections: sections)
    }

    /// `tableView.reloadSections(_:with:)`: the section's row count, then its cells on screen.
    package mutating func reloadSection(_ index: Int, of id: ObjectID, sections: [TableSection]) {
        call(
            "reloadSections(_:with:)", on: id, channel: .table,
            arguments: [Event.Argument("sections", .int(index))], confidence: .documented)
        call(
            "tableView(_:numberOfRowsInSection:)", on: id, channel: .table,
            arguments: [Event.Argument("numberOfRowsInSection", .int(index))], confidence: .observed)
        recordCells(of: id, sections: sections, only: index)
    }

    /// `tableView(_:cellForRowAt:)` for the rows on screen (the first `visibleRows`),
    /// of every section or of one.
    private mutating func recordCells(of id: ObjectID, sections: [TableSection], only chosen: Int? = nil) {
        var cells = 0
        for (index, section) in sections.enumerated() {
            let shown = min(section.rows, max(0, Self.visibleRows - cells))
            cells += shown
            guard chosen == nil || chosen == index else { continue }
            for row in 0..<shown {
                call(
                    "tableView(_:cellForRowAt:)", on: id, channel: .table,
                    arguments: [
                        Self.indexPath("cellForRowAt", index, row),
                        Event.Argument("dequeue", .string(section.cellIdentifier)),
                    ],
                    confidence: .observed)
            }
        }
    }

    /// An `IndexPath` argument, printed as `[section, row]`.
    package static func indexPath(_ label: String, _ section: Int, _ row: Int) -> Event.Argument {
        Event.Argument(label, .object("[\(section), \(row)]"))
    }

    /// Plays the actions app code returned, in order.
    mutating func run(_ actions: [AppAction]) throws(Rejection) {
        for action in actions {
            switch action {
            case .show(let className, let source, let segue, let setup):
                guard let sceneID = controllers[source]?.scene else { continue }
                let destination = instantiateFromStoryboard(className, scene: sceneID)
                if let segue {
                    call(
                        "prepare(for:sender:)", on: source, channel: .segue,
                        arguments: [Event.Argument("for", .string(segue))], confidence: .documented)
                }
                _ = try withProgram { program, app in
                    program.prepare(destination, source: source, segue: segue, setup: setup, &app)
                }
                if let navigation = navigationController(of: source) {
                    pushViewController(destination, onto: navigation)
                } else {
                    presentViewController(destination, from: source, style: .automatic)
                }
            case .performSegue(let identifier, let source, let setup):
                let segue = try self.segue(identifier, from: source)
                try run([.show(className: segue.destination, from: source, segue: identifier, setup: setup)])
            case .pop(let source):
                guard let navigation = navigationController(of: source), let stack = controllers[navigation]?.children,
                    stack.count > 1
                else { continue }
                popToIndex(stack.count - 2, in: navigation, stack: stack)
            case .presentAlert(let alert, let source):
                guard let sceneID = controllers[source]?.scene else { continue }
                let id = instantiate("UIAlertController", origin: .code, scene: sceneID, confidence: .documented)
                controllers[id]?.alert = alert
                presentViewController(id, from: source, style: .overFullScreen)
            case .present(let id, let source):
                presentViewController(id, from: source, style: .automatic)
            case .dismiss:
                try dismiss()
            }
        }
    }

    /// The storyboard segue `identifier` leaving `source`, or a rejection naming the ones that do.
    func segue(_ identifier: String, from source: ObjectID) throws(Rejection) -> Segue {
        let sourceClass = controllers[source]?.className ?? ""
        let available = definition.segues.filter { $0.source == sourceClass }
        guard let segue = available.first(where: { $0.identifier == identifier }) else {
            throw Rejection(
                "segue \(identifier): \(name(of: source)) has no segue with that identifier; "
                    + (available.isEmpty
                        ? "it has none" : "its segues are \(available.map(\.identifier).joined(separator: ", "))"))
        }
        return segue
    }

    /// `performSegue(withIdentifier:sender:)` from the top controller, as `segue ID` asks.
    mutating func performSegue(_ identifier: String) throws(Rejection) {
        guard let visible = visibleController else { throw Rejection.notRunning }
        _ = try segue(identifier, from: visible)
        try run([.performSegue(identifier, from: visible, setup: nil)])
    }

    /// Runs app code that returns actions, then plays them.
    mutating func runAppCode(
        _ body: (inout any AppProgram, inout Application) throws(Rejection) -> [AppAction]
    ) throws(Rejection) {
        let actions = try withProgram(body) ?? []
        try run(actions)
    }
}
