import SceneLabApps
import SceneLabStore
import SceneLabCore

/// The Russian of the session's own specs' texts (summaries, `help NAME`'s
/// details, `explain NAME`), keyed by the English as the specs write it, so
/// that the specs stay as they are read. A spec whose English changes loses
/// its Russian until this table follows; `RussianCoverageTests` fails then.
/// The Russian keeps UIKit's names, the commands and their options as typed.
enum RussianWording {
    /// The document `files`'s explanation names, chosen as its spec chooses
    /// it: the first app that keeps one (the session names no app itself).
    private static let documentExample =
        AppCatalog.books.apps.lazy.compactMap { $0.documents.first?.fileName }.first ?? "FILE"

    static let texts: [String: String] = [
        "                                        -array V..., -array-add V..., -dict K V..., -dict-add K V...,":
            "                                        -array V..., -array-add V..., -dict K V..., -dict-add K V...,",
        "                                        -int-add N (adds under the store's lock)":
            "                                        -int-add N (прибавляет под блокировкой хранилища)",
        "                                        an existing one is replaced only with --force)":
            "                                        существующий заменяется только с --force)",
        "                                        write the domain as an XML property list (a regular file;":
            "                                        записать домен как XML property list (обычный файл;",
        "  defaults delete [DOMAIN] [KEY]        remove a key, or the whole domain":
            "  defaults delete [DOMAIN] [KEY]        удалить ключ или весь домен",
        "  defaults domains                      list the domains":
            "  defaults domains                      список доменов",
        "  defaults export DOMAIN FILE|- [--force]":
            "  defaults export DOMAIN FILE|- [--force]",
        "  defaults find WORD                    keys and values containing WORD":
            "  defaults find WORD                    ключи и значения, содержащие WORD",
        "  defaults import DOMAIN FILE|-         replace the domain with a property list (XML or binary, ≤ 64 MiB)":
            "  defaults import DOMAIN FILE|-         заменить домен property list'ом (XML или двоичным, ≤ 64 МиБ)",
        "  defaults path [DOMAIN]                the domain's file":
            "  defaults path [DOMAIN]                файл домена",
        "  defaults read [DOMAIN] [KEY]          print a domain or one value (no DOMAIN: what the app sees)":
            "  defaults read [DOMAIN] [KEY]          показать домен или одно значение (без DOMAIN: что видит приложение)",
        "  defaults read-type [DOMAIN] KEY       print the value's type":
            "  defaults read-type [DOMAIN] KEY       показать тип значения",
        "  defaults register KEY VALUE           the running app's registration domain (never stored)":
            "  defaults register KEY VALUE           домен регистрации запущенного приложения (не сохраняется)",
        "  defaults write [DOMAIN] KEY VALUE     store a string, or -string -int -float -bool -date -data VALUE,":
            "  defaults write [DOMAIN] KEY VALUE     сохранить строку или -string -int -float -bool -date -data VALUE,",
        "A word with a dot is a DOMAIN; -g means NSGlobalDomain.":
            "Слово с точкой — это DOMAIN; -g означает NSGlobalDomain.",
        "An incoming call starts: the app becomes inactive, not background.":
            "Начинается входящий звонок: приложение становится неактивным, но не уходит в фон.",
        "An index of the commands by group; one command's usage, a group's commands, or all of them.":
            "Указатель команд по группам; вызов одной команды, команды группы или все сразу.",
        "Come back to the app from the switcher or the background.":
            "Вернуться в приложение из переключателя или из фона.",
        "Delete a file of the app's container, as in the Simulator's folder between runs; paths cannot leave the container.":
            "Удалить файл из контейнера приложения, как в папке симулятора между запусками; пути не выходят за пределы контейнера.",
        "Delete a row (edit mode's delete control).":
            "Удалить строку (кнопка удаления в режиме редактирования).",
        "Draw the app: scenes and their states, windows, containers, stacks, presentations.":
            "Нарисовать приложение: сцены и их состояния, окна, контейнеры, стеки, показанные модально контроллеры.",
        "Draw the top screen: navigation bar, table sections and numbered rows, fields, switches, alerts (and an iPad split view's primary column when it shows too).":
            "Нарисовать верхний экран: панель навигации, секции таблицы и пронумерованные строки, поля, переключатели, алерты (и основную колонку split view на iPad, когда она тоже видна).",
        "Drop the reference hold NAME kept; the controller deinitializes if nothing else holds it.":
            "Отпустить ссылку, которую держал hold NAME; контроллер освобождается (deinit), если его больше ничто не держит.",
        "Flip a switch.":
            "Переключить переключатель.",
        "In edit mode, drag row ROW into SECTION at POSITION (both from 1; the end by default).":
            "В режиме редактирования перетащить строку ROW в секцию SECTION на место POSITION (оба с 1; по умолчанию в конец).",
        "Keep a strong reference named NAME to the top controller, as a stored property would: popped or dismissed, it gets no deinit until released.":
            "Держать сильную ссылку NAME на верхний контроллер, как держало бы хранимое свойство: снятый со стека или закрытый, он не получит deinit, пока ссылку не отпустят.",
        "Keep the lines typed from now on: FILE.scn as a script, FILE.t as a transcript that `scenelab check` passes (its output comes from a fresh device); `record stop` writes it. An existing FILE is replaced only with --force.":
            "Записывать вводимые строки: FILE.scn — как сценарий, FILE.t — как транскрипт, который проходит `scenelab check` (его вывод получен на чистом устройстве); `record stop` сохраняет запись. Существующий FILE заменяется только с --force.",
        "Leave scenelab (Ctrl-D does the same).":
            "Выйти из scenelab (Ctrl-D делает то же).",
        "Lift the finger past the point of no return: the swipe completes (pop or dismissal).":
            "Отпустить палец после точки невозврата: свайп завершается (pop или закрытие).",
        "Lift the finger too early: the screen springs back, and the calls stay unbalanced.":
            "Отпустить палец слишком рано: экран возвращается назад, а вызовы остаются непарными.",
        "List an app's container (Documents, Library/Preferences) with sizes: the running app's, or the app that ran last.":
            "Показать контейнер приложения (Documents, Library/Preferences) с размерами: запущенного или последнего запускавшегося.",
        "List live view controllers and what holds each one.":
            "Показать живые контроллеры и то, что держит каждый из них.",
        "List the gestures the top screen accepts.":
            "Показать жесты, которые принимает верхний экран.",
        "List the last N lines typed (the line editor's history), or all of them; --save writes them to FILE as a script instead (an existing FILE only with --force).":
            "Показать последние N введённых строк (история редактора строки) или все; --save вместо этого записывает их в FILE как сценарий (существующий FILE — только с --force).",
        "List the lessons: the lifecycle as the books teach it, one scenario each.":
            "Показать уроки: жизненный цикл так, как его объясняют книги, по сценарию на урок.",
        "Open the app switcher: foreground scenes become inactive.":
            "Открыть переключатель приложений: сцены на переднем плане становятся неактивными.",
        "Play a script (.scn) or transcript (.t) here step by step, as a lesson plays: each step's comments shown as its note, the command shown, Enter runs it, q stops; other lines typed run first.":
            "Проиграть здесь сценарий (.scn) или транскрипт (.t) по шагам, как урок: комментарии шага показаны как заметка, затем команда; Enter выполняет её, q — выход; другие введённые строки выполняются сначала.",
        "Play lesson N step by step on a fresh device: each step says what to notice, Enter runs its command, q stops. --quiz: predict the order of each step's callbacks first, and be scored (partial credit by order); `--quiz all` asks the set-up steps too.":
            "Проиграть урок N по шагам на чистом устройстве: каждый шаг говорит, на что обратить внимание, Enter выполняет его команду, q — выход. --quiz: сначала предскажите порядок вызовов шага и получите баллы (частично — за верный порядок); `--quiz all` спрашивает и о подготовительных шагах.",
        "Pop to the controller at stack index N (the root is 0).":
            "Снять со стека всё до контроллера с индексом N (корень — 0).",
        "Print each command as `> command` before its output.":
            "Печатать каждую команду как `> команда` перед её выводом.",
        "Run a script's lines here, as if typed (scripts may source others; a cycle is refused). Errors name FILE:LINE. At the prompt each line shows as `> command` first. --step: as `play`.":
            "Выполнить здесь строки сценария, как будто их ввели (сценарий может подключать другие; цикл отвергается). Ошибки указывают FILE:СТРОКА. В приглашении каждая строка сначала показана как `> команда`. --step: как `play`.",
        "Set definesPresentationContext of the top controller: a --style current-context or over-current-context presentation from it or its children covers it.":
            "Задать definesPresentationContext верхнего контроллера: показ с --style current-context или over-current-context из него или его детей закрывает только его.",
        "Show or pick (while no app runs) how apps hear of their state: scene delegates (the default) or, for an app without a scene manifest, the app delegate.":
            "Показать или выбрать (пока не запущено ни одно приложение), кто узнаёт о состоянии приложения: делегаты сцен (по умолчанию) или, для приложения без манифеста сцен, делегат приложения.",
        "Show the iOS version apps run on, or pick one while no app runs: 12 plays every app before scenes (the app delegate hears of its state, .automatic is full screen); 13 and later, today's UIKit.":
            "Показать версию iOS, на которой работают приложения, или выбрать её, пока ни одно не запущено: 12 — всё до сцен (о состоянии узнаёт делегат приложения, .automatic — на весь экран); 13 и новее — нынешний UIKit.",
        "Show the language the apps' UI speaks, or pick one while no app runs (ru: the books' Russian labels; also --lang).":
            "Показать язык интерфейса приложений или выбрать его, пока ни одно не запущено (ru: русские надписи из книг; также --lang).",
        "Show the simulated device, or pick another while no app runs (iPhone in portrait by default; iphone-x and ipad-pro-9.7 have the sizes of the CS193p logs).":
            "Показать моделируемое устройство или выбрать другое, пока ни одно приложение не запущено (по умолчанию iPhone в портретной ориентации; у iphone-x и ipad-pro-9.7 размеры из логов CS193p).",
        "Show the trace channels, or choose which ones the text output shows.":
            "Показать каналы трассировки или выбрать, какие из них показывает текстовый вывод.",
        "Slide a split view's hidden primary column in (iPad in portrait).":
            "Выдвинуть скрытую основную колонку split view (iPad в портретной ориентации).",
        "Slide a split view's primary column out again (iPad in portrait).":
            "Снова задвинуть основную колонку split view (iPad в портретной ориентации).",
        "Start dragging a sheet down: the presentation controller's delegate is asked, the sheet's viewWillDisappear; then finish or cancel.":
            "Начать тянуть лист вниз: спрашивают делегата presentation controller'а, у листа — viewWillDisappear; затем finish или cancel.",
        "Start the interactive pop (a finger drags from the left edge): the will-calls now, the rest at finish or cancel.":
            "Начать интерактивный pop (палец тянет от левого края): will-вызовы сейчас, остальное при finish или cancel.",
        "Stop a script at its first error.":
            "Останавливать сценарий на первой ошибке.",
        "Swipe a row and tap one of its contextual actions.":
            "Смахнуть строку и нажать одно из её контекстных действий.",
        "Swipe the app away in the switcher (the sources disagree on the callbacks; lines are marked uncertain).":
            "Смахнуть приложение в переключателе (источники расходятся в вызовах; строки помечены как неточные).",
        "Tap a bar button, a row number, an alert button, or back; `tap info N` taps row N's detail disclosure button.":
            "Нажать кнопку панели, номер строки, кнопку алерта или back; `tap info N` нажимает кнопку подробностей строки N.",
        "Tap outside a popover: the presentation controller's delegate is asked and told (a person dismisses), the popover disappears; the presenter hears nothing.":
            "Нажать вне поповера: делегата presentation controller'а спрашивают и извещают (закрывает человек), поповер исчезает; показавший его контроллер ничего не узнаёт.",
        "Tap tab N (from 1) of the tab bar: the delegate is asked, the new tab appears before the old one disappears; the selected tab again pops a navigation tab to its root.":
            "Нажать вкладку N (с 1) панели вкладок: спрашивают делегата, новая вкладка появляется раньше, чем исчезает старая; повторное нажатие на выбранную возвращает навигационную вкладку к корню.",
        "The Home gesture: every foreground scene goes to the background.":
            "Жест «Домой»: все сцены переднего плана уходят в фон.",
        "The incoming call ends: the app becomes active again.":
            "Входящий звонок окончен: приложение снова активно.",
        "The session as a sequence diagram for slides: Mermaid text, one self-contained web page, or SVG pages of 1920×1080 (FILE-1.svg, FILE-2.svg, … when it takes more than one); a lane per object while it lives, an arrow per call, uncertain calls dashed, failed commands with their error. --from and --to pick commands by number; an existing FILE is replaced only with --force.":
            "Сеанс как диаграмма последовательности для слайдов: текст Mermaid, одна самодостаточная веб-страница или страницы SVG 1920×1080 (FILE-1.svg, FILE-2.svg, …, если их больше одной); дорожка на объект, пока он жив, стрелка на вызов, неточные вызовы пунктиром, неудавшиеся команды с их ошибкой. --from и --to выбирают команды по номеру; существующий FILE заменяется только с --force.",
        "The store, in the syntax of macOS's defaults tool; DOMAIN defaults to the running app's bundle id.":
            "Хранилище в синтаксисе утилиты defaults из macOS; DOMAIN по умолчанию — bundle id запущенного приложения.",
        "The system kills the suspended app: no callbacks, and unsaved data is gone.":
            "Система завершает приостановленное приложение: никаких вызовов, несохранённые данные пропадают.",
        "The system sends a memory warning to the app and every live controller.":
            "Система шлёт предупреждение о нехватке памяти приложению и каждому живому контроллеру.",
        "The system suspends the app in the background: no callbacks at all.":
            "Система приостанавливает приложение в фоне: никаких вызовов.",
        "The table's Edit / Done button.":
            "Кнопка Edit / Done таблицы.",
        "Turn the device (the other way when no orientation is given): size and trait transitions, no appearance calls.":
            "Повернуть устройство (в другую ориентацию, если она не указана): переходы размера и traits, без вызовов появления.",
        "Type TEXT into a field, replacing its text.":
            "Ввести TEXT в поле, заменив его текст.",
        "What a callback is for, why a command gives its order, the books' bugs (todo-edit-bug, ...).":
            "Зачем нужен вызов, почему команда даёт такой порядок, ошибки из книг (todo-edit-bug, ...).",
        "dismiss(animated: true) of the topmost presented controller.":
            "dismiss(animated: true) самого верхнего показанного модально контроллера.",
        "iPad windows: connect another scene, list them, choose the one commands address, close one from the switcher, or let UIKit disconnect a background one to free memory (`open` reconnects it).":
            "Окна iPad: подключить ещё одну сцену, показать их, выбрать ту, к которой обращаются команды, закрыть одну из переключателя или дать UIKit отключить фоновую, чтобы освободить память (`open` подключает её снова).",
        "navigationController?.popToRootViewController(animated: true).":
            "navigationController?.popToRootViewController(animated: true): вернуться к корню стека.",
        "navigationController?.popViewController(animated: true).":
            "navigationController?.popViewController(animated: true): снять верхний контроллер со стека.",
        "navigationController?.pushViewController(CLASS(), animated: true) from the top controller.":
            "navigationController?.pushViewController(CLASS(), animated: true) из верхнего контроллера.",
        "performSegue(withIdentifier:sender:) from the top controller, with prepare(for:sender:).":
            "performSegue(withIdentifier:sender:) из верхнего контроллера, с prepare(for:sender:).",
        "present(CLASS(), animated: true) from the top controller; automatic acts as page-sheet on iPhone.":
            "present(CLASS(), animated: true) из верхнего контроллера; на iPhone automatic работает как page-sheet.",
        "setViewControllers(_:animated: true); a class already in the stack keeps its instance.":
            "setViewControllers(_:animated: true); класс, уже бывший в стеке, сохраняет свой экземпляр.",
        // `explain NAME`: the specs' explanations, line by line as the English breaks.
        "(research-containers.md §3). A popover on iPhone adapts: to a sheet since iOS 13 (Apple's .popover docs),":
            "(research-containers.md §3). Поповер на iPhone адаптируется: в лист с iOS 13 (документация Apple по .popover),",
        "...DidDismissPopover once the view is gone: decompiled UIKit, uncertain); scenelab's apps do not implement":
            "...DidDismissPopover, когда view уже нет: декомпилированный UIKit, неточно); приложения scenelab не реализуют",
        "2,000 commands are kept.":
            "2000 команд.",
        "A finger on the top screen: the app's own code runs (the book's), then the navigation it asks for.":
            "Палец на верхнем экране: сначала выполняется код самого приложения (из книги), затем запрошенная им навигация.",
        "A split view's primary column sliding over in iPad portrait. The CS193p log (D3) shows the primary's":
            "Основная колонка split view выезжает поверх (iPad, портрет). Лог CS193p (D3) показывает у primary",
        "A tap on the dimmed area around a popover dismisses it (iOS 13+): presentationControllerShouldDismiss,":
            "Нажатие на затемнённую область вокруг поповера закрывает его (iOS 13+): presentationControllerShouldDismiss,",
        "An incoming call: active scenes resign active and stay in the foreground. `resume` ends the call:":
            "Входящий звонок: активные сцены теряют активность и остаются на переднем плане. `resume` завершает звонок:",
        "Back to the app: from the switcher, sceneDidBecomeActive; from the background, sceneWillEnterForeground":
            "Назад в приложение: из переключателя — sceneDidBecomeActive; из фона — sceneWillEnterForeground,",
        "\(documentExample)) and Library/Preferences (its UserDefaults domain as a property list), with sizes.":
            "\(documentExample)) и Library/Preferences (его домен UserDefaults как property list), с размерами.",
        "Chooses the channels text output shows (app, scene, lifecycle, memory, segue by default; appearing, layout,":
            "Выбирает каналы текстового вывода (по умолчанию app, scene, lifecycle, memory, segue; appearing, layout,",
        "Deletes a file of the app's container, as a person does in Finder between runs (a chapter's test:":
            "Удаляет файл из контейнера приложения, как человек в Finder между запусками (проверка из главы:",
        "Deletes a row as the red button does (tableView(_:commit:forRowAt:)).":
            "Удаляет строку, как это делает красная кнопка (tableView(_:commit:forRowAt:)).",
        "Drags a row to another place in edit mode (tableView(_:moveRowAt:to:)).":
            "Перетаскивает строку на другое место в режиме редактирования (tableView(_:moveRowAt:to:)).",
        "Draws the session so far as a sequence diagram, for slides: `export mermaid FILE` for Mermaid's":
            "Рисует сеанс как диаграмму последовательности для слайдов: `export mermaid FILE` — sequenceDiagram",
        "Draws the top screen as text, with the names `tap` and the other gestures take.":
            "Рисует верхний экран текстом, с именами, которые принимают `tap` и другие жесты.",
        "Drops a reference `hold` kept; if it was the last, the controller deinits now (see `explain hold`).":
            "Отпускает ссылку от `hold`; если она последняя, контроллер сразу получает deinit (см. `explain hold`).",
        "Every live controller and what holds it strongly: when the list empties, deinit comes.":
            "Каждый живой контроллер и то, что держит его сильно: когда список пустеет, приходит deinit.",
        "Explains a method (in any form scenelab prints it: viewWillAppear, viewWillAppear(_:),":
            "Объясняет метод (в любой форме, в какой его печатает scenelab: viewWillAppear, viewWillAppear(_:),",
        "Flips a switch of the top screen.":
            "Переключает переключатель верхнего экрана.",
        "Keeps the lines typed from now on. FILE.scn is a script to run or source later; FILE.t a transcript:":
            "Записывает вводимые строки. FILE.scn — сценарий, чтобы потом выполнить или подключить; FILE.t — транскрипт:",
        "Leaves scenelab; the store is already on disk (each change is written when made).":
            "Выходит из scenelab; хранилище уже на диске (каждое изменение записывается сразу).",
        "Lists the commands' names by group; `help NAME` gives one's usage and an example, `help GROUP` a":
            "Показывает имена команд по группам; `help NAME` даёт вызов и пример одной команды, `help GROUP` —",
        "Lists the lessons in lessons/ (lessons/ru/ when the apps speak Russian).":
            "Показывает уроки из lessons/ (из lessons/ru/, когда приложения говорят по-русски).",
        "Lists the lines typed so far (the line editor's history, which also outlives the session).":
            "Показывает введённые строки (историю редактора строки, которая переживает и сам сеанс).",
        "Lists what the top screen accepts: its buttons, rows, fields and switches.":
            "Показывает, что принимает верхний экран: его кнопки, строки, поля и переключатели.",
        "Plays a lesson on a fresh device in memory, so that it shows what it describes whatever ran before: each":
            "Проигрывает урок на чистом устройстве в памяти, чтобы он показал то, что описывает, что бы ни выполнялось",
        "Plays a script or transcript here as a lesson plays, for a teacher in front of a class: the comments":
            "Проигрывает здесь сценарий или транскрипт, как урок, для преподавателя перед классом: комментарии",
        "Prints each command as `> command` before its output, as transcripts show it.":
            "Печатает каждую команду как `> command` перед её выводом, как это показывают транскрипты.",
        "Refused unless the scene is foreground-active, as UIKit delivers touches only there.":
            "Отвергается, если сцена не активна на переднем плане: UIKit доставляет касания только туда.",
        "Runs a script's lines here, as if typed: handy to set a device up before a lesson. A script may source":
            "Выполняет здесь строки сценария, как будто их ввели: удобно подготовить устройство перед уроком. Сценарий",
        "Scene delegates or the app delegate; see `explain lifecycle-app` and `explain ios12`.":
            "Делегаты сцен или делегат приложения; см. `explain lifecycle-app` и `explain ios12`.",
        "Several windows (iPad): `scene new` connects a scene (configurationForConnecting, its own SceneDelegate,":
            "Несколько окон (iPad): `scene new` подключает сцену (configurationForConnecting, свой SceneDelegate,",
        "Sources: Apple's definesPresentationContext and UIModalPresentationStyle docs; research-containers.md §4.":
            "Источники: документация Apple по definesPresentationContext и UIModalPresentationStyle; research-containers.md §4.",
        "Stops a script at its first error.":
            "Останавливает сценарий на первой ошибке.",
        "Swipes a row to show its actions (tableView(_:trailingSwipeActionsConfigurationForRowAt:)).":
            "Смахивает строку, чтобы показать её действия (tableView(_:trailingSwipeActionsConfigurationForRowAt:)).",
        "The app switcher: active scenes resign active and stay in the foreground (inactive is not background).":
            "Переключатель приложений: активные сцены теряют активность и остаются на переднем плане (неактивна — не в фоне).",
        "The app's container as the Simulator keeps it on the Mac's disk: Documents (the app's own files, such as":
            "Контейнер приложения, как его хранит симулятор на диске Mac: Documents (собственные файлы приложения, например",
        "The call ends: the interrupted scenes become active again (sceneDidBecomeActive).":
            "Звонок окончен: прерванные сцены снова становятся активными (sceneDidBecomeActive).",
        "The finger lifts past the point of no return: the swipe completes (see `explain interactive`).":
            "Палец отпускают после точки невозврата: свайп завершается (см. `explain interactive`).",
        "The finger lifts too early: the swipe springs back (see `explain interactive`).":
            "Палец отпускают слишком рано: свайп откатывается назад (см. `explain interactive`).",
        "The language the books' apps draw their screens in: English, or the books' own Russian («Важные»,":
            "Язык, на котором приложения из книг рисуют экраны: английский или русский самих книг («Важные»,",
        "The object graph: the app, each scene with its state, its window, containers and their children, and what":
            "Граф объектов: приложение, каждая сцена со своим состоянием, её окно, контейнеры и их дети и то, что",
        "The scene session persists, so the next launch restores it without configurationForConnecting.":
            "Сессия сцены сохраняется, поэтому следующий запуск восстанавливает её без configurationForConnecting.",
        "The split view's primary column slides away: its viewWillDisappear and viewDidDisappear (inferred).":
            "Основная колонка split view уезжает: её viewWillDisappear и viewDidDisappear (выведено).",
        "The store in the syntax of macOS's defaults tool. Each app's domain is a property list named after its":
            "Хранилище в синтаксисе утилиты defaults из macOS. Домен каждого приложения — property list, названный по его",
        "The system kills a suspended app to free memory: no callback at all, and what was not saved is gone.":
            "Система завершает приостановленное приложение ради памяти: никаких вызовов, и всё несохранённое пропало.",
        "The system suspends a background app: no callback at all. The process stays in memory and runs no code.":
            "Система приостанавливает приложение в фоне: никаких вызовов. Процесс остаётся в памяти и не выполняет код.",
        "Turns the table's edit mode on or off (setEditing(_:animated:)).":
            "Включает или выключает режим редактирования таблицы (setEditing(_:animated:)).",
        "Types text into a field of the top screen; the field's editing events run the app's code.":
            "Вводит текст в поле верхнего экрана; события редактирования поля выполняют код приложения.",
        "Which UIKit apps run on: `ios 12` (before scenes) or 13 and later; see `explain ios12`.":
            "На каком UIKit работают приложения: `ios 12` (до сцен) или 13 и новее; см. `explain ios12`.",
        "Without --ephemeral the container is DATA/Containers/BUNDLE-ID; `ls` is the same command.":
            "Без --ephemeral контейнер лежит в DATA/Containers/BUNDLE-ID; `ls` — та же команда.",
        "`export html FILE` for one page with those pages one under another, each page's lane header staying":
            "`export html FILE` — одна страница с этими страницами друг под другом, где заголовок дорожек каждой страницы",
        "`open` makes them active again with only sceneDidBecomeActive; no controller hears anything.":
            "`open` снова делает их активными одним sceneDidBecomeActive; контроллеры ничего не узнают.",
        "above each command are its note, Enter runs it, other lines typed run first, q stops.":
            "над каждой командой — её заметка, Enter выполняет её, другие введённые строки выполняются сначала, q — выход.",
        "and popovers ignore the flag (decompiled UIKit). .currentContext removes that controller's views: it and":
            "и поповеры флаг не учитывают (декомпилированный UIKit). .currentContext убирает view этого контроллера: он и",
        "another (16 deep at most); one that would run itself again is refused. Errors name the script's FILE:LINE.":
            "может подключать другой (до 16 уровней); запуск самого себя отвергается. Ошибки указывают FILE:LINE.",
        "applicationDidReceiveMemoryWarning, then didReceiveMemoryWarning on every live controller, on screen or":
            "applicationDidReceiveMemoryWarning, затем didReceiveMemoryWarning у каждого живого контроллера, на экране",
        "at the top while it scrolls, and the tree (no network needed). A lane starts where its object is":
            "остаётся наверху при прокрутке, и с деревом (сеть не нужна). Дорожка начинается там, где её объект",
        "awakeFromNib), the source's prepare(for:sender:) runs before the destination loads, then a push or a":
            "awakeFromNib), prepare(for:sender:) источника выполняется до загрузки destination, затем идёт push или",
        "bundle id; it outlives the app's process, which is how data survives kill and relaunch.":
            "bundle id; он переживает процесс приложения, и так данные переживают kill и новый запуск.",
        "containment, delegate, table, store, traits on request). JSONL always carries every event.":
            "containment, delegate, table, store, traits — по запросу). JSONL всегда несёт все события.",
        "created and ends at its deinit with a cross, and its column is reused; each page names the device,":
            "создан, и кончается крестом на его deinit, а её колонка используется снова; каждая страница называет устройство,",
        "definesPresentationContext: a .currentContext or .overCurrentContext presentation walks up from the":
            "definesPresentationContext: показ .currentContext или .overCurrentContext идёт вверх от",
        "get no appearance calls, and every popped controller deinits after the transition.":
            "не получают вызовов появления, а каждый снятый со стека контроллер после перехода получает deinit.",
        "group's commands with a line each, `help all` every command so; `help explain` lists the topics.":
            "команды группы по строке на каждую, `help all` — так все команды; `help explain` перечисляет темы.",
        "iOS version and app. --from N --to M draw commands N to M (as the bands number them); --title T":
            "версию iOS и приложение. --from N --to M рисуют команды с N по M (по номерам полос); --title T",
        "is presented, each controller with its appearance state and whether its view is loaded.":
            "показано модально; у каждого контроллера — его состояние появления и загружено ли его view.",
        "its children on screen get viewWillDisappear/viewDidDisappear, and the appear calls on dismiss (documented":
            "его дети на экране получают viewWillDisappear/viewDidDisappear, а при dismiss — вызовы появления (документировано,",
        "its expected output is what a fresh device prints for the lines (as `scenelab check` replays it), with":
            "его ожидаемый вывод — то, что печатает для этих строк чистое устройство (так его проигрывает `scenelab check`),",
        "kill the app, delete its saved file, relaunch, see what loading does without it). Paths are relative":
            "завершить приложение, удалить его сохранённый файл, запустить снова, посмотреть, что делает загрузка без него).",
        "layout, viewWillAppear and viewDidAppear (animated: false), then layout again; the secondary hears":
            "layout, viewWillAppear и viewDidAppear (animated: false), затем снова layout; secondary ничего",
        "makes none of the delegate's calls (Apple's UIAdaptivePresentationControllerDelegate docs). Before iOS 13":
            "не вызывает делегата вовсе (документация Apple по UIAdaptivePresentationControllerDelegate). До iOS 13",
        "not (their order is uncertain). Views are not unloaded since iOS 6: no second viewDidLoad follows.":
            "он или нет (их порядок неточен). С iOS 6 view не выгружаются: второго viewDidLoad не будет.",
        "nothing. `hide-primary` is the mirror, not logged (uncertain). Rotating hides or shows the primary too (D2).":
            "не узнаёт. `hide-primary` — обратное, без лога (неточно). Поворот тоже прячет или показывает primary (D2).",
        "only the popover's own delegate heard of it (popoverPresentationControllerShouldDismissPopover, then":
            "об этом узнавал только собственный делегат поповера (popoverPresentationControllerShouldDismissPopover, затем",
        "order; `explain S17` says what a source the notes cite is, and what it settles.":
            "команды; `explain S17` говорит, что за источник цитируют заметки и что он подтверждает.",
        "performSegue(withIdentifier:sender:): the storyboard makes a NEW destination every time (init(coder:),":
            "performSegue(withIdentifier:sender:): storyboard каждый раз создаёт НОВЫЙ destination (init(coder:),",
        "popToRootViewController: only the top disappears and only the root appears; the controllers between":
            "popToRootViewController: исчезает только верхний и появляется только корень; контроллеры между ними",
        "popToViewController: like pop-to-root, down to stack index N (the root is 0).":
            "popToViewController: как pop-to-root, но до индекса N в стеке (корень — 0).",
        "presentation plays. A controller the source kept from the last segue is released when prepare overwrites it.":
            "модальный показ. Контроллер, сохранённый источником с прошлого segue, освобождается при перезаписи в prepare.",
        "presentationControllerWillDismiss (its place against viewWillDisappear is uncertain), the popover's":
            "presentationControllerWillDismiss (его место относительно viewWillDisappear неточно), у поповера",
        "presented controller gets calls. Controllers outside the context (a tab bar above it) hear nothing.":
            "только показанный контроллер. Контроллеры вне контекста (tab bar над ним) ничего не узнают.",
        "presenting controller through its parents to the first that defines the context, which presents (it is":
            "показывающего контроллера через его родителей до первого, который задаёт контекст, и показывает он (он становится",
        "presentingViewController); when none does, the window's root presents (Apple's docs). Full screen, sheets":
            "presentingViewController); если такого нет, показывает корень окна (документация Apple). Полноэкранный показ, листы",
        "reclaim N` is UIKit freeing a background scene: sceneDidDisconnect only; `open` rebuilds its tree.":
            "reclaim N` — UIKit освобождает сцену в фоне: только sceneDidDisconnect; `open` строит её дерево заново.",
        "sceneDidBecomeActive. Touches are refused meanwhile, as UIKit delivers none to an inactive scene.":
            "sceneDidBecomeActive. Пока он идёт, касания отвергаются: UIKit не доставляет их неактивной сцене.",
        "sequenceDiagram, `export svg FILE` for 16:9 pages of 1920×1080 (one file, or FILE-1.svg, FILE-2.svg, …),":
            "для Mermaid, `export svg FILE` — страницы 16:9 по 1920×1080 (один файл или FILE-1.svg, FILE-2.svg, …),",
        "session you had comes back afterwards. `lesson N --quiz` asks for the order first and scores it.":
            "Прежний сеанс потом возвращается. `lesson N --quiz` сначала спрашивает порядок и ставит за него баллы.",
        "size: no source it trusts gives their default size.":
            "ни один источник, которому он доверяет, не даёт их размер по умолчанию.",
        "step's comment, then Enter runs its command (anything else typed runs as a command too; q stops). The":
            "раньше: комментарий шага, затем Enter выполняет его команду (всё другое введённое тоже выполняется; q — выход).",
        "switcher: it leaves the foreground, sceneDidDisconnect, then didDiscardSceneSessions at once. `scene":
            "переключателе: она уходит с переднего плана, sceneDidDisconnect, затем сразу didDiscardSceneSessions. `scene",
        "that the views go; the order copies full screen: uncertain). .overCurrentContext leaves them: only the":
            "что view уходят; порядок повторяет полноэкранный: неточно). .overCurrentContext их оставляет: вызовы получает",
        "the trace channels set as they were. `record stop` writes it; a recording left on is written at the end.":
            "с каналами трассировки, как они были заданы. `record stop` сохраняет запись; незакрытая запись сохраняется в конце.",
        "then sceneDidBecomeActive. A scene UIKit reclaimed connects again from scratch. No viewWillAppear.":
            "затем sceneDidBecomeActive. Сцена, которую забрал UIKit, подключается заново с нуля. viewWillAppear нет.",
        "those deprecated methods, so a note stands in for them. The presenter gets nothing on iPad":
            "эти устаревшие методы, поэтому вместо них — заметка. Показавший контроллер на iPad ничего не получает",
        "titles it. It shows the calls of the channels text shows; uncertain calls are dashed. The first":
            "задаёт заголовок. Показаны вызовы тех каналов, что показывает текст; неточные вызовы — пунктиром. Хранятся первые",
        "to full screen before; a form sheet likewise. scenelab lays popovers and form sheets out at the window's":
            "а раньше — на весь экран; form sheet так же. scenelab раскладывает поповеры и form sheet по размеру окна:",
        "to the container; `..`, a leading `/` and symbolic links on the way are refused.":
            "Пути отсчитываются от контейнера; `..`, ведущий `/` и символические ссылки на пути отвергаются.",
        "viewWillAppear(animated: true)), a command or a topic; `explain last` explains the last command's":
            "viewWillAppear(animated: true)), команду или тему; `explain last` объясняет порядок последней",
        "viewWillDisappear and viewDidDisappear, presentationControllerDidDismiss, deinit; dismiss(animated:) in code":
            "viewWillDisappear и viewDidDisappear, presentationControllerDidDismiss, deinit; dismiss(animated:) в коде",
        "window and stack); `scene focus N` picks the one commands address; `scene close N` is closing it in the":
            "окно и стек); `scene focus N` выбирает ту, к которой обращаются команды; `scene close N` — закрыть её в",
        "«Сохранить», «Начать игру»). Callbacks are UIKit's names in either. It changes only while no app runs.":
            "«Сохранить», «Начать игру»). Вызовы в обоих — имена UIKit. Меняется, только пока не запущено ни одно приложение.",
    ]
}
