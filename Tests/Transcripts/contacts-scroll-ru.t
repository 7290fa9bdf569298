# `scroll` in Russian: the screen's line naming the rows on screen, the refusals, the help.
# The launch's loadView to viewWillAppear are uncertain, as in every Contacts launch.
> lang ru
  приложения говорят по-русски (ru)
> launch contacts
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> contact add Name10 +7999000010
  note: добавлен контакт 1: Name10
> contact add Name11 +7999000011
  note: добавлен контакт 2: Name11
> contact add Name12 +7999000012
  note: добавлен контакт 3: Name12
> contact add Name13 +7999000013
  note: добавлен контакт 4: Name13
> contact add Name14 +7999000014
  note: добавлен контакт 5: Name14
> contact add Name15 +7999000015
  note: добавлен контакт 6: Name15
> contact add Name16 +7999000016
  note: добавлен контакт 7: Name16
> contact add Name17 +7999000017
  note: добавлен контакт 8: Name17
> contact add Name18 +7999000018
  note: добавлен контакт 9: Name18
> contact add Name19 +7999000019
  note: добавлен контакт 10: Name19
> contact add Name20 +7999000020
  note: добавлен контакт 11: Name20
> contact add Name21 +7999000021
  note: добавлен контакт 12: Name21
> contact add Name22 +7999000022
  note: добавлен контакт 13: Name22
> contact add Name23 +7999000023
  note: добавлен контакт 14: Name23
> contact add Name24 +7999000024
  note: добавлен контакт 15: Name24
> contact add Name25 +7999000025
  note: добавлен контакт 16: Name25
> contact add Name26 +7999000026
  note: добавлен контакт 17: Name26
> contact add Name27 +7999000027
  note: добавлен контакт 18: Name27
> scroll up
error: scroll up: на экране Контакты уже первая строка (строки 1–17 из 18)
> scroll down 5
> screen
  Контакты
  ────────────────────
    1. Name10 — +7999000010
    2. Name11 — +7999000011
    3. Name12 — +7999000012
    4. Name13 — +7999000013
    5. Name14 — +7999000014
    6. Name15 — +7999000015
    7. Name16 — +7999000016
    8. Name17 — +7999000017
    9. Name18 — +7999000018
    10. Name19 — +7999000019
    11. Name20 — +7999000020
    12. Name21 — +7999000021
    13. Name22 — +7999000022
    14. Name23 — +7999000023
    15. Name24 — +7999000024
    16. Name25 — +7999000025
    17. Name26 — +7999000026
    18. Name27 — +7999000027
  (на экране строки 2–18 из 18; scroll down|up)
  [Создать контакт] ‹create-contact›
  (ещё: swipe ROW delete)
> scroll down 0
error: столбец 13: '0' не годится: нужно указать число строк N (счёт с 1)
> scroll sideways
error: столбец 8: ожидается down или up, а не 'sideways'
> help scroll
  вызов: scroll down|up [N]
  Прокрутить таблицу верхнего экрана на N строк (по умолчанию на экран, не дальше её краёв).
  пример: scroll down 3
