/// The Russian of `topics` (Explanations.swift), by the same keys. UIKit's
/// names, commands and options stay as typed; a topic's Russian may break
/// into other lines than its English.
extension Explanations {
    static let topicsRussian: [String: [String]] = [
        "loadView()": [
            "Создаёт view контроллера. Вызывается один раз на экземпляр, когда `view` читают впервые.",
            "Вызывайте super, если не строите всё view сами; обращение к self.view до этого приводит к падению",
            "(книга, гл. 3).",
        ],
        "viewDidLoad()": [
            "View создано, но ещё не в окне. Вызывается один раз на экземпляр, а не при каждом показе экрана.",
            "Здесь разовая настройка (заполнить outlets из модели). Геометрии здесь не место: bounds ещё не",
            "окончательные (Stanford CS193p).",
        ],
        "viewWillAppear(_:)": [
            "View вот-вот войдёт в иерархию окна; вызывается каждый раз, и за ним может не последовать viewDidAppear.",
            "Здесь экран догоняет модель. Возвращение после жеста «Домой» его НЕ вызывает: для этого есть вызовы сцены.",
        ],
        "viewIsAppearing(_:)": [
            "Между viewWillAppear и viewDidAppear (публичный с iOS 17): traits и геометрия уже известны.",
            "По документации Apple он вызывается ровно один раз на каждое появление, до viewDidAppear.",
        ],
        "viewWillLayoutSubviews()": [
            "View вот-вот расставит свои subviews: геометрии место здесь, а не в viewDidLoad (Stanford CS193p).",
            "Он может прийти сколько угодно раз, даже дважды подряд с теми же bounds: пусть он будет дешёвым",
            "и повторяемым.",
            "scenelab показывает столько проходов, сколько в логах: два при запуске, один для push, ни одного при pop.",
        ],
        "viewDidLayoutSubviews()": [
            "У subviews уже есть frames. Как и viewWillLayoutSubviews, он может приходить снова и снова:",
            "код в нём должен быть идемпотентным.",
        ],
        "application(_:configurationForConnecting:options:)": [
            "Выбирает конфигурацию новой сессии сцены. Вызывается, только когда сессия создаётся:",
            "запуск, который восстанавливает сохранённую сессию (после того как система завершила",
            "приостановленное приложение), его пропускает.",
        ],
        "application(_:didDiscardSceneSessions:)": [
            "Пользователь закрыл сцены в переключателе приложений. Запущенное приложение узнаёт об этом сразу;",
            "иначе узнаёт следующий запуск, сразу после didFinishLaunching. Освободите то, что хранили для этих сессий.",
        ],
        "viewDidAppear(_:)": [
            "View в окне. Дорогую работу начинайте здесь (таймеры, анимации, загрузки): экран точно виден."
        ],
        "viewWillDisappear(_:)": [
            "View вот-вот покинет иерархию. Отмените то, что начал viewDidAppear. Это не освобождение памяти:",
            "проверьте isMovingFromParent / isBeingDismissed; deinit придёт позже или никогда, если контроллер",
            "ещё кто-то держит.",
        ],
        "viewDidDisappear(_:)": [
            "View покинуло иерархию. Нужен редко: освободите большие ресурсы, которые можно создать заново."
        ],
        "deinit": [
            "Ушла последняя сильная ссылка. После pop или dismiss он идёт после viewDidDisappear; цикл удержания",
            "(замыкание, захватившее self) означает, что он не придёт никогда.",
        ],
        "didReceiveMemoryWarning()": [
            "Приходит каждому живому контроллеру, на экране он или нет. Освободите то, что можно создать заново;",
            "view больше не выгружаются.",
        ],
        "sceneWillEnterForeground(_:)": [
            "Сцена выходит на передний план (запуск или возвращение); следом идёт sceneDidBecomeActive."
        ],
        "sceneDidBecomeActive(_:)": [
            "Сцена получает события. При запуске viewDidAppear корневого контроллера приходит после этого."
        ],
        "sceneWillResignActive(_:)": [
            "Неактивна — не значит в фоне: переключатель приложений, Пункт управления или звонок."
        ],
        "sceneDidEnterBackground(_:)": [
            "Сохраняйте состояние здесь: когда приложение уходит в фон, контроллеры не получают viewWillDisappear."
        ],
        "prepare(for:sender:)": [
            "Вызывается у источника после создания destination (init(coder:), awakeFromNib) и до его загрузки:",
            "его outlets ещё не заданы, так что передавайте данные через свойства, как To-Do Manager передаёт",
            "doAfterEdit.",
        ],
        "push": [
            "Push A→B: B загружается, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear;",
            "A остаётся в стеке.",
        ],
        "pop": [
            "Pop B→A: B viewWillDisappear, A viewWillAppear, B viewDidDisappear, A viewDidAppear, затем B deinit.",
            "A не загружается заново.",
        ],
        "present": [
            "На весь экран: показывающий контроллер покидает окно, и viewDidAppear у M приходит раньше его",
            "viewDidDisappear. Лист (по умолчанию с iOS 13) и over-full-screen оставляют показывающий контроллер",
            "в окне: он не получает вызовов ни при показе, ни при закрытии.",
        ],
        "dismiss": [
            "Закрытие листа не вызывает viewWillAppear у показавшего его контроллера (iOS 13+); закрытие",
            "полноэкранного — вызывает.",
        ],
        "launch-code": [
            "Окно строится в коде: willConnectTo создаёт корневой контроллер и вызывает makeKeyAndVisible(),",
            "поэтому корень загружается и получает viewWillAppear внутри willConnectTo, до sceneWillEnterForeground;",
            "viewDidAppear всё равно ждёт sceneDidBecomeActive. Источники расходятся в точном месте (помечено",
            "как неточное).",
        ],
        "set-stack": [
            "setViewControllers(_:animated:) ведёт себя как push, если новый верхний контроллер новый, и как pop,",
            "если он уже был в стеке; контроллеры, которые входят или уходят, не показываясь, получают только",
            "willMove/didMove (когда именно, не установлено).",
        ],
        "gesture": [
            "Жест выполняет собственный код приложения (из книги): сначала замыкания, запись в хранилище и",
            "reloadData, затем навигация, которую он запрашивает (segue, push, pop), и её вызовы идут в порядке",
            "UIKit для этого перехода.",
        ],
        "store": ["Чтение и запись хранилища идут в процессе приложения; вызовов UIKit они не порождают."],
        "home": [
            "Жест «Домой» доходит только до делегата сцены: sceneWillResignActive, sceneDidEnterBackground.",
            "Контроллеры не получают вызовов появления. Вскоре после возврата из sceneDidEnterBackground UIKit",
            "снимает экран для переключателя приложений (документация Apple к методу), поэтому view на экране",
            "раскладываются снова: с iOS 13 по снимку в каждом стиле, два прохода (опубликованный лог насчитывает",
            "два; смену стиля scenelab не играет), раньше один; неточно. Источники: документация Apple к",
            "sceneDidEnterBackground(_:); S14, S15.",
        ],
        "launch": [
            "Storyboard: корневой контроллер создаётся до willConnectTo и загружается после sceneWillEnterForeground;",
            "источники расходятся, где именно приходятся viewDidLoad/viewWillAppear (помечено как неточное).",
            "viewDidAppear идёт после sceneDidBecomeActive.",
        ],
        "kill": [
            "Смахивание запущенного приложения: логи расходятся, поэтому scenelab проигрывает одну записанную",
            "последовательность и помечает её как неточную.",
            "iPhone — по matt (S17): sceneWillResignActive (если активна), sceneDidEnterBackground,",
            "applicationWillTerminate; приложение в фоне, которое ещё работает, получает только",
            "applicationWillTerminate (Apple: он может быть вызван).",
            "iPad — другая из S17: sceneDidDisconnect для каждой сцены, didDiscardSceneSessions,",
            "applicationWillTerminate; сначала открывается переключатель, поэтому все активные сцены теряют",
            "активность (S1) раньше, чем какая-либо уходит с переднего плана.",
            "Без сцен: applicationWillResignActive, applicationDidEnterBackground, applicationWillTerminate.",
            "Другие записи: S1 (iOS 13) sceneDidDisconnect, didDiscardSceneSessions, viewWillDisappear,",
            "viewDidDisappear; S16 sceneWillResignActive, sceneDidDisconnect, иногда лишняя вторая сцена;",
            "S18 на iPhone вообще ничего.",
            "Приостановленное приложение завершается без единого вызова (Apple), и всё несохранённое пропадает.",
        ],
        "swipe-back": [
            "Интерактивный pop: при касании viewWillDisappear у верхнего контроллера, затем viewWillAppear",
            "у открывающегося; did-вызовы ждут, пока палец не отпустят. `finish` завершает его как pop",
            "(вместе с deinit). `cancel` (единственный полный лог — с iOS 7, поэтому эти строки неточные):",
            "открывавшийся контроллер получает viewWillDisappear и viewDidDisappear, верхний — viewWillAppear",
            "и viewDidAppear. Так один никогда не получает viewDidAppear, а другой — viewDidDisappear:",
            "за will не всегда следует did. На willMove(toParent: nil) верхнего контроллера при касании",
            "(trace containment) при cancel приходит ответ didMove(toParent:) с навигационным контроллером, в",
            "котором он остаётся; ни один лог этого не показывает (в отчёте разработчика didMove(toParent: nil)",
            "приходит, только когда pop завершён): неточно. Источники: S7, S8 (лог iOS 7); Stack Overflow 18927878.",
        ],
        "swipe-down": [
            "Лист тянут вниз: presentationControllerShouldDismiss и WillDismiss у делегата presentation",
            "controller'а (только когда закрывает человек, никогда для dismiss(animated:) в коде), затем",
            "viewWillDisappear у листа. `finish`: viewDidDisappear, presentationControllerDidDismiss, deinit.",
            "`cancel`: снова viewWillAppear и viewDidAppear, и никакого DidDismiss. Показавший лист контроллер",
            "ничего не узнаёт ни в том, ни в другом случае.",
        ],
        "interactive": [
            "Интерактивный переход (swipe-back, swipe-down) делает will-вызовы, когда палец начинает движение,",
            "и did-вызовы, когда палец отпускают: `finish` завершает его, `cancel` отменяет. До этого другие",
            "команды ждут.",
        ],
        "presentationControllerShouldDismiss(_:)": [
            "Спрашивается, когда человек начинает тянуть лист вниз; верните false, чтобы его оставить",
            "(isModalInPresentation делает то же). Не вызывается для dismiss(animated:) в коде.",
        ],
        "presentationControllerWillDismiss(_:)": [
            "Человек закрывает лист жестом; это ещё можно отменить. Не вызывается при закрытии из кода."
        ],
        "presentationControllerDidDismiss(_:)": [
            "Человек закрыл представленный экран: смахнул лист вниз или (на iPad) нажал вне popover или form",
            "sheet. Вызывается только при закрытии пользователем, никогда при dismiss(animated:) из кода: здесь",
            "синхронизируйте состояние, как сделала бы кнопка Cancel.",
        ],
        "tab": [
            "Переключение вкладки: tabBarController(_:shouldSelect:) у делегата, новая вкладка загружается",
            "при первом посещении, затем её viewWillAppear приходит РАНЬШЕ viewWillDisappear старой вкладки",
            "(наоборот по сравнению с push); viewDidDisappear старой, viewDidAppear новой, затем",
            "tabBarController(_:didSelect:) (его место неточное).",
            "Вкладки удерживает tab bar controller: deinit нет. При запуске загружается только выбранная вкладка.",
            "Повторное нажатие на выбранную вкладку всё равно вызывает делегата и возвращает навигационную",
            "вкладку к корню.",
        ],
        "tabBarController(_:shouldSelect:)": [
            "Делегат tab bar controller'а может отклонить нажатие на вкладку. Вызывается только при нажатиях,",
            "а не когда selectedIndex меняют в коде.",
        ],
        "tabBarController(_:didSelect:)": [
            "Нажатие выбрало вкладку, даже если она уже была выбрана. Не вызывается, когда selectedIndex",
            "меняют в коде.",
        ],
        "rotate": [
            "Поворот меняет размер окна, а на iPhone и класс размера по высоте: willTransition(to:with:) там,",
            "где меняются traits, viewWillTransition(to:with:) для размера, затем внутри анимации",
            "traitCollectionDidChange(_:) и проход layout, родитель раньше ребёнка (`trace traits on`,",
            "`trace layout on`). Никаких viewWillAppear или viewWillDisappear. На iPad классы размера остаются",
            "regular: вызовов traits нет. Контроллеры вне окна узнают о traits, когда появятся снова",
            "(один источник: неточно).",
        ],
        "viewWillTransition(to:with:)": [
            "Размер view вот-вот изменится (поворот, split screen). Анимируйте заодно с ним через coordinator."
        ],
        "willTransition(to:with:)": [
            "Коллекция traits вот-вот изменится (класс размера); вызывается до traitCollectionDidChange."
        ],
        "traitCollectionDidChange(_:)": [
            "Traits изменились (класс размера, тёмная тема). Устарел в iOS 17: вместо него",
            "registerForTraitChanges(_:handler:).",
        ],
        "device": [
            "Устройство решает, что адаптируется: класс размера по ширине (compact на iPhone, regular на iPad",
            "во весь экран), а значит, что делают автоматический показ и split view. Сменить его можно, только",
            "пока не запущено ни одно приложение.",
        ],
        "unowned": [
            "doAfterEdit и doAfterTypeSelected из книги захватывают владельца как [unowned self]: цикла удержания",
            "нет, но если замыкание выполнится после deinit владельца, чтение self падает, и приложение завершается:",
            "\"Attempted to read an unowned reference but object ... was already deallocated\". [weak self] с guard",
            "пережил бы это; scenelab показывает падение.",
        ],
    ]
}
