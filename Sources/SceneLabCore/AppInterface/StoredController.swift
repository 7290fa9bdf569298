/// A controller a stored property of a class makes as an instance of the class is made
/// (`let detail = DetailViewController()`, not `lazy`): Swift runs a class's stored
/// properties' initial values as its initializer starts, before the initializer's own code,
/// so the controller is made first and the new object holds it from then on.
public struct StoredController: Sendable {
    /// The property that holds it.
    public let property: String
    /// What its initial value makes.
    public let scene: StoryboardScene

    /// A controller `property` makes from `scene`.
    public init(property: String, scene: StoryboardScene) {
        self.property = property
        self.scene = scene
    }
}
