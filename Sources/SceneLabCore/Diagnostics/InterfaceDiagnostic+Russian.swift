extension InterfaceDiagnostic {
    public var russian: String {
        switch self {
        // MARK: Gestures and taps
        case .swipeRevealed(let row, let actions):
            guard !actions.isEmpty else {
                return "строка \(row) остаётся на месте: действий справа нет (делегат возвращает nil или не отвечает)"
            }
            return "строка \(row) сдвигается влево и показывает \(actions.map { "«\($0)»" }.joined(separator: ", ")); "
                + "`swipe \(row) ACTION` нажимает одно из них"
        case .noSuchRow(let gesture, let row, let screen, let rows):
            let have =
                rows == 0
                ? "на \(screen ?? "этом экране") строк нет"
                : rows == 1 ? "строка только одна: 1" : "строки от 1 до \(rows)"
            return "\(gesture): строки \(row) нет; \(have)"
        case .gestureNotOffered(let gesture, let screen, let offered, let guess):
            let list = offered.isEmpty ? "нажать нечего" : offered.joined(separator: ", ")
            // With a likely typo the nearest gesture comes first, the whole list after it.
            let tail = guess.map { "; может быть, '\($0)'? (доступно: \(list))" } ?? "; доступно: \(list)"
            return "\(gesture): на \(screen ?? "этом экране") такого нет" + tail
        case .nothingToScroll(let gesture, let screen, let rows):
            return "\(gesture): все строки (\(rows)) экрана \(screen ?? "этот экран") уже видны; прокручивать нечего"
        case .scrollByNoRows(let gesture):
            return "\(gesture): прокрутить можно минимум на одну строку"
        case .scrolledToEnd(let gesture, let screen, let atLastRow, let first, let last, let total):
            let end = atLastRow ? "последняя строка" : "первая строка"
            return "\(gesture): на экране \(screen ?? "этот экран") уже \(end) "
                + "(строки \(first)–\(last) из \(total))"

        // MARK: App code and sandbox files
        case .unwindNotImplemented(let action, let source):
            return "unwind \(action): ни один контроллер позади \(source) его не реализует, и UIKit ничего не делает"
        case .segueNotFound(let identifier, let source, let segues):
            return "segue \(identifier): у \(source) нет segue с таким идентификатором; "
                + (segues.isEmpty ? "у него их нет вовсе" : "его segue: \(segues.joined(separator: ", "))")
        case .modelCommandForOtherApp(let noun, let appID, let running):
            return "командам \(noun) нужно приложение \(appID); работает \(running)"
        case .weakCaptureFoundNil(let closure, let object):
            return "\(closure) выполнилось после того, как \(object) освобождён:"
                + " [weak self] дал nil, и ничего не произошло"
        case .bookCodeChosen(.asWritten):
            return "приложения выполняют код книг как он напечатан, с его ошибками (book as-written)"
        case .bookCodeChosen(.fixed):
            return "приложения выполняют исправленный код scenelab (book fixed);"
                + " `book as-written` — код книг как он напечатан"
        case .bookChapterChosen(let chapter?):
            let point =
                chapter.listing.map { $0 == 0 ? "до первого листинга" : "до листинга \(chapter.number).\($0)" }
                ?? "в конце главы"
            return "приложения книг выполняют код главы \(chapter.number), каким он у читателя \(point) "
                + "(book chapter \(chapter)); `book chapter all` — готовые приложения"
        case .bookChapterChosen(nil):
            return "приложения книг выполняют готовый код, со всеми листингами (book chapter all); "
                + "`book chapter N` — код главы N"
        case .notInChapter(let app, let chapter, let chapters?):
            return "\(app) не строится в главе \(chapter) (его главы — \(chapters.lowerBound)–"
                + "\(chapters.upperBound)): играется готовое приложение"
        case .notInChapter(let app, let chapter, nil):
            return "\(app) не относится ни к одной главе книги (глава \(chapter)): играется как есть"
        case .defaultsNotRead(let key, let error):
            return "приложение не смогло прочитать '\(key)': \(error.message(in: .ru))"
        case .defaultsNotSaved(let key, let error):
            return "приложение не смогло сохранить '\(key)': \(error.message(in: .ru))"
        case .defaultsNotKeptAside(let key, let error):
            return "приложение не смогло сохранить '\(key)': \(error.message(in: .ru))"
        case .fileNotRead(let path, let error):
            return "приложение не смогло прочитать \(path): \(error.message(in: .ru))"
        case .fileNotWritten(let path, let error):
            return "приложение не смогло записать \(path): \(error.message(in: .ru))"
        case .fileNotMovedAside(let path, let error):
            return "не удалось отложить \(path): \(error.message(in: .ru))"
        case .fileChangedElsewhere(let path, let keptAs):
            return "другой процесс изменил \(path) после того, как это приложение его прочитало или сохранило; "
                + "та версия сохранена как \(keptAs), а записана версия этого приложения"
        case .fileRemovedElsewhere(let path):
            return "другой процесс удалил \(path) после того, как это приложение его прочитало или сохранило; "
                + "это сохранение запишет его снова"

        // MARK: The object graph and inspection
        case .holdNameTaken(let name, let holding):
            return "hold \(name) не выполнена: \(name) уже держит \(holding); сначала `release \(name)`"
        case .holding(let name, let controller):
            return "\(name) держит \(controller) сильной ссылкой: снятый со стека или закрытый, он остаётся жив "
                + "(без deinit) до `release \(name)`"
        case .nothingHeld(let name, let held):
            return "release \(name) не выполнена: под этим именем ничего не удерживается"
                + (held.isEmpty
                    ? " (ничего не удерживается; `hold NAME` удержит верхний контроллер)"
                    : " (удерживаются: \(held.joined(separator: ", ")))")
        case .releasedButStillHeld(let name, let controller):
            return "\(name) отпускает \(controller); его ещё держит что-то другое"
        case .plainControllerClass(let className, let app):
            return "\(className) — не экран \(app): scenelab играет его как простой подкласс UIViewController"
        case .reservedClassName(let verb, let name):
            let className = name.rawValue
            let printed = name.instanceName.map { "; его объект в логе называется \($0)" } ?? ""
            return "\(verb) отклонено: \(className) — \(Self.russian(role: name)), а не контроллер\(printed); "
                + "дайте экрану своё имя (например, \(className)Screen)"
        case .appInTree(let name, let bundleIdentifier, let isSuspended, let platform):
            let state = isSuspended ? "приостановлено" : "работает"
            return "\(name) (\(bundleIdentifier)), \(state)" + (platform.map { " на \($0.description(in: .ru))" } ?? "")
        case .sceneStateInTree(let state, let isFocused):
            return state + (isFocused ? ", в фокусе" : "")
        case .heldByHolds(let names):
            return "удерживает " + names.map { "hold \($0)" }.joined(separator: ", ")
        case .viewState(let isLoaded):
            return isLoaded ? "view загружено" : "view не загружено"
        case .heldOutsideWindow(let hold, let controller, let appearance, let isViewLoaded):
            let view = InterfaceDiagnostic.viewState(isLoaded: isViewLoaded).russian
            return "удерживает hold \(hold), не в окне: \(controller) [\(appearance), \(view)]"
        case .childRole(let name, let state):
            return name + " (" + Self.russian(state) + ")"
        case .heldByOwners(let owners):
            return "удерживают: " + owners.joined(separator: ", ")
        case .sceneWindowOwner(let scene):
            return "окно сцены \(scene)"
        case .primaryColumnHeading:
            return "основная колонка (primary):"
        case .secondaryColumnHeading:
            return "вторая колонка (secondary):"
        case .nothingToTap(let screen):
            return "(на \(screen ?? "этом экране") нажать нечего)"
        case .untitledScreen:
            return "(без заголовка)"
        case .rowsOnScreen(let first, let last, let total):
            return "(на экране строки \(first)–\(last) из \(total); scroll down|up)"
        case .alsoOffered(let hint):
            return "(ещё: \(hint))"
        }
    }

    /// What a reserved class is, as the refusal of its name says it.
    private static func russian(role name: ReservedClassName) -> String {
        switch name {
        case .appDelegate: return "класс делегата приложения"
        case .sceneDelegate: return "класс делегата сцены"
        case .application: return "класс объекта приложения"
        case .responder: return "суперкласс делегатов приложения и сцены"
        case .scene: return "класс сцены"
        case .windowScene: return "класс сцены с окнами"
        case .window: return "класс окна делегата сцены"
        case .sceneSession: return "класс сессии сцены"
        case .sceneConfiguration: return "класс конфигурации, которую возвращает делегат приложения"
        }
    }

    private static func russian(_ state: ChildState) -> String {
        switch state {
        case .selected: return "выбрана"
        case .shown: return "показана"
        case .cached: return "в кэше"
        }
    }
}
