/// The Russian of `variantTopics` (Explanations+Variants.swift), by the same keys.
extension Explanations {
    static let variantTopicsRussian: [String: [String]] = [
        "launch-background": [
            "`launch --background`: система запускает приложение, не показывая его. Корень всё равно входит",
            "в окно, поэтому получает viewWillAppear и viewDidAppear («появиться» значит войти в иерархию,",
            "а не стать видимым); сцена подключается и уходит в фон, ни разу не став активной. Один источник",
            "(matt): неточно.",
        ],
        "ios12": [
            "До iOS 13 сцен не было: делегат приложения получал applicationWillResignActive, DidEnterBackground,",
            "WillEnterForeground, DidBecomeActive и WillTerminate. По умолчанию present показывал на весь экран,",
            "поэтому показывающий контроллер получал viewWillDisappear/viewWillAppear, а viewIsAppearing не было.",
            "Так шла лекция CS193p. При запуске applicationDidBecomeActive приходил до viewDidAppear корня в iOS 7",
            "(опубликованный лог), в iOS 9 и 10, а начиная с iOS 11 (и в приложении iOS 13+ без сцен) — после него:",
            "так версии вспоминает Мэтт Нойбург (Stack Overflow 66605799); лога каждой версии нет: неточно.",
            "Поворот раскладывает каждый контроллер на экране один раз (лог CS193p, iOS 11); в iOS 10 — трижды,",
            "как, по сообщениям, показывает лог iOS 10 (опубликованного лога не найдено: неточно).",
        ],
        "book-chapter": [
            "`book chapter N` (`--chapter N`) играет приложение каждой книги таким, каким оно у читателя в конце главы",
            "N: консоль книги (`trace style usov`) печатает только строки уже набранных листингов, а приложение",
            "выполняет код этой главы (тестовые данные до появления хранилища, окно из кода с главы, которая его",
            "строит). Приложение не из главы N играется готовым и говорит об этом; `book chapter all` — готовые",
            "приложения. Что меняется, говорит тема приложения: `explain ID-chapters`, ID — имя для `launch`",
            "(`target-chapters`).",
        ],
        "lifecycle-app": [
            "Приложение iOS 13+ без манифеста сцен: делегат приложения узнаёт о состоянии приложения как",
            "до iOS 13, а модальные показы (по умолчанию листы) и viewIsAppearing — нынешние.",
        ],
    ]
}
