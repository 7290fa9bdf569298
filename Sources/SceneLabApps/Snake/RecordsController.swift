import CommandGrammar
import SceneLabCore

/// `RecordsViewController`, the homework's «Результаты»: a table of
/// `Game.shared.records` (date and score) and a button that closes it (the
/// course spells it «Заккрыть»; scenelab corrects the typo).
struct RecordsController: ControllerCode {
    typealias Model = Snake

    static let className = "RecordsViewController"
    static let cell: Name = "RecordCell"

    /// The button that closes the records.
    enum Button: String, ScreenControl {
        case close
    }

    /// The records when the table last asked: the data source reads the singleton.
    var records: [Record] = []

    mutating func viewDidLoad(_ model: inout Snake, _ context: inout AppContext) {
        records = model.sharedGame(&context).records
        if context.code == .asWritten { context.note(SnakeDiagnostic.recordDatesEmpty) }
    }

    func tableSections(_ model: Snake, _ language: Language) -> [TableSection]? {
        [TableSection(rows: records.count, cellIdentifier: Self.cell)]
    }

    func screen(_ model: Snake, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(title: SnakeStrings.resultsTitle(language))
        screen.sections = [
            Screen.Section(
                rows: records.map {
                    Screen.Row(text: SnakeStrings.dateText($0.date, code: context.code), detail: "\($0.value)")
                })
        ]
        // As printed, the course's button reads «Заккрыть» (003:L412); scenelab's fixed code corrects it.
        let close = context.code == .asWritten ? SnakeStrings.closeAsPrinted : SnakeStrings.close(language)
        screen.buttons = [Screen.Button(Button.close, label: close)]
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Snake, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let id = context.controller else { throw screen.refusal(ofTap: button) }
        switch button {
        case .close: return [.dismiss(from: id)]
        }
    }
}
