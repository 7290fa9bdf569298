/// A sequence diagram laid out for slides: its rows in order, each object's
/// lane in a column only while the object lives (from its `init`, or the
/// first call when none was seen, to its `deinit` or the process's end), a
/// column freed by one lane taken by the next, and the rows cut into pages
/// of one 16:9 slide each.
struct SlideLayout {
    /// One row of the diagram, top to bottom.
    enum Row: Equatable {
        /// A command's band; `continued` when the command began on the page before.
        case band(step: Int, continued: Bool)
        /// The lanes that start here, each with its name in a box.
        case creation([Int])
        /// A call drawn as an arrow to a lane.
        case call(SequenceDiagram.Call, lane: Int)
        /// Lanes that end here: with a cross (a hidden `deinit`), or, when the process was killed, a bar.
        case ends([Int], killed: Bool)
        /// The note that later commands were left out.
        case cut
    }

    /// An object's lane: its column and the rows it lives from and to.
    struct Lane: Equatable {
        var name: String
        var column: Int
        /// The row whose box starts it; -1 for UIKit, there from the start.
        var firstRow: Int
        /// The row where it ends; nil while it lives to the diagram's end.
        var lastRow: Int?
    }

    /// A page: its rows, each with its top, and the rows of the whole diagram it shows.
    struct Page: Equatable {
        var items: [(row: Row, index: Int, top: Int)]
        /// The global rows this page shows, first and last.
        var first: Int
        var last: Int
        /// The bottom of the last row.
        var bottom: Int

        static func == (lhs: Page, rhs: Page) -> Bool {
            lhs.first == rhs.first && lhs.last == rhs.last && lhs.bottom == rhs.bottom
        }
    }

    /// How much larger than standard a slide is drawn (`export --scale`): the layout is made on
    /// a canvas this many times smaller than the page, and the SVG's viewBox enlarges it to 1920×1080.
    @TaskLocal static var scale = 1.0
    /// The page as it is shown, whatever the scale.
    static let pageWidth = 1920
    static let pageHeight = 1080
    /// The canvas the layout is made on.
    static var width: Int { Int((Double(pageWidth) / scale).rounded()) }
    static var height: Int { Int((Double(pageHeight) / scale).rounded()) }
    static let margin = 32
    /// The lane header row every page repeats, under the title bar.
    static let laneHeaderTop = 64
    static let laneHeaderHeight = 40
    static let bodyTop = 116
    /// Where rows stop, above the legend.
    static var bodyBottom: Int { height - 56 - (scale > 1 ? 22 : 0) }
    /// The widest a lane gets; narrower when more lanes live at once on a page.
    static let widestLane = 240

    var rows: [Row] = []
    var lanes: [Lane] = []
    /// For each row, the step it belongs to (for a continued band).
    var stepOfRow: [Int] = []
    var pages: [Page] = []

    init(_ diagram: SequenceDiagram) {
        lanes = [Lane(name: SequenceDiagram.caller, column: 0, firstRow: -1)]
        var alive: [String: Int] = [SequenceDiagram.caller: 0]
        var occupied = [true]
        for (stepIndex, step) in diagram.steps.enumerated() {
            append(.band(step: stepIndex, continued: false), step: stepIndex)
            for call in step.calls where call.receiver != SequenceDiagram.caller {
                if call.isShown || call.lifetime == .created, alive[call.receiver] == nil {
                    let lane = lanes.count
                    // The lowest free column: a lane that ended leaves its column to the next one.
                    let column = occupied.firstIndex(of: false) ?? occupied.count
                    if column == occupied.count { occupied.append(true) } else { occupied[column] = true }
                    if case .creation(let born) = rows.last {
                        rows[rows.count - 1] = .creation(born + [lane])
                        lanes.append(Lane(name: call.receiver, column: column, firstRow: rows.count - 1))
                    } else {
                        lanes.append(Lane(name: call.receiver, column: column, firstRow: rows.count))
                        append(.creation([lane]), step: stepIndex)
                    }
                    alive[call.receiver] = lane
                }
                guard let lane = alive[call.receiver] else { continue }
                if call.isShown { append(.call(call, lane: lane), step: stepIndex) }
                guard call.lifetime == .ended else { continue }
                if !call.isShown {
                    if case .ends(let ended, false) = rows.last {
                        rows[rows.count - 1] = .ends(ended + [lane], killed: false)
                    } else {
                        append(.ends([lane], killed: false), step: stepIndex)
                    }
                }
                lanes[lane].lastRow = rows.count - 1
                occupied[lanes[lane].column] = false
                alive[call.receiver] = nil
            }
            if step.endsProcess {
                let ended = alive.values.filter { $0 != 0 }.sorted()
                if !ended.isEmpty {
                    append(.ends(ended, killed: true), step: stepIndex)
                    for lane in ended {
                        lanes[lane].lastRow = rows.count - 1
                        occupied[lanes[lane].column] = false
                    }
                    alive = [SequenceDiagram.caller: 0]
                }
            }
        }
        if diagram.isCut { append(.cut, step: max(diagram.steps.count - 1, 0)) }
        paginate(diagram)
    }

    private mutating func append(_ row: Row, step: Int) {
        rows.append(row)
        stepOfRow.append(step)
    }

    /// How tall a row is drawn.
    static func height(of row: Row, in diagram: SequenceDiagram) -> Int {
        switch row {
        case .band(let step, let continued):
            // A line more for the error, and one for each note, on the band's first page.
            guard !continued, diagram.steps.indices.contains(step) else { return 34 }
            return 34 + (diagram.steps[step].error != nil ? 18 : 0) + 18 * diagram.steps[step].notes.count
        case .creation: return 34
        case .call: return 26
        case .ends: return 20
        case .cut: return 28
        }
    }

    /// Rows fill a page from the top; a band or a lane's box is not left
    /// alone at a page's foot, and a command cut by a page starts the next
    /// one again as a continued band.
    private mutating func paginate(_ diagram: SequenceDiagram) {
        var items: [(row: Row, index: Int, top: Int)] = []
        var top = Self.bodyTop
        var first = 0
        for (index, row) in rows.enumerated() {
            let height = Self.height(of: row, in: diagram)
            var needed = height
            switch row {
            case .band, .creation:
                if index + 1 < rows.count { needed += Self.height(of: rows[index + 1], in: diagram) }
            default: break
            }
            if top + needed > Self.bottom(for: diagram), !items.isEmpty {
                pages.append(Page(items: items, first: first, last: index - 1, bottom: top))
                items = []
                top = Self.bodyTop
                first = index
                if case .band = row {
                } else if case .cut = row {
                } else {
                    let continued = Row.band(step: stepOfRow[index], continued: true)
                    items.append((continued, index, top))
                    top += Self.height(of: continued, in: diagram)
                }
            }
            items.append((row, index, top))
            top += height
        }
        if !items.isEmpty || pages.isEmpty {
            pages.append(Page(items: items, first: first, last: rows.count - 1, bottom: top))
        }
    }

    private static func bottom(for diagram: SequenceDiagram) -> Int { bodyBottom }

    /// The lanes a page shows, and whether each was alive at its top.
    func lanes(on page: Page) -> [(lane: Int, atTop: Bool)] {
        lanes.indices.compactMap { index in
            let lane = lanes[index]
            guard lane.firstRow <= page.last, (lane.lastRow ?? Int.max) >= page.first else { return nil }
            return (index, lane.firstRow < page.first)
        }
    }

    /// How wide a page's lanes are: as wide as fits every column it uses.
    func laneWidth(on page: Page) -> Int {
        let columns = (lanes(on: page).map { lanes[$0.lane].column }.max() ?? 0) + 1
        return min(Self.widestLane, (Self.width - 2 * Self.margin) / columns)
    }
}
