/// The Russian of `orderTopics` (Explanations+Orders.swift), by the same
/// keys: a Russian quiz's «почему A раньше B: …» reads these.
extension Explanations {
    static let orderTopicsRussian: [String: [String]] = [
        "order-deinit": [
            "Все will-вызовы и did-вызовы перехода приходят раньше deinit контроллера: он освобождается, только когда",
            "ушёл с экрана и его отпустил последний владелец.",
        ],
        "order-creation": [
            "Контроллер создаётся (init, awakeFromNib) раньше, чем загружает view (loadView), а viewDidLoad",
            "приходит, когда view уже существует: каждый вызывается один раз на экземпляр.",
        ],
        "order-loads-before-appearing": [
            "Контроллер создаётся и загружает view (init, awakeFromNib, loadView, viewDidLoad), прежде чем может",
            "появиться: его will-вызовы и did-вызовы приходят после.",
        ],
        "order-shown-loads-first": [
            "Показываемый контроллер создаётся и загружает view (init, awakeFromNib, loadView, viewDidLoad) до первого",
            "will-вызова перехода, а значит, раньше всех will-вызовов и did-вызовов перехода.",
        ],
        "order-made-before-prepare": [
            "Segue создаёт контроллер назначения (init, awakeFromNib), прежде чем вызвать prepare(for:sender:)",
            "источника, чтобы prepare мог передать новому контроллеру данные.",
        ],
        "order-prepare": [
            "Метод prepare(for:sender:) источника передаёт данные новому контроллеру до загрузки его view (loadView,",
            "viewDidLoad) и до will-вызовов и did-вызовов перехода: outlets ещё не заданы.",
        ],
        "order-will-did": [
            "У объекта will-вызов приходит раньше его did-вызова: между ними идёт анимация перехода."
        ],
        "order-app-launch": [
            "Делегат приложения получает application(_:willFinishLaunchingWithOptions:), затем",
            "application(_:didFinishLaunchingWithOptions:), затем application(_:configurationForConnecting:options:)",
            "для сцены, которая сейчас подключится.",
        ],
        "order-app-before-scene": [
            "Приложение заканчивает запуск (делегат приложения) раньше всего, что относится к сцене: вызовы делегата",
            "сцены и её контроллеров (init, awakeFromNib, loadView, viewDidLoad, will-вызовы и did-вызовы) идут после;",
            "только приложение без сцен создаёт первый контроллер до вызовов делегата приложения.",
        ],
        "order-scene-states": [
            "Делегат сцены узнаёт о состояниях сцены в том порядке, в каком она их проходит:",
            "scene(_:willConnectTo:options:), sceneWillEnterForeground(_:), sceneDidBecomeActive(_:) на подъёме;",
            "sceneWillResignActive(_:), sceneDidEnterBackground(_:) на спуске.",
        ],
        "order-storyboard-root-first": [
            "При запуске из storyboard UIKit создаёт контроллеры окна (init, awakeFromNib), пока подключает сцену, а",
            "контейнер среди них может показать своих детей (loadView, viewDidLoad, will-вызовы и did-вызовы), раньше",
            "следующего за ними вызова делегата сцены: scene(_:willConnectTo:options:), sceneWillEnterForeground(_:)",
            "или sceneDidBecomeActive(_:).",
        ],
        "order-root-before-app-delegate": [
            "В приложении без сцен UIKit загружает главный storyboard и создаёт его начальный контроллер (init,",
            "awakeFromNib) раньше вызовов application(_:willFinishLaunchingWithOptions:) и",
            "application(_:didFinishLaunchingWithOptions:) у делегата приложения, чтобы корень окна уже был, когда",
            "они выполняются.",
        ],
        "order-loads-before-embedding": [
            "Контроллер, в storyboard которого встроен другой, создаётся и загружает view (init, awakeFromNib,",
            "loadView), прежде чем встраивающий segue выполнится и вызовет его prepare(for:sender:).",
        ],
        "order-segues-in-turn": [
            "Каждый segue вызывает prepare(for:sender:) своего источника, когда выполняется, а контроллер, к которому",
            "он ведёт, выполняет свои встраивающие segue при загрузке: сначала первый prepare(for:sender:), затем",
            "prepare(for:sender:) следующего.",
        ],
        "order-children-made-in-turn": [
            "Контроллеры контейнера создаются один за другим, в том порядке, в каком их перечисляет storyboard или",
            "код: init и awakeFromNib первого, затем init и awakeFromNib следующего.",
        ],
        "order-in-turn": [
            "Когда несколько контроллеров получают один и тот же вызов в одном переходе, UIKit сообщает им по очереди:",
            "контейнеру раньше его детей, детям в порядке показа — viewWillAppear, viewWillDisappear, viewDidAppear",
            "или viewDidDisappear первого, затем viewWillAppear, viewWillDisappear, viewDidAppear или",
            "viewDidDisappear следующего.",
        ],
        "order-scene-before-appearing": [
            "Сцена подключается (scene(_:willConnectTo:options:)) и выходит на передний план",
            "(sceneWillEnterForeground(_:)) раньше, чем контроллеры её окна загружают view и появляются (loadView,",
            "viewDidLoad, will-вызовы и did-вызовы); окно, созданное в коде, создаёт свои контроллеры (init, awakeFromNib) в",
            "scene(_:willConnectTo:options:).",
        ],
        "order-active-before-appear": [
            "При запуске sceneDidBecomeActive(_:) делегата сцены приходит первым: viewDidAppear корневого контроллера",
            "ждёт, пока сцена станет активной.",
        ],
        "order-animation": [
            "Во время анимации на экране оба view: каждый will-вызов приходит в её начале, каждый did-вызов — в конце,",
            "поэтому любой will-вызов перехода приходит раньше его did-вызовов.",
        ],
        "order-leaving-first": [
            "При push, pop или модальном показе viewWillDisappear уходящего контроллера приходит раньше",
            "viewWillAppear нового; только переключение вкладок сначала сообщает новой вкладке.",
        ],
        "order-tab-new-first": [
            "Переключение вкладок сначала сообщает новой вкладке: её viewWillAppear приходит раньше",
            "viewWillDisappear старой.",
        ],
        "order-did-calls": [
            "Когда анимация заканчивается, did-вызовы идут в порядке will-вызовов: viewDidDisappear уходящего",
            "контроллера, затем viewDidAppear нового.",
        ],
        "order-did-new-first": [
            "Когда анимация заканчивается, did-вызовы идут в порядке will-вызовов: если новый контроллер узнал первым,",
            "как при переключении вкладок, его viewDidAppear приходит раньше viewDidDisappear старого.",
        ],
        "order-as-logged": [
            "Ни одно правило UIKit само по себе не упорядочивает эти два вызова: их порядок задают код приложения",
            "или журналы, по которым играется шаг; `explain` с командой шага объясняет весь шаг.",
        ],
    ]
}
