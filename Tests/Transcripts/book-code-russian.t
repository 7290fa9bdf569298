# The books' code as printed in a Russian session: `code`'s answer, its refusal, and the
# apps' notes and warnings about what the books' code does are Russian.
> lang ru
  приложения говорят по-русски (ru)
> book as-written
  приложения выполняют код книг как он напечатан, с его ошибками (book as-written)
> trace none
> launch
  note: book as-written: setTasks изменил tasks 2 раза (пустая секция на каждый тип, затем по append на задачу), и каждый раз didSet сохранял весь список (`explain book-load`)
  note: book as-written: viewDidLoad всё ещё вызывает loadTasks() (листинг 13.4, 000:L10557–10562; ни один следующий листинг его не убирает): каждое tasks[type] = [] сохранялось через didSet, так что хранилище было пустым, когда его прочитали, и задач в списке: 0 (`explain todo-wipe-bug`)
> task add Молоко
  note: добавлена задача 1: Молоко
> task add Кот --important
  note: добавлена задача 1: Кот
> task add Ключи --completed
  note: добавлена задача 3: Ключи
> book fixed
error: book нельзя менять, пока работает To-Do Manager: его код уже загружен; сначала `kill`
> edit-mode on
> move 3 1 1
  note: задача 3 перемещена на место 2 (Важные): Ключи
  note: book as-written: сортировка увела задачу Ключи с места сброса, и `.type = important` досталось задаче Кот, которую сортировка оставила на месте сброса: задача Ключи видна в «Важные», но сохраняет тип normal и так сохраняется; перезапуск вернёт её назад (`explain todo-move-bug`)
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: не точно (`explain kill`)
> defaults write com.example.ToDoManager tasks -array-add -int 42
> launch
warning: tasks: запись 4: integer, а не словарь, поэтому `as? [[String: String]]` из книги не проходит для всего массива и задачи не загружены (book as-written; `book fixed` сохраняет остальные записи)
  note: book as-written: сохранение записало поверх значения под 'tasks', которое загрузка не смогла использовать целиком; книги ничего не откладывают (`explain book-load`)
  note: book as-written: setTasks изменил tasks 2 раза (пустая секция на каждый тип, затем по append на задачу), и каждый раз didSet сохранял весь список (`explain book-load`)
  note: book as-written: viewDidLoad всё ещё вызывает loadTasks() (листинг 13.4, 000:L10557–10562; ни один следующий листинг его не убирает): каждое tasks[type] = [] сохранялось через didSet, так что хранилище было пустым, когда его прочитали, и задач в списке: 0 (`explain todo-wipe-bug`)
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: не точно (`explain kill`)
> launch snake
> tap start
  note: prepare(for:sender:) задаёт destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  note: viewDidLoad создаёт GameScene(size: view.bounds.size) и задаёт scene.gameDelegate = self
> tap wall
  note: добавлен рекорд 1: счёт 0
> tap results
  note: book as-written: dateFormatter.dateFormat = ".short" из курса — шаблон формата, а не стиль даты: 'o' и 't' не буквы шаблона, поэтому подписи дат пусты (не точно; `explain book-date`)
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: не точно (`explain kill`)
> launch contacts
  note: book as-written: `contacts = storage.load()` вызвало didSet, который отсортировал и сохранил только что загруженный список (`explain book-load`)
> explain book-load
  Как книги загружают списки (задачи To-Do, контакты Contacts): storage.array(forKey:) as? [[String: String]]
  ?? []. Приводится весь массив: одна запись, которая не словарь строк (число, строка),
  ломает приведение, и список загружается пустым; запись без ключа пропускается. Затем загруженный список
  присваивается, его didSet сортирует и сохраняет: Contacts один раз, setTasks из To-Do — на секцию и на задачу.
  `book as-written` играет и то, и другое (тогда пустой список сохраняется поверх повреждённого; scenelab откладывает
  старое значение под KEY-backup). `book fixed` (по умолчанию) сохраняет всё, что может, о прочем предупреждает
  по номеру и названию и ничего не пишет при загрузке.
