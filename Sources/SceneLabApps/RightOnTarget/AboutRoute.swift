/// How a `SecondViewController` instance reached the screen, which decides
/// what its «Назад» button does: the book wires the same button differently
/// in each of chapter 3's variants.
enum AboutRoute: Sendable, Equatable {
    /// A storyboard Show segue (variant 1, or variant 3 inside a navigation
    /// controller, where the segue pushes). Without a navigation controller
    /// «Назад» is itself a Show segue, back to a *new* `ViewController`.
    case segue
    /// `present(_:animated:)` from code (variant 2, Listings 3.14 and 3.16);
    /// «Назад» calls `dismiss(animated:)` (Listing 3.15).
    case presentedFromCode
    /// `present(SecondViewController(), …)` (Listing 3.13): an instance made in code, with no
    /// storyboard scene, so an empty, see-through view and no «Назад».
    case instanceInCode
}
