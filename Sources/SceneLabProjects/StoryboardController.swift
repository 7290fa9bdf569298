import CommandGrammar
import SceneLabCore
import StoryboardReader
import SwiftSourceModel

/// The code of every view controller class of an opened project: it draws
/// the screen its storyboard element lays out and performs the segues the
/// storyboard wires to its controls. What the class's Swift code does
/// beyond that, scenelab does not run; its `print` calls are the console's.
struct StoryboardController: ControllerCode {
    typealias Model = ProjectModel
    /// The storyboard element a segue's destination comes from.
    typealias Setup = String
    typealias Button = NamedControl

    static var className: String { "UIViewController" }

    /// The key of the element this instance was made from (`Main#BYZ-38-t0r`).
    var element: String?
    /// Whether the controller is editing, as UIKit's `editButtonItem` toggles it.
    private var isEditing = false
    /// What the person typed into the screen's text fields (`type NAME TEXT`), by the field's
    /// name on screen: the field's `text` from then on.
    private(set) var typed: [String: String] = [:]
    /// The row of the screen's table the person tapped last, as its section and row.
    private(set) var selected: [Int]?

    init() {}

    mutating func awake(
        fromStoryboardElement element: String, _ model: inout ProjectModel, _ context: inout AppContext
    ) {
        self.element = element
    }

    mutating func prepare(_ setup: String, _ model: inout ProjectModel, _ context: inout AppContext) {
        element = setup
    }

    private func found(in context: AppContext) -> (playbook: Playbook, element: Playbook.Element)? {
        guard let playbook = context.resources(as: Playbook.self), let element,
            var found = playbook.element(forKey: element)
        else { return nil }
        guard let rows = playbook.code.rowArray(of: found.controller.className) else { return (playbook, found) }
        // The array the rows are counted by, as the app's code left it (`items.append(…)`), else as it starts.
        var kept: [String?]?
        let value =
            rows.holderClass.map { context.appCodeValue(rows.property, ofObjectNamed: $0) }
            ?? context.controller.flatMap { context.appCodeValue(rows.property, of: $0) }
        if case .array(let elements)? = value { kept = elements.map(\.printed) }
        // An array that starts empty, which no code the console ran has filled: as many rows as at open.
        if kept == nil, rows.initialTitles.isEmpty { return (playbook, found) }
        let cells = found.controller.screen.cells
        var controller = found.controller
        if cells.count == 1, let prototype = cells.first, prototype.isPrototype {
            // A storyboard's one prototype cell: a row per element, each a copy of it, with its segue.
            let titles = kept ?? rows.initialTitles
            controller.screen.cells = titles.prefix(200).map { title in
                var row = prototype
                row.isPrototype = false
                if rows.titlesFromElements { row.control.title = title ?? row.control.title }
                return row
            }
        } else if cells.allSatisfy({ !$0.isPrototype }), let kept {
            // A table made in code: its rows now.
            controller.screen.cells = CodeInterface.cells(
                count: kept.count, titles: rows.titlesFromElements ? kept : [], kind: rows.kind, identifier: rows.identifier,
                of: controller.className)
        } else {
            return (playbook, found)
        }
        found = Playbook.Element(storyboard: found.storyboard, controller: controller)
        return (playbook, found)
    }

    // MARK: The screen

    func screen(_ model: ProjectModel, _ context: AppContext) -> Screen? {
        guard let (playbook, element) = found(in: context) else { return nil }
        var screen = ScreenDrawing(element.controller).screen
        // A navigation bar over a controller with no title shows none (the class name is not a title).
        if element.controller.displayTitle == nil, let id = context.controller, context.isInNavigationController(id) {
            screen.title = ""
        }
        let embedded = playbook.embedSegues(of: element).map(\.destination)
        if !embedded.isEmpty {
            let line = PlayDiagnostic.containerViews(embedded: embedded).text(in: context.language)
            screen.message = screen.message.map { $0 + " · " + line } ?? line
        }
        for index in screen.fields.indices {
            if let text = typed[screen.fields[index].name] { screen.fields[index].text = text }
        }
        if isEditing {
            // `editButtonItem` reads Done while the controller edits.
            screen.isEditing = true
            let edit = ControlNames.systemItemName("edit")
            let done = ControlNames.systemItemName("done")
            for index in screen.rightButtons.indices where screen.rightButtons[index].name == edit {
                screen.rightButtons[index] = Screen.Button(name: done, label: done)
            }
            for index in screen.leftButtons.indices where screen.leftButtons[index].name == edit {
                screen.leftButtons[index] = Screen.Button(name: done, label: done)
            }
        }
        return screen
    }

    /// The `text` of each text field of the screen a property of the class's holds (an outlet,
    /// a field the code makes and keeps), by property: what the person typed, else what the
    /// storyboard gives it, else empty, as UIKit's `text` is.
    func fieldTexts(_ model: ProjectModel, _ context: AppContext) -> [String: String] {
        fieldTexts(context)
    }

    /// The row the person tapped last: what `tableView.indexPathForSelectedRow` gives the code.
    func selectedRow(_ model: ProjectModel, _ context: AppContext) -> [Int]? { selected }

    /// `fieldTexts(_:_:)`, for code that holds no model.
    func fieldTexts(_ context: AppContext) -> [String: String] {
        guard let (_, element) = found(in: context), !element.controller.screen.fields.isEmpty else { return [:] }
        let controller = element.controller
        var texts: [String: String] = [:]
        for (index, field) in controller.screen.fields.enumerated() {
            guard let id = field.id, let property = Self.property(holding: id, of: controller, prefix: controller.className + ".")
            else { continue }
            texts[property] = typed[ScreenDrawing.fieldName(field, at: index)] ?? field.text ?? ""
        }
        return texts
    }

    /// The stored property of the class's that holds the control `id` names: one the code made
    /// and keeps (its id starts with `prefix`, `HomeViewController.loginButton`), or an outlet the
    /// storyboard connects; nil for one a method keeps in a local or another object holds.
    private static func property(holding id: String, of controller: StoryboardReader.ViewController, prefix: String)
        -> String?
    {
        let property =
            id.hasPrefix(prefix)
            ? String(id.dropFirst(prefix.count)) : controller.outlets.filter { $0.value == id }.map(\.key).min()
        guard let property, !property.contains(":"), !property.contains(".") else { return nil }
        return property
    }

    func titleAsMade(_ model: ProjectModel, _ context: AppContext) -> String? {
        guard let playbook = context.resources(as: Playbook.self), let element else { return nil }
        // A storyboard's scene: the title its storyboard gives, before the class's code adds its own.
        if let scene = playbook.elements[element] { return scene.controller.title }
        // Made in code: the title the maker gave it (`CodeInterface.key(of:title:)`), else none.
        let key = element.split(separator: "#", maxSplits: 1).last ?? ""
        return key.split(separator: "@", maxSplits: 1).dropFirst().first.map(String.init)
    }

    func tableSections(_ model: ProjectModel, _ language: Language) -> [TableSection]? {
        // Without a context the element is not reachable here; the sections
        // are kept on the instance when its view loads.
        sections
    }

    /// The table's sections as the storyboard's cells give them, set when the view loads.
    private var sections: [TableSection]?

    /// Whether the class (or one it inherits from) implements the delegate's
    /// `tableView(_:didEndDisplaying:forRowAt:)`, read when the view loads.
    private(set) var hearsRowsLeaving = false

    mutating func viewDidLoad(_ model: inout ProjectModel, _ context: inout AppContext) {
        guard let (playbook, element) = found(in: context) else { return }
        hearsRowsLeaving =
            playbook.sources.implementation(
                of: "tableView(_:didEndDisplaying:forRowAt:)", in: element.controller.className) != nil
        let layout = element.controller.screen
        guard element.controller.kind == .tableViewController, !layout.cells.isEmpty else { return }
        var bySection: [Int: [Name]] = [:]
        var headers: [Int: String] = [:]
        for cell in layout.cells {
            bySection[cell.section, default: []].append(Name(cell.control.reuseIdentifier ?? ""))
            if let header = cell.sectionHeader { headers[cell.section] = header }
        }
        sections = bySection.keys.sorted().map { TableSection(header: headers[$0], rowIdentifiers: bySection[$0] ?? []) }
    }

    /// The children the class's `viewDidLoad()` adds in code (`addChild(_:)`), where it adds them.
    mutating func actionsOfViewDidLoad(_ model: inout ProjectModel, _ context: inout AppContext) throws(Rejection)
        -> [AppAction]
    {
        guard let (playbook, element) = found(in: context), let controller = context.controller,
            let (_, body) = playbook.sources.implementation(of: "viewDidLoad()", in: element.controller.className)
        else { return [] }
        return try ActionCode.containment(of: body, from: controller, playbook, element, &context)
    }

    /// What the class's `viewDidAppear(_:)` asks of UIKit (`Playbook.classesActingOnAppearance`),
    /// played once the appearance has ended: each hand-over with its cue, as an action's.
    mutating func actionsOfViewDidAppear(_ model: inout ProjectModel, _ context: inout AppContext) throws(Rejection)
        -> [AppAction]
    {
        guard let (playbook, element) = found(in: context), let controller = context.controller,
            let (_, body) = playbook.sources.implementation(of: "viewDidAppear(_:)", in: element.controller.className)
        else { return [] }
        return try ActionCode.actions(of: body, from: controller, tapped: "self", playbook, element, &context)
    }

    /// What the work the class's own `viewDidLoad()` left for after a delay asks of UIKit
    /// (`Playbook.classesDelayingAtLoad`): each such closure's hand-overs with their cues.
    mutating func actionsOfDelayedWork(_ model: inout ProjectModel, _ context: inout AppContext) throws(Rejection)
        -> [AppAction]
    {
        guard let (playbook, element) = found(in: context), let controller = context.controller,
            let body = playbook.sources.classes[element.controller.className]?.methods["viewDidLoad()"],
            let delayed = playbook.delayedWork(in: body, of: element.controller.className)
        else { return [] }
        return try ActionCode.delayedActions(of: delayed, from: controller, playbook, element, &context)
    }

    /// A class whose Swift answers the split view's collapse question (and
    /// so is its delegate, as course projects set it in `awakeFromNib`) keeps
    /// the primary on top at launch: the answer such code gives while nothing
    /// is chosen yet, unless the method only returns `false`. Other classes
    /// are not the delegate.
    func splitViewController(collapseSecondary secondary: ObjectID, _ model: ProjectModel, _ context: AppContext)
        -> Bool?
    {
        guard let (playbook, element) = found(in: context) else { return nil }
        let className = element.controller.className
        if let (_, method) = playbook.sources.implementation(of: Self.collapseMethod, in: className) {
            return method.returnedLiteral != "false"
        }
        let topColumn = "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
        return playbook.sources.implementation(of: topColumn, in: className) != nil ? true : nil
    }

    private static let collapseMethod = "splitViewController(_:collapseSecondary:onto:)"

    /// A split view whose own class (`delegate = self` in `viewDidLoad`), or
    /// the scene's or app's delegate (`splitViewController.delegate = self`
    /// at launch), answers the collapse question: the class that has the
    /// method is taken to be the delegate. The answer is the literal the
    /// method returns; other code keeps UIKit's default, with a note.
    func splitViewDelegate(collapseSecondary secondary: ObjectID, _ model: ProjectModel, _ context: AppContext)
        -> SplitViewDelegateAnswer?
    {
        guard let playbook = context.resources(as: Playbook.self) else { return nil }
        // A split view of a storyboard's, or one the code made (of the app's own class, or UIKit's).
        let className: String
        if let (_, element) = found(in: context) {
            guard element.controller.kind == .splitViewController else { return nil }
            className = element.controller.className
        } else if let split = context.controller, let name = context.className(of: split) {
            className = name
        } else {
            return nil
        }
        let candidates: [(SplitViewDelegateAnswer.Delegate, String?)] = [
            (.splitViewController, className), (.sceneDelegate, playbook.sceneDelegateClass),
            (.appDelegate, playbook.appDelegateClass),
        ]
        for case (let delegate, let className?) in candidates {
            guard let (owner, method) = playbook.sources.implementation(of: Self.collapseMethod, in: className) else {
                continue
            }
            switch method.returnedLiteral {
            case "true": return SplitViewDelegateAnswer(delegate: delegate, collapsesItself: true)
            case "false": return SplitViewDelegateAnswer(delegate: delegate, collapsesItself: false)
            default:
                let site = SourceSite.text(path: owner.path, line: method.line)
                return SplitViewDelegateAnswer(
                    delegate: delegate, collapsesItself: false,
                    note: PlayDiagnostic.collapseAnswerUnread(className: owner.name, site: site))
            }
        }
        return nil
    }

    // MARK: Taps

    mutating func tap(
        _ button: NamedControl, on screen: Screen, _ model: inout ProjectModel, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        let drawing = found(in: context).map { ScreenDrawing($0.element.controller) }
        // While editing, `editButtonItem` is tapped as the Done it reads.
        let named =
            isEditing && button.name.lowercased() == ControlNames.systemItemName("done").lowercased()
            ? drawing?.controls.first { $0.control.userLabel == CodeInterface.editButtonItem }?.control
            : drawing?.control(named: button.name)
        guard let (playbook, element) = found(in: context), let source = context.controller, let control = named
        else { throw screen.refusal(ofTap: button) }
        if control.userLabel == CodeInterface.editButtonItem {
            // UIKit's own button: it calls `setEditing(_:animated:)`, which the class may override.
            isEditing.toggle()
            context.call(
                "setEditing(_:animated:)", on: source, channel: .delegate,
                arguments: Event.Arguments(Event.Argument("_", .bool(isEditing)), Event.Argument("animated", .bool(true))))
            return []
        }
        return try actions(of: control, from: source, sender: button.name, playbook, element, &context)
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout ProjectModel, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        switch input {
        case .field(let name, let text):
            // Typing changes the field's text, which the code reads later (`nameField.text`); what
            // the app's code does as the person types is not run.
            typed[name] = text
            return []
        case .toggle:
            // Switching changes only the control: what the app's code does then is not run.
            return []
        default:
            break
        }
        guard case .row(let section, let row, _) = input, let (playbook, element) = found(in: context),
            let source = context.controller
        else { throw screen.refusal(of: input) }
        selected = [section, row]
        let cells = element.controller.screen.cells.filter { $0.section == section }
        guard cells.indices.contains(row) else { return [] }
        let cell = cells[row]
        let sender = cell.control.kind == .collectionViewCell ? "UICollectionViewCell" : "UITableViewCell"
        let wired = element.controller.segues.contains { $0.trigger?.id != nil && $0.trigger?.id == cell.control.id }
        guard wired || !cell.control.actions.isEmpty else {
            // UIKit tells the table's delegate of the selection: the app's code there runs, and its prints print.
            let selects = cell.control.kind == .collectionViewCell
                ? "collectionView(_:didSelectItemAt:)" : "tableView(_:didSelectRowAt:)"
            guard let (_, body) = playbook.sources.implementation(of: selects, in: element.controller.className) else {
                return []
            }
            let shown = try ActionCode.actions(
                of: body, from: source, tapped: sender, playbook, element, &context, row: row,
                fields: fieldTexts(context))
            if !shown.contains(where: \.changesScreen), !context.hasCrashed {
                context.note(PlayDiagnostic.rowWithoutSegue(selectionMethod: selects))
            }
            return shown
        }
        return try actions(of: cell.control, from: source, sender: sender, playbook, element, &context)
    }

    func performSegue(withIdentifier identifier: String, _ model: ProjectModel, _ context: AppContext)
        throws(Rejection) -> [AppAction]?
    {
        guard let (playbook, element) = found(in: context), let source = context.controller else { return nil }
        let segues = element.controller.segues.filter { $0.identifier == identifier }
        guard let segue = segues.first else {
            let named = element.controller.segues.compactMap(\.identifier)
            throw Rejection(
                PlayDiagnostic.segueNotFound(identifier: identifier, source: context.name(of: source), segues: named))
        }
        var context = context
        return try SeguePlay.actions(of: segue, from: source, sender: "self", playbook, element, &context)
    }

    /// What a tap on a control does: its segues (the first one, as UIKit
    /// fires a control's one triggered segue), else its action methods.
    private func actions(
        of control: Control, from source: ObjectID, sender: String, _ playbook: Playbook,
        _ element: Playbook.Element, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        if !control.isEnabled {
            throw Rejection(PlayDiagnostic.controlDisabled(sender: sender))
        }
        let triggered = element.controller.segues.filter { $0.trigger?.id != nil && $0.trigger?.id == control.id }
        if let segue = triggered.first {
            return try SeguePlay.actions(
                of: segue, from: source, sender: sender, playbook, element, &context, triggeredByControl: true,
                senderTitle: control.title)
        }
        var result: [AppAction] = []
        let className = element.controller.className
        let rootView = ProjectConsole.rootViewClass(of: className, in: playbook.sources)
        let madeInCode = control.id?.hasPrefix(className + ".") == true
        // What the action's code may read of its sender (`sender.currentTitle`, `sender.tag`): its
        // title, and a storyboard's tag, not one of a control made in code, whose code may set any.
        let sentBy = (title: control.title, tag: madeInCode ? nil : Optional(control.tag))
        var about: [Event.Argument] = []
        if let title = sentBy.title { about.append(Event.Argument(Event.Argument.senderTitleLabel, .string(Name(title)))) }
        if let tag = sentBy.tag { about.append(Event.Argument(Event.Argument.senderTagLabel, .int(tag))) }
        for action in control.actions {
            // A control of the controller's root view of the app's class (`view = mainView`) sends
            // its action to that view, whose code runs it.
            let viewTarget = control.actionTargets[action].flatMap { $0 == rootView && $0 != className ? $0 : nil }
            // Code made the control and sent its action to another object (`target: webView`).
            if madeInCode, let target = control.actionTargets[action],
                target != className, target != rootView, target != element.controller.id
            {
                context.note(PlayDiagnostic.actionSentElsewhere(target: target, method: Selectors.swiftName(ofSelector: action)))
                continue
            }
            let found = playbook.method(forSelector: action, in: viewTarget ?? className)
            // Sent to a controller whose class surely lacks it, the selector is unrecognized: the app crashes.
            if found == nil, control.actionTargets[action] == element.controller.id,
                playbook.knowsEveryMethod(of: className)
            {
                let near = NearMatches.method(namedLike: action, from: className, playbook.sources)
                context.crash(
                    PlayDiagnostic.unrecognizedSelectorCrash(
                        receiver: playbook.runtimeName(of: element), selector: action, className: className,
                        sender: sender, nearMethod: near?.1.name,
                        nearSelector: near.map { Selectors.selector(of: $0.1) }))
                return []
            }
            let method = found?.1.name ?? Selectors.swiftName(ofSelector: action)
            // The sender goes with the call, for the console.
            context.call(Name(method), on: source, channel: .delegate, arguments: Event.Arguments(about))
            // A control the code made and keeps in a property (`loginButton`), or the storyboard
            // connects to an outlet, is the action's sender.
            let prefix = className + "." + (viewTarget.map { $0 + "." } ?? "")
            let property = control.id.flatMap { Self.property(holding: $0, of: element.controller, prefix: prefix) }
            result += try ActionCode.actions(
                of: found?.1, named: method, in: viewTarget ?? className, from: source, tapped: sender, playbook, element,
                &context, senderControl: property,
                sentBy: sentBy,
                codeClass: viewTarget, fields: fieldTexts(context))
        }
        guard control.actions.isEmpty else { return result }
        // A control the code gave a menu: the tap opens it. Drawn only here, for the few taps on one.
        let menu = ScreenDrawing(element.controller).menuActions(of: control)
        if !menu.isEmpty {
            context.note(PlayDiagnostic.menuShown(sender: sender, actions: menu))
        } else {
            context.note(
                madeInCode ? PlayDiagnostic.codeControlUnwired(sender: sender) : PlayDiagnostic.controlUnwired(sender: sender))
        }
        return result
    }
}
