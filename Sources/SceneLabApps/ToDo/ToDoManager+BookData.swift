import SceneLabCore

extension ToDoManager {
    /// The stub's test tasks (Listing 11.3, 000:L8930–8949), and from chapter 12
    /// the long title that tests a cell's height (Listing 12.12, 000:L10022–10028).
    static func stubTasks(in chapter: BookChapter) -> [Task] {
        var tasks = [
            Task(title: "Купить хлеб", type: .normal, status: .planned),
            Task(title: "Помыть кота", type: .important, status: .planned),
            Task(title: "Отдать долг Арнольду", type: .important, status: .completed),
            Task(title: "Купить новый пылесос", type: .normal, status: .completed),
            Task(title: "Подарить цветы супруге", type: .important, status: .planned),
            Task(title: "Позвонить родителям", type: .important, status: .planned),
        ]
        // Listing 12.12 adds the long one (000:L10022–10028).
        if chapter.has(listing: 12, ofChapter: 12) {
            tasks.append(
                Task(
                    title: "Пригласить на вечеринку Дольфа, Джеки, Леонардо, Уилла и Брюса", type: .important,
                    status: .planned))
        }
        return tasks
    }
}
