/// Where the engine meets the app's code: storyboard instantiation, table
/// data source calls, closures, and the actions app code returns.
public enum AppCode {
    /// `storyboard.instantiateViewController(identifier:)`: `init(coder:)` then
    /// `awakeFromNib()`; the code learns the storyboard `element` it was made
    /// from, when the app is made from a file and names one.
    package static func instantiateFromStoryboard(
        _ className: String, element: String? = nil, scene sceneID: Int, in app: inout Application
    ) -> ObjectID {
        let id = app.instantiate(className, origin: .storyboard, scene: sceneID, confidence: .observed)
        tellElement(element, to: id, in: &app)
        app.awakeFromNib(id, confidence: .observed)
        return id
    }

    /// Records a closure the app's code calls, e.g. `doAfterEdit`.
    package static func recordClosure(
        _ name: Name, on id: ObjectID, arguments: Event.Arguments = Event.Arguments(), in app: inout Application
    ) {
        app.call(name, on: id, channel: .delegate, arguments: arguments, confidence: .documented)
    }

    /// `tableView.reloadData()`: the data source calls UIKit makes for it.
    /// App code passes its own sections, since its model is taken out of the
    /// process while it runs (`withModel`).
    package static func reloadData(of id: ObjectID, sections: [TableSection], in app: inout Application) {
        app.call(.reloadData, on: id, channel: .table, confidence: .documented)
        app.graph.controllers.markTableLoaded(id)
        recordTableLoad(of: id, sections: sections, in: &app)
    }

    /// `numberOfSections(in:)`, then per section the row count and header, then a
    /// cell for each row on screen (UIKit asks only for the visible rows: `Device.rowsOnScreen`).
    static func recordTableLoad(of id: ObjectID, sections: [TableSection], in app: inout Application) {
        app.call(TableDataSource.numberOfSections, on: id, channel: .table, confidence: .observed)
        for (index, section) in sections.enumerated() {
            app.call(
                TableDataSource.numberOfRowsInSection, on: id, channel: .table,
                arguments: Event.Arguments(Event.Argument(TableDataSource.numberOfRowsInSectionLabel, .int(index))),
                confidence: .observed)
            if section.header != nil {
                app.call(
                    "tableView(_:titleForHeaderInSection:)", on: id, channel: .table,
                    arguments: Event.Arguments(Event.Argument("titleForHeaderInSection", .int(index))),
                    confidence: .uncertain)
            }
        }
        recordCells(of: id, sections: sections, in: &app)
    }

    /// `tableView.reloadSections(_:with:)`: the section's row count, then its cells on screen.
    package static func reloadSection(
        _ index: Int, of id: ObjectID, sections: [TableSection], in app: inout Application
    ) {
        app.call(
            "reloadSections(_:with:)", on: id, channel: .table,
            arguments: Event.Arguments(Event.Argument("sections", .int(index))), confidence: .documented)
        app.call(
            TableDataSource.numberOfRowsInSection, on: id, channel: .table,
            arguments: Event.Arguments(Event.Argument(TableDataSource.numberOfRowsInSectionLabel, .int(index))),
            confidence: .observed)
        recordCells(of: id, sections: sections, only: index, in: &app)
    }

    /// `tableView.reloadRows(at:with:)` of one row: UIKit asks for its cell again.
    package static func reloadRow(
        _ row: (section: Int, row: Int), of id: ObjectID, sections: [TableSection], in app: inout Application
    ) {
        app.call(
            "reloadRows(at:with:)", on: id, channel: .table,
            arguments: Event.Arguments(
                Event.Argument.indexPath("at", row.section, row.row), Event.Argument("with", .object(".automatic"))),
            confidence: .documented)
        guard sections.indices.contains(row.section) else { return }
        // The row's old cell stays on screen while it animates out, so only a
        // spare cell in the queue can be reused (uncertain: no source says).
        let shown = visibleCells(of: sections, on: app.device)
        let made = app.graph.controllers.tableCells(of: id)
        let reused = made > shown
        if !reused { app.graph.controllers.setTableCells(made + 1, of: id) }
        app.call(
            TableDataSource.cellForRowAt, on: id, channel: .table,
            arguments: Event.Arguments(
                [
                    .indexPath(TableDataSource.cellForRowAtLabel, row.section, row.row),
                    Event.Argument(
                        TableDataSource.dequeue, .string(sections[row.section].cellIdentifier(ofRow: row.row))),
                    Event.Argument(Event.Argument.reusedCellLabel, .bool(reused)),
                ]),
            confidence: .observed)
    }

    /// How many rows of `sections` are on screen together (at most the device's `rowsOnScreen`).
    private static func visibleCells(of sections: [TableSection], on device: Device) -> Int {
        min(device.rowsOnScreen, sections.reduce(0) { $0 + $1.rows })
    }

    /// `tableView(_:cellForRowAt:)` for the rows on screen (`rowsOnScreen` from
    /// the first row scrolled to, the top until `scroll`), of every section or of one.
    private static func recordCells(
        of id: ObjectID, sections: [TableSection], only chosen: Int? = nil, in app: inout Application
    ) {
        // A reload puts the cells on screen in the reuse queue and dequeues
        // them again, row by row: rows past the cells the table has made get
        // new ones (the first screenful, all new; a longer list, the extra rows).
        let made = app.graph.controllers.tableCells(of: id)
        // A shorter list pulls the window up: the table never shows past its last row.
        let total = sections.reduce(0) { $0 + $1.rows }
        let visibleRows = app.device.rowsOnScreen
        let offset = min(app.graph.controllers.tableOffset(of: id), max(0, total - visibleRows))
        app.graph.controllers.setTableOffset(offset, of: id)
        var before = 0
        var cells = 0
        for (index, section) in sections.enumerated() {
            defer { before += section.rows }
            let first = min(section.rows, max(0, offset - before))
            let shown = min(section.rows - first, max(0, visibleRows - cells))
            defer { cells += shown }
            guard chosen == nil || chosen == index else { continue }
            for place in 0..<shown {
                let row = first + place
                app.call(
                    TableDataSource.cellForRowAt, on: id, channel: .table,
                    arguments: Event.Arguments(
                        [
                            .indexPath(TableDataSource.cellForRowAtLabel, index, row),
                            Event.Argument(TableDataSource.dequeue, .string(section.cellIdentifier(ofRow: row))),
                            Event.Argument(Event.Argument.reusedCellLabel, .bool(cells + place < made)),
                        ]),
                    confidence: .observed)
            }
        }
        app.graph.controllers.setTableCells(max(made, cells), of: id)
    }

    /// The index path of the row `global` rows from the top, counted through the sections.
    static func indexPath(ofRow global: Int, in sections: [TableSection]) -> (section: Int, row: Int)? {
        var before = 0
        for (index, section) in sections.enumerated() {
            if global < before + section.rows { return (index, global - before) }
            before += section.rows
        }
        return nil
    }

    /// Scrolls a table's window from row `offset` to row `target` (counted
    /// through the sections), one row at a time. Each step the row coming in
    /// is asked for a cell first, a moment before it shows, then the row
    /// going out hands its cell to the reuse queue: so the first step after a
    /// load makes a new cell and later ones dequeue (Usov ch. 7: "create"
    /// lines go on until row 0 is off screen, then only "reuse" ones).
    static func scrollTable(
        of id: ObjectID, from offset: Int, to target: Int, sections: [TableSection], in app: inout Application
    ) {
        let total = sections.reduce(0) { $0 + $1.rows }
        let shown = min(app.device.rowsOnScreen, total)
        var made = app.graph.controllers.tableCells(of: id)
        var top = offset
        let hearsRowsLeaving = app.graph.controllers.codeType(of: id)?.hearsRowsLeaving(id, in: app) ?? false
        while top != target {
            let down = target > top
            let entering = down ? top + shown : top - 1
            let leaving = down ? top : top + shown - 1
            if let path = indexPath(ofRow: entering, in: sections) {
                let reused = made > shown
                if !reused { made += 1 }
                app.call(
                    TableDataSource.cellForRowAt, on: id, channel: .table,
                    arguments: Event.Arguments(
                        [
                            .indexPath(TableDataSource.cellForRowAtLabel, path.section, path.row),
                            Event.Argument(
                                TableDataSource.dequeue,
                                .string(sections[path.section].cellIdentifier(ofRow: path.row))),
                            Event.Argument(Event.Argument.reusedCellLabel, .bool(reused)),
                        ]),
                    confidence: .observed)
            }
            if hearsRowsLeaving, let path = indexPath(ofRow: leaving, in: sections) {
                // The delegate hears of the cell leaving the screen; where this
                // falls against the incoming row's cellForRowAt no source says.
                app.call(
                    TableDataSource.didEndDisplaying, on: id, channel: .table,
                    arguments: Event.Arguments(.indexPath(TableDataSource.forRowAtLabel, path.section, path.row)),
                    confidence: .uncertain)
            }
            top += down ? 1 : -1
        }
        app.graph.controllers.setTableCells(made, of: id)
        app.graph.controllers.setTableOffset(target, of: id)
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
    static func run(
        _ actions: [AppAction], selecting selection: RowSelection? = nil, in app: inout Application
    ) throws(Rejection) {
        var selection = selection
        // The code's locals that hold what it made (`AppAction.makeLocal`) let go once it has run.
        var locals: [Owner] = []
        defer {
            for owner in locals {
                if let held = app.graph.controller(heldBy: owner) { app.release(held, from: owner) }
            }
        }
        for action in actions {
            switch action {
            case .show(let className, let source, let segue, let setup, let sender):
                guard let sceneID = app.graph.controllers.state(of: source)?.scene else { continue }
                let destination = instantiateFromStoryboard(className, scene: sceneID, in: &app)
                if let segue {
                    app.call(
                        "prepare(for:sender:)", on: source, channel: .segue,
                        arguments: sender.map {
                            Event.Arguments(
                                Event.Argument("for", .string(Name(segue))),
                                Event.Argument("sender", .object(ObjectName(Name($0)))))
                        } ?? Event.Arguments(Event.Argument("for", .string(Name(segue)))),
                        confidence: .documented)
                }
                if let setup {
                    setup.apply(to: destination, in: &app)
                } else if let segue, let code = app.graph.controllers.code(of: destination) {
                    type(of: code).runPrepare(destination, segue: segue, source: source, in: &app)
                }
                if let segue, let code = app.graph.controllers.code(of: source) {
                    type(of: code).runSourcePrepare(source, segue: segue, destination: destination, in: &app)
                }
                if segue != nil, let selected = selection {
                    // Logs agree that a cell's segue is prepared before the
                    // delegate hears of the selection; Apple does not say.
                    GestureHandling.callDidSelectRow(
                        (selected.section, selected.row), on: selected.controller, confidence: .observed, in: &app)
                    selection = nil
                }
                let kind = segue.flatMap { try? AppCode.segue($0, from: source, in: app).kind } ?? .show
                show(destination, from: source, kind: kind, in: &app)
            case .segue(let segue):
                guard let sceneID = app.graph.controllers.state(of: segue.source)?.scene else { continue }
                // Code that shows a scene itself runs inside the delegate's selection call.
                if !segue.isSegue, let selected = selection {
                    GestureHandling.callDidSelectRow(
                        (selected.section, selected.row), on: selected.controller, confidence: .documented, in: &app)
                    selection = nil
                }
                let madeBefore = segue.madeInLocal.flatMap { app.graph.controller(heldBy: .local(of: segue.source, name: $0)) }
                let destination = madeBefore ?? Storyboard.instantiate(segue.destination, scene: sceneID, in: &app)
                // The property holds the new instance; one it held before (made with its owner) is let go.
                if let property = segue.keptBy { app.assign(destination, to: .property(of: segue.source, name: property)) }
                if segue.isSegue {
                    var arguments = prepareArguments(segue.identifier, sender: segue.sender)
                    // What its code may read of the control that sent it, as an action's does.
                    if let title = segue.senderTitle {
                        arguments.append(Event.Argument(Event.Argument.senderTitleLabel, .string(Name(title))))
                    }
                    app.call("prepare(for:sender:)", on: segue.source, channel: .segue, arguments: arguments, confidence: .documented)
                    // Its code keeps the destination: the controller the property held before goes, if nothing else holds it.
                    if let property = segue.keptByPrepare { app.assign(destination, to: .property(of: segue.source, name: property)) }
                }
                if let selected = selection {
                    GestureHandling.callDidSelectRow(
                        (selected.section, selected.row), on: selected.controller, confidence: .observed, in: &app)
                    selection = nil
                }
                if segue.resumesCode { app.resumeAppCode(of: app.objectName(of: segue.source), scene: sceneID) }
                show(destination, from: segue.source, kind: segue.kind, in: &app)
            case .unwind(let unwind):
                try performUnwind(unwind, in: &app)
            case .performSegue(let identifier, let source, let sender):
                let segue = try AppCode.segue(identifier, from: source, in: app)
                try run(
                    [.show(className: segue.destination, from: source, segue: identifier, setup: nil, sender: sender)],
                    selecting: selection, in: &app)
                selection = nil
            case .push(let id, let source):
                guard let navigation = app.navigationController(of: source) else { continue }
                NavigationController.pushViewController(id, onto: navigation, in: &app)
            case .pop(let source), .popToRoot(let source), .popTo(_, _, let source):
                guard let navigation = app.navigationController(of: source),
                    let stack = app.graph.controllers.children(of: navigation)
                else { continue }
                // The controller the pop goes back to: the one below the top, the root, or one the code names.
                let target: Int?
                switch action {
                case .popToRoot: target = 0
                case .popTo(let index?, _, _): target = index
                case .popTo(nil, let className, _):
                    target = stack.firstIndex { id in className.map { app.graph.controllers.state(of: id)?.className == $0 } ?? false }
                default: target = stack.count - 2
                }
                guard let target, target >= 0, target < stack.count - 1 else {
                    // The code's pop of a stack of one does nothing, as UIKit's does: said, not silent.
                    if case .pop = action, stack.count == 1, let root = stack.first {
                        app.note(
                            ContainerDiagnostic.popRoot(root: app.name(of: root), navigation: app.name(of: navigation)),
                            scene: app.graph.controllers.state(of: navigation)?.scene ?? app.focusedScene)
                    }
                    continue
                }
                NavigationController.popToIndex(target, in: navigation, stack: stack, in: &app)
            case .presentAlert(var alert, let source, let resumesCode):
                guard let sceneID = app.graph.controllers.state(of: source)?.scene else { continue }
                // The code that presents it owns its handlers, whichever controller UIKit presents it from.
                alert.owner = source
                let id = app.instantiate("UIAlertController", origin: .code, scene: sceneID, confidence: .documented)
                app.graph.controllers.updateLists(of: id) { $0.alert = alert }
                if resumesCode { app.resumeAppCode(of: app.objectName(of: source), scene: sceneID) }
                Presentation.presentViewController(id, from: source, style: .overFullScreen, in: &app)
            case .present(let id, let source):
                Presentation.presentViewController(id, from: source, style: .automatic, in: &app)
            case .dismiss(let source):
                guard let sceneID = app.graph.controllers.state(of: source)?.scene else { continue }
                try Presentation.dismiss(inScene: sceneID, in: &app)
            case .addChild(let scene, let parent, let didMove, let property):
                CustomContainer.addChild(scene, to: parent, callsDidMove: didMove, keptAs: property, in: &app)
            case .removeChild(let className, let parent, let willMove):
                CustomContainer.removeChild(className, from: parent, callsWillMove: willMove, in: &app)
            case .makeLocal(let scene, let local, let source, let resumesCode):
                guard let sceneID = app.graph.controllers.state(of: source)?.scene else { continue }
                let owner = Owner.local(of: source, name: local)
                // A local made again (a loop, a second `let` of the name) lets go of what it held.
                if let held = app.graph.controller(heldBy: owner) { app.release(held, from: owner) }
                let made = Storyboard.instantiate(scene, scene: sceneID, in: &app)
                app.retain(made, by: owner)
                locals.append(owner)
                if resumesCode { app.resumeAppCode(of: app.objectName(of: source), scene: sceneID) }
            case .replaceWindowRoot(let scene, let source, let resumesCode):
                SceneLifecycle.replaceWindowRoot(with: scene, from: source, resumesCode: resumesCode, in: &app)
            case .resumeCode(let source, let sides):
                app.resumeAppCode(
                    of: app.objectName(of: source), scene: app.graph.controllers.state(of: source)?.scene, sides: sides)
            }
        }
        if let selection {
            GestureHandling.callDidSelectRow(
                (selection.section, selection.row), on: selection.controller, confidence: .documented, in: &app)
        }
    }

    /// Shows a destination the way a segue of `kind` does.
    private static func show(_ destination: ObjectID, from source: ObjectID, kind: Segue.Kind, in app: inout Application) {
        if kind == .showDetail, let split = SplitViewController.splitViewController(of: source, in: app) {
            SplitViewController.showDetail(destination, in: split, from: source, in: &app)
        } else if case .presentModally(let style) = kind {
            Presentation.presentViewController(destination, from: source, style: style, in: &app)
        } else if let navigation = app.navigationController(of: source) {
            NavigationController.pushViewController(destination, onto: navigation, in: &app)
        } else {
            Presentation.presentViewController(destination, from: source, style: .automatic, in: &app)
        }
    }

    /// `prepare(for:sender:)`'s arguments: the segue, and the sender.
    private static func prepareArguments(
        _ identifier: String?, sender: String?, segueClass: String = "UIStoryboardSegue"
    ) -> Event.Arguments {
        var arguments = [Event.Argument("for", segueArgument(identifier, segueClass: segueClass))]
        if let sender { arguments.append(Event.Argument("sender", .object(ObjectName(Name(sender))))) }
        return Event.Arguments(arguments)
    }

    /// A segue passed to the app's code, shown as `prepare(for:sender:)` shows it: by its identifier,
    /// or, without one, as the object it still is (`UIStoryboardUnwindSegue`), never `nil`.
    private static func segueArgument(_ identifier: String?, segueClass: String) -> Event.Argument.Value {
        identifier.map { .string(Name($0)) } ?? .object(ObjectName(Name(segueClass)))
    }

    /// An unwind segue: UIKit finds the destination walking back from the
    /// source (down the navigation stacks below it, up its containers, then
    /// to what presented them), prepares the source, calls the action on
    /// the destination, then dismisses what covers it and pops back to it.
    private static func performUnwind(_ unwind: UnwindSegue, in app: inout Application) throws(Rejection) {
        guard let target = unwindDestination(of: unwind, in: app),
            let sceneID = app.graph.controllers.state(of: target)?.scene
        else {
            throw Rejection(
                InterfaceDiagnostic.unwindNotImplemented(
                    action: unwind.action, source: app.name(of: unwind.source)))
        }
        app.call(
            "prepare(for:sender:)", on: unwind.source, channel: .segue,
            arguments: prepareArguments(unwind.identifier, sender: unwind.sender, segueClass: Self.unwindSegueClass),
            confidence: .documented)
        // The source's `prepare(for:sender:)` code sees the destination (`segue.destination`) as for any segue.
        if let identifier = unwind.identifier, let code = app.graph.controllers.code(of: unwind.source) {
            type(of: code).runSourcePrepare(unwind.source, segue: identifier, destination: target, in: &app)
        }
        // The action receives the unwind segue itself, as prepare does.
        app.call(
            Name(unwind.action), on: target, channel: .segue,
            arguments: Event.Arguments(
                Event.Argument(
                    Name(Self.firstLabel(of: unwind.action) ?? "segue"),
                    segueArgument(unwind.identifier, segueClass: Self.unwindSegueClass))),
            confidence: .documented)
        // Whatever covers the destination's presentation level goes first, a level at a time.
        let level = presentationRoot(of: target, in: app)
        while let top = app.topPresentedController(inScene: sceneID), presentationRoot(of: top, in: app) != level {
            try Presentation.dismiss(inScene: sceneID, in: &app)
        }
        if let navigation = app.navigationController(of: target),
            let stack = app.graph.controllers.children(of: navigation),
            let index = stack.firstIndex(of: target), index < stack.count - 1
        {
            NavigationController.popToIndex(index, in: navigation, stack: stack, in: &app)
        }
    }

    /// The class of the segue object an unwind passes, as the object prints (UIKit's private
    /// subclass of `UIStoryboardSegue`; the parameter's declared type is `UIStoryboardSegue`).
    private static let unwindSegueClass = "UIStoryboardUnwindSegue"

    /// `unwindFrom(unwindSegue:)` → `unwindSegue`; nil for `_` or no parameters.
    private static func firstLabel(of method: String) -> String? {
        guard let open = method.firstIndex(of: "("), let colon = method[open...].firstIndex(of: ":") else { return nil }
        let label = method[method.index(after: open)..<colon]
        return label.isEmpty || label == "_" ? nil : String(label)
    }

    /// The root of the containers a controller is in: the window's root or a presented controller.
    private static func presentationRoot(of id: ObjectID, in app: Application) -> ObjectID {
        var node = id
        while let parent = app.graph.controllers.state(of: node)?.parent { node = parent }
        return node
    }

    /// The controller an unwind segue leads to, if any implements its action.
    private static func unwindDestination(of unwind: UnwindSegue, in app: Application) -> ObjectID? {
        func implements(_ id: ObjectID) -> Bool {
            guard let className = app.graph.controllers.state(of: id)?.className else { return false }
            return unwind.implementers.contains(className)
        }
        var current = unwind.source
        for _ in 0..<64 {
            var node = current
            while let parent = app.graph.controllers.state(of: node)?.parent {
                if let navigation = app.navigationController(of: node),
                    let stack = app.graph.controllers.children(of: navigation), let index = stack.firstIndex(of: node)
                {
                    if let found = stack[..<index].reversed().first(where: implements) { return found }
                }
                if implements(parent) { return parent }
                node = parent
            }
            guard let presenter = app.graph.controllers.state(of: node)?.presenter else { return nil }
            // The presenter is often a container: the controller it shows is where the walk goes on.
            var shown = presenter
            while let child = app.graph.controllers.visibleChildren(of: shown).last { shown = child }
            if implements(shown) { return shown }
            if implements(presenter) { return presenter }
            current = shown
        }
        return nil
    }

    /// The storyboard segue `identifier` leaving `source`, or a rejection naming the ones that do.
    static func segue(_ identifier: String, from source: ObjectID, in app: Application) throws(Rejection) -> Segue {
        let sourceClass = app.graph.controllers.state(of: source)?.className ?? ""
        let available = app.definition.segues.filter { $0.source == sourceClass }
        guard let segue = available.first(where: { $0.identifier == identifier }) else {
            throw Rejection(
                InterfaceDiagnostic.segueNotFound(
                    identifier: identifier, source: app.name(of: source),
                    segues: available.map(\.identifier)))
        }
        return segue
    }

    /// `performSegue(withIdentifier:sender:)` from the top controller, as `segue ID` asks.
    static func performSegue(_ identifier: String, in app: inout Application) throws(Rejection) {
        guard let visible = GestureHandling.visibleController(in: app) else { throw Rejection.notRunning }
        if let code = app.graph.controllers.codeType(of: visible),
            let actions = try code.segueActions(identifier, from: visible, in: app)
        {
            try run(actions, in: &app)
            return
        }
        try run([.performSegue(identifier, from: visible)], in: &app)
    }

    // MARK: Running the app's code

    /// Runs the app's code with its model taken out of the process and the
    /// process lent to the code as an `AppContext`; `nil` when the app has no
    /// model of that type.
    static func withModel<Model: AppModel, Result>(
        _ type: Model.Type, controller: ObjectID?, in app: inout Application,
        _ body: (inout Model, inout AppContext) throws(Rejection) -> Result
    ) throws(Rejection) -> Result? {
        var erased = app.model
        app.model = nil
        guard var typed = erased as? Model else {
            app.model = erased
            return nil
        }
        // Taken out rather than shared, so that changing it copies nothing.
        erased = nil
        // The process moves into the context and back, so that nothing is copied.
        var context = AppContext(Application.placeholder, controller: controller)
        swap(&app, &context.application)
        defer {
            swap(&app, &context.application)
            app.model = typed
        }
        return try body(&typed, &context)
    }

    /// The screen a controller's code draws, if it draws one.
    static func screen(of id: ObjectID, in app: Application) -> Screen? {
        guard let code = app.graph.controllers.codeType(of: id) else { return nil }
        return code.screen(of: id, in: app)
    }

    /// A controller's `title` as it is made (`ControllerCode.titleAsMade`).
    static func titleAsMade(of id: ObjectID, in app: Application) -> String? {
        guard let code = app.graph.controllers.codeType(of: id) else { return nil }
        return code.titleAsMade(of: id, in: app)
    }

    /// The `text` of a controller's text fields (`ControllerCode.fieldTexts`).
    static func fieldTexts(of id: ObjectID, in app: Application) -> [String: String] {
        guard let code = app.graph.controllers.codeType(of: id) else { return [:] }
        return code.fieldTexts(of: id, in: app)
    }

    /// The row of a controller's table last tapped (`ControllerCode.selectedRow`).
    static func selectedRow(of id: ObjectID, in app: Application) -> [Int]? {
        guard let code = app.graph.controllers.codeType(of: id) else { return nil }
        return code.selectedRow(of: id, in: app)
    }

    /// The sections of a controller's table, if its code has one.
    static func tableSections(of id: ObjectID, in app: Application) -> [TableSection]? {
        guard let code = app.graph.controllers.codeType(of: id) else { return nil }
        return code.tableSections(of: id, in: app)
    }

    /// The controller's `viewWillDisappear(_:)` body, if its code has one.
    static func runViewWillDisappear(_ id: ObjectID, in app: inout Application) {
        guard let code = app.graph.controllers.codeType(of: id), code.overridesViewWillDisappear else { return }
        code.runViewWillDisappear(id, in: &app)
    }

    /// Tells a controller's code the storyboard element it was made from, when the scene names one.
    static func tellElement(_ element: String?, to id: ObjectID, in app: inout Application) {
        guard let element, let code = app.graph.controllers.codeType(of: id) else { return }
        code.runAwake(id, fromStoryboardElement: element, in: &app)
    }

    /// The controller's `viewDidLoad()` body, if its code has one.
    static func runViewDidLoad(_ id: ObjectID, in app: inout Application) {
        guard let code = app.graph.controllers.codeType(of: id) else { return }
        code.runViewDidLoad(id, in: &app)
    }

    /// What the app's code left of the last command's own state is let go as a command starts:
    /// what a refused command's screens asked as they appeared went with it, and what the code
    /// wrote to its defaults is in the store now.
    static func startCommand(in app: inout Application) {
        // Most commands find them empty: nothing is written, or released, then.
        if !app.appearedAndActing.isEmpty { app.appearedAndActing = [] }
        if !app.delayingWork.isEmpty { app.delayingWork = [] }
        if !app.codeDefaultsWrites.isEmpty { app.codeDefaultsWrites = [:] }
        if !app.codeDefaultsUnknown.isEmpty { app.codeDefaultsUnknown = [] }
    }

    /// What the launch code left for after a delay (`AppDefinition.delaysAtLaunch`), played over
    /// the focused window's first screen once the launch's own work, and what it queued, is done.
    static func runLaunchDelayedWork(in app: inout Application) {
        guard app.definition.delaysAtLaunch, !app.hasCrashed, let model = app.definition.model,
            let root = app.focused?.window.rootViewController
        else { return }
        let actions = model.runLaunchDelayedActions(root: root, in: &app)
        guard !actions.isEmpty else { return }
        try? AppCode.run(actions, in: &app)
        runActionsOfAppearance(in: &app)
    }

    /// A controller's `viewDidAppear(_:)` was called: if its class asks UIKit for more there
    /// (`AppDefinition.actsOnAppearance`), that is played once the command's transitions end.
    static func noteAppeared(_ id: ObjectID, in app: inout Application) {
        guard !app.definition.actsOnAppearance.isEmpty, let className = app.graph.controllers.state(of: id)?.className,
            app.definition.actsOnAppearance.contains(className)
        else { return }
        app.appearedAndActing.append(id)
    }

    /// A controller's `viewDidLoad()` ran: if its class left work for after a delay that shows
    /// something (`AppDefinition.delaysAtLoad`), that is played once the command's transitions end.
    static func noteLoaded(_ id: ObjectID, in app: inout Application) {
        guard !app.definition.delaysAtLoad.isEmpty, let className = app.graph.controllers.state(of: id)?.className,
            app.definition.delaysAtLoad.contains(className)
        else { return }
        app.delayingWork.append(id)
    }

    /// How many rounds of `runActionsOfAppearance` one command plays: a screen that presents
    /// another as it appears, which presents another, ends rather than the process.
    static let appearanceRounds = 8

    /// Plays what the `viewDidAppear(_:)` of each controller that appeared asked of UIKit
    /// (`Application.appearedAndActing`), once the transitions that made it appear have ended;
    /// the controllers that appear then are played in turn, up to `appearanceRounds` rounds.
    /// A controller no longer on screen when its turn comes asks nothing.
    /// Then the work `viewDidLoad()`s left for after a delay (`Application.delayingWork`), of
    /// controllers still alive, which what that work shows may add to, in the same rounds.
    static func runActionsOfAppearance(in app: inout Application) {
        var rounds = 0
        while !app.appearedAndActing.isEmpty || !app.delayingWork.isEmpty, rounds < appearanceRounds, !app.hasCrashed {
            rounds += 1
            let appeared = app.appearedAndActing
            app.appearedAndActing = []
            for id in appeared where app.graph.controllers.appearance(of: id) == .appeared && !app.hasCrashed {
                guard let code = app.graph.controllers.codeType(of: id) else { continue }
                code.runViewDidAppearActions(id, in: &app)
            }
            guard app.appearedAndActing.isEmpty else { continue }
            let delaying = app.delayingWork
            app.delayingWork = []
            for id in delaying where app.graph.controllers.state(of: id) != nil && !app.hasCrashed {
                guard let code = app.graph.controllers.codeType(of: id) else { continue }
                code.runDelayedWork(id, in: &app)
            }
        }
        if !app.appearedAndActing.isEmpty { app.appearedAndActing = [] }
        if !app.delayingWork.isEmpty { app.delayingWork = [] }
    }

    /// A model command of the running app, then the actions it returned.
    static func perform(_ command: ModelCommand, in app: inout Application) throws(Rejection) {
        guard let model = app.definition.model else { return }
        try run(model.runCommand(command, in: &app), in: &app)
    }
}

extension ControllerCode {
    /// Runs `body` on the properties of controller `id`, taken out while it
    /// runs, with the app's model and a context; `nil` when `id` has no code of this class.
    static func run<Result>(
        _ id: ObjectID, in app: inout Application,
        _ body: (inout Self, inout Model, inout AppContext) throws(Rejection) -> Result
    ) throws(Rejection) -> Result? {
        var erased = app.graph.controllers.takeCode(of: id)
        guard var code = erased as? Self else {
            if let erased { app.graph.controllers.setCode(erased, of: id) }
            return nil
        }
        // Let go of the box too: it would still share the properties' arrays,
        // and the code's first change to one would copy it whole.
        erased = nil
        defer { app.graph.controllers.setCode(code, of: id) }
        return try AppCode.withModel(Model.self, controller: id, in: &app) { (model, context) throws(Rejection) in
            try body(&code, &model, &context)
        }
    }

    /// The class's `viewDidLoad()`, then what it asks of UIKit there (children it adds).
    static func runViewDidLoad(_ id: ObjectID, in app: inout Application) {
        play(id, in: &app) { (code, model, context) throws(Rejection) in
            code.viewDidLoad(&model, &context)
            return try code.actionsOfViewDidLoad(&model, &context)
        }
    }

    /// What the class's `viewDidAppear(_:)` asks of UIKit, played now.
    static func runViewDidAppearActions(_ id: ObjectID, in app: inout Application) {
        play(id, in: &app) { (code, model, context) throws(Rejection) in try code.actionsOfViewDidAppear(&model, &context) }
    }

    /// What the work the class's `viewDidLoad()` left for after a delay asks of UIKit, played now.
    static func runDelayedWork(_ id: ObjectID, in app: inout Application) {
        play(id, in: &app) { (code, model, context) throws(Rejection) in try code.actionsOfDelayedWork(&model, &context) }
    }

    /// The actions `ask` gets of controller `id`'s code, played: what a refusal stops is not played.
    private static func play(
        _ id: ObjectID, in app: inout Application,
        _ ask: (inout Self, inout Model, inout AppContext) throws(Rejection) -> [AppAction]
    ) {
        guard let actions = try? run(id, in: &app, ask), !actions.isEmpty else { return }
        try? AppCode.run(actions, in: &app)
    }

    static func runAwake(_ id: ObjectID, fromStoryboardElement element: String, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in
            code.awake(fromStoryboardElement: element, &model, &context)
        }
    }

    static func runViewWillDisappear(_ id: ObjectID, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in code.viewWillDisappear(&model, &context) }
    }

    /// `prepare(for:sender:)`'s hand-over when the showing code gave one
    /// (`SegueSetup`): typed by this class's `Setup`, so it needs no cast.
    static func runPrepare(_ id: ObjectID, given setup: Setup, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in code.prepare(setup, &model, &context) }
    }

    /// `prepare(for:sender:)`'s hand-over for a segue the showing code gave
    /// no setup for: what the book's code gives for that segue, if anything.
    static func runPrepare(_ id: ObjectID, segue: String, source: ObjectID, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in
            guard let chosen = Self.setup(forSegue: segue, from: source, model, context) else { return }
            code.prepare(chosen, &model, &context)
        }
    }

    /// The source's own `prepare(for:sender:)` code, after the destination's hand-over.
    static func runSourcePrepare(_ id: ObjectID, segue: String, destination: ObjectID, in app: inout Application) {
        _ = try? run(id, in: &app) { code, model, context in
            code.prepare(forSegue: segue, destination: destination, &model, &context)
        }
    }

    /// The actions of `performSegue(withIdentifier:sender:)` from `id`, when its code reads its storyboard.
    static func segueActions(_ identifier: String, from id: ObjectID, in app: Application) throws(Rejection)
        -> [AppAction]?
    {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return nil
        }
        return try code.performSegue(withIdentifier: identifier, model, AppContext(app, controller: id))
    }

    /// The split view delegate's answer, when this controller's code is the delegate.
    static func collapsesSecondary(_ secondary: ObjectID, delegate id: ObjectID, in app: Application) -> Bool? {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return nil
        }
        return code.splitViewController(collapseSecondary: secondary, model, AppContext(app, controller: id))
    }

    /// The answer of a delegate outside the primary column, asked of the split view `id`'s own code.
    static func splitViewDelegate(_ secondary: ObjectID, split id: ObjectID, in app: Application)
        -> SplitViewDelegateAnswer?
    {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return nil
        }
        return code.splitViewDelegate(collapseSecondary: secondary, model, AppContext(app, controller: id))
    }

    /// A tap on `button`, one the screen draws, as the class's own `Button`;
    /// a name the class has no button for is refused as the screen refuses it.
    static func runTap(
        _ button: Screen.Button, on screen: Screen, id: ObjectID, in app: inout Application
    ) throws(Rejection) -> [AppAction] {
        guard let typed = Button(name: button.name) else {
            throw GestureHandling.notOffered("tap \(button.name)", on: screen)
        }
        return try run(id, in: &app) { (code, model, context) throws(Rejection) in
            try code.tap(typed, on: screen, &model, &context)
        } ?? []
    }

    static func runPerform(
        _ input: UserInput, on screen: Screen, id: ObjectID, in app: inout Application
    ) throws(Rejection) -> [AppAction] {
        try run(id, in: &app) { (code, model, context) throws(Rejection) in
            try code.perform(input, on: screen, &model, &context)
        } ?? []
    }

    static func screen(of id: ObjectID, in app: Application) -> Screen? {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return nil
        }
        return code.screen(model, AppContext(app, controller: id))
    }

    static func titleAsMade(of id: ObjectID, in app: Application) -> String? {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return nil
        }
        return code.titleAsMade(model, AppContext(app, controller: id))
    }

    static func fieldTexts(of id: ObjectID, in app: Application) -> [String: String] {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return [:]
        }
        return code.fieldTexts(model, AppContext(app, controller: id))
    }

    static func selectedRow(of id: ObjectID, in app: Application) -> [Int]? {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return nil
        }
        return code.selectedRow(model, AppContext(app, controller: id))
    }

    static func tableSections(of id: ObjectID, in app: Application) -> [TableSection]? {
        guard let code = app.graph.controllers.code(of: id) as? Self, let model = app.model as? Model else {
            return nil
        }
        return code.tableSections(model, app.interfaceLanguage)
    }

    static func hearsRowsLeaving(_ id: ObjectID, in app: Application) -> Bool {
        (app.graph.controllers.code(of: id) as? Self)?.hearsRowsLeaving ?? false
    }
}

extension AppModel {
    static func runSceneWillConnect(in app: inout Application) {
        _ = try? AppCode.withModel(Self.self, controller: nil, in: &app) { model, context in
            model.sceneWillConnect(&context)
        }
    }

    static func runWindowRootMade(in app: inout Application) {
        _ = try? AppCode.withModel(Self.self, controller: nil, in: &app) { model, context in
            model.windowRootMade(&context)
        }
    }

    static func runCommand(_ command: ModelCommand, in app: inout Application) throws(Rejection) -> [AppAction] {
        guard let typed = command.command as? Command else { return [] }
        return try AppCode.withModel(Self.self, controller: nil, in: &app) { (model, context) throws(Rejection) in
            try model.perform(typed, &context)
        } ?? []
    }

    /// What the launch code left for after a delay (`AppModel.launchDelayedActions`).
    static func runLaunchDelayedActions(root: ObjectID, in app: inout Application) -> [AppAction] {
        (try? AppCode.withModel(Self.self, controller: nil, in: &app) { model, context in
            model.launchDelayedActions(root: root, &context)
        }) ?? []
    }

    /// The handler an alert's action names, turned back into the app's own
    /// `AlertAction`; a name the app has no handler for does nothing.
    static func runAlertAction(
        _ handler: String, fields: [String], presenter: ObjectID, in app: inout Application
    ) -> [AppAction] {
        guard let action = AlertAction(name: handler) else { return [] }
        return
            (try? AppCode.withModel(Self.self, controller: nil, in: &app) { model, context in
                model.alertAction(action, fields: fields, presenter: presenter, &context)
            }) ?? []
    }
}

/// The names of a table view's data source calls, made once: a table's
/// load records one per section and row.
enum TableDataSource {
    static let numberOfSections = Name(plain: "numberOfSections(in:)")
    static let numberOfRowsInSection = Name(plain: "tableView(_:numberOfRowsInSection:)")
    static let numberOfRowsInSectionLabel = Name(plain: "numberOfRowsInSection")
    static let cellForRowAt = Name(plain: "tableView(_:cellForRowAt:)")
    static let cellForRowAtLabel = Name(plain: "cellForRowAt")
    static let dequeue = Name(plain: "dequeue")
    static let didEndDisplaying = Name(plain: "tableView(_:didEndDisplaying:forRowAt:)")
    static let forRowAtLabel = Name(plain: "forRowAt")
}
