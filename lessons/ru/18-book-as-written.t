# Урок 18. Код книги как написан: ошибка правки в To-Do Manager, затем её исправление
#: lang ru
#
# Обратите внимание: `book as-written` выполняет листинги книг как они напечатаны.
# Замыкание «Изменить» из To-Do Manager записывает изменённую задачу назад в ту секцию,
# где её смахнули (tasks[taskType]![indexPath.row]), поэтому задача со сменённым типом
# остаётся под старым заголовком. В хранилище уже новый тип, но, как напечатано, каждый
# запуск ещё и выполняет оставшийся в viewDidLoad loadTasks() (листинг 13.4): он стирает список.
# Затем `book fixed` (по умолчанию) играет те же шаги с исправлением: задача переходит в
# новую секцию.

# Подготовка: код книги на чистом устройстве; трассировка выключена, пока идёт заполнение.
#: not quizzed
> book as-written
  приложения выполняют код книг как он напечатан, с его ошибками (book as-written)

# Трассировка выключена, пока заполняется список.
#: not quizzed
> trace none

# To-Do Manager запускается; загрузка из книги присваивает список, didSet сохраняет.
#: not quizzed
> launch
  note: book as-written: setTasks изменил tasks 2 раза (пустая секция на каждый тип, затем по append на задачу), и каждый раз didSet сохранял весь список (`explain book-load`)
  note: book as-written: viewDidLoad всё ещё вызывает loadTasks() (листинг 13.4, 000:L10557–10562; ни один следующий листинг его не убирает): каждое tasks[type] = [] сохранялось через didSet, так что хранилище было пустым, когда его прочитали, и задач в списке: 0 (`explain todo-wipe-bug`)

# Milk — текущая задача.
#: not quizzed
> task add Milk
  note: добавлена задача 1: Milk

# Cat — важная задача: строка 1, в «Важные».
#: not quizzed
> task add Cat --important
  note: добавлена задача 1: Cat

# Снова включить трассировку, чтобы видеть появление и уход экранов.
#: not quizzed
> trace default

# Смахнуть Cat (строка 1, «Важные») и нажать «Изменить»: редактор открывается с данными Cat.
> swipe 1 edit
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Открыть список типов: он открывается поверх редактора.
#: not quizzed
> tap type
  TaskTypeController#1 init(coder:)
  TaskTypeController#1 awakeFromNib()
  TaskEditController#1 prepare(for: "toTaskTypeScreen")
  TaskTypeController#1 loadView()
  TaskTypeController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskTypeController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskTypeController#1 viewDidAppear(animated: true)

# Выбрать «Текущая» (строка 2): снова редактор.
#: not quizzed
> tap 2
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  TaskTypeController#1 deinit

# «Сохранить»: редактор закрывается, и замыкание книги записывает Cat назад в строку 1
# СТАРОЙ секции.
> tap save
  note: задача 1 изменена: Cat
  note: book as-written: замыкание из книги записало задачу Cat назад в «Важные» (tasks[taskType]![row]): задача остаётся там, хотя её тип теперь normal, и так сохраняется; в хранилище её новый тип (`explain todo-edit-bug`)
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# Экран после сохранения: Cat под старым заголовком, хотя сохранён с новым типом.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    1. ○ Cat
  Текущие
    2. ○ Milk
  (ещё: swipe ROW edit|delete, edit-mode on)

# Перезапуск: задачи читаются заново и группируются по типу; теперь Cat в «Текущие».
#: not quizzed
> trace none

# Смахнуть приложение.
#: not quizzed
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: не точно (`explain kill`)

# Снова запуск: setTasks читает список, затем оставшийся в viewDidLoad loadTasks() очищает
# и сохраняет каждую секцию, прежде чем прочитать хранилище (`explain todo-wipe-bug`).
#: not quizzed
> launch
  note: book as-written: setTasks изменил tasks 4 раза (пустая секция на каждый тип, затем по append на задачу), и каждый раз didSet сохранял весь список (`explain book-load`)
  note: book as-written: viewDidLoad всё ещё вызывает loadTasks() (листинг 13.4, 000:L10557–10562; ни один следующий листинг его не убирает): каждое tasks[type] = [] сохранялось через didSet, так что хранилище было пустым, когда его прочитали, и задач в списке: 0 (`explain todo-wipe-bug`)

# Список теперь: пустой, каким напечатанный код оставляет его при каждом запуске.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    —
  Текущие
    —
  (ещё: edit-mode on)

# Исправление: код scenelab (по умолчанию) на новом списке. Те же шаги сразу переносят Cat
# в новую секцию.
#: not quizzed
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: не точно (`explain kill`)

# Теперь исправленный код scenelab.
#: not quizzed
> book fixed
  приложения выполняют исправленный код scenelab (book fixed); `book as-written` — код книг как он напечатан

# Новый список.
#: not quizzed
> defaults delete com.example.ToDoManager

# Снова запуск: список читается из хранилища.
#: not quizzed
> launch

# Снова Milk.
#: not quizzed
> task add Milk
  note: добавлена задача 1: Milk

# Снова Cat, важная.
#: not quizzed
> task add Cat --important
  note: добавлена задача 1: Cat

# Смахнуть Cat и нажать «Изменить».
#: not quizzed
> swipe 1 edit

# Открыть список типов.
#: not quizzed
> tap type

# Выбрать «Текущая» (строка 2): снова редактор.
#: not quizzed
> tap 2

# «Сохранить»: с исправлением Cat переходит в «Текущие».
#: not quizzed
> tap save
  note: задача 2 изменена: Cat

# Список теперь.
#: not quizzed
> screen
  [Изменить] ‹edit›   Задачи   [+]
  ────────────────────────────────
  Важные
    —
  Текущие
    1. ○ Milk
    2. ○ Cat
  (ещё: swipe ROW edit|delete, edit-mode on)
