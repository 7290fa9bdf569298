// Controllers and controls an app's code makes, described in the storyboard's terms so
// that they are drawn and tapped like the storyboard's own. Initializers in extensions, so
// that the parser keeps the structures' memberwise ones.

extension ViewController {
    /// A controller of `kind` with these parts, no segues and an empty screen: for one an
    /// app's code makes, whose screen its code lays out.
    public init(kind: ControllerKind, id: String, customClass: String?, title: String? = nil, line: Int = 0) {
        self.init(kind: kind, id: id, customClass: customClass, segues: [], line: line)
        self.title = title
    }
}

extension Control {
    /// An enabled control of `kind` with these parts: for one an app's code makes.
    public init(kind: Kind, id: String?, title: String?, systemItem: String? = nil, line: Int) {
        self.init(kind: kind, id: id, title: title, systemItem: systemItem, isEnabled: true, line: line)
    }
}

extension ScreenLayout.Field {
    /// A field showing `text`, else `placeholder`: for one an app's code makes.
    public init(text: String?, placeholder: String?, fieldID: String?) {
        self.init(text: text, placeholder: placeholder, id: fieldID)
    }
}

extension ScreenLayout.Cell {
    /// A cell standing for rows an app's code makes (`tableView(_:cellForRowAt:)`).
    public init(madeInCode control: Control, section: Int) {
        self.init(control: control, section: section, sectionHeader: nil, isPrototype: false)
    }
}
