import SceneLabCore

/// What scene A gives the scene B it shows: `updatingData` (Listing 10.6), and, by the
/// buttons that set them, `handleUpdatedDataDelegate` (10.15) or `completionHandler` (10.18),
/// each standing for the scene A that set it.
struct TransferHandOver: Sendable, Equatable {
    var updatingData = ""
    var delegate: ObjectID?
    var closureOwner: ObjectID?
}
