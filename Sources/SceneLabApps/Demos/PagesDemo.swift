import SceneLabCore

extension AppDefinition {
    /// A page view controller app as data: an onboarding of three pages, a
    /// `UIPageViewController` (transition style `.scroll`) at the root.
    ///
    /// Three classes rather than three instances of one: each page of an
    /// onboarding is a screen of its own, and every line then says which
    /// page it is about. The storyboard's page view controller scene has no
    /// child (a storyboard cannot connect pages); its data source, the
    /// app's code, makes a fresh page of the next or previous class each
    /// time it is asked and keeps none, so a page the page view controller
    /// drops is deallocated.
    public static let pagesDemo = AppDefinition(
        id: "pages", displayName: "Pages", bundleIdentifier: "com.example.Pages",
        root: .pageViewController(pages: AppDefinition.onboardingPages),
        screenClasses: AppDefinition.onboardingPages)

    /// The onboarding's pages, in the data source's order.
    static let onboardingPages = ["WelcomePageViewController", "FeaturesPageViewController", "GetStartedPageViewController"]
}
