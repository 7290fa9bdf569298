import CommandGrammar
import StoryboardReader
import SwiftSourceModel
import XcodeProject

/// What an opened project's readers met, said in Russian.
enum RussianDiagnostics {
    static func sentence(_ problem: ProjectProblem) -> String {
        switch problem {
        case .storyboard(let problem): return sentence(problem)
        case .source(let problem): return sentence(problem)
        case .storyboardNotRead(let failure): return "не прочитан: \(sentence(failure))"
        case .infoPlistNotRead(let detail): return "не прочитан: \(detail)"
        case .invalidBundleIdentifier(let id):
            return "идентификатор пакета '\(id)' недопустим (только латинские буквы, цифры, дефисы и точки);"
                + " приложение играется с другим"
        case .objectiveCFiles(let count):
            return "файлов Objective-C (.m): \(count); scenelab читает методы их классов по селекторам (action,"
                + " unwind, переопределения) и строки NSLog с простым текстом, но не остальной их код"
        case .windowBuiltInCode(let fallback):
            return "конфигурация сцены не называет storyboard, значит, окно строит код делегата сцены, а понятного"
                + " scenelab корня там нет; он показывает вместо этого начальный контроллер \(fallback).storyboard"
        case .storyboardRootReplaced:
            return "код приложения задаёт корень окна (window.rootViewController = …) после того, как UIKit создал"
                + " начальный контроллер этого storyboard: играется корень из кода; контроллер из storyboard,"
                + " который так и не показывается, не играется"
        case .initialControllerNotFound: return "начальный контроллер не найден; показан простой UIViewController"
        case .superNotCalled(let className, let method, let instead?):
            return "\(className).\(method) вызывает super.\(instead) вместо super.\(method)"
        case .superNotCalled(let className, let method, nil):
            return "\(className).\(method) переопределяет метод UIKit, не вызывая super"
        case .presentsBeforeInWindow(let className, let method, let presented):
            // UIKit's console line, then scenelab's words.
            return "Attempt to present \(presented) on \(className) whose view is not in the window hierarchy."
                + " (\(className).\(method) показывает контроллер, пока его view ещё не в окне: UIKit ничего"
                + " не показывает; показывайте из viewDidAppear(_:))"
        case .unknownClass(let className):
            // Verbatim: UIKit's console line, then scenelab's words.
            return "Unknown class \(className) in Interface Builder file. (ни один файл Swift проекта не объявляет"
                + " \(className): UIKit пишет эту строку и создаёт простой UIViewController, и код класса не"
                + " выполняется)"
        case .viewPrintsNotPlayed(let className, let viewClass):
            return "\(className) — это \(viewClass): scenelab играет код контроллеров и делегатов, а не представлений"
                + " (кроме корневого view из loadView() и view, добавленного к view контроллера: их инициализатор и"
                + " layoutSubviews() он играет), так что эти"
                + " print не печатают"
        case .notificationNotPosted(let notification):
            return "scenelab не рассылает \(notification): метод или замыкание, которые его наблюдают, здесь не выполняются"
        case .nearlyMatchesUIKit(let className, let method, let uikit, let isOverride):
            return "\(className).\(method) почти совпадает с \(uikit) из UIKit; UIKit вызывает \(uikit),"
                + " так что этот метод не выполняется никогда"
                + (isOverride ? " (а с override он и не собирается в Swift 3 и новее)" : "")
        case .selectorNotMatched(
            let selector, let isUnwind, let className, let method, let methodSelector, let suggested):
            return (isUnwind ? "unwind-действие " : "действие ")
                + "\(selector) — не \(className).\(method): в Objective-C этот метод называется \(methodSelector);"
                + " объявленный как \(suggested), он назывался бы \(selector)"
        }
    }

    static func sentence(_ problem: StoryboardProblem) -> String {
        switch problem {
        case .notAnIOSDocument(let type): return "тип документа — \(type), это не storyboard для iOS"
        case .notAnIOSRuntime(let runtime): return "целевая среда — \(runtime), а не iOS"
        case .unknownElement(let name, let parent?): return "неизвестный элемент <\(name)> в <\(parent)>"
        case .unknownElement(let name, nil): return "неизвестный элемент <\(name)>: scenelab его пропускает"
        case .secondController(let name): return "второй контроллер <\(name)> в одной сцене пропущен"
        case .unknownSceneMember(let name): return "неизвестный член сцены <\(name)>"
        case .sceneWithoutController: return "сцена без контроллера пропущена"
        case .missingID(let element): return "<\(element)> без id пропущен"
        case .unknownAttribute(let name, let element): return "неизвестный атрибут \(name) у <\(element)>"
        case .segueOutsideConnections: return "<segue> вне <connections> пропущен"
        case .unknownSegueAttribute(let name, let kind): return "неизвестный атрибут \(name) у segue вида \(kind)"
        case .segueWithoutDestination(let kind): return "segue вида \(kind) без назначения пропущен"
        case .popoverWithoutAnchor: return "popover segue без якоря"
        case .relationshipWithoutName: return "relationship segue без имени связи"
        case .unwindWithoutAction: return "unwind segue без unwindAction"
        case .unknownSegueKind(let kind): return "неизвестный вид segue \(kind)"
        case .initialControllerMissing(let id): return "начального контроллера \(id) нет в этом storyboard"
        case .unwindDestinationNotExit(let id): return "назначение unwind segue \(id) — не выход (Exit) его сцены"
        case .segueDestinationMissing(let id): return "назначения segue \(id) нет в этом storyboard"
        case .moreWarnings(let count): return "и ещё предупреждений: \(count), не перечислены"
        }
    }

    static func sentence(_ problem: SourceProblem) -> String {
        let goingOn = "остальной файл прочитан, насколько это возможно"
        switch problem {
        case .fileTooLarge(let maximum): return "пропущен: больше \(maximum) МиБ"
        case .nestedTooDeep(let shape, let count, let limit):
            return "пропущен: \(count) \(name(of: shape)); разбор выдерживает не больше \(limit)"
        case .unreadable(let text): return "парсер Swift не смог прочитать '\(text)'; \(goingOn)"
        case .expected(let token, let closing):
            return "парсер Swift ждал здесь '\(token)'"
                + (closing.map { ", чтобы закрыть '{' в строке \($0)" } ?? "") + "; \(goingOn)"
        case .duplicateMember(let className, let member): return "у \(className) больше одного '\(member)'; взят первый"
        case .duplicateClass(let name, let path, let line):
            return "второй класс с именем \(name) (первый — \(path):\(line)); он пропущен"
        case .moreWarnings(let count): return "и ещё предупреждений: \(count), не перечислены"
        case .readerUnavailable(let reason):
            return "файлы Swift не прочитаны (\(reason)); их строки print не показаны."
                + " `swift build -c release --product SceneLabSwiftReading` (это делает scripts/run) собирает модуль чтения"
        case .closureKept(let call):
            return "замыкание, переданное в \(call), не вызывается, пока работает этот метод приложения (он"
                + " сохраняет его, чтобы вызвать позже): scenelab его не проигрывает"
        }
    }

    private static func name(of shape: SourceProblem.NestedShape) -> String {
        switch shape {
        case .squareBrackets: return "квадратных скобок открыты одна в другой"
        case .genericArguments: return "вложенных обобщённых аргументов подряд"
        case .effects: return "try или await подряд"
        case .interpolations: return "вложенных интерполяций строк подряд"
        case .conditions: return "#if один в другом"
        }
    }

    static func sentence(_ error: ProjectError) -> String {
        switch error {
        case .noStoryboard:
            return "нет storyboard и нет класса делегата приложения или сцены в Swift из папки: scenelab играет"
                + " приложения UIKit, чьи экраны заданы в storyboard или кодом их делегатов (`App` из SwiftUI не такое)"
        case .windowBuiltInCode:
            return "окно строит код приложения (его первый экран не задан в storyboard), и scenelab не находит"
                + " понятного ему `window.rootViewController = …` в scene(_:willConnectTo:options:) делегата сцены"
                + " или в application(_:didFinishLaunchingWithOptions:) делегата приложения: он играет созданный там"
                + " в коде контроллер (`UINavigationController(rootViewController: ListViewController())`) или"
                + " сцену storyboard"
        case .swiftUIApp(let file):
            return "приложение SwiftUI (его `@main` `App` в \(file)): scenelab играет приложения UIKit, чьи экраны"
                + " заданы в storyboard или кодом их делегатов"
        case .windowBuiltInObjectiveC(let file):
            return "окно строит код приложения на Objective-C (\(file); его первый экран не задан в storyboard): из"
                + " Objective-C scenelab читает действия и селекторы возврата, названные в storyboard, а не то, что"
                + " показывает код"
        case .swiftNotRead(let reason):
            return "окно строит код приложения (его первый экран не задан в storyboard), а его файлы Swift прочесть"
                + " не удалось: \(reason)"
        case .launchMethodNearlyMatches(let className, let method, let uikit):
            return "окно строит код приложения в \(className).\(method), а это почти \(uikit) из UIKit: в Swift 3"
                + " и новее у него другой селектор, UIKit его не вызывает, и у окна нет корня; объявленный как"
                + " \(uikit), он бы выполнился"
        case .severalProjects(let folders):
            let count = RussianPlural.form(folders.count, one: "проект", few: "проекта", many: "проектов")
            return "в папке \(folders.count) \(count) Xcode; откройте папку одного из них: "
                + folders.joined(separator: ", ")
        case .missingStoryboard(let name, let available):
            return "окно приложения показывает \(name).storyboard, а его в папке нет"
                + (available.isEmpty ? "" : "; есть \(available.map { $0 + ".storyboard" }.joined(separator: ", "))")
        case .noInitialViewController(let file):
            return "в \(file) не назначен начальный контроллер (снята галочка Is Initial View Controller)"
        case .missingInitialViewController(let file, let id):
            return "\(file) называет начальным контроллер \(id), но ни одна сцена его не содержит"
        case .unreadableStoryboard(let file, let error):
            return "\(file):\(sentence(error))"
        }
    }

    static func sentence(_ error: StoryboardError) -> String {
        switch error {
        case .xml(let error): return "\(error.line):\(error.column): \(sentence(error))"
        case .notAStoryboard(let line, let column, _):
            return "\(line):\(column): корневой элемент — не <document> из storyboard"
        }
    }

    /// What went wrong, by kind (the English message has the detail, which a malformed file shows).
    static func sentence(_ error: XMLReadError) -> String {
        switch error.kind {
        case .tooLarge: return "файл больше \(XMLLimits.maximumInputSize >> 20) МиБ"
        case .tooDeep: return "элементы вложены глубже \(XMLLimits.maximumDepth) уровней"
        case .tooManyNodes: return "слишком много элементов или атрибутов"
        case .doctype: return "DOCTYPE не читается (раскрытие сущностей и внешние загрузки)"
        case .entityDeclaration: return "объявления сущностей не читаются"
        case .unknownEntity(let name): return "неизвестная сущность &\(name);"
        case .truncated: return "файл обрывается внутри разметки"
        case .invalidUTF8: return "файл не в UTF-8"
        case .mismatchedTag(let expected, let found): return "закрывающий тег </\(found)> вместо </\(expected)>"
        case .malformed: return "это не правильно построенный XML (\(error.message))"
        }
    }
}
