/// What `explain` says about the lifecycle corrections: each topic names
/// the order scenelab plays and the source that settles it, or says that no
/// source does (the lines scenelab then marks uncertain).
extension Explanations {
    /// The topics in English, by key.
    static let lifecycleFixTopics: [String: [String]] = [
        "delegate-class-names": [
            "The log names an object by its class: the scene delegate prints as SceneDelegate#1, the app",
            "delegate as AppDelegate. A screen called SceneDelegate would print SceneDelegate#1 too, and its",
            "deinit would read as the delegate's, which lives as long as its scene. An app cannot declare two",
            "classes of one name, so scenelab refuses a view controller named after the app's delegate",
            "classes (AppDelegate, SceneDelegate) or the UIKit classes they use (UIApplication, UIResponder,",
            "UIScene, UIWindowScene, UIWindow, UISceneSession, UISceneConfiguration), none of which is a",
            "UIViewController. Any other name, such as SceneDelegateScreen, works.",
        ],
        "tab-reselect-pop": [
            "A tap on the tab already selected: UIKit asks tabBarController(_:shouldSelect:) and calls",
            "tabBarController(_:didSelect:) even though nothing changed (A8: since iOS 3, for user taps",
            "only). A navigation controller tab holding more than its root pops to it, animated, so its top",
            "disappears and the root appears. The pop's will-calls come at once and its did-calls, then the",
            "popped controllers' deinit, when the animation ends (anchor §1b, §1j). didSelect answers the tap",
            "before that end, so scenelab plays it between the two; whether UIKit pops before or after it",
            "tells the delegate, no source says (uncertain). At the root, only the delegate hears the tap.",
        ],
        "suspended-rotation": [
            "A suspended app runs no code, so a rotation reaches none of its controllers: no trait, size or",
            "layout call, and an iPad split's primary column neither appears nor disappears (anchor §1h:",
            "the calls of a rotation are the app's code running). No source logs what the app hears when it",
            "comes back turned. scenelab chooses: after sceneWillEnterForeground, its windows take the new",
            "size (the calls of a rotation, as `rotate` plays them), then sceneDidBecomeActive, so the screen",
            "is laid out for the new size before it is active; every call of it is uncertain. Turned there",
            "and back while suspended, the app hears nothing. A background app that is not suspended still",
            "runs and hears a rotation at once.",
        ],
        "swipe-back-appearing": [
            "A swipe-back that finishes is an appearance of the revealed controller, so it gets",
            "viewIsAppearing once, as a pop does (A1: once per appearance, after viewWillAppear, once the",
            "view is in the hierarchy). The view joins the hierarchy at touch-down, so scenelab plays it",
            "then; no iOS 13+ log shows its moment (anchor §1d), so it is uncertain. On `cancel` the top",
            "springs back with viewWillAppear, viewIsAppearing and viewDidAppear; whether viewIsAppearing",
            "comes there is not logged either (uncertain).",
        ],
        "sheet-drag-cancel": [
            "A sheet dragged down and let go springs back: viewWillAppear, viewIsAppearing, viewDidAppear.",
            "The sheet-drag log (velog.io, iOS 15+, anchor §4) shows the three, as A1 documents for every",
            "appearance; the presenter hears nothing either way (S9).",
        ],
        "kill-ipad-active": [
            "Swiping an app away on iPad: the switcher opens first, so an active scene resigns active (S1:",
            "the switcher makes a scene inactive, as `switcher` plays it). scenelab then plays the sequence",
            "S17 logged for iPad: sceneDidDisconnect, didDiscardSceneSessions, applicationWillTerminate.",
            "S17's log starts at the disconnect, so whether the scene enters the background first is not",
            "logged; scenelab plays sceneDidEnterBackground, as `scene close` does, so the scene never jumps",
            "from active to disconnected, and marks it uncertain. A scene in the background only disconnects.",
        ],
        "inactive-tags": [
            "An incoming call makes the scene inactive: sceneWillResignActive, then sceneDidBecomeActive when",
            "the call ends. Both lines are documented: Apple's documentation of sceneWillResignActive names",
            "temporary interruptions such as system alerts, and sceneDidBecomeActive is how a scene hears it",
            "is active again, as on the way back from the switcher (`open`). The notes class the pair the",
            "same way (anchor §1f, S1), so scenelab tags both alike.",
        ],
        "split-primary-appearing": [
            "An iPad split view's hidden primary appears when it slides in (`show-primary`) or when the iPad",
            "turns to landscape. On iOS 13 and later every appearance has viewIsAppearing between",
            "viewWillAppear and viewDidAppear (A1), so scenelab plays it there. The lecture's logs (D2, D3)",
            "were taken before the method existed, so its place against the column's layout is not logged:",
            "uncertain. Play `ios 12` to compare with the lecture as it was filmed.",
        ],
    ]

    /// The same topics in Russian, by the same keys.
    static let lifecycleFixTopicsRussian: [String: [String]] = [
        "delegate-class-names": [
            "Лог называет объект по его классу: делегат сцены печатается как SceneDelegate#1, делегат",
            "приложения — как AppDelegate. Экран с именем SceneDelegate тоже печатался бы как SceneDelegate#1,",
            "а его deinit выглядел бы как deinit делегата, который живёт, пока жива его сцена. В приложении не",
            "может быть двух классов с одним именем, поэтому scenelab отклоняет контроллер, названный как",
            "классы делегатов приложения (AppDelegate, SceneDelegate) или классы UIKit, которые они используют",
            "(UIApplication, UIResponder, UIScene, UIWindowScene, UIWindow, UISceneSession,",
            "UISceneConfiguration); ни один из них не UIViewController. Любое другое имя, например",
            "SceneDelegateScreen, подходит.",
        ],
        "tab-reselect-pop": [
            "Нажатие на уже выбранную вкладку: UIKit спрашивает tabBarController(_:shouldSelect:) и вызывает",
            "tabBarController(_:didSelect:), хотя ничего не изменилось (A8: с iOS 3, только для нажатий",
            "пользователя). Если вкладка — контроллер навигации, в стеке которого больше одного экрана, он",
            "с анимацией возвращается к корневому: верхний экран исчезает, корневой появляется. Will-вызовы",
            "pop приходят сразу, а did-вызовы и затем deinit снятых контроллеров — когда анимация закончится",
            "(anchor §1b, §1j). didSelect отвечает на нажатие до этого, поэтому scenelab вызывает его между",
            "ними; делает ли UIKit pop до или после вызова делегата, не сказано ни в одном источнике",
            "(неточно). На корневом экране нажатие получает только делегат.",
        ],
        "suspended-rotation": [
            "Приостановленное приложение не выполняет код, поэтому поворот не доходит ни до одного его",
            "контроллера: нет вызовов трейтов, размера и раскладки, а основная колонка split view на iPad не",
            "появляется и не исчезает (anchor §1h: вызовы поворота — это выполнение кода приложения). Что",
            "приложение получает, вернувшись в повёрнутом виде, не записано ни в одном источнике. scenelab",
            "выбирает так: после sceneWillEnterForeground его окна получают новый размер (вызовы поворота,",
            "как в `rotate`), затем sceneDidBecomeActive, чтобы экран был разложен под новый размер до того,",
            "как станет активным; все эти вызовы помечены как неточные. Если устройство повернули туда и",
            "обратно, приложение ничего не получает. Приложение в фоне, которое не приостановлено, работает",
            "и получает поворот сразу.",
        ],
        "swipe-back-appearing": [
            "Завершённый swipe-back — это появление открывшегося контроллера, поэтому он один раз получает",
            "viewIsAppearing, как при pop (A1: один раз на каждое появление, после viewWillAppear, когда view",
            "уже в иерархии). View попадает в иерархию в момент касания, поэтому scenelab вызывает его тогда;",
            "ни один лог iOS 13+ не показывает этот момент (anchor §1d), поэтому строка помечена как",
            "неточная. При `cancel` верхний экран возвращается: viewWillAppear, viewIsAppearing,",
            "viewDidAppear; есть ли там viewIsAppearing, тоже не записано (неточно).",
        ],
        "sheet-drag-cancel": [
            "Если потянуть лист вниз и отпустить, он возвращается: viewWillAppear, viewIsAppearing,",
            "viewDidAppear. Лог перетаскивания листа (velog.io, iOS 15+, anchor §4) показывает все три, как",
            "A1 описывает для каждого появления; показавший контроллер ничего не получает (S9).",
        ],
        "kill-ipad-active": [
            "Закрытие приложения на iPad: сначала открывается переключатель приложений, и активная сцена",
            "становится неактивной (S1: переключатель делает сцену неактивной, как в команде `switcher`).",
            "Затем scenelab играет последовательность, записанную в S17 для iPad: sceneDidDisconnect,",
            "didDiscardSceneSessions, applicationWillTerminate. Лог S17 начинается с отключения, поэтому",
            "уходит ли сцена сначала в фон, не записано; scenelab вызывает sceneDidEnterBackground, как при",
            "`scene close`, чтобы сцена не перескакивала из активной сразу в отключённую, и помечает строку",
            "как неточную. Сцена в фоне только отключается.",
        ],
        "inactive-tags": [
            "Входящий звонок делает сцену неактивной: sceneWillResignActive, а после звонка",
            "sceneDidBecomeActive. Обе строки описаны Apple: документация sceneWillResignActive называет",
            "временные прерывания, например системные алерты, а sceneDidBecomeActive сообщает сцене, что она",
            "снова активна, как при возврате из переключателя приложений (`open`). Заметки оценивают эту пару",
            "одинаково (anchor §1f, S1), поэтому scenelab помечает обе строки одинаково.",
        ],
        "split-primary-appearing": [
            "Скрытая основная колонка split view на iPad появляется, когда она выезжает (`show-primary`) или",
            "когда iPad поворачивают в альбомную ориентацию. В iOS 13 и новее каждое появление включает",
            "viewIsAppearing между viewWillAppear и viewDidAppear (A1), поэтому scenelab вызывает его там.",
            "Логи лекции (D2, D3) записаны до появления этого метода, поэтому его место относительно",
            "раскладки колонки не записано: неточно. Запустите `ios 12`, чтобы сравнить с лекцией в том виде,",
            "в каком её сняли.",
        ],
    ]
}
