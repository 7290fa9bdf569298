import CommandGrammar
import PropertyLists
import SceneLabStore

/// What an app's code may reach while it runs: the store, the language,
/// the controllers it knows by id, and the calls the book's code makes on
/// UIKit. Never the object graph itself: to show or hide a screen the code
/// returns `AppAction`s, which the engine plays in UIKit's order.
package struct AppContext: Sendable {
    /// The app process, lent to the code while it runs.
    var application: Application
    /// The controller whose code runs, when it is a controller's.
    package let controller: ObjectID?

    init(_ application: consuming Application, controller: ObjectID?) {
        self.application = application
        self.controller = controller
    }

    // MARK: The device and the process

    /// The language of the app's own strings: the session's, or under `book
    /// as-written` the book's (its literals as printed, whatever the UI's language).
    package var language: Language { application.interfaceLanguage }
    /// How many rows of a full-screen table the device shows at once.
    package var rowsOnScreen: Int { application.device.rowsOnScreen }
    /// The first row on screen of `id`'s table, counted from 0 through its sections.
    package func tableOffset(of id: ObjectID) -> Int { application.graph.controllers.tableOffset(of: id) }
    /// The language scenelab's own words speak: the session's.
    package var messageLanguage: Language { application.language }
    /// The language of UIKit's own strings (a system bar item's Edit and Done):
    /// the session's, or under `book as-written` English, as the books'
    /// screenshots show them (Usov 000:L10539).
    package var systemLanguage: Language { application.code == .asWritten ? .en : application.language }

    /// Whether the app runs its book's code as printed (`book as-written`) or
    /// scenelab's fixed version: each app decides what that changes.
    package var code: BookCode { application.code }
    /// The chapter of its book whose code the app plays; nil for the finished app.
    package var chapter: BookChapter? { application.chapter }
    /// How the app builds its windows (`--window`): its code's path differs.
    package var windowSetup: WindowSetup { application.windowSetup }

    /// `Date()`: the device's clock, in seconds since 2001-01-01 UTC.
    package var now: Double { application.now }

    /// Whether the gesture asked for the `else` of conditions scenelab cannot work out
    /// (`tap … --else`).
    package var unknownConditionsTakeElse: Bool { application.unknownConditionsTakeElse }

    /// Where the app's random numbers start (`--seed`).
    package var randomSeed: UInt64 { application.randomSeed }

    /// What an app made from files brought along (`AppDefinition.resources`), if it is of type `T`.
    package func resources<T: Sendable>(as type: T.Type) -> T? { application.definition.resources as? T }

    // MARK: Controllers

    /// The class of a live controller, as the storyboard names it.
    package func className(of id: ObjectID) -> String? { application.graph.controllers.state(of: id)?.className }

    /// The name events give a controller: `TaskListController#1`.
    package func name(of id: ObjectID) -> String { application.name(of: id) }

    /// Whether the controller is still alive (an `unowned` reference to it is safe).
    package func isAlive(_ id: ObjectID) -> Bool { application.controller(id) != nil }

    /// Whether the controller's view is loaded.
    package func isViewLoaded(_ id: ObjectID) -> Bool { application.controller(id)?.isViewLoaded == true }

    /// Whether the controller is in a navigation controller (`navigationController != nil`).
    package func isInNavigationController(_ id: ObjectID) -> Bool { application.navigationController(of: id) != nil }

    /// A stored property of the controller `id` as the app's own code left it (`items`), when
    /// its console worked it out; nil otherwise.
    package func appCodeValue(_ property: String, of id: ObjectID) -> ConsoleValue? {
        application.appCodeValues[application.name(of: id)]?[property]
    }

    /// The console of the app's code, which works out what the code's values come to.
    package var console: (any AppConsole)? { application.definition.console }

    /// Every object's stored properties as the app's code left them, by object
    /// (`ConsoleMemory.objects` after the last command).
    package var appCodeValues: [String: [String: ConsoleValue]] { application.appCodeValues }
    /// Where each live controller stands among the others (`Application.controllerLinks`).
    package var controllerLinks: [String: ConsoleLinks] { application.controllerLinks() }

    /// Everything `UserDefaults.standard` gives the app's code now, by key.
    package var defaultsOfApp: [String: PropertyList] {
        (try? application.store.dictionaryRepresentation(app: application.definition.bundleIdentifier)) ?? [:]
    }

    /// The name an object prints as (`HomeViewController#1`).
    package func objectName(of id: ObjectID) -> String { application.name(of: id) }

    /// A stored property of an object of the app's that is no controller, as the app's code left
    /// it: the console keeps one such object per class, under the class's name (a view model's
    /// `items`, which its controller's `viewModel.load()` filled).
    package func appCodeValue(_ property: String, ofObjectNamed className: String) -> ConsoleValue? {
        application.appCodeValues[className]?[property]
    }

    /// The children a container `id` shows (a navigation controller's top, a tab bar's selected
    /// tab), in order; empty for a controller that shows none.
    package func visibleChildren(of id: ObjectID) -> [ObjectID] {
        Array(application.graph.controllers.visibleChildren(of: id))
    }

    /// `navigationController?.viewControllers` for `id`: its navigation controller's stack,
    /// root first; nil outside one.
    package func navigationStack(of id: ObjectID) -> [ObjectID]? {
        application.navigationController(of: id).flatMap { application.graph.controllers.children(of: $0) }
    }

    /// The first live instance of a class, in tree order.
    package func liveController<Code: ControllerCode>(_ code: Code.Type) -> ObjectID? {
        MemoryWarning.liveController(ofClass: Code.className, in: application)
    }

    /// `tableView.reloadData()` on the first live controller of a class, when
    /// its view is loaded: what a model command does to the list it changed.
    package mutating func reloadLoadedTable<Code: ControllerCode>(of code: Code.Type, sections: [TableSection]) {
        guard let list = liveController(code), isViewLoaded(list) else { return }
        reloadData(of: list, sections: sections)
    }

    /// Another controller's properties, when it is alive and of that class.
    package func properties<Code: ControllerCode>(of id: ObjectID, as code: Code.Type) -> Code? {
        application.graph.controllers.code(of: id) as? Code
    }

    /// Changes another controller's properties, when it is alive and of that class.
    package mutating func updateProperties<Code: ControllerCode>(
        of id: ObjectID, as code: Code.Type, _ change: (inout Code) -> Void
    ) {
        guard var properties = application.graph.controllers.code(of: id) as? Code else { return }
        change(&properties)
        application.graph.controllers.setCode(properties, of: id)
    }

    /// `storyboard.instantiateViewController(identifier:)` in the app's code,
    /// in the scene of `source`, whose code then sets the new instance's
    /// properties (`properties`) and presents it.
    package mutating func instantiateFromStoryboard<Code: ControllerCode>(
        _ properties: Code, inSceneOf source: ObjectID
    ) -> ObjectID? {
        guard let scene = application.controller(source)?.scene else { return nil }
        let id = AppCode.instantiateFromStoryboard(Code.className, scene: scene, in: &application)
        application.graph.controllers.setCode(properties, of: id)
        return id
    }

    /// `ClassName()` in the app's code, in the scene of `source`: an instance with no storyboard
    /// scene behind it, whose code then sets its properties (`properties`) and shows it.
    package mutating func instantiateInCode<Code: ControllerCode>(_ properties: Code, inSceneOf source: ObjectID)
        -> ObjectID?
    {
        guard let scene = application.controller(source)?.scene else { return nil }
        let id = application.instantiateInCode(Code.className, scene: scene)
        application.graph.controllers.setCode(properties, of: id)
        return id
    }

    /// Runs code of another live controller of that class, as a call the
    /// running code makes on it (a delegate method): with a context of its own.
    package mutating func runCode<Code: ControllerCode>(
        of id: ObjectID, as code: Code.Type, _ body: (inout Code, inout AppContext) -> Void
    ) {
        // Taken out while the body runs, as the engine's own calls do: a copy
        // left in the table would make the body's first change to an array
        // property (Checklists' `items.append`) copy the whole array.
        var erased = application.graph.controllers.takeCode(of: id)
        guard var properties = erased as? Code else {
            if let erased { application.graph.controllers.setCode(erased, of: id) }
            return
        }
        // Let go of the box too: it would still share the properties' arrays.
        erased = nil
        var other = AppContext(Application.placeholder, controller: id)
        swap(&application, &other.application)
        body(&properties, &other)
        swap(&application, &other.application)
        application.graph.controllers.setCode(properties, of: id)
    }

    /// The live controller a stored property of `holder` keeps (`lazy var detail = …`), if any.
    package func controller(keptInProperty name: String, of holder: ObjectID) -> ObjectID? {
        application.controller(heldBy: name, of: holder)
    }

    /// A stored property of `holder` keeps `id` alive, such as a `lazy var`.
    package mutating func retain(_ id: ObjectID, byPropertyNamed name: String, of holder: ObjectID) {
        application.retain(id, by: .property(of: holder, name: name))
    }

    /// Assigns a strong stored property of `holder`: the new controller is
    /// retained, then the one the property held is released, as Swift's
    /// assignment does, so an instance nothing else holds leaves the heap here.
    package mutating func assign(_ id: ObjectID?, toPropertyNamed name: String, of holder: ObjectID) {
        application.assign(id, to: .property(of: holder, name: name))
    }

    /// `splitViewController?.viewControllers.last` for a controller in an
    /// expanded split view: the secondary column, when it shows; `nil`
    /// collapsed, where the split view has one child.
    package func splitViewDetail(of id: ObjectID) -> ObjectID? {
        guard let split = SplitViewController.splitViewController(of: id, in: application),
            let state = application.graph.controllers.state(of: split), !state.isCollapsed,
            let columns = application.graph.controllers.children(of: split), columns.count == 2
        else { return nil }
        return columns[1]
    }

    /// `presentingViewController`: the controller that presented `id`, or
    /// the one that presented the nearest of its ancestors that was
    /// presented (a child of a presented navigation controller answers with
    /// its container's presenter); `nil` when none was presented.
    package func presentingController(of id: ObjectID) -> ObjectID? {
        var current: ObjectID? = id
        while let candidate = current, let state = application.graph.controllers.state(of: candidate) {
            if let presenter = state.presenter { return presenter }
            current = state.parent
        }
        return nil
    }

    /// Whether a live controller is a navigation controller (of UIKit's class or a subclass).
    package func isNavigationController(_ id: ObjectID) -> Bool {
        NavigationController.isNavigationController(id, in: application)
    }

    // MARK: What the book's code calls

    /// The book's code calls a UIKit method on a controller's view or table,
    /// such as `deselectRow(at:animated:)`.
    package mutating func call(
        _ method: Name, on id: ObjectID, channel: Channel, arguments: Event.Arguments = Event.Arguments(),
        confidence: Confidence = .documented
    ) {
        application.call(method, on: id, channel: channel, arguments: arguments, confidence: confidence)
    }

    /// The book's code calls one of its closures, such as `doAfterEdit`, or
    /// UIKit calls a handler the code gave it.
    package mutating func callClosure(_ name: Name, on id: ObjectID, arguments: Event.Arguments = Event.Arguments()) {
        AppCode.recordClosure(name, on: id, arguments: arguments, in: &application)
    }

    /// `tableView.reloadData()`, and the data source calls UIKit makes for it.
    package mutating func reloadData(of id: ObjectID, sections: [TableSection]) {
        AppCode.reloadData(of: id, sections: sections, in: &application)
    }

    /// `tableView.reloadRows(at:with: .automatic)` of one row.
    package mutating func reloadRow(_ row: (section: Int, row: Int), of id: ObjectID, sections: [TableSection]) {
        AppCode.reloadRow(row, of: id, sections: sections, in: &application)
    }

    /// `tableView.reloadSections(_:with:)` of one section.
    package mutating func reloadSection(_ index: Int, of id: ObjectID, sections: [TableSection]) {
        AppCode.reloadSection(index, of: id, sections: sections, in: &application)
    }

    /// The book's code reads an `unowned` reference whose object is gone: the process traps.
    package mutating func crashOnUnownedReference(closure: String, captured object: String) {
        application.crashOnUnownedReference(closure: closure, captured: object)
    }

    /// The app's code raised an exception nothing catches: the process crashes, `crash` saying how.
    package mutating func crash(_ crash: some Diagnostic) {
        application.crash(crash)
    }

    /// Whether the app's code has crashed the process: nothing after that runs.
    package var hasCrashed: Bool { application.hasCrashed }

    // MARK: What scenelab says

    /// A remark from scenelab, rendered in the language the session speaks.
    package mutating func note(_ diagnostic: some Diagnostic) { application.note(diagnostic) }

    /// A warning from scenelab, rendered in the language the session speaks.
    package mutating func warn(_ diagnostic: some Diagnostic) { application.warn(diagnostic) }

    /// A line a model command prints (`task list`).
    package mutating func output(_ text: String) { application.record(.output(text)) }

    /// A line the app's own code prints to its console (a book's `print`), as it is:
    /// marked `print:` among scenelab's lines, alone in the book's and Xcode's console.
    package mutating func printLine(_ text: String) {
        application.record(Event(kind: .print, scene: application.focusedScene, object: nil, text: text))
    }

    // MARK: The app's container

    /// `Data(contentsOf:)` of a file in the app's container; `nil` (with an
    /// error recorded) when the disk refused.
    package mutating func readFile(_ path: ContainerPath) -> ContainerFile? {
        AppSandbox.readFile(path, in: &application)
    }

    /// `data.write(to:options: .atomic)` of `encoder.encode(value)`, where
    /// storage in memory encodes only when the file is read; says whether
    /// the file was written.
    package mutating func writeFile(_ contents: EncodedOnRead, to path: ContainerPath) -> Bool {
        AppSandbox.writeFile(contents, to: path, in: &application)
    }

    /// Moves a file the app cannot read out of its way; returns where it went.
    package mutating func moveFileAside(_ path: ContainerPath) -> ContainerPath? {
        AppSandbox.moveFileAside(path, in: &application)
    }

    // MARK: UserDefaults

    package mutating func readDefaults(_ key: String, as method: Name = .objectForKey) -> PropertyList? {
        AppSandbox.readDefaults(key, as: method, in: &application)
    }

    package mutating func writeDefaults(
        _ value: PropertyList, forKey key: String, backup: (expected: PropertyList?, key: String)? = nil
    ) {
        AppSandbox.writeDefaults(value, forKey: key, backup: backup, in: &application)
    }

    package mutating func keepDefaultsAside(_ value: PropertyList, under backupKey: String) -> String? {
        AppSandbox.keepDefaultsAside(value, under: backupKey, in: &application)
    }

    package mutating func insertDefaults(_ element: PropertyList, at index: Int, intoArrayForKey key: String) -> Bool {
        AppSandbox.insertDefaults(element, at: index, intoArrayForKey: key, in: &application)
    }

    package func defaultsRevision(forKey key: String) -> Int {
        AppSandbox.defaultsRevision(forKey: key, in: application)
    }

    package var defaultsAreShared: Bool { AppSandbox.defaultsAreShared(in: application) }

    package func storedValue(forKey key: String) -> PropertyList? {
        AppSandbox.storedValue(forKey: key, in: application)
    }

    /// What the app's code wrote to its defaults earlier in this command (`Application.codeDefaultsWrites`):
    /// `.some(nil)` for a removal.
    package var codeDefaultsWrites: [String: PropertyList?] {
        get { application.codeDefaultsWrites }
        set { application.codeDefaultsWrites = newValue }
    }

    /// The keys the app's code wrote earlier in this command with values no one can tell.
    package var codeDefaultsUnknown: Set<String> {
        get { application.codeDefaultsUnknown }
        set { application.codeDefaultsUnknown = newValue }
    }

    /// What `UserDefaults.standard` gives the app's code for `key` (`AppSandbox.defaultsValue`).
    package func defaultsValue(forKey key: String) -> PropertyList? {
        AppSandbox.defaultsValue(forKey: key, in: application)
    }
}
