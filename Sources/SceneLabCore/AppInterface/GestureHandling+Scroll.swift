/// `scroll down|up [N]`: a finger drags the top screen's table, whatever app
/// draws it. Rows that leave the screen hand their cells to the reuse queue,
/// rows that come in ask the data source for a cell (`AppCode.scrollTable`).
extension GestureHandling {
    /// The rows on screen of `id`'s table when it is longer than the screen.
    static func tableWindow(of id: ObjectID, in app: Application) -> Screen.TableWindow? {
        guard app.graph.controllers.hasLoadedTable(id) == true,
            let sections = AppCode.tableSections(of: id, in: app)
        else { return nil }
        let total = sections.reduce(0) { $0 + $1.rows }
        let visibleRows = app.device.rowsOnScreen
        guard total > visibleRows else { return nil }
        let offset = min(app.graph.controllers.tableOffset(of: id), total - visibleRows)
        return Screen.TableWindow(first: offset + 1, last: offset + visibleRows, total: total)
    }

    /// Scrolls the table of the top controller `id` by `rows` (a screenful
    /// when nil), stopping at the list's ends; refused when it cannot move.
    static func scroll(
        down: Bool, rows: Int?, controller id: ObjectID, screen: Screen, in app: inout Application
    ) throws(Rejection) {
        let gesture = Gesture.scroll(down: down, rows: rows).description
        guard app.graph.controllers.hasLoadedTable(id) == true,
            let sections = AppCode.tableSections(of: id, in: app)
        else { throw notOffered(gesture, on: screen) }
        guard let window = tableWindow(of: id, in: app) else {
            let total = sections.reduce(0) { $0 + $1.rows }
            throw Rejection(
                InterfaceDiagnostic.nothingToScroll(gesture: gesture, screen: screen.titleIfAny, rows: total))
        }
        if let rows, rows < 1 { throw Rejection(InterfaceDiagnostic.scrollByNoRows(gesture: gesture)) }
        let offset = window.first - 1
        let visibleRows = app.device.rowsOnScreen
        let step = rows ?? visibleRows
        let target = down ? min(window.total - visibleRows, offset + step) : max(0, offset - step)
        guard target != offset else {
            throw Rejection(
                InterfaceDiagnostic.scrolledToEnd(
                    gesture: gesture, screen: screen.titleIfAny, atLastRow: down, first: window.first,
                    last: window.last, total: window.total))
        }
        AppCode.scrollTable(of: id, from: offset, to: target, sections: sections, in: &app)
    }
}
