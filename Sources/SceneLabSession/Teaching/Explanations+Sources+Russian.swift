/// The Russian of `sources` (Explanations+Sources.swift), by the same ids:
/// what each source is and what it settles. Addresses and titles stay as
/// the notes give them; an address that describes rather than names a
/// place (`lecture 9's demo`) has a Russian one.
extension Explanations {
    /// A cited source in Russian.
    struct RussianSource: Sendable {
        /// What it is, in a few words.
        let kind: String
        /// What it settles for scenelab.
        let settles: String
        /// Where to find it, when the English address has words to translate.
        let address: String?

        init(_ kind: String, settles: String, address: String? = nil) {
            self.kind = kind
            self.settles = settles
            self.address = address
        }
    }

    private static func apple(_ method: String, of type: String) -> String {
        "developer.apple.com, \(method) у \(type)"
    }

    private static let lecture = "CS193p (Stanford, 2017), демо лекции 9"

    static let sourcesRussian: [String: RussianSource] = [
        "A1": RussianSource(
            "документация Apple по viewIsAppearing(_:)",
            settles: "он вызывается один раз на появление, после viewWillAppear и до viewDidAppear, когда traits "
                + "и геометрия уже известны",
            address: apple("viewIsAppearing(_:)", of: "UIViewController")),
        "A2": RussianSource(
            "документация Apple по sceneWillEnterForeground(_:)",
            settles: "его получает и только что подключённая сцена, и за ним всегда следует sceneDidBecomeActive",
            address: apple("sceneWillEnterForeground(_:)", of: "UISceneDelegate")),
        "A3": RussianSource(
            "документация Apple по sceneDidDisconnect(_:)",
            settles: "сцена отключается, когда её закрывают в переключателе или забирают в фоне, но никогда "
                + "при обычном переключении; при новом подключении дерево контроллеров строится заново "
                + "(`scene reclaim`)",
            address: apple("sceneDidDisconnect(_:)", of: "UISceneDelegate")),
        "A4": RussianSource(
            "документация Apple по applicationWillTerminate(_:)",
            settles: "он может прийти, когда завершают запущенное приложение, но никогда — приостановленное: "
                + "приостановленное приложение умирает без вызова",
            address: apple("applicationWillTerminate(_:)", of: "UIApplicationDelegate")),
        "A5": RussianSource(
            "документация Apple по application(_:didDiscardSceneSessions:)",
            settles: "запущенное приложение узнаёт об отброшенных сессиях сразу; иначе о них узнаёт следующий "
                + "запуск, сразу после didFinishLaunching",
            address: apple("application(_:didDiscardSceneSessions:)", of: "UIApplicationDelegate")),
        "A6": RussianSource(
            "документация Apple по shouldRemovePresentersView",
            settles: "лист оставляет view показывающего контроллера в окне, поэтому тот не получает вызовов появления",
            address: apple("shouldRemovePresentersView", of: "UIPresentationController")),
        "A7": RussianSource(
            "документация Apple по viewWillTransition(to:with:) и willTransition(to:with:)",
            settles: "при повороте об изменении traits сообщают до traitCollectionDidChange, а об изменении "
                + "размера — до того, как размер изменится",
            address: apple("viewWillTransition(to:with:) и willTransition(to:with:)", of: "UIContentContainer")),
        "A8": RussianSource(
            "документация Apple по tabBarController(_:didSelect:)",
            settles: "делегат узнаёт только о нажатиях, в том числе о нажатии на уже выбранную вкладку, "
                + "но никогда о selectedIndex, заданном в коде",
            address: apple("tabBarController(_:didSelect:)", of: "UITabBarControllerDelegate")),
        "A9": RussianSource(
            "документация Apple по applicationWillEnterForeground(_:)",
            settles: "со сценами методы переднего плана и фона у делегата приложения не вызываются, вызываются "
                + "методы делегата сцены (рассылаются только уведомления)",
            address: apple("applicationWillEnterForeground(_:)", of: "UIApplicationDelegate")),
        "A10": RussianSource(
            "техническая заметка Apple о жизненном цикле сцен",
            settles: "приложения, собранные с SDK после iOS 26, обязаны использовать сцены, поэтому в scenelab "
                + "сцены по умолчанию",
            address: "developer.apple.com, техническая заметка TN3187"),
        "A12": RussianSource(
            "комментарии, которые шаблон проекта Apple ставит к методам сцены",
            settles: "configurationForConnecting спрашивают, только когда создаётся новая сессия сцены; сам по себе "
                + "willConnectTo не значит, что сессия новая, поэтому восстановленная сессия обходится без конфигурации",
            address: "шаблон iOS App в Xcode: комментарии в AppDelegate.swift и SceneDelegate.swift"),
        "A11": RussianSource(
            "документация Apple о предупреждениях о нехватке памяти",
            settles: "предупреждение о памяти получает каждый живой контроллер, и view больше не выгружаются "
                + "(второго viewDidLoad нет)",
            address: apple("didReceiveMemoryWarning() и viewDidUnload()", of: "UIViewController")),
        "S1": RussianSource(
            "комментарий в app delegate одного проекта с логом iOS 13",
            settles: "порядок запуска со storyboard (viewDidLoad после sceneWillEnterForeground, viewDidAppear "
                + "после sceneDidBecomeActive), переключатель как только неактивное состояние и одну из "
                + "последовательностей kill (sceneDidDisconnect, didDiscardSceneSessions, затем вызовы исчезновения)"),
        "S2": RussianSource(
            "заметки учащегося с логом запуска",
            settles: "когда окно создаётся в коде, корень загружается и получает viewWillAppear внутри "
                + "willConnectTo (`launch --window code`); viewDidAppear всё равно ждёт sceneDidBecomeActive"),
        "S3": RussianSource(
            "ответ с логами от известного автора книг о UIKit",
            settles: "появиться значит войти в иерархию окна, а не стать видимым: приложение, запущенное в фоне, "
                + "всё равно получает viewWillAppear; и порядок между контроллерами не гарантирован",
            address: "ответ matt на Stack Overflow о событиях жизненного цикла приложения, запущенного в фоне"),
        "S4": RussianSource(
            "запись в блоге с логами push и pop",
            settles: "чередование вызовов при push и pop, deinit после pop и то, что число проходов layout "
                + "меняется (два при запуске, ни одного у открывшегося при pop контроллера)"),
        "S5": RussianSource(
            "запись в блоге о жизненном цикле UIViewController",
            settles: "willMove(toParent:) и didMove(toParent:) вокруг push и pop и несколько проходов layout"),
        "S6": RussianSource(
            "запись в блоге 2012 года с логами",
            settles: "порядок push и pop и место willShow и didShow у делегата навигации "
                + "(один старый лог, поэтому неточно)"),
        "S7": RussianSource(
            "статья 2014 года о непоследовательном порядке событий перехода",
            settles: "порядок между контроллерами зависит от перехода, а отменённый swipe-back разворачивает "
                + "will-вызовы (iOS 7)"),
        "S8": RussianSource(
            "вопрос на Stack Overflow об интерактивном pop",
            settles: "отменённый swipe-back оставляет один контроллер без viewDidAppear, а другой без "
                + "viewDidDisappear; после завершённого pop идёт deinit"),
        "S9": RussianSource(
            "заметки с логами модального показа",
            settles: "на весь экран: viewDidAppear модального контроллера раньше viewDidDisappear показывающего; "
                + "при листе показывающий контроллер молчит; will-вызовы при стягивании листа приходят, "
                + "когда жест начинается"),
        "S10": RussianSource(
            "запись в блоге, сравнивающая стили показа",
            settles: "порядок при показе на весь экран, тишину у контроллера, показавшего лист или "
                + "over-full-screen, и deinit после dismiss"),
        "S11": RussianSource(
            "статья 2019 года: почему не вызывается viewWillAppear",
            settles: "до iOS 13 page sheet на iPhone был на весь экран, поэтому показывающий контроллер получал "
                + "свои вызовы; с iOS 13 — нет, и код, обновляющий экран в viewWillAppear, ломается"),
        "S12": RussianSource(
            "статья об изменениях модального показа в iOS 13",
            settles: "лист стал стилем по умолчанию, и его закрытие не вызывает viewWillAppear у показавшего "
                + "контроллера"),
        "S13": RussianSource(
            "запись в блоге с логом переключения вкладки",
            settles: "при переключении вкладки viewWillAppear новой приходит раньше viewWillDisappear старой"),
        "S14": RussianSource(
            "записи начиная с iOS 4 об уходе в фон",
            settles: "Home и возвращение не дают вызовов появления: контроллеры никогда не узнают о фоне"),
        "S15": RussianSource(
            "отчёт об ошибке и запись о тёмной теме в переключателе",
            settles: "приложение в фоне может получить traitCollectionDidChange дважды, пока переключатель "
                + "делает его снимок"),
        "S16": RussianSource(
            "лог kill смахиванием на форуме разработчиков",
            settles: "одну из последовательностей kill: sceneWillResignActive, sceneDidDisconnect, иногда "
                + "лишняя вторая сцена (её показывает `explain kill`, но не проигрывает)",
            address: "forums.developer.apple.com, тема от mmatiush"),
        "S17": RussianSource(
            "вопрос на Stack Overflow с логами matt о смахивании приложений",
            settles: "последовательности kill, которые проигрывает scenelab, помеченные как неточные: на iPhone "
                + "sceneWillResignActive, sceneDidEnterBackground, applicationWillTerminate (только у приложения "
                + "на переднем плане); на iPad sceneDidDisconnect для каждой сцены, didDiscardSceneSessions, "
                + "applicationWillTerminate",
            address: "перевод вопроса Stack Overflow 71570813 на isolution.pro"),
        "S18": RussianSource(
            "статья о том, как завершаются приложения iOS",
            settles: "что на iPhone kill смахиванием может просто завершить процесс без единого вызова"),
        "S19": RussianSource(
            "вставленный лог предупреждения о памяти",
            settles: "didReceiveMemoryWarning получает каждый живой контроллер, в том числе не на экране"),
        "S20": RussianSource(
            "статья и заметки о viewIsAppearing",
            settles: "viewIsAppearing приходит до собственного прохода layout контроллера, а геометрия "
                + "не окончательная в viewDidLoad и viewWillAppear",
            address: "useyourloaf.com/blog/uikit-view-lifecycle-viewisappearing и заметки о WWDC23 на hackmd"),
        "S21": RussianSource(
            "запись о SceneDelegate и iOS 12",
            settles: "со сценами методы переднего плана и фона у делегата приложения молчат; без сцен "
                + "(`--ios 12`) делегат приложения их получает"),
        "S22": RussianSource(
            "отчёт об ошибке в setViewControllers",
            settles: "верхний контроллер может не получить willMove и didMove при setViewControllers (неточно)"),
        "S23": RussianSource(
            "заметки библиотеки о вложении контроллеров",
            settles: "viewWillAppear и viewDidAppear контейнера выполняются раньше, чем у его детей"),
        "S24": RussianSource(
            "глава учебника",
            settles: "в итоге ничего: в ней нет sceneWillEnterForeground при запуске, что противоречит "
                + "документации Apple"),
        "S25": RussianSource(
            "запись в блоге 2016 года об изменениях traits",
            settles: "контроллер, скрытый в стеке, может узнать о новых traits только при новом появлении (неточно)"),
        "S26": RussianSource(
            "pull request о переходе на API traits из iOS 17",
            settles: "iOS 17 объявляет traitCollectionDidChange устаревшим в пользу registerForTraitChanges "
                + "и вызывает обработчики traits раньше",
            address: "pull request #19 в lascic/UIOnboarding"),
        "S27": RussianSource(
            "запись в блоге с логами push и pop",
            settles: "при push сначала viewWillDisappear старого контроллера, viewWillAppear нового и layout, затем "
                + "viewDidDisappear старого и viewDidAppear нового; pop повторяет это зеркально, и снятый "
                + "контроллер освобождается последним"),
        "S28": RussianSource(
            "повторная реализация navigation controller из UIKit",
            settles: "возврат к контроллеру сообщает только контроллерам на экране: те, что между ними, "
                + "ни разу не показанные, вызовов появления не получают"),
        "D1": RussianSource(
            "лог лекции: запуск на iPad в альбомной ориентации",
            settles: "split view создаёт все контроллеры (init(coder:)) раньше, чем будит хоть один "
                + "(awakeFromNib в обратном порядке), а primary раскладывается дважды",
            address: lecture),
        "D2": RussianSource(
            "лог лекции: iPad поворачивают в портретную ориентацию",
            settles: "viewWillDisappear скрывающегося primary приходит раньше всех viewWillTransition, затем "
                + "блоки анимации и completion у coordinator",
            address: lecture),
        "D3": RussianSource(
            "лог лекции: primary выдвигают (iPad, портретная ориентация)",
            settles: "primary раскладывается до своего viewWillAppear и снова после viewDidAppear (`show-primary`)",
            address: lecture),
        "D4": RussianSource(
            "лог лекции: запуск на iPhone",
            settles: "secondary свёрнутого split view получает viewWillAppear, затем исчезает без viewDidAppear; "
                + "показанный контроллер раскладывается дважды",
            address: lecture),
        "D5": RussianSource(
            "лог лекции: segue на iPhone",
            settles: "каждый segue создаёт новый Game, и отложенный в сторону уходит из кучи раньше, чем "
                + "загружается новый; показанное через push view раскладывается один раз",
            address: lecture),
        "D6": RussianSource(
            "лог лекции: Back на iPhone",
            settles: "снятый со стека Game остаётся в куче, пока его держит выбор темы, а открывшееся view "
                + "не раскладывается",
            address: lecture),
        "D7": RussianSource(
            "лог лекции: второй segue на iPhone",
            settles: "замена ссылки у выбора темы освобождает предыдущий Game",
            address: lecture),
        "B1": RussianSource(
            "главы книги о жизненном цикле контроллера, о том, как запускается приложение, и о делегатах",
            settles:
                "шаги, которые она перечисляет для push, то, что при сценах для фона она называет только вызовы делегата сцены, "
                + "и то, что экземпляр освобождается, только когда на него никто не ссылается, а слабая ссылка на делегата "
                + "не даёт возникнуть циклу сильных ссылок",
            address: "Усов, «Swift. Разработка приложений в среде Xcode»: гл. 3, 5 и 6 и To-Do Manager гл. 14"),
        "B2": RussianSource(
            "правила самой лекции для каждого метода жизненного цикла",
            settles:
                "для чего каждый метод: настройка во viewDidLoad, геометрия только в вызовах раскладки, при нехватке памяти освободить то, что можно построить заново",
            address: "CS193p (Stanford, 2017), лекция 9, «View Controller Lifecycle and Scroll View»"),
        "B3": RussianSource(
            "урок, в котором строится таблица рекордов игры",
            settles: "рекорды хранятся в UserDefaults через memento, по одному на законченную игру",
            address: "курс «Архитектуры и шаблоны проектирования на Swift», урок 1 (delegate, singleton, memento)"),
        "B4": RussianSource(
            "глава, которая сохраняет списки в property list",
            settles: "сохранять при каждом изменении, а не при выходе: до завершения приложения ни один вызов не обещан",
            address: "iOS Apprentice, глава «Сохранение и загрузка»"),
    ]
}
