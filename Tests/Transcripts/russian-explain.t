# explain in Russian: a method in any printed form, a command, a cited
# source, the reason for an order, `explain last`; UIKit's names stay.
> lang ru
  приложения говорят по-русски (ru)
> explain viewDidLoad
  View создано, но ещё не в окне. Вызывается один раз на экземпляр, а не при каждом показе экрана.
  Здесь разовая настройка (заполнить outlets из модели). Геометрии здесь не место: bounds ещё не
  окончательные (Stanford CS193p).
> explain viewWillAppear(animated:)
  View вот-вот войдёт в иерархию окна; вызывается каждый раз, и за ним может не последовать viewDidAppear.
  Здесь экран догоняет модель. Возвращение после жеста «Домой» его НЕ вызывает: для этого есть вызовы сцены.
> explain push
  Push A→B: B загружается, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear;
  A остаётся в стеке.
> explain S17
  S17: вопрос на Stack Overflow с логами matt о смахивании приложений.
  Где: перевод вопроса Stack Overflow 71570813 на isolution.pro.
  Что он подтверждает: последовательности kill, которые проигрывает scenelab, помеченные как неточные:
  на iPhone sceneWillResignActive, sceneDidEnterBackground, applicationWillTerminate (только у
  приложения на переднем плане); на iPad sceneDidDisconnect для каждой сцены, didDiscardSceneSessions,
  applicationWillTerminate.
> explain order-will-did
  У объекта will-вызов приходит раньше его did-вызова: между ними идёт анимация перехода.
> explain kill
  Смахивание запущенного приложения: логи расходятся, поэтому scenelab проигрывает одну записанную
  последовательность и помечает её как неточную.
  iPhone — по matt (S17): sceneWillResignActive (если активна), sceneDidEnterBackground,
  applicationWillTerminate; приложение в фоне, которое ещё работает, получает только
  applicationWillTerminate (Apple: он может быть вызван).
  iPad — другая из S17: sceneDidDisconnect для каждой сцены, didDiscardSceneSessions,
  applicationWillTerminate; сначала открывается переключатель, поэтому все активные сцены теряют
  активность (S1) раньше, чем какая-либо уходит с переднего плана.
  Без сцен: applicationWillResignActive, applicationDidEnterBackground, applicationWillTerminate.
  Другие записи: S1 (iOS 13) sceneDidDisconnect, didDiscardSceneSessions, viewWillDisappear,
  viewDidDisappear; S16 sceneWillResignActive, sceneDidDisconnect, иногда лишняя вторая сцена;
  S18 на iPhone вообще ничего.
  Приостановленное приложение завершается без единого вызова (Apple), и всё несохранённое пропадает.
  Книга (Усов, гл. 5) говорит, что sceneDidDisconnect вызывается при смахивании всегда, а его строки может не быть
  в консоли; S17 и S18 на iPhone его не показывают, и scenelab говорит это после `kill` (не точно в обоих случаях).
  `book as-written` играет на iPhone утверждение книги: sceneDidDisconnect после sceneDidEnterBackground, не точно.

# The spec's own explanation of a command.
> explain finish
  Палец отпускают после точки невозврата: свайп завершается (см. `explain interactive`).

# `explain last` explains the last command's order, in Russian too. The launch's
# [uncertain] lines are where the sources disagree (`explain launch`).
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> explain last
  Жест «Домой» доходит только до делегата сцены: sceneWillResignActive, sceneDidEnterBackground.
  Контроллеры не получают вызовов появления. Вскоре после возврата из sceneDidEnterBackground UIKit
  снимает экран для переключателя приложений (документация Apple к методу), поэтому view на экране
  раскладываются снова: с iOS 13 по снимку в каждом стиле, два прохода (опубликованный лог насчитывает
  два; смену стиля scenelab не играет), раньше один; неточно. Источники: документация Apple к
  sceneDidEnterBackground(_:); S14, S15.

# A mistyped topic: the error is Russian, the suggestion a topic's name.
> explain viewDidLoadd
error: explain: о 'viewDidLoadd' ничего нет; может быть, 'viewDidLoad'?
