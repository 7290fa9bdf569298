import SceneLabCore
import StoryboardReader

/// A storyboard controller's screen as `screen` draws it, and the controls
/// a tap names: bar items, buttons (and other controls that trigger a
/// segue), text fields, switches and cells, with the names a person types.
struct ScreenDrawing {
    let controller: StoryboardReader.ViewController
    /// Every tappable control with its name, in the order the screen lists them.
    let controls: [(name: String, control: Control)]

    init(_ controller: StoryboardReader.ViewController) {
        self.controller = controller
        var controls: [(String, Control)] = []
        var taken: Set<String> = []
        func add(_ control: Control, fallback: String) {
            var name = ControlNames.name(of: control, fallback: fallback)
                .trimmed
            // Two controls showing the same word get numbered, so each can be tapped.
            if taken.contains(name.lowercased()) {
                var number = 2
                while taken.contains("\(name) \(number)".lowercased()) { number += 1 }
                name = "\(name) \(number)"
            }
            taken.insert(name.lowercased())
            controls.append((name, control))
        }
        let layout = controller.screen
        for (index, item) in layout.leftBarItems.enumerated() { add(item, fallback: "left \(index + 1)") }
        for (index, item) in layout.rightBarItems.enumerated() { add(item, fallback: "right \(index + 1)") }
        for (index, button) in layout.buttons.enumerated() { add(button, fallback: "button \(index + 1)") }
        for (index, item) in layout.toolbarItems.enumerated() where item.systemItem?.hasSuffix("Space") != true {
            add(item, fallback: "toolbar \(index + 1)")
        }
        // Gesture recognizers and other triggers the lists above do not hold.
        let listed = Set(controls.compactMap(\.1.id))
        for segue in controller.segues {
            switch segue.kind {
            case .embed, .relationship: continue
            default: break
            }
            guard let trigger = segue.trigger, let id = trigger.id, !listed.contains(id),
                trigger.kind != .tableViewCell, trigger.kind != .collectionViewCell,
                !controls.contains(where: { $0.1.id == id })
            else { continue }
            add(trigger, fallback: segue.identifier ?? "gesture")
        }
        self.controls = controls
    }

    /// `Twitter search` → `twitter-search`: a field's placeholder as one word.
    static func word(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: "-")
    }

    /// The name a screen gives its field at `index`, one word, so that `type NAME TEXT` can tell
    /// the name from the text: its placeholder's, else `field1`, `field2`…
    static func fieldName(_ field: ScreenLayout.Field, at index: Int) -> String {
        field.placeholder.map { word($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "field\(index + 1)"
    }

    /// The names of the actions of the menu `control` shows, in order.
    func menuActions(of control: Control) -> [String] {
        guard let id = control.id else { return [] }
        return controls.filter { $0.control.menuHostID == id }.map(\.name)
    }

    /// The control a tap names, ignoring case.
    func control(named name: String) -> Control? {
        controls.first { $0.name.lowercased() == name.lowercased() }?.control
    }

    var screen: Screen {
        let layout = controller.screen
        var screen = Screen(title: controller.displayTitle ?? controller.className)
        screen.navigationTitle = controller.displayTitle
        screen.hidesBackButton = !layout.leftBarItems.isEmpty && !layout.leftItemsSupplementBackButton
        screen.tabTitle = controller.tabBarItemTitle ?? controller.tabBarSystemItem.map(ControlNames.systemItemName)
        let leftIDs = Set(layout.leftBarItems.compactMap(\.id))
        let rightIDs = Set(layout.rightBarItems.compactMap(\.id))
        for (name, control) in controls {
            var button = Screen.Button(name: name, label: name)
            // A menu's action is drawn after the control whose menu it is: `Learn › Guide`.
            if let host = control.menuHostID, let hostName = controls.first(where: { $0.control.id == host })?.name {
                button.label = hostName + " › " + name
            }
            if let id = control.id, leftIDs.contains(id) {
                screen.leftButtons.append(button)
            } else if let id = control.id, rightIDs.contains(id) {
                screen.rightButtons.append(button)
            } else {
                screen.buttons.append(button)
            }
        }
        for (index, field) in layout.fields.enumerated() {
            let name = Self.fieldName(field, at: index)
            screen.fields.append(
                Screen.Field(
                    name: name, label: field.placeholder ?? name, text: field.text ?? "",
                    placeholder: field.placeholder ?? ""))
        }
        for (index, isOn) in layout.switches.enumerated() {
            screen.switches.append(Screen.Switch(name: "switch\(index + 1)", label: "switch\(index + 1)", isOn: isOn))
        }
        if !layout.labels.isEmpty { screen.message = layout.labels.joined(separator: " · ") }
        let segueCells = Set(controller.segues.compactMap { $0.trigger?.id })
        var sections: [Screen.Section] = []
        for cell in layout.cells {
            while sections.count <= cell.section { sections.append(Screen.Section(rows: [])) }
            if let header = cell.sectionHeader { sections[cell.section].header = header }
            let wired = cell.control.id.map { segueCells.contains($0) } ?? false
            let text = cell.control.title ?? cell.control.reuseIdentifier ?? "cell"
            sections[cell.section].rows.append(
                Screen.Row(
                    text: cell.isPrototype ? "\(text) (prototype)" : text, accessory: wired ? ">" : nil,
                    name: cell.isPrototype ? text : nil, selectionPerformsSegue: wired))
        }
        screen.sections = sections
        return screen
    }
}
