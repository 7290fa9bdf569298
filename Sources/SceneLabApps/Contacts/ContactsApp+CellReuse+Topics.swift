import CommandGrammar
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
            en: "A table asks only for the rows on screen (scenelab's iPhone shows 17, its iPad 25): the first screenful",
            ru: "Таблица запрашивает только строки на экране (на iPhone в scenelab их 17, на iPad 25): первый экран"),
        Wording(
            en: "makes a cell per row. reloadData() (after «Создать» or «Удалить») puts the cells on screen in the queue",
            ru: "создаёт по ячейке на строку. reloadData() (после «Создать» или «Удалить») кладёт ячейки с экрана в очередь"),
        Wording(
            en: "and takes them back, so only rows past the cells made so far get new ones. In the tree and JSON Lines",
            ru: "и берёт их обратно, поэтому новые ячейки получают только строки сверх уже созданных. В дереве и в JSON"),
        Wording(
            en: "the call is the same.",
            ru: "Lines вызов тот же."),
        Wording(
            en: "`scroll down|up [N]` plays the book's scrolling: each row coming in asks for its cell a moment before it",
            ru: "`scroll down|up [N]` играет прокрутку из книги: каждая входящая строка просит ячейку чуть раньше, чем"),
        Wording(
            en: "shows, then the row going out hands its cell to the queue (tableView(_:didEndDisplaying:forRowAt:) to a delegate that has it, uncertain),",
            ru: "появится, затем уходящая строка отдаёт свою в очередь (tableView(_:didEndDisplaying:forRowAt:), uncertain),"),
        Wording(
            en: "so the first row past the screen gets a new cell and later ones reuse (figs. 7.5–7.9: row 0 leaves, row 8",
            ru: "поэтому первая строка за экраном получает новую ячейку, а следующие берут старые (рис. 7.5–7.9: строка 0"),
        Wording(
            en: "takes its cell). The order of a reload's dequeues, and of a scroll's, is uncertain (no source says).",
            ru: "уходит, строка 8 берёт её ячейку). Порядок выборки при reload и при прокрутке источник не подтверждает."),
    ]
}
