import SceneLabCore

extension ContactsApp {
    /// `explain cell-reuse`: Usov ch. 7's reusable cells, as scenelab plays them.
    static let cellReuseTopic: [Wording] = [
        Wording(
            en: "Usov ch. 7 (Listing 7.7): tableView(_:cellForRowAt:) asks dequeueReusableCell(withIdentifier: \"MyCell\")",
            ru: "Усов, гл. 7 (листинг 7.7): tableView(_:cellForRowAt:) просит dequeueReusableCell(withIdentifier: \"MyCell\")"),
        Wording(
            en: "for a cell from the reuse queue; with none it prints «Создаем новую ячейку для строки с индексом N» and",
            ru: "ячейку из очереди переиспользования; если её нет, печатает «Создаем новую ячейку для строки с индексом N» и"),
        Wording(
            en: "makes one, else it prints «Используем старую ячейку для строки с индексом N». `trace style usov` shows these.",
            ru: "создаёт её, иначе печатает «Используем старую ячейку для строки с индексом N». Их показывает `trace style usov`."),
        Wording(
            en: "A table asks only for the rows on screen (scenelab's iPhone shows 12): the first screenful makes a cell per",
            ru: "Таблица запрашивает только строки на экране (на iPhone в scenelab их 12): первый экран создаёт по ячейке на"),
        Wording(
            en: "row. reloadData() (after «Создать» or «Удалить») puts the cells on screen in the queue and takes them back,",
            ru: "строку. reloadData() (после «Создать» или «Удалить») кладёт ячейки с экрана в очередь и берёт их обратно,"),
        Wording(
            en: "so only rows past the cells made so far get new ones. In the tree and JSON Lines the call is the same.",
            ru: "поэтому новые ячейки получают только строки сверх уже созданных. В дереве и в JSON Lines вызов тот же."),
        Wording(
            en: "Not played: scrolling (no `scroll` command), so the book's row 0 leaving the screen and row 8 reusing its",
            ru: "Не воспроизводится прокрутка (команды `scroll` нет): в книге строка 0 уходит с экрана и строка 8 берёт её"),
        Wording(
            en: "cell (figs. 7.5–7.9, 7.26) are read, not run; the order of a reload's dequeues is uncertain (no source).",
            ru: "ячейку (рис. 7.5–7.9, 7.26) — это описано, но не играется; порядок выборки при reload источник не подтверждает."),
    ]
}
