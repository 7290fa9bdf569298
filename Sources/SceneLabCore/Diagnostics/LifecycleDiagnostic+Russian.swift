extension LifecycleDiagnostic {
    public var russian: String {
        switch self {
        case .notRunning:
            return "приложение не запущено; сначала введите `launch`"
        case .blackScreen:
            return "чёрный экран: у окна нет rootViewController (в сториборде нет точки входа); показывать и нажимать нечего"
        case .runningElsewhere(let app, let other):
            return "launch отклонён: \(app) уже работает на этом устройстве в другом scenelab (\(other)), "
                + "а iOS запускает один процесс на приложение; закройте тот scenelab или введите там `kill`, "
                + "или дайте этому своё устройство другим --data-dir"
        case .sceneNotActive(let scene, let state, let reason, let verb):
            let why: String
            switch (state, reason) {
            case (.background, _): why = "в фоне; сначала `open` или `launch`"
            case (.foregroundInactive, .interruption?): why = "неактивна из-за прерывания; сначала `resume`"
            case (.foregroundInactive, .switcher?): why = "неактивна в переключателе приложений; сначала `open`"
            case (.foregroundInactive, _): why = "ещё не активна"
            default: why = "не подключена"
            }
            return "\(verb) не выполнена: сцена \(scene) \(why) "
                + "(UIKit доставляет касания только активной сцене на переднем плане)"
        }
    }
}
