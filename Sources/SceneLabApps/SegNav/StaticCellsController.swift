import PropertyLists
import SceneLabCore

/// `BIDStaticCellsController`, the chapter's static-cells example: a grouped
/// table with one section, «Silliest Clock Ever», whose two Left Detail
/// cells show the date and the time, set once in `viewDidLoad`. Since that
/// runs once per instance, the clock does not move when the screen comes
/// back; moving the code to `viewWillAppear` would fix it (T16).
struct StaticCellsController: ControllerCode {
    typealias Model = SegNav

    static let className = "BIDStaticCellsController"

    /// `dateLabel.text` and `timeLabel.text`, empty until the view loads.
    var dateText = ""
    var timeText = ""

    mutating func viewDidLoad(_ model: inout SegNav, _ context: inout AppContext) {
        let now = CalendarDate(PropertyListDate(secondsSinceReferenceDate: context.now))
        dateText = Self.longDate(now)
        timeText = Self.longTime(now)
    }

    func screen(_ model: SegNav, _ context: AppContext) -> Screen? {
        var screen = Screen(title: "")
        screen.navigationTitle = nil
        screen.sections = [
            Screen.Section(
                header: "Silliest Clock Ever",
                rows: [Screen.Row(text: "The Date", detail: dateText), Screen.Row(text: "The Time", detail: timeText)])
        ]
        return screen
    }

    /// `NSDateFormatterLongStyle` for the date, in English: `January 1, 2026`.
    static func longDate(_ date: CalendarDate) -> String {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return "\(months[max(0, min(11, date.month - 1))]) \(date.day), \(date.year)"
    }

    /// `NSDateFormatterLongStyle` for the time, in English, on the device's UTC: `9:00:05 AM UTC`.
    static func longTime(_ date: CalendarDate) -> String {
        let hour = date.hour % 12 == 0 ? 12 : date.hour % 12
        let minute = date.minute < 10 ? "0\(date.minute)" : "\(date.minute)"
        let second = date.second < 10 ? "0\(date.second)" : "\(date.second)"
        return "\(hour):\(minute):\(second) \(date.hour < 12 ? "AM" : "PM") UTC"
    }
}
