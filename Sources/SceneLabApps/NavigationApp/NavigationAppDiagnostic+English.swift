extension NavigationAppDiagnostic {
    var english: String {
        switch self {
        case .buttonNotConnected(let button):
            return "chapter 9.1: the button is wired to nothing yet (the segues are deleted, 000:L7282–7291); "
                + "Listing \(button == .toPrevious ? "9.3" : "9.2") connects it"
        case .nothingBelowRoot:
            return "popViewController(animated:) on the root returns nil: the stack has nothing below it, nothing changes"
        }
    }
}
