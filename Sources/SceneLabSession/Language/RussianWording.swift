/// The Russian of the session's own specs' texts (summaries, `help NAME`'s
/// details, `explain NAME`), keyed by the English as the specs write it, so
/// that the specs stay as they are read. A spec whose English changes loses
/// its Russian until this table follows; `RussianCoverageTests` fails then.
/// The Russian keeps UIKit's names, the commands and their options as typed.
enum RussianWording {
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
    ]
}
