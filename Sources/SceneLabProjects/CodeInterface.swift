import StoryboardReader
import Synchronization
import SwiftSourceModel

/// The screens an app's code lays out itself: for each view controller class
/// of the sources, what its loading code (`init`, `loadView`, `viewDidLoad`,
/// the helpers they call, its stored properties' initial values) puts on it —
/// a title, buttons, bar button items, labels, fields and switches — described
/// as a storyboard controller element, so that `screen` draws it and `tap`
/// finds its controls as it does a storyboard's.
///
/// It is what the code does in any order, whatever the branches: a control the
/// code makes once it has loaded is on the screen; where it is added in the
/// view is not read.
struct CodeInterface {
    /// The label that marks UIKit's own `editButtonItem` among a screen's controls.
    static let editButtonItem = "editButtonItem"

    /// The storyboard name code elements are filed under in `Playbook`'s keys.
    static let storyboard = "(code)"

    /// The app's view controller classes, and the kind of element that draws each.
    let controllerKinds: [String: ControllerKind]
    /// The app's subclasses of UIKit's containers, by the container they are.
    let containerKinds: [String: ControllerKind]
    let sources: SwiftSources

    /// Methods a controller (or a view of its) runs before a person can tap it, in the order UIKit
    /// runs them: up to its appearance's end, its layout included (a target added in
    /// `viewDidAppear(_:)`, a button a view makes in `layoutSubviews()`, is there for the first tap).
    private static let loadingMethods = [
        "init()", "init(nibName:bundle:)", "init(coder:)", "init(frame:)", "awakeFromNib()", "loadView()",
        "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "layoutSubviews()", "viewDidAppear(_:)",
    ]

    /// UIKit's view controller classes an app's controller may inherit from, and the kind of
    /// storyboard element that draws one.
    private static let controllerRoots: [String: ControllerKind] = [
        "UIViewController": .viewController, "UITableViewController": .tableViewController,
        "UICollectionViewController": .collectionViewController,
    ]

    /// Finds the view controller classes; their screens are read when asked for, one class
    /// at a time, so that a project of many classes costs nothing for those never made in code.
    init(sources: SwiftSources) {
        var roots = NearMatches.Roots(sources)
        var kinds: [String: ControllerKind] = [:]
        var containers: [String: ControllerKind] = [:]
        for name in sources.classes.keys {
            guard let root = roots.root(of: name) else { continue }
            if let kind = Self.controllerRoots[root] {
                kinds[name] = kind
            } else if root == "UIDocumentBrowserViewController" {
                // The document-based app template's browser: a plain controller to UIKit's lifecycle.
                kinds[name] = .viewController
            }
            // So does a tab bar controller's (pushed whole onto a navigation stack, its navigation
            // item is what the bar shows): its tabs are made as `ownTabs` says.
            if root == "UITabBarController" {
                containers[name] = .tabBarController
                kinds[name] = .tabBarController
            }
            if root == "UINavigationController" { containers[name] = .navigationController }
            // A split view subclass made in code is given its columns by the code that makes it.
            if root == "UISplitViewController" { containers[name] = .splitViewController }
            // A page view controller's own code gives it a navigation item (a title, bar buttons),
            // drawn in the navigation bar over its pages: it has an element as a controller's.
            if root == "UIPageViewController" {
                containers[name] = .pageViewController
                kinds[name] = .pageViewController
            }
        }
        self.controllerKinds = kinds
        self.containerKinds = containers
        self.sources = sources
    }

    /// The element of `className`'s controller made in code; nil for a class that is not a
    /// view controller.
    func element(of className: String) -> Playbook.Element? {
        guard controllerKinds[className] != nil else { return nil }
        // Drawn on every `screen` and tap: read once per class, the first time it is asked for.
        if let known = built.elements.withLock({ $0[className] }) { return known }
        let made = makeElement(of: className)
        built.elements.withLock { $0[className] = made }
        return made
    }

    /// The title an app's own button class's initializer gives the control from the argument it
    /// was made with (`RRTextButton(with: "Sign up")`, whose `init(with:)` calls `setTitle(_:for:)`).
    /// So does a factory's (`UIButton.filledButton("Add")`, or `makeButton(title: "Add")` of the
    /// class `className`, the object whose code makes it), from the parameter it sets as the title.
    private static func initializerTitle(of control: CodeControl, in className: String, _ sources: SwiftSources) -> String? {
        guard let made = control.initializer else { return nil }
        let owner = made.className.isEmpty ? className : made.className
        let found = sources.nearestType(from: owner) { owner in owner.method(forCall: made.name) }
        guard let found, let index = found.titleParameter else { return nil }
        let places = found.argumentSources(ofCall: made.name, count: made.stringArguments.count)
        guard places.indices.contains(index), case .argument(let argument)? = places[index] else { return nil }
        return made.stringArguments[argument]
    }

    /// The elements read so far, by class: the sources do not change while the app plays.
    private let built = Built()

    private final class Built: Sendable {
        let elements = Mutex<[String: Playbook.Element]>([:])
        let assignedNames = Mutex<AssignedNames?>(nil)
    }

    /// Whether any code of the app assigns a property of this name (`user = "ann"`, `detail.meal =
    /// …`): the names are gathered once, the first time a tap asks, not at open.
    func isAssigned(_ name: String) -> Bool { assignedNames().all.contains(name) }

    /// Whether code of the app assigns a property of this name where the console may never see it
    /// run: inside a closure handed to a call (`URLSession…dataTask { … self.movies = … }`), or in
    /// a method that is no override, action or `@objc` method and that no code of the app calls
    /// (`func edit(_ meal: Meal)`, which the running app's code the sources do not show may call).
    func isAssignedUnseen(_ name: String) -> Bool { assignedNames().unseen.contains(name) }

    /// The property names the app's code assigns, and those it assigns where the console may not see it.
    private func assignedNames() -> AssignedNames {
        if let known = built.assignedNames.withLock({ $0 }) { return known }
        var names = AssignedNames()
        var called: Set<String> = []
        func collect(_ statements: [SwiftStatement], unseen: Bool) {
            for statement in statements {
                for assigned in Self.assignedProperties(by: statement) {
                    names.all.insert(assigned)
                    if unseen { names.unseen.insert(assigned) }
                }
                if case .call(let name, _) = statement { called.insert(SwiftSources.baseName(ofCall: name)) }
                let closure: Bool
                if case .closure = statement { closure = true } else { closure = false }
                for inner in statement.nestedLists { collect(inner, unseen: unseen || closure) }
            }
        }
        let owners = Array(sources.classes.values) + Array(sources.extensions.values)
        var orphans: [SwiftMethod] = []
        for owner in owners {
            for method in owner.methods.values {
                if method.isOverride || method.isIBAction || method.objcName != nil {
                    collect(method.statements, unseen: false)
                } else {
                    orphans.append(method)
                }
            }
        }
        // A method code calls runs where the console sees it; one nothing calls may run unseen.
        for method in orphans { collect(method.statements, unseen: false) }
        for method in orphans where !called.contains(SwiftSources.baseName(ofCall: method.name)) {
            collect(method.statements, unseen: true)
        }
        built.assignedNames.withLock { $0 = names }
        return names
    }

    /// The property names one statement assigns (`user = "ann"`, `detail.meal = …`), not counting
    /// the lists inside it.
    static func assignedProperties(by statement: SwiftStatement) -> [String] {
        switch statement {
        case .assign(.name(let assigned), _, _), .assign(.member(_, let assigned), _, _): return [assigned]
        default: return []
        }
    }

    /// What `assignedNames()` gathers.
    struct AssignedNames: Sendable {
        var all: Set<String> = []
        var unseen: Set<String> = []
    }

    private func makeElement(of className: String) -> Playbook.Element? {
        guard let kind = controllerKinds[className] else { return nil }
        var controller = ViewController(
            kind: kind, id: className, customClass: className, line: sources.classes[className]?.line ?? 0)
        let pieces = Self.pieces(of: className, in: sources)
        // `title` names the tab too, as UIKit's setter gives the tab bar item the same title.
        controller.title = pieces.title
        controller.tabBarItemTitle = pieces.title
        // A root view of the app's class (`view = mainView` in `loadView()`) brings the controls
        // its own code makes; their actions are the view's methods.
        // One the controller's `viewDidLoad()` puts in place (`self.view = firstView`, in a helper it
        // calls too) brings those its controller wires (`firstView.selectButton.addTarget(self, …)`).
        let loadedRoot = ProjectConsole.rootViewClass(of: className, in: sources)
        let rootView = loadedRoot ?? Self.viewSetInViewDidLoad(of: className, in: sources)
        var viewControls: [(piece: CodeControl, target: String)] =
            rootView.map { view in
                Self.pieces(of: view, in: sources).controls.compactMap { piece in
                    if piece.handler == nil { return (piece, className) }
                    return loadedRoot == nil ? nil : (piece, view)
                }
            } ?? []
        // What the controller's code gives a control of its root view (`mainView.resetButton.addTarget(self, …)`)
        // goes to that control, its action the controller's.
        var ownControls: [(piece: CodeControl, target: String)] = []
        for piece in pieces.controls {
            guard let dot = piece.name.firstIndex(of: ".") else {
                ownControls.append((piece, className))
                continue
            }
            let name = String(piece.name[piece.name.index(after: dot)...])
            guard let index = viewControls.firstIndex(where: { $0.piece.name == name }) else { continue }
            let merged = viewControls[index].piece.merging(piece)
            viewControls[index] = (merged, piece.handler != nil ? className : viewControls[index].target)
        }
        var owned = ownControls + viewControls
        // A bar button item around one of the class's controls (`customView: addTaskButton`) is that
        // control on the bar, its title and its action: the control is not on the view as well.
        var wrapped: Set<String> = []
        // An item around a view that is no control of the class's and that the code gives no action
        // (`UIBarButtonItem(customView: progressView)`): a view on the bar, with nothing to tap.
        var inert: Set<Int> = []
        for index in owned.indices {
            guard let name = owned[index].piece.customView else { continue }
            // A stored property's control, else the last local of that name made before the item.
            let line = owned[index].piece.line
            let inner =
                owned.firstIndex(where: { $0.piece.name == name && $0.piece.kind != .barButtonItem })
                ?? owned.indices.filter { candidate in
                    let piece = owned[candidate].piece
                    return piece.kind != .barButtonItem && piece.name.hasPrefix("local:\(name):") && piece.line <= line
                }.max { owned[$0].piece.line < owned[$1].piece.line }
            guard let inner else {
                if owned[index].piece.handler == nil, owned[index].piece.menu.isEmpty, owned[index].piece.menuMethod == nil {
                    inert.insert(index)
                }
                continue
            }
            owned[index].piece.title = owned[index].piece.title ?? owned[inner].piece.title
            if owned[index].piece.handler == nil {
                owned[index].piece.handler = owned[inner].piece.handler
                owned[index].piece.handlerSite = owned[inner].piece.handlerSite
                owned[index].target = owned[inner].target
            }
            wrapped.insert(name)
        }
        owned = owned.indices.filter { !inert.contains($0) }.map { owned[$0] }
        owned.removeAll { wrapped.contains($0.piece.name) && $0.piece.kind != .barButtonItem }
        for (var piece, target) in owned {
            piece.title = piece.title ?? Self.initializerTitle(of: piece, in: target, sources)
            let id = (target == className ? className : className + "." + target) + "." + piece.name
            var control = Control(
                kind: piece.kind == .barButtonItem ? .barButtonItem : .button, id: id, title: piece.title,
                systemItem: piece.systemItem, line: piece.line)
            // A control kept in a stored property shows no title its code gives (an image, a
            // subclass's own look): it is tapped by the property's name (`tap addNewTaskButton`).
            if piece.title == nil, piece.systemItem == nil, !piece.name.contains(":") { control.userLabel = piece.name }
            // So is one a method keeps in a local (`let close = UIButton(type: .close)`): `tap close`.
            if piece.title == nil, piece.systemItem == nil, piece.name.hasPrefix("local:"),
                let local = piece.name.split(separator: ":").dropFirst().first, !local.isEmpty
            {
                control.userLabel = String(local)
            }
            switch piece.handler {
            case .method(let selected)? where selected.contains("."):
                // Sent to another object (`target: webView`): its name is the action's target.
                let dot = selected.lastIndex(of: ".") ?? selected.startIndex
                let selector = Selectors.selector(ofSwiftMethod: String(selected[selected.index(after: dot)...]))
                control.actions = [selector]
                control.actionTargets = [selector: String(selected[..<dot])]
            case .method(let selected)?:
                let selector = Self.selector(selected, in: target, sources)
                control.actions = [selector]
                control.actionTargets = [selector: target]
            case .closure?:
                // The closure is a method of the class's for the console and the engine (`actionClosures`).
                let name = Self.closureMethodName(of: piece)
                control.actions = [name]
                control.actionTargets = [name: target]
            case nil:
                // UIKit's `editButtonItem` toggles editing itself (`StoryboardController.tap`).
                if piece.systemItem == "edit", piece.name.hasPrefix("bar:") { control.userLabel = Self.editButtonItem }
            }
            switch (piece.kind, piece.placement) {
            case (.barButtonItem, .rightBar?): controller.screen.rightBarItems.append(control)
            case (.barButtonItem, .leftBar?): controller.screen.leftBarItems.append(control)
            case (.barButtonItem, .toolbar?): controller.screen.toolbarItems.append(control)
            case (.barButtonItem, nil): continue
            case (.button, _), (.menuItem, _): controller.screen.buttons.append(control)
            // A recognizer added to no view has nothing to tap.
            case (.tapRecognizer, _): if piece.title != nil { controller.screen.buttons.append(control) }
            case (.label, _): if let title = piece.title { controller.screen.labels.append(title) }
            case (.textField, _):
                controller.screen.fields.append(ScreenLayout.Field(text: nil, placeholder: piece.title, fieldID: id))
            case (.toggle, _): controller.screen.switches.append(false)
            }
            // Its menu's actions, each tapped by its title while the control shows (the menu
            // opens on a tap of it, as a bar button item's or a `showsMenuAsPrimaryAction` button's).
            for item in Self.menu(of: piece, in: className, sources) {
                var action = Control(kind: .button, id: id + "." + item.name, title: item.title, line: item.line)
                let name = Self.closureMethodName(of: item)
                action.actions = [name]
                action.actionTargets = [name: className]
                action.menuHostID = id
                controller.screen.buttons.append(action)
            }
        }
        controller.screen.cells = Self.rowsMadeInCode(of: className, in: sources)
        return Playbook.Element(storyboard: Self.storyboard, controller: controller)
    }

    /// The title and the controls `className`'s loading code and stored properties describe,
    /// each control's pieces merged in the order met (initial values first).
    private static func pieces(of className: String, in sources: SwiftSources)
        -> (title: String?, controls: [CodeControl], tabs: [MadeController]?)
    {
        var title: String?
        var tabs: [MadeController]?
        var controls: [String: CodeControl] = [:]
        var order: [String] = []
        var aliases: [String: String] = [:]
        /// What a collaborator's method the controller calls (`viewModel.viewDidLoad()`, a
        /// presenter's) calls back on the controller (`view?.configureUI()`, a method of
        /// `className`'s): its own controls and titles are not the controller's, those calls are.
        func takeCallsBack(_ statements: [SwiftStatement], depth: Int) {
            for statement in statements {
                switch statement {
                case .branch(let branch):
                    takeCallsBack(branch.body, depth: depth)
                case .call(let method, _):
                    let name = method.prefix { $0 != "(" }
                    guard depth < 4, let dot = name.lastIndex(of: ".") else { continue }
                    let bare = String(method[method.index(after: dot)...])
                    if let (next, body) = sources.implementation(ofCall: bare, in: className) {
                        take(body.statements, of: next, depth: depth + 1)
                    }
                default:
                    continue
                }
            }
        }
        func take(_ statements: [SwiftStatement], of owner: SwiftClass?, depth: Int) {
            aliases.merge(Self.controlAliases(in: statements)) { _, later in later }
            for statement in statements {
                switch statement {
                case .interface(.title(let text)):
                    title = text
                case .interface(.tabs(let given)):
                    tabs = given
                case .interface(.control(let control)):
                    if let known = controls[control.name] {
                        controls[control.name] = known.merging(control)
                    } else {
                        controls[control.name] = control
                        order.append(control.name)
                    }
                case .branch(let branch):
                    take(branch.body, of: owner, depth: depth)
                case .superCall(let method):
                    // The superclass's loading code, and the helpers it calls, a few levels deep.
                    guard depth < 4, let superclass = owner?.superclass,
                        let (next, body) = sources.implementation(of: method, in: superclass)
                    else { continue }
                    take(body.statements, of: next, depth: depth + 1)
                case .call(let method, _):
                    guard depth < 4 else { continue }
                    if let (next, body) = sources.implementation(ofCall: method, in: className) {
                        take(body.statements, of: next, depth: depth + 1)
                    } else if let body = Self.collaboratorMethod(method, of: className, sources) {
                        takeCallsBack(body.statements, depth: depth + 1)
                    }
                default:
                    continue
                }
            }
        }
        for owner in sources.chain(from: className).reversed() { take(owner.initialValues, of: owner, depth: 0) }
        for method in loadingMethods {
            if let (owner, body) = sources.implementation(of: method, in: className) {
                take(body.statements, of: owner, depth: 0)
            }
        }
        // A stored control only named (`doneButton.setTitle(…)` on an outlet) is not one the code
        // makes; one of a view the object keeps (`mainView.resetButton`) is kept for that view's,
        // and so is a property pointed at one (`filterBtn = customView.filterBtn`).
        // A stored property the class makes as one of the app's button classes (`let loginButton =
        // DisplayButtons()`), which the reader could not tell from its name: the code makes it.
        var roots = NearMatches.Roots(sources)
        func madeAsOwnButton(_ name: String) -> Bool {
            guard let stored = sources.nearest(from: className, { $0.storedProperties[name] }),
                case .call(.name(let type), _, _)? = stored.initialValue, sources.classes[type] != nil
            else { return false }
            return roots.root(of: type) == "UIButton"
        }
        let made = order.compactMap { name -> CodeControl? in
            guard var control = controls[name] else { return nil }
            if control.line == 0, let path = aliases[name] { control.name = path }
            // (At the line of the class that declares the property, which keeps no line of its own.)
            if control.line == 0, !control.name.contains("."), madeAsOwnButton(name),
                let line = sources.nearest(from: className, { $0.storedProperties[name] == nil ? nil : $0.line })
            {
                control.line = line
            }
            return control
        }.filter { $0.line > 0 || $0.name.contains(".") }
        return (title, made, tabs)
    }

    /// The method a call on another object of the app's runs (`viewModel.viewDidLoad()`): of the
    /// class a stored property of `className` makes (`var viewModel = NewsDetailViewModel()`), else
    /// the one `SwiftSources.called` finds.
    private static func collaboratorMethod(_ call: String, of className: String, _ sources: SwiftSources) -> SwiftMethod? {
        let name = call.prefix { $0 != "(" }
        if let dot = name.firstIndex(of: "."), !name[..<dot].contains("?"),
            let holderClass = heldObjectClass(String(name[..<dot]), of: className, sources),
            let (_, body) = sources.implementation(ofCall: String(call[call.index(after: dot)...]), in: holderClass)
        {
            return body
        }
        guard let called = sources.called(call, from: className), !called.isOwn else { return nil }
        return called.method
    }

    /// The element `key` names: a class's (`ListViewController`), or a class's with the title
    /// the code that made it gave it (`FeedViewController@Feed`).
    func element(forKey key: String) -> Playbook.Element? {
        let parts = key.split(separator: "@", maxSplits: 1).map(String.init)
        guard let first = parts.first, let found = element(of: first) else { return nil }
        guard parts.count == 2 else { return found }
        var controller = found.controller
        controller.id = key
        controller.title = parts[1]
        controller.tabBarItemTitle = parts[1]
        return Playbook.Element(storyboard: Self.storyboard, controller: controller)
    }

    /// A storyboard's controller with what its class's loading code adds: its title (set
    /// after the storyboard's), its buttons after the storyboard's, and the bar button items it
    /// assigns in place of the storyboard's on that side.
    func adding(to element: Playbook.Element) -> Playbook.Element {
        guard let code = self.element(of: element.controller.className)?.controller else { return element }
        var controller = element.controller
        let id = controller.id
        func targeted(_ controls: [Control]) -> [Control] {
            controls.map { control in
                var control = control
                // The class's own actions go to the scene's controller; one sent to another object stays so.
                control.actionTargets = control.actionTargets.mapValues { $0 == code.className ? id : $0 }
                return control
            }
        }
        if let title = code.title {
            controller.title = title
            controller.navigationItemTitle = nil
        }
        controller.screen.buttons += targeted(code.screen.buttons)
        if !code.screen.rightBarItems.isEmpty { controller.screen.rightBarItems = targeted(code.screen.rightBarItems) }
        if !code.screen.leftBarItems.isEmpty { controller.screen.leftBarItems = targeted(code.screen.leftBarItems) }
        if !code.screen.toolbarItems.isEmpty { controller.screen.toolbarItems = targeted(code.screen.toolbarItems) }
        controller.screen.labels += code.screen.labels
        controller.screen.fields += code.screen.fields
        controller.screen.switches += code.screen.switches
        if controller.screen.cells.isEmpty { controller.screen.cells = code.screen.cells }
        return Playbook.Element(storyboard: element.storyboard, controller: controller)
    }

    /// The properties a controller's loading code points at a control of a view it keeps
    /// (`filterBtn = customView.filterBtn`), each with that control's path (`customView.filterBtn`).
    private static func controlAliases(in statements: [SwiftStatement]) -> [String: String] {
        var aliases: [String: String] = [:]
        for statement in statements.lazy.flatMap(\.asListed) {
            guard case .assign(let target, "=", .member(let holder, let control)) = statement,
                let property = propertyName(target), let view = propertyName(holder), view != "self"
            else { continue }
            aliases[property] = view + "." + control
        }
        return aliases
    }

    /// The app's view class a controller's `viewDidLoad()`, or a helper of its own it calls a few
    /// calls deep, makes its view (`firstView = FirstView(); self.view = firstView`).
    static func viewSetInViewDidLoad(of className: String, in sources: SwiftSources) -> String? {
        guard let (_, body) = sources.implementation(of: "viewDidLoad()", in: className) else { return nil }
        var statements: [SwiftStatement] = []
        func inline(_ list: [SwiftStatement], depth: Int) {
            for statement in list {
                if depth < 3, case .call(let name, _) = statement, !name.contains("."),
                    let (_, helper) = sources.implementation(ofCall: name, in: className)
                {
                    inline(helper.statements, depth: depth + 1)
                } else {
                    statements.append(statement)
                }
            }
        }
        inline(body.statements, depth: 0)
        return ProjectConsole.rootViewClass(
            madeIn: SwiftMethod(name: "viewDidLoad()", line: body.line, statements: statements), of: className, in: sources)
    }

    /// The rows a table's data source in code stands as, when the class answers
    /// `tableView(_:cellForRowAt:)` (or a collection view's): as many as
    /// `tableView(_:numberOfRowsInSection:)` returns when that is a literal or the `count` of a
    /// stored array literal (`items.count`), each titled by the element `cellForRowAt` gives a
    /// cell's text (`cell.textLabel?.text = items[indexPath.row]`); else one row, as many as the
    /// data has cannot be known. Each row's selection runs `tableView(_:didSelectRowAt:)`.
    private static func rowsMadeInCode(of className: String, in sources: SwiftSources) -> [ScreenLayout.Cell] {
        for (method, counted, kind) in [
            ("tableView(_:cellForRowAt:)", "tableView(_:numberOfRowsInSection:)", Control.Kind.tableViewCell),
            ("collectionView(_:cellForItemAt:)", "collectionView(_:numberOfItemsInSection:)", Control.Kind.collectionViewCell),
        ] {
            guard let (_, cells) = sources.implementation(of: method, in: className) else { continue }
            let counting = sources.implementation(of: counted, in: className)?.1.statements ?? []
            let array = Self.countedArray(in: counting, of: className, sources)
            // An array that starts empty (`[Row]()`) has as many rows as the code gives it later, which
            // only the console can tell (`StoryboardController`): one row until it does.
            let counted = array.flatMap { $0.elements.isEmpty ? nil : $0.elements.count }
            let count = min(counted ?? Self.literalCount(in: counting) ?? 1, 200)
            // Titled only when cellForRowAt gives each cell the array's element at its row.
            var titles: [String?] = []
            if let array, Self.titlesFromArray(array.path, in: cells.statements) {
                titles = array.elements.map(Self.title(of:))
            }
            return Self.cells(
                count: count, titles: titles, kind: kind, identifier: Self.dequeuedIdentifier(in: cells.statements),
                of: className)
        }
        return []
    }

    /// `count` rows of a table made in code, titled in order by `titles` as far as they go.
    static func cells(
        count: Int, titles: [String?], kind: Control.Kind, identifier: String?, of className: String
    ) -> [ScreenLayout.Cell] {
        (0..<min(count, 200)).map { row in
            let title = titles.indices.contains(row) ? titles[row] : nil
            var control = Control(kind: kind, id: className + ".row" + (row == 0 ? "" : String(row)), title: title, line: 0)
            control.reuseIdentifier = identifier
            return ScreenLayout.Cell(madeInCode: control, section: 0)
        }
    }

    /// The stored array a table made in code counts its rows by (`return items.count`), whether
    /// its cells show the element at their row, and the cells' kind and identifier: so that the
    /// rows can follow the array as the app's code changes it (`items.append(…)`).
    struct RowArray {
        /// The array's property, in the controller or in `holderClass`'s object.
        var property: String
        /// The class of the app's object that keeps the array, when the controller keeps that
        /// object (`let viewModel = ListViewModel()`, `viewModel.items.count`): the console keeps
        /// one such object's values per class. Nil for the controller's own array.
        var holderClass: String?
        var titlesFromElements: Bool
        var kind: Control.Kind
        var identifier: String?
        /// The array's elements as it starts, as a row shows each: a string literal's text, else nil.
        var initialTitles: [String?]
    }

    func rowArray(of className: String) -> RowArray? {
        for (method, counted, kind) in [
            ("tableView(_:cellForRowAt:)", "tableView(_:numberOfRowsInSection:)", Control.Kind.tableViewCell),
            ("collectionView(_:cellForItemAt:)", "collectionView(_:numberOfItemsInSection:)", Control.Kind.collectionViewCell),
        ] {
            guard let (_, cells) = sources.implementation(of: method, in: className),
                let counting = sources.implementation(of: counted, in: className)?.1.statements,
                let array = Self.countedArray(in: counting, of: className, sources)
            else { continue }
            return RowArray(
                property: array.property, holderClass: array.holderClass,
                titlesFromElements: Self.titlesFromArray(array.path, in: cells.statements),
                kind: kind, identifier: Self.dequeuedIdentifier(in: cells.statements),
                initialTitles: array.elements.map(Self.title(of:)))
        }
        return nil
    }

    /// A row's title as the array's element at its row shows it: a string's text, an
    /// enumeration's case's name (`"\(row)"` of `.settings` prints `settings`); nil for any other.
    private static func title(of element: SwiftExpression) -> String? {
        switch element {
        case .string(let text): return text
        case .member(.name(""), let name): return name
        default: return nil
        }
    }

    /// The array a table counts its rows by, with its elements as it starts.
    struct CountedArray {
        /// As the code writes it: `items`, or `viewModel.items` (`RowArray.holderClass`).
        var path: String
        var property: String
        var holderClass: String?
        var elements: [SwiftExpression]
    }

    /// `return items.count` (or `self.items.count`) among `statements`, `items` a stored property
    /// of the chain that starts as an array literal (or empty, `[Row]()`); or `viewModel.items.count`,
    /// `viewModel` a stored property that makes an object of the app's class (`ListViewModel()`)
    /// whose `items` starts so.
    private static func countedArray(
        in statements: [SwiftStatement], of className: String, _ sources: SwiftSources
    ) -> CountedArray? {
        for statement in statements {
            guard case .returns(let value?) = statement, case .member(let base, "count") = value else { continue }
            if let name = propertyName(base) {
                return arrayLiteral(name, of: className, sources).map {
                    CountedArray(path: name, property: name, holderClass: nil, elements: $0)
                }
            }
            guard case .member(let holderBase, let name) = base, let holder = propertyName(holderBase),
                let holderClass = heldObjectClass(holder, of: className, sources),
                let elements = arrayLiteral(name, of: holderClass, sources)
            else { continue }
            return CountedArray(path: holder + "." + name, property: name, holderClass: holderClass, elements: elements)
        }
        return nil
    }

    /// The class of the app's own (no controller, no view) whose object a stored property of
    /// `className`'s chain makes as it starts (`var viewModel = ListViewModel()`): the object whose
    /// values the console keeps under that class's name. Nil for any other property.
    static func heldObjectClass(_ property: String, of className: String, _ sources: SwiftSources) -> String? {
        guard let declared = sources.nearestType(from: className, { $0.storedProperties[property] }), !declared.isStatic,
            case .call(.name(let type), _, _)? = declared.initialValue, sources.classes[type] != nil
        else { return nil }
        return type
    }

    /// `items` for `items` or `self.items`, `viewModel.items` for `viewModel.items` or
    /// `self.viewModel.items`; nil for any other expression.
    static func path(_ expression: SwiftExpression) -> String? {
        if let name = propertyName(expression) { return name }
        guard case .member(let base, let name) = expression, let holder = propertyName(base) else { return nil }
        return holder + "." + name
    }

    /// `items` for `items` or `self.items`; nil for any other expression.
    static func propertyName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let property), .member(.name("self"), let property): return property
        default: return nil
        }
    }

    /// The elements of the array literal a stored property of the chain starts as; none for an
    /// empty one (`[]`, `[Row]()`).
    static func arrayLiteral(_ property: String, of className: String, _ sources: SwiftSources) -> [SwiftExpression]? {
        switch sources.nearestType(from: className, { $0.storedProperties[property] })?.initialValue {
        case .array(let elements)?: return elements
        case .emptyCollection?: return []
        default: return nil
        }
    }

    /// The identifier `cellForRowAt` dequeues its cell with, when a literal:
    /// `let cell = tableView.dequeueReusableCell(withIdentifier: "Day", for: indexPath)`.
    private static func dequeuedIdentifier(in statements: [SwiftStatement]) -> String? {
        for statement in statements {
            let value: SwiftExpression
            switch statement {
            case .declare(_, let declared): value = declared
            case .returns(let returned?): value = returned
            default: continue
            }
            var call = value
            while case .unwrap(let inner) = call { call = inner }
            guard case .call(.member(_, let method), let labels, let arguments) = call,
                method == "dequeueReusableCell" || method == "dequeueReusableCell(withIdentifier:for:)",
                labels.first == "withIdentifier", case .string(let identifier)? = arguments.first
            else { continue }
            return identifier
        }
        return nil
    }

    /// `return 3` among `statements`: a literal count of rows (none below zero).
    private static func literalCount(in statements: [SwiftStatement]) -> Int? {
        for statement in statements {
            if case .returns(.integer(let count)?) = statement { return max(count, 0) }
        }
        return nil
    }

    /// Whether `cellForRowAt` gives a cell's text the element of `array` (a path,
    /// `CountedArray.path`) at the row, as it is or alone in a string (`"\(items[indexPath.row])"`).
    private static func titlesFromArray(_ array: String?, in statements: [SwiftStatement]) -> Bool {
        guard let array else { return false }
        return statements.contains { statement in
            guard case .assign(let target, "=", var value) = statement, case .member(_, "text") = target else { return false }
            if case .interpolation(let pieces) = value {
                let shown = pieces.filter { $0 != .string("") }
                if shown.count == 1 { value = shown[0] }
            }
            guard case .subscripted(let base, _, let index) = value, index.count == 1,
                case .member(.name("indexPath"), "row") = index[0]
            else { return false }
            return Self.path(base) == array
        }
    }

    /// The tabs a tab bar controller subclass gives itself while it loads
    /// (`viewControllers = [...]` in its `viewDidLoad()`), or nil for another class.
    func ownTabs(of className: String) -> [MadeController]? {
        guard containerKinds[className] == .tabBarController else { return nil }
        return Self.pieces(of: className, in: sources).tabs ?? []
    }

    /// The name a control's `UIAction` closure is known by, as a method of its class:
    /// `UIAction handler at EditorViewController.swift:9`. It names no Swift method, and its
    /// selector is itself, so a storyboard's action can never be taken for it.
    static func closureMethodName(of control: CodeControl) -> String {
        let given = control.handlerSite ?? (control.path, control.line)
        let site = SourceSite.text(path: given.path, line: given.line)
        // A menu's actions may share a line: their titles tell them apart.
        if control.kind == .menuItem, let title = control.title { return "UIAction \"\(title)\" at " + site }
        return "UIAction handler at " + site
    }

    /// The actions of `control`'s menu: the ones it was given, or those of the `UIMenu` the
    /// method of `className` it names returns (`menu: learnMenu()`), in order; only those with a handler.
    static func menu(of control: CodeControl, in className: String, _ sources: SwiftSources, depth: Int = 0) -> [CodeControl] {
        var items: [CodeControl] = []
        var given = control.menu
        if let method = control.menuMethod, let (_, body) = sources.implementation(of: method, in: className) {
            for statement in body.statements {
                if case .interface(.menu(let returned)) = statement { given += returned }
            }
        }
        for item in given {
            if item.handler != nil {
                items.append(item)
            } else if item.menuMethod != nil, depth < 4 {
                // A submenu another method returns, a few levels deep.
                items += menu(of: item, in: className, sources, depth: depth + 1)
            }
        }
        return items
    }

    /// `sources` with each control's `UIAction` closure as a method of the class that makes the
    /// control (`closureMethodName`): tapped, UIKit calls it, the console prints what it
    /// prints, and the engine plays what it shows, as for a method `#selector` names.
    static func actionClosures(in sources: SwiftSources) -> SwiftSources {
        var sources = sources
        for (name, owner) in sources.classes {
            var closures: [SwiftMethod] = []
            func add(_ controls: [CodeControl]) {
                for control in controls {
                    guard case .closure(let body)? = control.handler else { continue }
                    closures.append(SwiftMethod(name: closureMethodName(of: control), line: control.line, statements: body))
                }
            }
            func collect(_ statements: [SwiftStatement]) {
                for statement in statements {
                    switch statement {
                    case .interface(.control(let control)): add([control] + control.menu)
                    case .interface(.menu(let items)): add(items)
                    case .presentAlert(let alert):
                        // Each action's handler, run when the action is tapped (`ProjectModel.alertAction`).
                        for action in alert.actions {
                            guard let body = action.handler else { continue }
                            closures.append(SwiftMethod(name: alert.handlerName(of: action), line: action.line, statements: body))
                            collect(body)
                        }
                    case .conditional(let conditional):
                        collect(conditional.body + conditional.otherwise)
                    case .branch(let branch):
                        collect(branch.body + branch.otherwise)
                    default:
                        continue
                    }
                }
            }
            collect(owner.initialValues)
            for method in owner.methods.values { collect(method.statements) }
            guard !closures.isEmpty else { continue }
            var changed = owner
            for closure in closures where changed.methods[closure.name] == nil { changed.methods[closure.name] = closure }
            sources.classes[name] = changed
        }
        return sources
    }

    /// The key of the element of a controller the code makes as `ClassName()`; nil for a
    /// class that is not one of the app's view controllers.
    func key(of className: String, title: String?) -> String? {
        guard controllerKinds[className] != nil else { return nil }
        return Playbook.key(Self.storyboard, title.map { className + "@" + $0 } ?? className)
    }

    /// The Objective-C selector `#selector(name)` gives: of the method of the chain it names
    /// (by base name when it gives no labels), else as Swift would derive it.
    private static func selector(_ selected: String, in className: String, _ sources: SwiftSources) -> String {
        sources.method(selectedBy: selected, in: className).map { Selectors.selector(of: $0.1) }
            ?? Selectors.selector(ofSwiftMethod: selected)
    }
}

extension ShowCall.How {
    /// The UIKit method's name, as a note names the call.
    var methodName: String {
        switch self {
        case .push: return "pushViewController"
        case .present: return "present"
        case .show: return "show"
        case .showDetail: return "showDetailViewController"
        case .setStack: return "setViewControllers"
        case .addChild: return "addChild"
        case .make: return "init"
        }
    }
}
