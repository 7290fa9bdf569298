# The books' apps in a Russian session: their refusals, notes and model commands'
# prose are Russian; the apps' data and UIKit's names stay as they are.
> lang ru
  приложения говорят по-русски (ru)
> trace none
> launch
> task list
  (задач нет)
> task add Молоко
  note: добавлена задача 1: Молоко
> task add Хлеб
  note: добавлена задача 2: Хлеб
> task done 9
error: нет задачи 9; есть задачи 1...2
> tap 1
  note: задача 1 выполнена: Молоко
> edit-mode off
error: edit-mode off игнорируется: таблица и так не в режиме редактирования
> move 1 2
error: move: сначала включите режим редактирования (`edit-mode on`)
> task rm 2
  note: удалена задача 2: Молоко
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу
> launch contacts
> contact list
  (контактов нет)
> contact add Анна 555
  note: добавлен контакт 1: Анна
> contact rm 4
error: нет контакта 4; есть контакты 1...1
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу
> launch checklists
  note: Documents/Checklists.plist ещё нет: `try? Data(contentsOf:)` даёт nil, и items остаётся пустым
> item add Гулять
  note: добавлен пункт 1: Гулять
> item check 1
  note: пункт 1 отмечен: Гулять
> tap +
  note: prepare(for:sender:) задаёт controller.delegate = self
> tap done
error: tap done: Done недоступна, пока текстовое поле пусто (textField(_:shouldChangeCharactersIn:replacementString:) включает её, когда текст есть); сначала `type text …`
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу
> launch target
> type slider abc
error: type slider: 'abc' — не число; слайдер идёт от 1 до 50
> type slider 99
  note: слайдер упирается в край: его значение 50
> tap check
  note: раунд 1: загадано 29, слайдер 50: +29 очков, счёт 29
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу
> launch snake
> snake records
  (рекордов нет)
> tap start
  note: prepare(for:sender:) задаёт destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  note: viewDidLoad создаёт GameScene(size: view.bounds.size) и задаёт scene.gameDelegate = self
> tap apple
  note: headDidCollideApple: змейка вырастает до 2 частей; появляется новое яблоко
> tap wall
  note: добавлен рекорд 1: счёт 1
> snake wiring
  wiring delegate: GameScene → GameViewController → MainMenuViewController через weak-делегаты
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу
> launch concentration
> concentration reuse
  reuse off: каждое нажатие на тему выполняет segue Choose Theme, как в демо лекции
