import SceneLabCore

extension PlayDiagnostic {
    public var russian: String {
        switch self {
        // MARK: Segues
        case .unwindWithoutAction:
            return "у unwind segue в storyboard нет unwindAction, и UIKit ничего не делает"
        case .destinationMissing(let destination):
            return "назначения segue \(destination) нет в storyboard, и ничего не показывается"
        case .customSeguePlayedAsShow(let customClass):
            return "пользовательский segue (\(customClass ?? "без класса")) выполняет свой perform(),"
                + " который scenelab не запускает: он сыгран как Show"
        case .segueNotTappable(let kind):
            return "segue вида \(kind) не выполняется нажатием"
        case .presentationStylePlayedAsFullScreen(let style):
            return "стиль показа \(style) сыгран как full screen"
        case .segueNotFound(let identifier, let source, let segues):
            return "segue \(identifier): у \(source) нет segue с таким идентификатором; "
                + (segues.isEmpty ? "у его сцены их нет" : "есть " + segues.joined(separator: ", "))

        // MARK: Taps and action methods
        case .controlDisabled(let sender):
            return "tap \(sender): в storyboard этот элемент выключен (снята галочка Enabled)"
        case .controlUnwired(let sender):
            return "у \(sender) в storyboard нет ни segue, ни action: нажатие ничего не делает"
        case .codeControlUnwired(let sender):
            return "\(sender) создан в коде без target-action, UIAction или меню, которые scenelab может выполнить:"
                + " нажатие ничего не делает"
        case .menuShown(let sender, let actions):
            return "\(sender) открывает своё меню: " + actions.map { "tap \(TypedName.quoted($0))" }.joined(separator: ", ")
                + " (пункты меню нажимаются по имени, пока \(sender) на экране)"
        case .rowWithoutSegue(let selectionMethod):
            return "у строки нет segue: выполняется \(selectionMethod), его print печатают; он не показывает"
                + " контроллер, который scenelab может узнать (класс приложения, созданный в коде, или сцену storyboard"
                + " по идентификатору-литералу)"
        case .actionMissing(let className, let method):
            return "в исходниках Swift у \(className) нет \(method): нажатие не делает ничего видимого scenelab"
        case .actionSentElsewhere(let target, let method):
            return "нажатие отправляет \(method) объекту \(target), а не контроллеру: его выполняет тот объект,"
                + " а scenelab это не проигрывает"
        case .actionShowsNothing(let className, let method):
            return "\(className).\(method) выполнен, его print печатают; из его кода scenelab играет dismiss,"
                + " popViewController, performSegue с идентификатором-литералом и push, present или show"
                + " контроллера приложения, созданного в коде, или сцены, созданной по идентификатору-литералу,"
                + " а здесь их нет"
        case .unrecognizedSelectorCrash(
            let receiver, let selector, let className, let sender, let near, let nearSelector):
            let console = Self.unrecognizedSelectorConsole(receiver: receiver, selector: selector)
            let its = near.map { ": его \($0) в Objective-C называется \(nearSelector ?? "")" } ?? ""
            return "\(console.message) [uncertain] (нажатие на \(sender) посылает \(selector), а такого метода у"
                + " \(className) нет\(its)); \(console.exception): приложение упало"
        case .segueNotFoundCrash(let receiver, let identifier, let className, let segues):
            let console = Self.segueNotFoundConsole(receiver: receiver, identifier: identifier)
            let has = segues.isEmpty ? "у неё их нет" : "у неё есть " + segues.joined(separator: ", ")
            return "\(console) [uncertain] (код \(className) выполняет segue, которого нет у его сцены storyboard;"
                + " \(has)): приложение упало"
        case .unwindSelectorNotMatched(let action, let className, let method, let methodSelector):
            return "unwind-действие \(action) не реализует ни один контроллер, и UIKit ничего не делает:"
                + " \(className).\(method) в Objective-C называется \(methodSelector)"

        // MARK: The screen and the console
        case .containerViews(let embedded):
            return "контейнер: " + embedded.joined(separator: ", ")
        case .consoleStoppedEarly(let method, let statements, let lines):
            return "\(method): его код выполняет больше \(statements) операторов или печатает больше"
                + " \(lines) строк через вспомогательные методы; scenelab остановился здесь"

        // MARK: Code scenelab reads but does not run
        case .collapseAnswerUnread(let className, let site):
            return "\(className).splitViewController(_:collapseSecondary:onto:) (\(site)) не возвращает просто"
                + " true или false, и scenelab не может узнать ответ: split view сворачивается так, как UIKit делает"
                + " по умолчанию, и сверху оказывается второстепенная колонка"
        case .conditionNotEvaluated(let condition, let site, false):
            return "if \(condition) (\(site)): scenelab не может вычислить это условие и сыграл первую ветку,"
                + " а не else; то же нажатие с --else сыграет else"
        case .conditionNotEvaluated(let condition, let site, true):
            return "if \(condition) (\(site)): scenelab не может вычислить это условие; как просил --else, он"
                + " сыграл else, а не первую ветку"
        case .containerRootUnknown(let how, let className, let site):
            return "\(how) \(className) (\(site)) вокруг контроллера, который scenelab не может определить (параметр"
                + " или значение, за которым он не следит): он показан пустым, без экрана приложения"
        case .conditionPrintedBody(let condition, let site, let hasElse, let elseCommand):
            return "if \(condition) (\(site)): scenelab не может вычислить это условие и выполнил тело"
                + (hasElse ? ", а не else" : "") + "; приложение может пойти другим путём"
                + (elseCommand.map { " — его играет `\($0)`" } ?? "")
        case .defaultsValueUnknown(let key):
            return "UserDefaults.standard.set(_:forKey: \"\(key)\"): scenelab не может вычислить значение, и ключ"
                + " хранит прежнее"
        case .conditionPrintedElse(let condition, let site):
            return "if \(condition) (\(site)): scenelab не может вычислить это условие и, как просит --else,"
                + " выполнил else, а не тело"
        case .titleNotWorkedOut(let className, let site):
            return "заголовок \(className) (\(site)) не вычислен: scenelab читает там литералы, строку таблицы"
                + " и элементы хранимого литерала массива; навигационная панель без заголовка"
        case .shownControllerUnknown(let how, let className, let site):
            return "\(how) \(className) (\(site)) не играется: scenelab не может узнать в нём ни один класс"
                + " контроллера из исходников Swift проекта"
        case .appNotificationAfterScene(let notification, let sceneMethod):
            return "\(notification): делегат приложения со сценами такого вызова не получает, но UIKit"
                + " всё равно рассылает это уведомление; scenelab запускает наблюдателей сразу после \(sceneMethod) [uncertain]"
        case .delayedWorkRuns(let call, let site):
            return "замыкание, переданное в \(call) в \(site), выполняется сейчас: scenelab считает, что задержка"
                + " прошла, когда команда сделала всё, что делает сразу"
        }
    }
}
