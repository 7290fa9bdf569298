import CommandGrammar
/// `UIPageViewController` with the `.scroll` transition style: a row of
/// pages a person swipes through, one on screen at a time.
///
/// UIKit's storyboards have no relationship segue for pages: the app's
/// data source makes each page when the page view controller asks for it
/// (`StoryboardScene.dataSourcePages` lists the classes it returns, in
/// order), and the app's `viewDidLoad` hands it the first page with
/// `setViewControllers(_:direction:animated:completion:)`.
///
/// A page becomes a child the moment the page view controller caches it,
/// before it ever appears; the page view controller keeps the shown page and
/// its neighbours, in page order (`children`, with `firstCachedPage` the
/// number of the first and `selectedIndex` the shown one's place), and
/// drops a page two swipes away. It forwards appearance itself, the new
/// page's will-call before the old one's (research notes §1, from the
/// decompiled class, the W1 and W2 logs; `explain page` names them).
enum PageViewController: ContainerBehavior {
    static let className = "UIPageViewController"
    static let hasDelegate = true

    /// Only the shown page is on screen; its cached neighbours are children off screen.
    static func visibleChildren(of state: ViewController.State, among children: [ObjectID]) -> ArraySlice<ObjectID> {
        children.indices.contains(state.selectedIndex) ? children[state.selectedIndex...state.selectedIndex] : []
    }

    /// A page's number in the data source's order, from 1, and whether it is shown.
    static func role(ofChild index: Int, in state: ViewController.State) -> ChildRole {
        ChildRole("page \(Int(state.firstCachedPage) + index + 1)", state: index == state.selectedIndex ? .shown : .cached)
    }

    /// The app's `viewDidLoad` gives the page view controller its first
    /// page before it first appears: `setViewControllers([first], direction:
    /// .forward, animated: false)`. The page joins as a child at once and
    /// its view loads inside that call; no appearance call comes until the
    /// page view controller's own (research §1a).
    static func didLoadView(_ pageViewController: ObjectID, in app: inout Application) {
        prepareToAppear(pageViewController, in: &app)
    }

    /// Only a view loaded without its `viewDidLoad` hook (none today) comes here with no page.
    static func prepareToAppear(_ pageViewController: ObjectID, in app: inout Application) {
        guard app.graph.controllers.children(of: pageViewController)?.isEmpty == true,
            case let pages = pageClasses(of: pageViewController, in: app), let first = pages.first,
            let sceneID = app.graph.controllers.state(of: pageViewController)?.scene
        else { return }
        app.note(
            ContainerDiagnostic.firstPageSet(
                pageViewController: app.name(of: pageViewController), page: first.className,
                fromStoryboard: !first.isMadeInCode),
            scene: sceneID)
        let page = pageObject(0, of: pageViewController, pages: pages, in: &app)
        app.graph.controllers.updateLists(of: pageViewController) { $0.children = [page] }
        app.graph.controllers.updateState(of: pageViewController) {
            $0.selectedIndex = 0
            $0.firstCachedPage = 0
        }
        adoptPage(page, by: pageViewController, in: &app)
        // The one log of a first page (Stack Overflow 48653763) has its viewDidLoad first and its
        // didMove only after its viewDidAppear, then its layout (`Appearance.completeMove`).
        app.graph.controllers.updateState(of: page) { $0.completesMoveAfterAppearing = true }
        TransitionPlayer.play(
            .firstPage,
            TransitionContext(scene: sceneID, incoming: page, container: pageViewController, animated: false),
            in: &app)
    }

    /// The page's `viewIsAppearing` and layout follow the page view
    /// controller's; one log (S-PV2) shows them only after the page's
    /// `viewDidAppear`, so their place is uncertain.
    static func layOutAppearingChildren(
        _ children: ArraySlice<ObjectID>, of container: ObjectID, animated: Bool, passes: Int,
        confidence: Confidence, in app: inout Application
    ) {
        for child in children {
            Appearance.layOutAppearingView(child, animated: animated, passes: passes, confidence: .uncertain, in: &app)
        }
    }

    /// The pages a swipe reaches from the one shown, and `page set`.
    static func offeredActions(_ pageViewController: ObjectID, in app: Application) -> [String] {
        guard let state = app.graph.controllers.state(of: pageViewController) else { return [] }
        let count = pageClasses(of: pageViewController, in: app).count
        let shown = Int(state.firstCachedPage) + state.selectedIndex
        var offered: [String] = []
        if shown > 0 { offered.append("page previous") }
        if shown < count - 1 { offered.append("page next") }
        if count > 1 { offered.append("page set N (1 to \(count))") }
        return offered
    }

    /// The page control under the pages: a dot per page, the shown one filled.
    static func chromeLines(_ pageViewController: ObjectID, in app: Application) -> [String] {
        guard let state = app.graph.controllers.state(of: pageViewController) else { return [] }
        let count = pageClasses(of: pageViewController, in: app).count
        let shown = Int(state.firstCachedPage) + state.selectedIndex
        guard count > 0 else { return [] }
        let dots = (0..<count).map { $0 == shown ? "●" : "○" }.joined(separator: " ")
        return ["page \(shown + 1) of \(count)   \(dots)"]
    }

    // MARK: Finding the page view controller

    /// The pages `pageViewController`'s data source returns, in page order, by its class.
    static func pageClasses(of pageViewController: ObjectID, in app: Application) -> [StoryboardScene] {
        guard let className = app.graph.controllers.state(of: pageViewController)?.className else { return [] }
        return app.definition.pages[className] ?? []
    }

    /// The page view controller a command on the focused scene reaches
    /// (the first down the window's root and what it shows), with its data
    /// source's page classes, or the rejection that says why there is none.
    static func pageContext(
        for verb: String, in app: Application
    ) throws(Rejection) -> (pageViewController: ObjectID, pages: [StoryboardScene]) {
        guard let root = app.focused?.window.rootViewController else { throw Rejection.notRunning }
        // A presentation from the root, or in a context a page defines, takes the finger.
        if let presented = app.presentedController(from: root) {
            throw Rejection(
                ContainerDiagnostic.pageViewControllerCovered(verb: verb, presented: app.name(of: presented)))
        }
        var current = root
        while app.graph.controllers.state(of: current)?.kind != .pageViewController {
            guard let next = app.graph.controllers.visibleChildren(of: current).first else {
                throw Rejection(ContainerDiagnostic.noPageViewController(verb: verb, app: app.definition.displayName))
            }
            current = next
        }
        let pages = pageClasses(of: current, in: app)
        guard app.graph.controllers.children(of: current)?.isEmpty == false, !pages.isEmpty else {
            throw Rejection(ContainerDiagnostic.noPageYet(verb: verb, pageViewController: app.name(of: current)))
        }
        return (current, pages)
    }

    // MARK: Caching and dropping pages

    /// Page `index` as the data source returns it: made now, or, when the app's code keeps
    /// its pages, the one it made with the others the first time a page was asked for.
    private static func pageObject(
        _ index: Int, of pageViewController: ObjectID, pages: [StoryboardScene], in app: inout Application
    ) -> ObjectID {
        let sceneID = app.graph.controllers.state(of: pageViewController)?.scene ?? app.focusedScene
        guard let className = app.graph.controllers.state(of: pageViewController)?.className,
            app.definition.pagesKeptByCode.contains(className)
        else { return Storyboard.instantiate(pages[index], scene: sceneID, in: &app) }
        var kept = app.graph.controllers[pageViewController]?.lists.keptPages ?? []
        if kept.isEmpty {
            // The property's value is made whole the first time it is read: every page, in order.
            kept = pages.map { Storyboard.instantiate($0, scene: sceneID, in: &app) }
            for page in kept { app.retain(page, by: .property(of: pageViewController, name: "pages")) }
            app.graph.controllers.updateLists(of: pageViewController) { [kept] in $0.keptPages = kept }
        }
        return kept[index]
    }

    /// The page view controller holds a page it caches, as its child.
    private static func adoptPage(_ page: ObjectID, by pageViewController: ObjectID, in app: inout Application) {
        app.graph.controllers.updateState(of: page) { $0.parent = pageViewController }
        app.retain(page, by: .containerChildren(pageViewController))
    }

    /// The data source is asked for the page after (or before) the shown
    /// one, unless that page is cached already; the page it returns is made
    /// by the app's code and cached at once: a child with its view loaded,
    /// off screen; a `nil` answer is noted. Says whether a page is there.
    @discardableResult
    private static func fetchNeighbour(
        after: Bool, of pageViewController: ObjectID, pages: [StoryboardScene], confidence: Confidence,
        in app: inout Application
    ) -> Bool {
        guard let state = app.graph.controllers.state(of: pageViewController),
            let children = app.graph.controllers.children(of: pageViewController), !children.isEmpty
        else { return false }
        let shown = Int(state.firstCachedPage) + state.selectedIndex
        let wanted = after ? shown + 1 : shown - 1
        let cachedPages = Int(state.firstCachedPage)..<(Int(state.firstCachedPage) + children.count)
        if cachedPages.contains(wanted) { return true }
        TransitionPlayer.play(
            Transition(
                name: "page data source",
                steps: [Transition.Step(.delegate(after ? .pageAfter : .pageBefore), confidence)]),
            TransitionContext(
                scene: state.scene, outgoing: children[state.selectedIndex], container: pageViewController,
                animated: true), in: &app)
        guard pages.indices.contains(wanted) else {
            app.note(ContainerDiagnostic.dataSourceReturnsNil(number: shown + 1, isLast: after), scene: state.scene)
            return false
        }
        let page = pageObject(wanted, of: pageViewController, pages: pages, in: &app)
        app.graph.controllers.updateLists(of: pageViewController) {
            if after { $0.children.append(page) } else { $0.children.insert(page, at: 0) }
        }
        if !after {
            app.graph.controllers.updateState(of: pageViewController) {
                $0.firstCachedPage -= 1
                $0.selectedIndex += 1
            }
        }
        adoptPage(page, by: pageViewController, in: &app)
        TransitionPlayer.play(
            .pageCache,
            TransitionContext(scene: state.scene, incoming: page, container: pageViewController, animated: true),
            in: &app)
        return true
    }

    /// The pages that are no longer the shown page's neighbours leave: each
    /// gets its containment calls and, held by nothing else, its `deinit`.
    /// When UIKit drops a page, and whether `didMove(toParent: nil)` comes,
    /// is uncertain (research §1b step 7).
    private static func flushDistantPages(of pageViewController: ObjectID, in app: inout Application) {
        guard let state = app.graph.controllers.state(of: pageViewController),
            let children = app.graph.controllers.children(of: pageViewController)
        else { return }
        let kept = max(0, state.selectedIndex - 1)...min(children.count - 1, state.selectedIndex + 1)
        let dropped = children.indices.filter { !kept.contains($0) }.map { children[$0] }
        guard !dropped.isEmpty else { return }
        app.graph.controllers.updateLists(of: pageViewController) { $0.children = Array(children[kept]) }
        app.graph.controllers.updateState(of: pageViewController) {
            $0.firstCachedPage += Int32(kept.lowerBound)
            $0.selectedIndex -= kept.lowerBound
        }
        release(dropped, from: pageViewController, alreadyWillMove: nil, in: &app)
    }

    /// Pages the page view controller lets go of: `willMove(toParent: nil)`
    /// (unless already sent to `alreadyWillMove`) and `didMove(toParent: nil)`
    /// each, then their release.
    private static func release(
        _ pages: [ObjectID], from pageViewController: ObjectID, alreadyWillMove: ObjectID?, in app: inout Application
    ) {
        let sceneID = app.graph.controllers.state(of: pageViewController)?.scene ?? app.focusedScene
        for page in pages {
            TransitionPlayer.play(
                page == alreadyWillMove ? .pageFlushAfterWillMove : .pageFlush,
                TransitionContext(scene: sceneID, outgoing: page, container: pageViewController, animated: false),
                in: &app)
        }
        for page in pages {
            app.graph.controllers.updateState(of: page) { $0.parent = nil }
            app.release(page, from: .containerChildren(pageViewController), confidence: .uncertain)
        }
    }

    // MARK: The commands

    /// A person's swipe to the next (`forward`) or previous page: the data
    /// source is asked for the neighbours not cached, the delegate hears
    /// `willTransitionTo`, the new page starts to appear before the old one
    /// starts to leave; then either the swipe completes (the did-calls in
    /// the same order, `didFinishAnimating` with `transitionCompleted: true`,
    /// the data source asked for the next page on), or the finger lifts
    /// too early (`cancelled`) and the old page comes back (`transitionCompleted: false`).
    static func swipe(forward: Bool, cancelled: Bool, in app: inout Application) throws(Rejection) {
        let verb = "page \(forward ? "next" : "previous")"
        let (pageViewController, pages) = try pageContext(for: verb, in: app)
        guard let before = app.graph.controllers.state(of: pageViewController),
            let cached = app.graph.controllers.children(of: pageViewController)
        else { return }
        let shownPage = Int(before.firstCachedPage) + before.selectedIndex
        // Past the end the data source answers nil and the page bounces
        // back: nothing changes, so the swipe is refused as one line.
        guard pages.indices.contains(shownPage + (forward ? 1 : -1)) else {
            throw Rejection(
                ContainerDiagnostic.swipePastEnd(
                    verb: verb, page: app.name(of: cached[before.selectedIndex]), number: shownPage + 1,
                    forward: forward))
        }
        // W1 logs After, then Before, as the finger starts to drag.
        fetchNeighbour(after: true, of: pageViewController, pages: pages, confidence: .observed, in: &app)
        fetchNeighbour(after: false, of: pageViewController, pages: pages, confidence: .observed, in: &app)
        guard let state = app.graph.controllers.state(of: pageViewController),
            let children = app.graph.controllers.children(of: pageViewController)
        else { return }
        let shownIndex = state.selectedIndex
        let targetIndex = shownIndex + (forward ? 1 : -1)
        guard children.indices.contains(targetIndex) else { return }
        let (shown, target) = (children[shownIndex], children[targetIndex])
        TransitionPlayer.play(
            .pageSwipeBegin,
            TransitionContext(
                scene: state.scene, incoming: target, outgoing: shown, container: pageViewController, animated: true),
            in: &app)
        if cancelled {
            // The roles turn round: the page that was leaving comes back.
            TransitionPlayer.play(
                .pageSwipeCancel,
                TransitionContext(
                    scene: state.scene, incoming: shown, outgoing: target, container: pageViewController,
                    animated: true), in: &app)
            return
        }
        TransitionPlayer.play(
            .pageSwipeFinish,
            TransitionContext(
                scene: state.scene, incoming: target, outgoing: shown, container: pageViewController, animated: true),
            in: &app)
        app.graph.controllers.updateState(of: pageViewController) { $0.selectedIndex = targetIndex }
        // W1 logs the page after the new one asked for right after a forward
        // swipe; the same ask backwards is inferred.
        fetchNeighbour(
            after: forward, of: pageViewController, pages: pages, confidence: forward ? .observed : .uncertain,
            in: &app)
        flushDistantPages(of: pageViewController, in: &app)
    }

    /// `setViewControllers([PAGE()], direction:, animated:)` from the app's
    /// code: a fresh page replaces the shown one, the cache is dropped, and
    /// the delegate hears nothing, since it is told only of gestures
    /// (research §1d; the appearance order is inferred, uncertain).
    static func setPage(number: Int, animated: Bool, in app: inout Application) throws(Rejection) {
        let (pageViewController, pages) = try pageContext(for: "page set", in: app)
        guard pages.indices.contains(number - 1) else {
            throw Rejection(ContainerDiagnostic.noSuchPage(number: number, pages: pages.map(\.className)))
        }
        guard let state = app.graph.controllers.state(of: pageViewController),
            let old = app.graph.controllers.children(of: pageViewController)
        else { return }
        let shownPage = Int(state.firstCachedPage) + state.selectedIndex
        let shown = old[state.selectedIndex]
        let pageScene = pages[number - 1]
        app.note(
            ContainerDiagnostic.pageSet(
                className: pageScene.className, number: number, shown: shownPage + 1, animated: animated),
            scene: state.scene)
        let page = pageObject(number - 1, of: pageViewController, pages: pages, in: &app)
        app.graph.controllers.updateLists(of: pageViewController) { $0.children = [page] }
        app.graph.controllers.updateState(of: pageViewController) {
            $0.selectedIndex = 0
            $0.firstCachedPage = Int32(number - 1)
        }
        adoptPage(page, by: pageViewController, in: &app)
        // The scroll forwards appearance only while the page view controller is on screen.
        let onScreen = state.appearance.isInHierarchy
        TransitionPlayer.play(
            onScreen ? .pageSet : .pageSetOffScreen,
            TransitionContext(
                scene: state.scene, incoming: page, outgoing: shown, container: pageViewController, animated: animated),
            in: &app)
        app.note(ContainerDiagnostic.pageSetWithoutDelegate, scene: state.scene)
        release(old, from: pageViewController, alreadyWillMove: shown, in: &app)
    }
}

/// A page view controller's command, as `page` reads it.
struct PageCommand: SimulatorCommand, Equatable {
    /// What the person or the app's code does.
    enum Action: Sendable, Equatable {
        /// A swipe to the next or previous page, completed or sprung back.
        case swipe(forward: Bool, cancelled: Bool)
        /// `setViewControllers` with page `page` (from 1).
        case set(page: Int, animated: Bool)
    }

    /// What the command does.
    let action: Action

    /// A swipe is a finger on the glass; `page set` is the app's code.
    var traits: CommandTraits {
        if case .swipe = action { return .touch }
        return .appCode
    }

    var verb: String { "page" }

    /// The `explain` topic of the order it plays.
    var topic: String {
        switch action {
        case .swipe(_, let cancelled): return cancelled ? "page-cancel" : "page-swipe"
        case .set: return "page-set"
        }
    }

    /// Plays the swipe or the call on the page view controller on screen.
    func perform(in app: inout Application) throws(Rejection) {
        switch action {
        case .swipe(let forward, let cancelled):
            try PageViewController.swipe(forward: forward, cancelled: cancelled, in: &app)
        case .set(let page, let animated):
            try PageViewController.setPage(number: page, animated: animated, in: &app)
        }
    }
}

extension DelegateCall {
    /// `pageViewController(_:viewControllerAfter:)`, about the shown page.
    static let pageAfter = DelegateCall(
        "pageViewController(_:viewControllerAfter:)", of: "UIPageViewControllerDataSource", on: .dataSource,
        .role("viewControllerAfter", .outgoing))
    /// `pageViewController(_:viewControllerBefore:)`, about the shown page.
    static let pageBefore = DelegateCall(
        "pageViewController(_:viewControllerBefore:)", of: "UIPageViewControllerDataSource", on: .dataSource,
        .role("viewControllerBefore", .outgoing))
    /// `pageViewController(_:willTransitionTo:)`, about the incoming page.
    static let pageWillTransition = DelegateCall(
        "pageViewController(_:willTransitionTo:)", of: "UIPageViewControllerDelegate",
        .role("willTransitionTo", .incoming))
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)` of a swipe that
    /// completed: the outgoing page was shown before.
    static let pageDidFinish = DelegateCall(
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        of: "UIPageViewControllerDelegate",
        .flag("didFinishAnimating", true), .role("previousViewControllers", .outgoing),
        .flag("transitionCompleted", true))
    /// The same call for a swipe that sprang back, whose roles are turned
    /// round: the incoming page is the one shown before and still.
    static let pageDidFinishCancelled = DelegateCall(
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        of: "UIPageViewControllerDelegate",
        .flag("didFinishAnimating", true), .role("previousViewControllers", .incoming),
        .flag("transitionCompleted", false))
}

extension Transition {
    /// A page the page view controller caches: it becomes a child at once
    /// and its view loads, with no appearance call (decompiled class; the
    /// interleave is not logged).
    static let pageCache = Transition(
        name: "page cache",
        steps: [
            Step(.willMove(.incoming, toParent: true), .uncertain),
            Step(.didMove(.incoming, toParent: true), .uncertain),
            Step(.loadView(.incoming), .uncertain),
        ])

    /// The first page, set in the page view controller's `viewDidLoad`: a
    /// child at once (`addChild` sends willMove) whose view loads; its
    /// `didMove(toParent:)` waits until it has appeared (Stack Overflow
    /// 48653763, the one log: uncertain).
    static let firstPage = Transition(
        name: "first page",
        steps: [
            Step(.willMove(.incoming, toParent: true), .uncertain),
            Step(.loadView(.incoming), .uncertain),
        ])

    /// A cached page dropped: its containment calls (the did-call not known to be sent).
    static let pageFlush = Transition(
        name: "page flush",
        steps: [
            Step(.willMove(.outgoing, toParent: false), .uncertain),
            Step(.didMove(.outgoing, toParent: false), .uncertain),
        ])

    /// A page dropped whose `willMove(toParent: nil)` came earlier (`page set`'s old page).
    static let pageFlushAfterWillMove = Transition(
        name: "page flush", steps: [Step(.didMove(.outgoing, toParent: false), .uncertain)])

    /// A swipe as the finger drags (research §1b steps 2–3): the delegate
    /// hears of it, then the incoming page's will-appear comes before the
    /// outgoing page's will-disappear (W2; decompiled class). The incoming
    /// page's viewIsAppearing and layout pass are not logged.
    static let pageSwipeBegin = Transition(
        name: "page swipe (drag)",
        steps: [
            Step(.delegate(.pageWillTransition), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.layOut(.incoming, passes: 1), .uncertain),
        ])

    /// The swipe completes: did-calls in the same order, then the delegate (W2, W1).
    static let pageSwipeFinish = Transition(
        name: "page swipe (completed)",
        steps: [
            Step(.endAppearance(.incoming), .observed),
            Step(.endAppearance(.outgoing), .observed),
            Step(.delegate(.pageDidFinish), .observed),
        ])

    /// The finger lifts too early (research §1c), roles turned round:
    /// `incoming` is the page shown before, which comes back, `outgoing` the
    /// page that had started to appear. W2 logs this exact order; the
    /// delegate's `transitionCompleted: false` is documented and in W1. The page that comes back
    /// appears again: A1's once per appearance gives it viewIsAppearing between the two, as a
    /// cancelled swipe-back's top gets it; W2 does not log it (uncertain).
    static let pageSwipeCancel = Transition(
        name: "page swipe (cancelled)",
        steps: [
            Step(.beginAppearance(.incoming), .observed),
            Step(.isAppearing(.incoming), .uncertain),
            Step(.endAppearance(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.endAppearance(.outgoing), .observed),
            Step(.delegate(.pageDidFinishCancelled), .observed),
        ])

    /// `setViewControllers` in code while a page shows (research §1d): the
    /// old page's willMove to nil, the new page cached, then the scroll's
    /// appearance calls, inferred from the decompiled class with no log.
    /// No delegate call. The old page's didMove to nil comes when it is dropped.
    static let pageSet = Transition(
        name: "page set",
        steps: [
            Step(.willMove(.outgoing, toParent: false), .uncertain),
            Step(.willMove(.incoming, toParent: true), .uncertain),
            Step(.didMove(.incoming, toParent: true), .uncertain),
            Step(.loadView(.incoming), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            Step(.beginAppearance(.outgoing), .uncertain),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .uncertain),
            Step(.endAppearance(.outgoing), .uncertain),
        ])

    /// `setViewControllers` while the page view controller is off screen:
    /// the scroll forwards no appearance (decompiled class), so only the
    /// containment calls and the new page's view loading remain.
    static let pageSetOffScreen = Transition(
        name: "page set (off screen)",
        steps: pageSet.steps.filter { step in
            switch step.action {
            case .beginAppearance, .layOut, .endAppearance: return false
            default: return true
            }
        })
}
