extension NavigationAppDiagnostic {
    var russian: String {
        switch self {
        case .buttonNotConnected(let button):
            return "глава 9.1: кнопка пока ни с чем не связана (переходы удалены, 000:L7282–7291); "
                + "её подключает листинг \(button == .toPrevious ? "9.3" : "9.2")"
        case .nothingBelowRoot:
            return "popViewController(animated:) на корневой сцене возвращает nil: ниже в стеке ничего нет, ничего не меняется"
        }
    }
}
