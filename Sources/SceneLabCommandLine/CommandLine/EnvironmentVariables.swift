/// The environment variables scenelab reads, for `--help` and the manual.
/// Tests/Terminal/test_manual.py checks that every variable the sources read
/// through `Terminal.environment` is listed here.
enum EnvironmentVariables {
    static let all: [CommandSyntax.Entry] = [
        .init(
            name: "LC_ALL, LC_MESSAGES, LANG",
            text: "When --lang is not given, the first of them set and not empty chooses scenelab's language: one "
                + "starting with ru, Russian; anything else, English. (The manual page is English.)", ru: "Если --lang не указан, язык scenelab выбирает первая из них, заданная и непустая: начинается с ru — русский, иначе английский. (Страница руководства — на английском.)"),
        .init(name: "NO_COLOR", text: "Set and not empty: no colour (as --no-color).", ru: "Задана и не пуста: без цвета (как --no-color)."),
        .init(name: "TERM", text: "dumb: no colour.", ru: "dumb: без цвета."),
        .init(
            name: "PAGER",
            text: "The pager for output longer than the terminal (default: less -FRX; empty or cat: none). Only "
                + "at a terminal.", ru: "Программа постраничного просмотра для вывода длиннее экрана (по умолчанию less -FRX; пусто или cat — без неё). Только в терминале."),
        .init(name: "PATH", text: "Where the pager is looked for.", ru: "Где искать программу постраничного просмотра."),
        .init(name: "HOME", text: "Where the default data and state folders are, when the XDG variables are not set.", ru: "Где папки данных и состояния по умолчанию, если переменные XDG не заданы."),
        .init(name: "XDG_DATA_HOME", text: "The simulated device's disk is $XDG_DATA_HOME/scenelab (see --data-dir).", ru: "Диск симулируемого устройства — $XDG_DATA_HOME/scenelab (см. --data-dir)."),
        .init(name: "XDG_STATE_HOME", text: "The REPL's history is $XDG_STATE_HOME/scenelab/history.", ru: "История REPL — $XDG_STATE_HOME/scenelab/history."),
        .init(name: "XDG_CACHE_HOME", text: "What the Swift reader found in an opened project's files is kept in $XDG_CACHE_HOME/scenelab/swift (default: ~/.cache/scenelab/swift), so that opening the same files again skips reading them.", ru: "Найденное читателем Swift в файлах открытого проекта хранится в $XDG_CACHE_HOME/scenelab/swift (по умолчанию — ~/.cache/scenelab/swift), чтобы повторное открытие тех же файлов их не читало."),
        .init(name: "SCENELAB_CACHE", text: "off: open reads every Swift file and keeps nothing in the cache.", ru: "off: open читает каждый файл Swift и ничего не хранит в кэше."),
        .init(name: "SCENELAB_LESSONS", text: "A folder of lessons to play instead of those built into the program (default: a lessons/ folder beside the program or above it, else the built-in ones).", ru: "Папка уроков вместо встроенных в программу (по умолчанию — папка lessons/ рядом с программой или выше, иначе встроенные)."),
        .init(name: "USER", text: "The student a quiz names and shuffles for, when --student is not given (else LOGNAME, else the account's name).", ru: "Студент, которого называет тест и для которого перемешивает вызовы, если --student не указан (иначе LOGNAME, иначе имя учётной записи)."),
        .init(name: "EDITRC", text: "The line editor's key bindings (libedit; default: ~/.editrc).", ru: "Привязки клавиш редактора строк (libedit; по умолчанию — ~/.editrc)."),
    ]
}
