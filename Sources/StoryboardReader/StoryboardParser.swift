extension Storyboard {
    /// Reads a storyboard from its file's bytes.
    public static func read(_ bytes: [UInt8]) throws(StoryboardError) -> Storyboard {
        let document: ElementTree
        do {
            document = try ElementTree.parse(bytes)
        } catch {
            throw .xml(error)
        }
        var builder = StoryboardBuilder(document: document)
        return try builder.build()
    }

    /// Reads a storyboard from its text.
    public static func read(_ text: String) throws(StoryboardError) -> Storyboard {
        try read(Array(text.utf8))
    }
}

/// Turns the XML elements into the model. Every walk is over `ElementTree`'s
/// flat index ranges, so nothing here recurses either.
private struct StoryboardBuilder {
    let document: ElementTree
    var warnings: [StoryboardWarning] = []
    /// Warnings past `maximumWarnings`, counted rather than kept: a file of
    /// a million unknown elements must not become a million messages.
    var suppressedWarnings = 0
    static let maximumWarnings = 500
    /// Each segue names the control it starts from; a control of 100,000
    /// segues is read once, not once per segue.
    var triggers: [Int: Control] = [:]

    init(document: ElementTree) {
        self.document = document
    }

    // What real storyboards carry that the model has no use for; anything
    // else on the elements read is named in a warning, so a newer Xcode's
    // additions are seen rather than silently dropped.
    static let documentChildren: Set<String> = [
        "device", "dependencies", "scenes", "resources", "classes", "inferredMetricsTieBreakers",
        "simulatedMetricsContainer", "customFonts", "designables", "color",
    ]
    static let controllerAttributes: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "title", "userLabel",
        "sceneMemberID", "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed",
        "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars", "restorationIdentifier",
        "clearsSelectionOnViewWillAppear", "toolbarHidden", "navigationBarHidden", "storyboardName",
        "referencedIdentifier", "transitionStyle", "navigationOrientation", "spineLocation", "pageSpacing",
        "allowDoubleColumnStyle", "allowTripleColumnStyle", "style", "behavior", "preferredDisplayMode",
        "primaryEdge", "preferredSplitBehavior", "showsSecondaryOnlyButton", "presentsWithGesture",
        "contentSizeForViewInPopover", "wantsFullScreenLayout", "edgesForExtendedLayout", "isModalInPresentation",
        "modalInPresentation", "hidesBarsOnSwipe", "hidesBarsOnTap", "hidesBarsWhenKeyboardAppears",
        "hidesBarsWhenVerticallyCompact", "restoresFocusAfterTransition", "showsPlaybackControls",
        "preferredContentSize", "selectedIndex", "autoresizesArchivedViewToFullSize", "customClassName",
        "sceneMemberIdentifier", "modalPresentationCapturesStatusBarAppearance", "interfaceStyle",
        "primaryBackgroundStyle", "useStoryboardIdentifierAsRestorationIdentifier", 
    ]
    static let segueAttributes: Set<String> = [
        "destination", "kind", "identifier", "id", "relationship", "modalPresentationStyle",
        "modalTransitionStyle", "unwindAction", "customClass", "customModule", "customModuleProvider",
        "popoverAnchorView", "popoverAnchorBarButtonItem", "animates", "trigger", "destinationCreationSelector",
        "action", "splitViewControllerTargetIndex", "customTransitionStyle",
    ]

    mutating func build() throws(StoryboardError) -> Storyboard {
        let root = document.root
        guard root.name == "document" else {
            throw .notAStoryboard(
                line: root.line, column: root.column,
                message: "the root element is <\(root.name)>, not a storyboard's <document>")
        }
        if let type = root.attribute("type"), !type.hasSuffix("Storyboard.XIB") {
            warn(root, .notAnIOSDocument(type: type))
        }
        if let runtime = root.attribute("targetRuntime"), !runtime.hasPrefix("iOS") {
            warn(root, .notAnIOSRuntime(runtime))
        }
        var scenes: [Scene] = []
        for child in root.children {
            let element = document[child]
            if element.name == "scenes" {
                for sceneIndex in element.children {
                    if document[sceneIndex].name == "scene" {
                        if let scene = readScene(sceneIndex) { scenes.append(scene) }
                    } else {
                        warn(document[sceneIndex], .unknownElement(document[sceneIndex].name, parent: "scenes"))
                    }
                }
            } else if !Self.documentChildren.contains(element.name) {
                warn(element, .unknownElement(element.name, parent: "document"))
            }
        }
        let initial = root.attribute("initialViewController")
        checkLinks(scenes: scenes, initial: initial)
        if suppressedWarnings > 0 {
            warnings.append(
                StoryboardWarning(line: root.line, column: root.column, problem: .moreWarnings(suppressedWarnings)))
        }
        var storyboard = Storyboard(
            initialViewControllerID: initial, isLaunchScreen: root.attribute("launchScreen") == "YES",
            scenes: scenes, warnings: warnings)
        for index in document.descendants(of: 0) {
            if let name = document[index].attribute("customClass") { storyboard.customClassNames.insert(name) }
        }
        return storyboard
    }

    // MARK: Scenes

    mutating func readScene(_ index: Int) -> Scene? {
        let scene = document[index]
        var controllerIndex: Int?
        var exits: [String] = []
        for objects in document.children(of: index, named: "objects") {
            for member in document[objects].children {
                let element = document[member]
                if ControllerKind(rawValue: element.name) != nil {
                    if controllerIndex == nil {
                        controllerIndex = member
                    } else {
                        warn(element, .secondController(element.name))
                    }
                } else if element.name == "exit" {
                    if let id = element.attribute("id") { exits.append(id) }
                } else if element.attribute("sceneMemberID") == "viewController" {
                    warn(element, .unknownSceneMember(element.name))
                }
            }
        }
        guard let controllerIndex else {
            warn(scene, .sceneWithoutController)
            return nil
        }
        guard let controller = readController(controllerIndex) else { return nil }
        return Scene(sceneID: scene.attribute("sceneID"), controller: controller, exitIDs: exits, line: scene.line)
    }

    mutating func readController(_ index: Int) -> ViewController? {
        let element = document[index]
        guard let kind = ControllerKind(rawValue: element.name) else { return nil }
        guard let id = element.attribute("id") else {
            warn(element, .missingID(element: element.name))
            return nil
        }
        for attribute in element.attributes where !Self.controllerAttributes.contains(attribute.name) {
            warn(element, .unknownAttribute(attribute.name, element: element.name))
        }
        var controller = ViewController(
            kind: kind, id: id, customClass: element.attribute("customClass"),
            customModule: element.attribute("customModule"),
            storyboardIdentifier: element.attribute("storyboardIdentifier"), title: element.attribute("title"),
            segues: [], line: element.line)
        if kind == .viewControllerPlaceholder {
            controller.referencedStoryboardName = element.attribute("storyboardName")
            controller.referencedIdentifier = element.attribute("referencedIdentifier")
        }
        for child in element.children {
            let item = document[child]
            if item.name == "navigationItem", item.attribute("key") == "navigationItem" {
                controller.navigationItemTitle = item.attribute("title")
                controller.screen.leftItemsSupplementBackButton = item.attribute("leftItemsSupplementBackButton") == "YES"
            } else if item.name == "tabBarItem", item.attribute("key") == "tabBarItem" {
                controller.tabBarItemTitle = item.attribute("title")
                controller.tabBarSystemItem = item.attribute("systemItem")
            } else if item.name == "connections" {
                for connection in document.children(of: child, named: "outlet") {
                    let outlet = document[connection]
                    guard let property = outlet.attribute("property"), let destination = outlet.attribute("destination")
                    else { continue }
                    controller.outlets[property] = controller.outlets[property] ?? destination
                }
            }
        }
        for segueIndex in document.descendants(of: index) where document[segueIndex].name == "segue" {
            if let segue = readSegue(segueIndex, controllerIndex: index) { controller.segues.append(segue) }
        }
        let supplementsBack = controller.screen.leftItemsSupplementBackButton
        controller.screen = readScreen(index)
        controller.screen.leftItemsSupplementBackButton = supplementsBack
        return controller
    }

    // MARK: The screen

    /// The element names Interface Builder writes inside a controller that
    /// carry nothing scenelab plays, or that it reads: anything else is named
    /// in one warning per name, so a newer Xcode's additions are seen.
    static let knownViewElements: Set<String> = [
        "view", "subviews", "rect", "autoresizingMask", "color", "fontDescription", "font", "constraints",
        "constraint", "connections", "outlet", "outletCollection", "action", "segue", "state", "label", "button",
        "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "segments", "segment",
        "imageView", "image", "scrollView", "stackView", "tableView", "tableViewCell", "tableViewCellContentView",
        "tableViewSection", "sections", "cells", "prototypes", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "collectionViewFlowLayout", "size", "inset",
        "edgeInsets", "directionalEdgeInsets", "navigationItem", "navigationBar", "barButtonItem", "tabBarItem",
        "tabBar", "toolbar", "items", "toolbarItems", "leftBarButtonItems", "rightBarButtonItems", "searchBar",
        "textInputTraits", "containerView", "pageControl", "progressView", "activityIndicatorView", "datePicker",
        "pickerView", "mapView", "wkWebView", "webView", "visualEffectView", "vibrancyEffect", "blurEffect",
        "viewLayoutGuide", "layoutGuides", "layoutGuide", "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute", "real", "integer", "bool", "string", "nil", "point", "accessibility",
        "attributedString", "fragment", "attributes", "paragraphStyle", "mutableString", "locale", "date",
        "buttonConfiguration", "backgroundConfiguration", "preferredSymbolConfiguration", "imageReference",
        "popoverArrowDirection", "gestureRecognizers", "keyCommands", "keyCommand", "variation", "mask",
        "simulatedMetricsContainer", "freeformSimulatedSizeMetrics", "simulatedScreenMetrics", "offsetWrapper",
        "textAttributes", "navigationBarAppearance", "tabBarAppearance", "toolbarAppearance",
        "barButtonItemAppearance", "nibName", "placeholder", "exit", "customObject", "viewControllerLayoutGuide",
        "progressViewStyle", "contentConfiguration", "menu", "children", "command", "deferredMenuElement",
        "imageSymbolConfiguration", "wkWebViewConfiguration", "audiovisualMediaTypes", "dataDetectorType",
        "wkPreferences", "mapCamera", "sceneKitView", "arscnView", "arskView", "skView", "glkView", "mtkView",
        "avPlayerView", "clLocationButton", "tableViewCellAccessory", "cellLayoutMargins", "refreshControl",
        "exclude", "include", "hierarchicalColors", "paletteColors", "imageSymbolWeight", "tabBarItemAppearance",
        "searchBarAppearance",  "contentInsets", "layoutMargins", "viewLayoutMargins",
    ]

    /// Whether `name` is an element scenelab knows or can pass over by its kind.
    static func isKnownViewElement(_ name: String) -> Bool {
        if knownViewElements.contains(name) || ControllerKind(rawValue: name) != nil { return true }
        // Families Interface Builder names consistently: every gesture recognizer, metrics, appearance.
        return ["GestureRecognizer", "Metrics", "Appearance", "Configuration", "Guide", "Effect", "Attributes"]
            .contains { name.hasSuffix($0) }
    }

    /// What the controller's view shows, in document order.
    mutating func readScreen(_ controllerIndex: Int) -> ScreenLayout {
        var layout = ScreenLayout()
        var section = -1
        var header: String?
        var unknown: Set<String> = []
        for index in document.descendants(of: controllerIndex) {
            let element = document[index]
            if !Self.isKnownViewElement(element.name), unknown.insert(element.name).inserted {
                warn(element, .unknownElement(element.name, parent: nil))
            }
            let inCell = isInsideCell(index, below: controllerIndex)
            switch element.name {
            case "tableView", "collectionView":
                if element.attribute("dataMode") == "static" { layout.hasStaticCells = true }
            case "tableViewSection":
                section += 1
                header = element.attribute("headerTitle")
            case "tableViewCell", "collectionViewCell":
                let isPrototype = document[element.parent ?? 0].name != "cells"
                if isPrototype && section < 0 { section = 0 }
                layout.cells.append(
                    ScreenLayout.Cell(
                        control: control(index), section: max(section, 0), sectionHeader: isPrototype ? nil : header,
                        isPrototype: isPrototype))
            case "label" where !inCell:
                if let text = element.attribute("text"), !text.isEmpty { layout.labels.append(text) }
            case "textField" where !inCell:
                layout.fields.append(
                    ScreenLayout.Field(
                        text: element.attribute("text"), placeholder: element.attribute("placeholder"),
                        id: element.attribute("id")))
            case "switch" where !inCell:
                layout.switches.append(element.attribute("on") == "YES")
            case "button" where !inCell:
                layout.buttons.append(control(index))
            case "barButtonItem":
                let key = element.attribute("key")
                let parentName = element.parent.map { document[$0].name }
                if key == "leftBarButtonItem" || parentName == "leftBarButtonItems" {
                    layout.leftBarItems.append(control(index))
                } else if key == "rightBarButtonItem" || parentName == "rightBarButtonItems" {
                    layout.rightBarItems.append(control(index))
                } else if parentName == "toolbarItems" || parentName == "items" {
                    layout.toolbarItems.append(control(index))
                }
            default:
                break
            }
        }
        return layout
    }

    /// Whether an element is part of a prototype cell, which the app's data
    /// source copies per row: its controls are not on the screen as such. A
    /// static cell's controls are.
    func isInsideCell(_ index: Int, below top: Int) -> Bool {
        var current = document[index].parent
        while let parent = current, parent != top {
            let name = document[parent].name
            if name == "tableViewCell" || name == "collectionViewCell" {
                return document[parent].parent.map { document[$0].name } != "cells"
            }
            current = document[parent].parent
        }
        return false
    }

    // MARK: Segues

    mutating func readSegue(_ index: Int, controllerIndex: Int) -> Segue? {
        let element = document[index]
        // `<segue reference=…>` in tie-breaker lists has no kind and is no segue.
        guard let kindName = element.attribute("kind") else { return nil }
        guard let connections = element.parent, document[connections].name == "connections",
            let owner = document[connections].parent
        else {
            warn(element, .segueOutsideConnections)
            return nil
        }
        for attribute in element.attributes where !Self.segueAttributes.contains(attribute.name) {
            warn(element, .unknownSegueAttribute(attribute.name, kind: kindName))
        }
        guard let destination = element.attribute("destination"), !destination.isEmpty else {
            warn(element, .segueWithoutDestination(kind: kindName))
            return nil
        }
        let kind: SegueKind
        switch kindName {
        case "show": kind = .show
        case "showDetail": kind = .showDetail
        case "presentation":
            kind = .presentation(
                modalPresentationStyle: element.attribute("modalPresentationStyle"),
                modalTransitionStyle: element.attribute("modalTransitionStyle"))
        case "popoverPresentation":
            let view = element.attribute("popoverAnchorView")
            let item = element.attribute("popoverAnchorBarButtonItem")
            if view == nil && item == nil { warn(element, .popoverWithoutAnchor) }
            kind = .popoverPresentation(anchorViewID: view, anchorBarButtonItemID: item)
        case "relationship":
            let name = element.attribute("relationship")
            if name == nil { warn(element, .relationshipWithoutName) }
            kind = .relationship(name ?? "")
        case "embed": kind = .embed
        case "unwind":
            let action = element.attribute("unwindAction")
            if action == nil { warn(element, .unwindWithoutAction) }
            kind = .unwind(action: action)
        case "custom": kind = .custom
        case "push": kind = .push
        case "modal": kind = .modal
        case "replace": kind = .replace
        case "popover": kind = .popover
        default:
            warn(element, .unknownSegueKind(kindName))
            kind = .unknown(kindName)
        }
        return Segue(
            id: element.attribute("id"), destination: destination, kind: kind,
            identifier: element.attribute("identifier"), customClass: element.attribute("customClass"),
            trigger: owner == controllerIndex ? nil : trigger(owner), line: element.line, column: element.column)
    }

    /// The control at `index`, read the first time a segue names it.
    mutating func trigger(_ index: Int) -> Control {
        if let known = triggers[index] { return known }
        let read = control(index)
        triggers[index] = read
        return read
    }

    /// The control an element holding a segue is, named by what it shows.
    func control(_ index: Int) -> Control {
        let element = document[index]
        let kind: Control.Kind
        var title: String?
        switch element.name {
        case "button":
            kind = .button
            title = child(of: index, named: "buttonConfiguration", key: "configuration")?.attribute("title")
                ?? child(of: index, named: "state", key: "normal")?.attribute("title")
                ?? element.attribute("title")
                ?? child(of: index, named: "state", key: "normal")?.attribute("image")
        case "barButtonItem":
            kind = .barButtonItem
            // An image-only item is named by its image, as the outline shows it.
            title = element.attribute("title") ?? element.attribute("image")
        case "tableViewCell", "collectionViewCell":
            kind = element.name == "tableViewCell" ? .tableViewCell : .collectionViewCell
            title = cellText(index)
        default:
            kind = element.name.hasSuffix("GestureRecognizer") ? .gestureRecognizer : .other(element.name)
            title = element.attribute("title")
        }
        let connections = document.children(of: index, named: "connections").flatMap { connections in
            document.children(of: connections, named: "action").map { document[$0] }
        }
        var targets: [String: String] = [:]
        for action in connections {
            guard let selector = action.attribute("selector"), let destination = action.attribute("destination"),
                targets[selector] == nil
            else { continue }
            targets[selector] = destination
        }
        var control = Control(
            kind: kind, id: element.attribute("id"), title: title, systemItem: element.attribute("systemItem"),
            reuseIdentifier: element.attribute("reuseIdentifier"), isEnabled: element.attribute("enabled") != "NO",
            userLabel: element.attribute("userLabel"), line: element.line,
            actions: connections.compactMap { $0.attribute("selector") }, actionTargets: targets)
        control.tag = element.attribute("tag").flatMap { Int($0) } ?? 0
        return control
    }

    /// A cell's text: the label its `textLabel` names, else its first label with text.
    func cellText(_ index: Int) -> String? {
        let labels = document.descendants(of: index).filter { document[$0].name == "label" }
        if let textLabel = document[index].attribute("textLabel"),
            let label = labels.first(where: { document[$0].attribute("id") == textLabel })
        {
            return document[label].attribute("text")
        }
        return labels.lazy.compactMap { document[$0].attribute("text") }.first
    }

    func child(of index: Int, named name: String, key: String) -> ElementTree.Element? {
        document[index].children.lazy.map { document[$0] }.first {
            $0.name == name && $0.attribute("key") == key
        }
    }

    // MARK: Links

    /// Warns of segues and an initial controller that point at nothing in
    /// this file; unwinds must point at an exit of their own scene.
    mutating func checkLinks(scenes: [Scene], initial: String?) {
        let controllers = Set(scenes.map(\.controller.id))
        if let initial, !controllers.contains(initial) {
            warn(document.root, .initialControllerMissing(initial))
        }
        for scene in scenes {
            for segue in scene.controller.segues {
                if case .unwind = segue.kind {
                    if !scene.exitIDs.contains(segue.destination) {
                        warnAt(segue.line, segue.column, .unwindDestinationNotExit(segue.destination))
                    }
                } else if !controllers.contains(segue.destination) {
                    warnAt(segue.line, segue.column, .segueDestinationMissing(segue.destination))
                }
            }
        }
    }

    mutating func warn(_ element: ElementTree.Element, _ problem: StoryboardProblem) {
        warnAt(element.line, element.column, problem)
    }

    mutating func warnAt(_ line: Int, _ column: Int, _ problem: StoryboardProblem) {
        guard warnings.count < Self.maximumWarnings else {
            suppressedWarnings += 1
            return
        }
        warnings.append(StoryboardWarning(line: line, column: column, problem: problem))
    }
}
