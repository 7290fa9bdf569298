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
    package mutating func recordClosure(_ name: Name, on id: ObjectID, arguments: Event.Arguments = Event.Arguments()) {
        call(name, on: id, channel: .delegate, arguments: arguments, confidence: .documented)
    }

    /// `tableView.reloadData()`: the data source calls UIKit makes for it.
    /// App code passes its own sections, since its model is taken out of the
    /// process while it runs (`withModel`).
    package mutating func reloadData(of id: ObjectID, sections: [TableSection]) {
        call(.reloadData, on: id, channel: .table, confidence: .documented)
        controllers.markTableLoaded(id)
        recordTableLoad(of: id, sections: sections)
    }

    /// How many rows an iPhone screen shows, and so how many cells UIKit asks for.
    static let visibleRows = 12

    /// `numberOfSections(in:)`, then per section the row count and header, then a
    /// cell for each row on screen (UIKit asks only for the visible rows: the first 12).
    mutating func recordTableLoad(of id: ObjectID, sections: [TableSection]) {
        call(.numberOfSections, on: id, channel: .table, confidence: .observed)
        for (index, section) in sections.enumerated() {
            call(
                .numberOfRowsInSection, on: id, channel: .table,
                arguments: Event.Arguments(Event.Argument(.numberOfRowsInSectionLabel, .int(index))),
                confidence: .observed)
            if section.header != nil {
                call(
                    "tableView(_:titleForHeaderInSection:)", on: id, channel: .table,
                    arguments: Event.Arguments(Event.Argument("titleForHeaderInSection", .int(index))),
                    confidence: .uncertain)
            }
        }
        recordCells(of: id, sections: sections)
    }

    /// `tableView.reloadSections(_:with:)`: the section's row count, then its cells on screen.
    package mutating func reloadSection(_ index: Int, of id: ObjectID, sections: [TableSection]) {
        call(
            "reloadSections(_:with:)", on: id, channel: .table,
            arguments: Event.Arguments(Event.Argument("sections", .int(index))), confidence: .documented)
        call(
            .numberOfRowsInSection, on: id, channel: .table,
            arguments: Event.Arguments(Event.Argument(.numberOfRowsInSectionLabel, .int(index))), confidence: .observed)
        recordCells(of: id, sections: sections, only: index)
    }

    /// `tableView.reloadRows(at:with:)` of one row: UIKit asks for its cell again.
    package mutating func reloadRow(_ row: (section: Int, row: Int), of id: ObjectID, sections: [TableSection]) {
        call(
            "reloadRows(at:with:)", on: id, channel: .table,
            arguments: Event.Arguments(
                Event.Argument.indexPath("at", row.section, row.row), Event.Argument("with", .object(".automatic"))),
            confidence: .documented)
        guard sections.indices.contains(row.section) else { return }
        call(
            .cellForRowAt, on: id, channel: .table,
            arguments: Event.Arguments(
                .indexPath(.cellForRowAtLabel, row.section, row.row),
                Event.Argument(.dequeue, .string(sections[row.section].cellIdentifier(ofRow: row.row)))),
            confidence: .observed)
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
                    .cellForRowAt, on: id, channel: .table,
                    arguments: Event.Arguments(
                        .indexPath(.cellForRowAtLabel, index, row),
                        Event.Argument(.dequeue, .string(section.cellIdentifier(ofRow: row)))),
                    confidence: .observed)
            }
        }
    }

    /// A row selected by a tap whose cell is wired to a segue: UIKit tells the
    /// table's delegate once the segue is prepared.
    struct RowSelection {
        let controller: ObjectID
        let section: Int
        let row: Int
    }

    /// Plays the actions app code returned, in order. With a `selection`,
    /// `tableView(_:didSelectRowAt:)` comes right after the first segue's
    /// `prepare(for:sender:)`, or after the actions when none segues.
    mutating func run(_ actions: [AppAction], selecting selection: RowSelection? = nil) throws(Rejection) {
        var selection = selection
        for action in actions {
            switch action {
            case .show(let className, let source, let segue, let setup, let sender):
                guard let sceneID = controllers.state(of: source)?.scene else { continue }
                let destination = instantiateFromStoryboard(className, scene: sceneID)
                if let segue {
                    call(
                        "prepare(for:sender:)", on: source, channel: .segue,
                        arguments: sender.map {
                            Event.Arguments(
                                Event.Argument("for", .string(Name(segue))),
                                Event.Argument("sender", .object(ObjectName(Name($0)))))
                        } ?? Event.Arguments(Event.Argument("for", .string(Name(segue)))),
                        confidence: .documented)
                }
                if let code = controllers.code(of: destination) {
                    type(of: code).runPrepare(destination, setup: setup, segue: segue, source: source, in: &self)
                }
                if let segue, let code = controllers.code(of: source) {
                    type(of: code).runSourcePrepare(source, segue: segue, destination: destination, in: &self)
                }
                if segue != nil, let selected = selection {
                    // Logs agree that a cell's segue is prepared before the
                    // delegate hears of the selection; Apple does not say.
                    callDidSelectRow((selected.section, selected.row), on: selected.controller, confidence: .observed)
                    selection = nil
                }
                let kind = segue.flatMap { try? self.segue($0, from: source).kind } ?? .show
                if kind == .showDetail, let split = splitViewController(of: source) {
                    showDetail(destination, in: split, from: source)
                } else if case .presentModally(let style) = kind {
                    presentViewController(destination, from: source, style: style)
                } else if let navigation = navigationController(of: source) {
                    pushViewController(destination, onto: navigation)
                } else {
                    presentViewController(destination, from: source, style: .automatic)
                }
            case .performSegue(let identifier, let source, let sender):
                let segue = try self.segue(identifier, from: source)
                try run(
                    [.show(className: segue.destination, from: source, segue: identifier, setup: nil, sender: sender)],
                    selecting: selection)
                selection = nil
            case .push(let id, let source):
                guard let navigation = navigationController(of: source) else { continue }
                pushViewController(id, onto: navigation)
            case .pop(let source):
                guard let navigation = navigationController(of: source),
                    let stack = controllers.children(of: navigation),
                    stack.count > 1
                else { continue }
                popToIndex(stack.count - 2, in: navigation, stack: stack)
            case .presentAlert(let alert, let source):
                guard let sceneID = controllers.state(of: source)?.scene else { continue }
                let id = instantiate("UIAlertController", origin: .code, scene: sceneID, confidence: .documented)
                controllers.updateLists(of: id) { $0.alert = alert }
                presentViewController(id, from: source, style: .overFullScreen)
            case .present(let id, let source):
                presentViewController(id, from: source, style: .automatic)
            case .dismiss(let source):
                guard let sceneID = controllers.state(of: source)?.scene else { continue }
                try dismiss(inScene: sceneID)
            }
        }
        if let selection {
            callDidSelectRow((selection.section, selection.row), on: selection.controller, confidence: .documented)
        }
    }

    /// The storyboard segue `identifier` leaving `source`, or a rejection naming the ones that do.
    func segue(_ identifier: String, from source: ObjectID) throws(Rejection) -> Segue {
        let sourceClass = controllers.state(of: source)?.className ?? ""
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
        try run([.performSegue(identifier, from: visible)])
    }

    // MARK: Running the app's code

    /// Runs the app's code with its model taken out of the process and the
    /// process lent to the code as an `AppContext`; `nil` when the app has no
    /// model of that type.
    mutating func withModel<Model: AppModel, Result>(
        _ type: Model.Type, controller: ObjectID?,
        _ body: (inout Model, inout AppContext) throws(Rejection) -> Result
    ) throws(Rejection) -> Result? {
        var erased = model
        model = nil
        guard var typed = erased as? Model else {
            model = erased
            return nil
        }
        // Taken out rather than shared, so that changing it copies nothing.
        erased = nil
        // The process moves into the context and back, so that nothing is copied.
        var context = AppContext(Self.placeholder, controller: controller)
        swap(&self, &context.application)
        defer {
            swap(&self, &context.application)
            model = typed
        }
        return try body(&typed, &context)
    }

    /// The screen a controller's code draws, if it draws one.
    func screen(of id: ObjectID) -> Screen? {
        guard let code = controllers.codeType(of: id) else { return nil }
        return code.screen(of: id, in: self)
    }

    /// The sections of a controller's table, if its code has one.
    func tableSections(of id: ObjectID) -> [TableSection]? {
        guard let code = controllers.codeType(of: id) else { return nil }
        return code.tableSections(of: id, in: self)
    }

    /// The controller's `viewWillDisappear(_:)` body, if its code has one.
    mutating func runViewWillDisappear(_ id: ObjectID) {
        guard let code = controllers.codeType(of: id), code.overridesViewWillDisappear else { return }
        code.runViewWillDisappear(id, in: &self)
    }

    /// The controller's `viewDidLoad()` body, if its code has one.
    mutating func runViewDidLoad(_ id: ObjectID) {
        guard let code = controllers.codeType(of: id) else { return }
        code.runViewDidLoad(id, in: &self)
    }

    /// A model command of the running app, then the actions it returned.
    mutating func perform(_ command: ModelCommand) throws(Rejection) {
        guard let model = definition.model else { return }
        try run(model.runCommand(command, in: &self))
    }
}

extension ControllerCode {
    /// Runs `body` on the properties of controller `id`, taken out while it
    /// runs, with the app's model and a context; `nil` when `id` has no code of this class.
    static func run<Result>(
        _ id: ObjectID, in app: inout Application,
        _ body: (inout Self, inout Model, inout AppContext) throws(Rejection) -> Result
    ) throws(Rejection) -> Result? {
        var erased = app.controllers.takeCode(of: id)
        guard var code = erased as? Self else {
            if let erased { app.controllers.setCode(erased, of: id) }
            return nil
        }
        // Let go of the box too: it would still share the properties' arrays,
        // and the code's first change to one would copy it whole.
        erased = nil
        defer { app.controllers.setCode(code, of: id) }
        return try app.withModel(Model.self, controller: id) { (model, context) throws(Rejection) in
            try body(&code, &model, &context)
        }
    }

    static func runViewDidLoad(_ id: ObjectID, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in code.viewDidLoad(&model, &context) }
    }

    static func runViewWillDisappear(_ id: ObjectID, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in code.viewWillDisappear(&model, &context) }
    }

    /// `prepare(for:sender:)`'s hand-over: the setup the showing code gave,
    /// or for a segue without one, what the book's code gives for it.
    static func runPrepare(
        _ id: ObjectID, setup: (any Sendable)?, segue: String?, source: ObjectID, in app: inout Application
    ) {
        _ = try? run(id, in: &app) { code, model, context in
            let given = setup as? Setup
            guard let chosen = given ?? segue.flatMap({ Self.setup(forSegue: $0, from: source, model, context) })
            else { return }
            code.prepare(chosen, &model, &context)
        }
    }

    /// The source's own `prepare(for:sender:)` code, after the destination's hand-over.
    static func runSourcePrepare(_ id: ObjectID, segue: String, destination: ObjectID, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in
            code.prepare(forSegue: segue, destination: destination, &model, &context)
        }
    }

    /// The split view delegate's answer, when this controller's code is the delegate.
    static func collapsesSecondary(_ secondary: ObjectID, delegate id: ObjectID, in app: Application) -> Bool? {
        guard let code = app.controllers.code(of: id) as? Self, let model = app.model as? Model else { return nil }
        return code.splitViewController(collapseSecondary: secondary, model, AppContext(app, controller: id))
    }

    static func runPerform(
        _ input: UserInput, on screen: Screen, id: ObjectID, in app: inout Application
    ) throws(Rejection) -> [AppAction] {
        try run(id, in: &app) { (code, model, context) throws(Rejection) in
            try code.perform(input, on: screen, &model, &context)
        } ?? []
    }

    static func screen(of id: ObjectID, in app: Application) -> Screen? {
        guard let code = app.controllers.code(of: id) as? Self, let model = app.model as? Model else { return nil }
        return code.screen(model, AppContext(app, controller: id))
    }

    static func tableSections(of id: ObjectID, in app: Application) -> [TableSection]? {
        guard let code = app.controllers.code(of: id) as? Self, let model = app.model as? Model else { return nil }
        return code.tableSections(model, app.language)
    }
}

extension AppModel {
    static func runSceneWillConnect(in app: inout Application) {
        _ = try? app.withModel(Self.self, controller: nil) { model, context in model.sceneWillConnect(&context) }
    }

    static func runCommand(_ command: ModelCommand, in app: inout Application) throws(Rejection) -> [AppAction] {
        guard let typed = command.command as? Command else { return [] }
        return try app.withModel(Self.self, controller: nil) { (model, context) throws(Rejection) in
            try model.perform(typed, &context)
        } ?? []
    }

    static func runAlertAction(
        _ handler: String, fields: [String], presenter: ObjectID, in app: inout Application
    ) -> [AppAction] {
        (try? app.withModel(Self.self, controller: nil) { model, context in
            model.alertAction(handler, fields: fields, presenter: presenter, &context)
        }) ?? []
    }
}
