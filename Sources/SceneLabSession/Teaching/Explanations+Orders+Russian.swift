/// The Russian of `orderTopics` (Explanations+Orders.swift), by the same
/// keys: a Russian quiz's «почему A раньше B: …» reads these.
extension Explanations {
    static let orderTopicsRussian: [String: [String]] = [
        "order-deinit": [
            "deinit приходит последним: только когда контроллер ушёл с экрана и его отпустил последний владелец."
        ],
        "order-creation": [
            "Контроллер создаётся (init, awakeFromNib) раньше, чем загружает view (loadView), а viewDidLoad",
            "приходит, когда view уже существует: каждый вызывается один раз на экземпляр.",
        ],
        "order-loads-before-appearing": [
            "Контроллер создаётся и загружает view (init, loadView, viewDidLoad), прежде чем может появиться."
        ],
        "order-shown-loads-first": [
            "Показываемый контроллер создаётся и загружает view до первого вызова появления в переходе."
        ],
        "order-will-did": [
            "will-вызов объекта приходит раньше его did-вызова: между ними идёт анимация перехода."
        ],
        "order-app-before-scene": [
            "Приложение заканчивает запуск (делегат приложения) раньше, чем подключается его сцена (делегат сцены)."
        ],
        "order-scene-states": [
            "Сцена подключается, выходит на передний план, затем становится активной: всегда в этом порядке."
        ],
        "order-active-before-appear": [
            "При запуске viewDidAppear корневого контроллера ждёт, пока сцена станет активной."
        ],
        "order-animation": [
            "Во время анимации на экране оба view: все will-вызовы приходят в её начале, все did-вызовы — в конце,",
            "поэтому viewWillAppear нового экрана приходит раньше viewDidDisappear старого.",
        ],
        "order-leaving-first": [
            "При push, pop или модальном показе первым узнаёт уходящий контроллер (его viewWillDisappear);",
            "только переключение вкладок сначала сообщает новой вкладке.",
        ],
        "order-tab-new-first": [
            "Переключение вкладок сначала сообщает новой вкладке: её viewWillAppear приходит раньше",
            "viewWillDisappear старой.",
        ],
        "order-did-calls": ["did-вызовы идут в порядке will-вызовов, когда анимация заканчивается."],
        "order-prepare": [
            "prepare(for:sender:) передаёт данные новому контроллеру до загрузки его view: outlets ещё не заданы."
        ],
    ]
}
