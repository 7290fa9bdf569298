# Usov ch. 7 (figs. 7.5–7.9, Listing 7.7): scrolling a table longer than the screen. Each row
# coming in asks tableView(_:cellForRowAt:) for a cell a moment before it shows, then the row
# going out hands its cell to the reuse queue: the first row past the screen makes a new cell,
# the next ones take the cells of the rows that left. The window stops at the list's ends.
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
  note: added contact 1: Name10
> contact add Name11 +7999000011
  note: added contact 2: Name11
> contact add Name12 +7999000012
  note: added contact 3: Name12
> contact add Name13 +7999000013
  note: added contact 4: Name13
> contact add Name14 +7999000014
  note: added contact 5: Name14
> contact add Name15 +7999000015
  note: added contact 6: Name15
> contact add Name16 +7999000016
  note: added contact 7: Name16
> contact add Name17 +7999000017
  note: added contact 8: Name17
> contact add Name18 +7999000018
  note: added contact 9: Name18
> contact add Name19 +7999000019
  note: added contact 10: Name19
> contact add Name20 +7999000020
  note: added contact 11: Name20
> contact add Name21 +7999000021
  note: added contact 12: Name21
> contact add Name22 +7999000022
  note: added contact 13: Name22
> contact add Name23 +7999000023
  note: added contact 14: Name23
> contact add Name24 +7999000024
  note: added contact 15: Name24
> contact add Name25 +7999000025
  note: added contact 16: Name25
> contact add Name26 +7999000026
  note: added contact 17: Name26
> contact add Name27 +7999000027
  note: added contact 18: Name27
> contact add Name28 +7999000028
  note: added contact 19: Name28
> contact add Name29 +7999000029
  note: added contact 20: Name29
> trace style usov
> scroll down 1
Создаем новую ячейку для строки с индексом 17
> scroll down
Используем старую ячейку для строки с индексом 18
Используем старую ячейку для строки с индексом 19
> scroll down
error: scroll down: Contacts already shows its last row (rows 4–20 of 20)
> screen
  Contacts
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
    19. Name28 — +7999000028
    20. Name29 — +7999000029
  (rows 4–20 of 20 on screen; scroll down|up)
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
> scroll up 2
Используем старую ячейку для строки с индексом 2
Используем старую ячейку для строки с индексом 1
# scenelab's own trace: the row going out (uncertain, no source places it), after the row coming in.
> trace style scenelab
> trace table on
> scroll up 1
  ViewController#1 tableView(_:cellForRowAt: [0, 0], dequeue: "MyCell")
> scroll up
error: scroll up: Contacts already shows its first row (rows 1–17 of 20)
# A reload keeps the window where it was.
> scroll down 3
  ViewController#1 tableView(_:cellForRowAt: [0, 17], dequeue: "MyCell")
  ViewController#1 tableView(_:cellForRowAt: [0, 18], dequeue: "MyCell")
  ViewController#1 tableView(_:cellForRowAt: [0, 19], dequeue: "MyCell")
# The book's lines follow trace: with the table channel turned off, its cell prints are hidden;
# scenelab's note goes to standard error.
> trace table off
> trace style usov
> contact add Zoya +79990000099
note: added contact 21: Zoya
# tap and swipe still reach a row off screen: scenelab does not scroll for you.
> trace style scenelab
> actions
  tap create-contact
  tap ROW (1 to 21)
  swipe 1 delete
  swipe 2 delete
  swipe 3 delete
  swipe 4 delete
  swipe 5 delete
  swipe 6 delete
  swipe 7 delete
  swipe 8 delete
  swipe 9 delete
  swipe 10 delete
  swipe 11 delete
  swipe 12 delete
  swipe 13 delete
  swipe 14 delete
  swipe 15 delete
  swipe 16 delete
  swipe 17 delete
  swipe 18 delete
  swipe 19 delete
  swipe 20 delete
  swipe 21 delete
  scroll down|up [N]
