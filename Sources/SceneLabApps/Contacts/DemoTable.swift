/// Chapter 7's demo table, before the list shows contacts (Listings 7.2–7.11):
/// 50 rows, each cell titled «Строка N» (000:L4922–4943, L5342).
///
/// Listing 7.4 reuses a cell without setting its text again (000:L5225–5244),
/// so a row whose cell comes from the queue shows the text of the row the cell
/// was made for (Fig 7.27, 000:L5280–5287); Listing 7.6 sets it in both
/// branches (000:L5318–5335). With `rows` cells on screen the queue cycles
/// `rows + 1` cells (the row coming in asks for its cell before the row going
/// out gives its own back), so row R shows «Строка R mod (rows + 1)».
struct DemoTable: Sendable, Equatable {
    /// How many rows Listing 7.2's `numberOfRowsInSection` returns.
    static let rows = 50

    /// Whether the code is Listing 7.4's or 7.5's: a reused cell keeps its old text.
    let showsStaleText: Bool

    /// The row numbers whose text each row shows, with `onScreen` rows showing at once.
    func shownNumber(ofRow row: Int, onScreen: Int) -> Int {
        showsStaleText ? row % (onScreen + 1) : row
    }
}
