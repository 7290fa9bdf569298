import CommandGrammar

extension ContainerDiagnostic {
    public var russian: String {
        switch self {
        // MARK: Navigation controller
        case .noNavigationController(let verb, let controller, let pushing):
            return "\(verb) не выполнена: у \(controller) нет navigationController "
                + "(navigationController?.\(pushing ? "pushViewController" : "popViewController") ничего не делает)"
        case .popRoot(let root, let navigation):
            return "pop не выполнена: \(root) — корень \(navigation); корень UIKit не снимает"
        case .alreadyAtRoot(let root, let navigation):
            return "pop-to-root не выполнена: \(root) уже единственный контроллер \(navigation)"
        case .noControllerAtIndex(let index, let stack):
            return "pop-to \(index): контроллера с таким индексом нет; в стеке 0...\(stack.count - 1) "
                + "(\(stack.joined(separator: ", ")))"
        case .alreadyOnTop(let index, let controller):
            return "pop-to \(index) не выполнена: \(controller) уже наверху"
        case .emptyStack:
            return "set-stack: нужен хотя бы один класс"
        case .stackUnchanged:
            return "set-stack: стек не изменился"
        case .navigationControllerAsScreen(let verb, let presenting):
            return "\(verb): UINavigationController здесь нельзя \(presenting ? "показать пустым" : "положить в стек") "
                + "(UIKit бросает исключение при push такого); назовите класс экрана"

        // MARK: Tab bar controller
        case .tabBar(let titles, let selected):
            return "панель вкладок: " + Self.tabItems(titles, selected: selected)
        case .tabUnderContextPresentation(let presented, let presenter):
            return "tab не выполнена: \(presented) закрывает контекст презентации "
                + "\(presenter), а ни один источник не показывает, какие вызовы делает под ним "
                + "смена вкладки; сначала `dismiss`"
        case .tabBarCovered(let presented):
            return "tab не выполнена: \(presented) показан поверх панели вкладок; сначала `dismiss`"
        case .noTabBar(let app):
            return "tab не выполнена: у \(app) нет панели вкладок (на экране нет "
                + "UITabBarController); `launch tabs` запустит приложение с ней"
        case .noSuchTab(let number, let tabBar, let tabs):
            return "tab \(number): такой вкладки нет; у \(tabBar) вкладки 1...\(tabs.count) (\(Self.numbered(tabs)))"
        case .selectedTabPopsToRoot(let number, let navigation):
            return "вкладка \(number) уже выбрана: нажатие на неё возвращает \(navigation) к "
                + "корневому экрану, с анимацией (`explain tab-reselect-pop`)"
        case .tabAlreadySelected(let number):
            return "вкладка \(number) уже выбрана: ничего не появляется и не исчезает"

        // MARK: Split view controller
        case .noSplitView(let verb, let app):
            return "\(verb) не выполнена: у \(app) нет split view (на экране нет "
                + "UISplitViewController); `launch split` запустит его"
        case .splitViewCollapsed(let verb, let device):
            return "\(verb) не выполнена: split view на \(device) свёрнут (ширина compact): secondary "
                + "лежит в стеке навигации primary; используйте `pop` или `push`"
        case .splitViewInLandscape(let verb, let device):
            return "\(verb) не выполнена: в landscape \(device) показывает обе колонки рядом; сначала `rotate portrait`"
        case .splitViewCovered(let verb, let presented):
            return "\(verb) не выполнена: над split view представлен \(presented), касания получает он; сначала `dismiss`"
        case .primaryAlreadyShown(let primary):
            return "show-primary не выполнена: колонка primary \(primary) уже показана"
        case .primaryAlreadyHidden(let primary):
            return "hide-primary не выполнена: колонка primary \(primary) уже скрыта"

        // MARK: Page view controller
        case .firstPageSet(let pageViewController, let page, let fromStoryboard):
            let made = fromStoryboard ? "\(page) из storyboard" : "\(page)()"
            return "viewDidLoad у \(pageViewController) (код приложения) вызывает "
                + "setViewControllers([\(made)], direction: .forward, animated: false)"
        case .pageViewControllerCovered(let verb, let presented):
            return "\(verb) не выполнена: \(presented) показан поверх page view controller; сначала `dismiss`"
        case .noPageViewController(let verb, let app):
            return "\(verb) не выполнена: у \(app) нет page view controller "
                + "(на экране нет UIPageViewController); `launch pages` запустит приложение с ним"
        case .noPageYet(let verb, let pageViewController):
            return "\(verb) не выполнена: \(pageViewController) ещё не показывает ни одной страницы"
        case .dataSourceReturnsNil(let number, let isLast):
            return "data source возвращает nil: страница \(number) — \(isLast ? "последняя" : "первая")"
        case .swipePastEnd(let verb, let page, let number, let forward):
            return "\(verb) не выполнена: \(page) — страница \(number), "
                + "\(forward ? "последняя" : "первая"); data source отвечает на "
                + "viewController\(forward ? "After" : "Before") nil, страница пружинит назад, и ничего "
                + "не появляется и не исчезает"
        case .noSuchPage(let number, let pages):
            return "page set \(number): такой страницы нет; data source возвращает страницы 1...\(pages.count) "
                + "(\(Self.numbered(pages)))"
        case .pageSet(let className, let number, let shown, let animated):
            return "код приложения вызывает setViewControllers([\(className)()], direction: "
                + "\(number < shown ? ".reverse" : ".forward"), animated: \(animated))"
                + (number == shown ? ": страница \(number) уже показана, и её заменяет новый экземпляр" : "")
        case .pageSetWithoutDelegate:
            return "делегат не вызывается: он слышит только о переходах, которые делает жест"

        // MARK: Custom container
        case .noCustomContainer(let verb, let app):
            return "\(verb) не выполнена: \(app) не показывает свой контейнер "
                + "(подкласс UIViewController с детьми); `launch container` запустит приложение с таким корнем"
        case .containerInTransition(let verb, let container):
            return "\(verb) не выполнена: \(container) сам сейчас появляется или исчезает; сначала дождитесь конца"
        case .childPresentsInContext(let verb, let child, let presented):
            return "\(verb) не выполнена: \(presented) показан в контексте, который задаёт \(child), и ни один "
                + "источник не показывает, что UIKit делает с ним, когда контекст уходит; сначала `dismiss`"
        case .containerClassAsChild(let verb, let className):
            return "\(verb): \(className) — класс контейнера; scenelab добавляет детьми простые экраны "
                + "(назовите класс экрана, например DetailViewController)"
        case .containerHasNoChildren(let verb, let container):
            return "\(verb) не выполнена: у \(container) нет детей; `child add CLASS` добавит"
        case .noSuchChild(let number, let container, let children):
            return "child remove \(number): такого ребёнка нет; дети \(container): "
                + "1...\(children.count) (\(Self.numbered(children)))"
        case .forwardingUnchanged(let forwards, let container):
            return "child forwarding \(forwards ? "on" : "off") не выполнена: \(container) уже "
                + (forwards ? "доверяет UIKit передавать детям вызовы появления" : "передаёт вызовы появления вручную")
        case .forwardingChanged(let forwards, let container):
            return forwards
                ? "\(container).shouldAutomaticallyForwardAppearanceMethods = true: UIKit снова передаёт "
                    + "детям вызовы появления"
                : "\(container).shouldAutomaticallyForwardAppearanceMethods = false: теперь его код сам "
                    + "вызывает у детей beginAppearanceTransition(_:animated:) и endAppearanceTransition()"

        // MARK: Presentation
        case .presentsFullScreenBeforeiOS13(let style, let device):
            return "до iOS 13 \(style == .automatic ? spokenName(style) : "\(spokenName(style)) на \(device)") "
                + "— это .fullScreen: презентующий контроллер уходит из окна"
        case .automaticIsPageSheet(let device):
            return "modalPresentationStyle .automatic на \(device) ведёт себя как .pageSheet"
        case .popoverAdapts(let resolved, let device):
            return "modalPresentationStyle .popover на \(device) (ширина compact) становится "
                + "\(resolved.uikitName): это лист, презентующий контроллер остаётся в окне"
        case .formSheetIsSheet(let device):
            return "modalPresentationStyle .formSheet на \(device) (ширина compact) показан листом: "
                + "презентующий контроллер остаётся в окне"
        case .contextDefinerPresents(let controller):
            return "\(controller) задаёт контекст презентации: UIKit просит его показать контроллер"
        case .noContextDefiner(let presenter, let isRoot):
            return "ни один контроллер не задаёт контекст презентации: показывает "
                + (isRoot ? "корневой контроллер окна" : "верхний показанный контроллер") + " \(presenter)"
        case .nothingPresented(let verb, let root):
            return "\(verb) не выполнена: ничего не показано модально (\(root) — корень окна)"
        case .notAPopover(let presented, let style):
            return "tap-outside не выполнена: \(presented) показан как \(style.uikitName), а не как поповер; "
                + (style.isSheet ? "`swipe-down` смахнёт лист, " : "") + "`dismiss` закроет его из кода"
        case .popoverDismissedBeforeiOS13:
            return "до iOS 13 делегат presentation controller'а о закрытии не слышит; услышал бы собственный делегат "
                + "поповера (popoverPresentationControllerShouldDismissPopover, затем ...DidDismissPopover "
                + "после ухода view), если бы приложение его реализовало"
        case .definesPresentationContext(let controller, let isOn):
            return "\(controller).definesPresentationContext = \(isOn): "
                + (isOn
                    ? "презентация .currentContext или .overCurrentContext из него или его детей накроет его"
                    : "презентации в контексте ищут выше контроллер, который его задаёт")

        // MARK: Interactive transitions
        case .gestureInFlight(let verb, let gesture):
            return "\(verb) не выполнена: идёт \(gesture): `finish` доведёт жест до конца, `cancel` вернёт экран назад"
        case .swipeBackFromRoot(let root, let navigation):
            return "swipe-back не выполнена: \(root) — корень \(navigation); возвращаться некуда"
        case .notASheet(let presented, let style):
            return "swipe-down не выполнена: \(presented) показан как \(style.uikitName), его не смахнуть; "
                + "смахнуть вниз можно только лист (`dismiss` закроет его из кода)"
        case .sheetSwipeBeforeiOS13:
            return "swipe-down не выполнена: до iOS 13 лист нельзя смахнуть вниз; `dismiss` закроет его из кода"
        case .gestureCancelledBySystem(let verb, let gesture):
            return "\(verb): система отменяет касания приложения, поэтому сначала отменяется \(gesture), "
                + "который ещё не закончен (`explain gesture-interrupted`)"
        case .noGestureInFlight(let completing):
            return "\(completing ? "finish" : "cancel") не выполнена: интерактивный переход не идёт "
                + "(его начинают `swipe-back` или `swipe-down`)"

        // MARK: Transitions
        case .persistedSessionRestored:
            return "UIKit восстанавливает сохранённую сессию сцены: configurationForConnecting не вызывается"
        case .noEntryPoint(let consoleMessage):
            return "UIKit пишет в консоль примерно: \(consoleMessage) [uncertain] Окно остаётся чёрным."
        case .noEntryPointWindowFromCode(let consoleMessage):
            return "UIKit пишет в консоль примерно: \(consoleMessage) [uncertain] У storyboard нет точки входа, "
                + "а scene(_:willConnectTo:options:) строит окно сам: ошибка ни на что не влияет (Усов, гл. 5)."

        // MARK: Container files
        case .noAppNamed(let command, let name, let guess, let apps):
            return "\(command): приложения '\(name)' нет"
                + (guess.map { "; может быть, '\($0)'?" } ?? ";") + " есть " + apps.joined(separator: ", ")
        case .noAppHasRun(let command):
            return "\(command): ни одно приложение ещё не запускалось; "
                + "назовите его, например `\(command) --app checklists`"
        case .storeFailed(let command, let error):
            return "\(command): \(error.message(in: .ru))"
        case .containerHeading(let app, let bundle):
            return "контейнер \(app) (\(bundle))"
        case .containerLocation(let path):
            return "на диске: " + path
        case .emptyFolder:
            return "  (пусто)"
        case .containerFile(let name, let width, let size):
            return "  \(Self.padded(name, to: width))  \(byteCount(size))"
        case .noSuchFile(let app, let path):
            return "rm: в контейнере \(app) нет файла \(path); `files` покажет, что там есть"
        case .fileRemoved(let path, let size):
            return "удалён \(path)" + (size.map { " (\(byteCount($0)))" } ?? "")
        case .removedWhileRunning(let app):
            return "\(app) работает: прочитанное в память там и остаётся, а следующее сохранение снова запишет файл"
        case .pageVerbUnknown(let verb, let usage):
            return "page принимает next, previous или set, а не '\(verb)'; вызов: \(usage)"
        case .appearanceMoveForbidden(let controller, let from, let through):
            return "внутренняя ошибка: \(controller) не может перейти из \(from) через \(through)"
        }
    }
}

/// A size in bytes: 1 байт, 2 байта, 5 байт, 11 байт.
private func byteCount(_ size: Int) -> String {
    "\(size) " + RussianPlural.form(size, one: "байт", few: "байта", many: "байт")
}

/// How a note names a presentation style in a Russian sentence.
private func spokenName(_ style: PresentationStyle) -> String {
    switch style {
    case .automatic: return "стиль по умолчанию"
    case .pageSheet: return "page sheet"
    case .fullScreen: return "полноэкранная презентация"
    case .overFullScreen: return "презентация over full screen"
    case .formSheet: return "form sheet"
    case .popover: return "поповер"
    case .currentContext: return "презентация current context"
    case .overCurrentContext: return "презентация over current context"
    }
}
