/// A lifecycle transition written down as data: who gets which call, in which order,
/// and how sure we are of that order.
///
/// The orders of SPEC §4 live here, in one table to read against the notes,
/// rather than spread through the code. `Application.run(_:…)` plays a template.
public struct Transition: Sendable, Equatable {
    /// The controllers a template talks about.
    public enum Role: Sendable, Equatable, BitwiseCopyable {
        /// The controller that comes on screen.
        case incoming
        /// The controller that leaves the screen.
        case outgoing
    }

    /// One step of a template.
    public enum Action: Sendable, Equatable {
        /// A call on the app delegate.
        case appDelegate(Name)
        /// A call on the app delegate about the scene being connected.
        case appDelegateAboutScene(Name)
        /// `application(_:didDiscardSceneSessions:)` at launch, made only when
        /// the user discarded the app's sessions while it was not running (anchor §1a.2).
        case discardedSessionsAtLaunch
        /// `application(_:configurationForConnecting:options:)`, made only when
        /// the scene's session is new, not one UIKit restores (anchor §1a.3).
        case configureNewSession
        /// A call on the scene's delegate.
        case sceneDelegate(SceneDelegateMethod)
        /// The app's own launch code (the books put it in `scene(_:willConnectTo:options:)`;
        /// an app without scenes runs it in `application(_:didFinishLaunchingWithOptions:)`).
        case appLaunchCode
        /// UIKit instantiates the storyboard's initial view controller and sets it as the window's root.
        case makeRootViewController
        /// `makeKeyAndVisible()` has loaded the root and begun its appearance: the launch
        /// code that called it goes on (its console's cue, `Event.Kind.resume`).
        case launchCodeResumes
        /// `willMove(toParent:)`: to the container, or to `nil` when leaving it.
        case willMove(Role, toParent: Bool)
        /// `didMove(toParent:)`.
        case didMove(Role, toParent: Bool)
        /// `loadView()` and `viewDidLoad()` if the view is not loaded yet.
        case loadView(Role)
        /// `viewWillAppear(_:)` for the incoming role, `viewWillDisappear(_:)` for the outgoing.
        case beginAppearance(Role)
        /// `viewIsAppearing(_:)` (documented: once per appearance), then
        /// `passes` layout passes, as many as the logs show for this transition
        /// (the step's confidence is theirs). A view never laid out gets one
        /// pass whatever the template says.
        case layOut(Role, passes: Int)
        /// `viewIsAppearing(_:)` with the step's confidence and no layout pass
        /// beyond the one a never laid-out view gets: for an appearance whose
        /// place no source logs on iOS 13+ (an interactive pop), where the call
        /// is documented (A1: once per appearance) but not its moment.
        case isAppearing(Role)
        /// `viewDidAppear(_:)` for the incoming role, `viewDidDisappear(_:)` for the outgoing.
        case endAppearance(Role)
        /// A call on the container's delegate or data source, made only when
        /// the container has one and the roles it names are there.
        case delegate(DelegateCall)
        /// A call on the presentation controller's delegate about the role's
        /// presentation (`presentationControllerWillDismiss(_:)`, ...).
        case presentationDelegate(Name, Role)
        /// `popToRootViewController(animated: true)` of the role, when it is a
        /// navigation controller holding more than its root: what the call
        /// does at once (the pop's will-calls), its animation still running.
        case beginPopToRoot(Role)
        /// The end of the animation `beginPopToRoot` started: the pop's
        /// did-calls, then the popped controllers are let go.
        case endPopToRoot(Role)
    }

    /// An action and the confidence of its place in the order.
    public struct Step: Sendable, Equatable {
        public let action: Action
        public let confidence: Confidence

        init(_ action: Action, _ confidence: Confidence) {
            self.action = action
            self.confidence = confidence
        }
    }

    /// A short name for `explain` and tests.
    public let name: String
    public let steps: [Step]
}

extension Transition {
    /// Cold launch, window from the main storyboard (anchor §1a, storyboard variant).
    public static let launchFromStoryboard = Transition(
        name: "launch (storyboard)",
        steps: [
            Step(.appDelegate("application(_:willFinishLaunchingWithOptions:)"), .documented),
            Step(.appDelegate("application(_:didFinishLaunchingWithOptions:)"), .documented),
            Step(.discardedSessionsAtLaunch, .documented),
            Step(.configureNewSession, .documented),
            Step(.makeRootViewController, .observed),
            Step(.sceneDelegate(.willConnect), .documented),
            Step(.sceneDelegate(.willEnterForeground), .documented),
            Step(.loadView(.incoming), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            // Two passes in the CS193p iPhone launch log (D4).
            Step(.layOut(.incoming, passes: 2), .observed),
            Step(.sceneDelegate(.didBecomeActive), .documented),
            Step(.endAppearance(.incoming), .observed),
        ])

    /// Cold launch, window built in `scene(_:willConnectTo:options:)`, which
    /// calls `makeKeyAndVisible()` (anchor §1a, programmatic variant).
    public static let launchFromCode = Transition(
        name: "launch (code)",
        steps: [
            Step(.appDelegate("application(_:willFinishLaunchingWithOptions:)"), .documented),
            Step(.appDelegate("application(_:didFinishLaunchingWithOptions:)"), .documented),
            Step(.discardedSessionsAtLaunch, .documented),
            Step(.configureNewSession, .documented),
            Step(.sceneDelegate(.willConnect), .documented),
            Step(.makeRootViewController, .observed),
            Step(.loadView(.incoming), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            Step(.launchCodeResumes, .uncertain),
            Step(.sceneDelegate(.willEnterForeground), .documented),
            Step(.sceneDelegate(.didBecomeActive), .documented),
            Step(.layOut(.incoming, passes: 2), .uncertain),
            Step(.endAppearance(.incoming), .observed),
        ])

    /// This launch as the system makes it without showing the app (a
    /// background launch): the scene never comes to the foreground, yet its
    /// root still joins the window, so the appearance calls happen (anchor
    /// §0: "appear" means joining the hierarchy, S3). Only one source says
    /// so for this case, so those lines are uncertain; whether the scene is
    /// told it entered the background is not logged either.
    public var intoBackground: Transition {
        let foreground: [Action] = [.sceneDelegate(.willEnterForeground), .sceneDelegate(.didBecomeActive)]
        var steps = steps.filter { !foreground.contains($0.action) }.map { step in
            switch step.action {
            case .beginAppearance, .layOut, .endAppearance: return Step(step.action, .uncertain)
            default: return step
            }
        }
        steps.append(Step(.sceneDelegate(.didEnterBackground), .uncertain))
        return Transition(name: name + " into the background", steps: steps)
    }

    /// Another scene connecting to the running app (a new window, or one
    /// UIKit reconnects): the launch without the app delegate's launch
    /// calls, which a process makes once.
    public static func connectingScene(_ setup: WindowSetup) -> Transition {
        let launch: Transition =
            switch setup {
            case .storyboard: .launchFromStoryboard
            case .code: .launchFromCode
            case .noEntryPoint: .launchFromStoryboard.withoutRootController
            }
        let steps = launch.steps.filter { step in
            switch step.action {
            case .appDelegate, .discardedSessionsAtLaunch: return false
            default: return true
            }
        }
        return Transition(name: "scene connection (\(setup.rawValue))", steps: steps)
    }

    /// Cold launch of an app without scenes (every app before iOS 13), window
    /// from the main storyboard. Apple's launch sequence loads the main
    /// storyboard before `willFinishLaunching`; the app delegate, not a scene
    /// delegate, hears that the app became active, and no
    /// `applicationWillEnterForeground(_:)` comes at launch (its
    /// documentation: only on the way back from the background).
    public static let launchWithoutScenesFromStoryboard = Transition(
        name: "launch without scenes (storyboard)",
        steps: [
            Step(.makeRootViewController, .uncertain),
            Step(.appDelegate("application(_:willFinishLaunchingWithOptions:)"), .documented),
            Step(.appDelegate("application(_:didFinishLaunchingWithOptions:)"), .documented),
            Step(.appLaunchCode, .documented),
            Step(.loadView(.incoming), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            Step(.layOut(.incoming, passes: 2), .uncertain),
            Step(.sceneDelegate(.didBecomeActive), .documented),
            Step(.endAppearance(.incoming), .uncertain),
        ])

    /// Cold launch of an app without scenes whose `didFinishLaunching` builds
    /// the window and calls `makeKeyAndVisible()`, which loads the root and
    /// starts its appearance before the app becomes active.
    public static let launchWithoutScenesFromCode = Transition(
        name: "launch without scenes (code)",
        steps: [
            Step(.appDelegate("application(_:willFinishLaunchingWithOptions:)"), .documented),
            Step(.appDelegate("application(_:didFinishLaunchingWithOptions:)"), .documented),
            Step(.appLaunchCode, .documented),
            Step(.makeRootViewController, .observed),
            Step(.loadView(.incoming), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            Step(.launchCodeResumes, .uncertain),
            Step(.sceneDelegate(.didBecomeActive), .documented),
            Step(.layOut(.incoming, passes: 2), .uncertain),
            Step(.endAppearance(.incoming), .uncertain),
        ])

    /// The launch template for a window setup on a platform.
    static func launch(_ setup: WindowSetup, on platform: Platform) -> Transition {
        switch (platform.usesScenes, setup) {
        case (true, .storyboard): return .launchFromStoryboard
        case (true, .code): return .launchFromCode
        case (false, .storyboard): return launchWithoutScenes(.launchWithoutScenesFromStoryboard, on: platform)
        case (false, .code): return launchWithoutScenes(.launchWithoutScenesFromCode, on: platform)
        case (true, .noEntryPoint): return Transition.launchFromStoryboard.withoutRootController
        case (false, .noEntryPoint): return Transition.launchWithoutScenesFromStoryboard.withoutRootController
        }
    }

    /// A launch without scenes as `platform` orders it: from iOS 11 the app
    /// becomes active after its root's `viewDidAppear(_:)` rather than before
    /// (`Platform.becomesActiveBeforeRootAppears`); the line is uncertain, as
    /// only a recollection of the versions places it.
    private static func launchWithoutScenes(_ launch: Transition, on platform: Platform) -> Transition {
        guard !platform.becomesActiveBeforeRootAppears else { return launch }
        let becomesActive = Action.sceneDelegate(.didBecomeActive)
        var steps = launch.steps.filter { $0.action != becomesActive }
        steps.append(Step(becomesActive, .uncertain))
        return Transition(name: launch.name, steps: steps)
    }

    /// The launch with a storyboard that has no entry point: UIKit looks for
    /// the initial view controller (and logs that it found none), and no
    /// controller loads, appears or lays out; the app's and the scene's calls
    /// are unchanged (Usov ch. 5: the scene "even goes to Foreground Active").
    var withoutRootController: Transition {
        let steps = steps.filter { step in
            switch step.action {
            case .loadView, .beginAppearance, .layOut, .endAppearance: return false
            default: return true
            }
        }
        return Transition(name: name + " with no entry point", steps: steps)
    }

    /// `pushViewController(_:animated:)` from A (outgoing) to B (incoming) (anchor §1b).
    public static let push = Transition(
        name: "push",
        steps: [
            Step(.willMove(.incoming, toParent: true), .observed),
            Step(.loadView(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.delegate(.navigationWillShow), .uncertain),
            // One pass for the pushed view in the CS193p log (D5).
            Step(.layOut(.incoming, passes: 1), .observed),
            Step(.endAppearance(.outgoing), .observed),
            Step(.endAppearance(.incoming), .observed),
            Step(.didMove(.incoming, toParent: true), .observed),
            Step(.delegate(.navigationDidShow), .uncertain),
        ])

    /// The steps of `pop` until its animation runs: what the call does at once.
    static let popUntilTheAnimation = Transition(
        name: "pop (until the animation)", steps: Array(pop.steps[..<popAnimationEnd]))

    /// The steps of `pop` once its animation ends: the did-calls.
    static let popAfterTheAnimation = Transition(
        name: "pop (after the animation)", steps: Array(pop.steps[popAnimationEnd...]))

    /// Where `pop`'s did-calls start: its first did-appear or did-disappear.
    private static let popAnimationEnd =
        pop.steps.firstIndex { step in
            if case .endAppearance = step.action { return true }
            return false
        } ?? pop.steps.count

    /// `popViewController(animated:)` from B (outgoing) back to A (incoming) (anchor §1c).
    /// The incoming view is normally loaded already; after `set-stack` it may not be.
    public static let pop = Transition(
        name: "pop",
        steps: [
            Step(.willMove(.outgoing, toParent: false), .observed),
            Step(.loadView(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.delegate(.navigationWillShow), .uncertain),
            // None for the revealed view in the CS193p log (D6): its bounds did not change.
            Step(.layOut(.incoming, passes: 0), .observed),
            Step(.endAppearance(.outgoing), .observed),
            Step(.endAppearance(.incoming), .observed),
            Step(.didMove(.outgoing, toParent: false), .observed),
            Step(.delegate(.navigationDidShow), .uncertain),
        ])

    /// Full-screen presentation: the presenter's view leaves the window, and
    /// M's did-appear comes before the presenter's did-disappear (anchor §1e).
    public static let presentFullScreen = Transition(
        name: "present (full screen)",
        steps: [
            Step(.loadView(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .observed),
            Step(.endAppearance(.outgoing), .observed),
        ])

    /// The window's root replaced by the app's code while it is on screen (`view.window?.rootViewController
    /// = …` after a sign-in). No source of the notes logs it: played as a change without animation
    /// in the order of a full-screen presentation, the new root loading first, every step uncertain.
    public static let replaceWindowRoot = Transition(
        name: "window root replaced",
        steps: [
            Step(.loadView(.incoming), .uncertain),
            Step(.beginAppearance(.outgoing), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .uncertain),
            Step(.endAppearance(.outgoing), .uncertain),
        ])

    /// The window's root replaced while the window is not on screen: the new root waits to load
    /// until the window shows it.
    public static let replaceWindowRootOffScreen = Transition(name: "window root replaced (off screen)", steps: [])

    /// Sheet and over-full-screen presentation: the presenter stays in the window and gets nothing.
    public static let presentOverPresenter = Transition(
        name: "present (over the presenter)",
        steps: [
            Step(.loadView(.incoming), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .observed),
        ])

    /// Dismissing a full-screen presentation: the presenter comes back before M's did-disappear.
    public static let dismissFullScreen = Transition(
        name: "dismiss (full screen)",
        steps: [
            Step(.beginAppearance(.outgoing), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.incoming), .observed),
            Step(.endAppearance(.outgoing), .observed),
        ])

    /// Dismissing a sheet or over-full-screen presentation: only M gets calls.
    public static let dismissOverPresenter = Transition(
        name: "dismiss (over the presenter)",
        steps: [
            Step(.beginAppearance(.outgoing), .observed),
            Step(.endAppearance(.outgoing), .observed),
        ])

    /// A tap on another tab of a tab bar controller (anchor §1k): the new
    /// tab's will-appear comes before the old tab's will-disappear, the
    /// opposite of a push. The delegate's calls are documented; where
    /// `didSelect` falls against the new tab's did-appear is not.
    public static let tabSwitch = Transition(
        name: "tab switch",
        steps: [
            Step(.delegate(.tabBarShouldSelect), .documented),
            Step(.loadView(.incoming), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.layOut(.incoming, passes: 1), .uncertain),
            Step(.endAppearance(.outgoing), .observed),
            Step(.endAppearance(.incoming), .observed),
            Step(.delegate(.tabBarDidSelect), .uncertain),
        ])

    /// A tap on the tab already selected: the delegate still hears of it
    /// (`didSelect` fires on a re-tap, A8), and a navigation controller tab
    /// holding more than its root pops to it, animated. `didSelect` answers
    /// the tap at once, while the pop's did-calls and the popped
    /// controllers' deinit wait for the animation to end (anchor §1b, §1j:
    /// after the animation), so it comes between the two; whether UIKit pops
    /// before or after telling the delegate, no source says (uncertain).
    public static let tabReselect = Transition(
        name: "tab reselect",
        steps: [
            Step(.delegate(.tabBarShouldSelect), .documented),
            Step(.beginPopToRoot(.incoming), .observed),
            Step(.delegate(.tabBarDidSelect), .uncertain),
            Step(.endPopToRoot(.incoming), .observed),
        ])

    /// An interactive pop at touch-down (anchor §1d): the top starts to leave
    /// and the controller below starts to come back. Only the iOS 7 log
    /// shows the whole sequence; containment and the delegate are not settled.
    public static let interactivePopBegin = Transition(
        name: "swipe-back (touch-down)",
        steps: [
            Step(.willMove(.outgoing, toParent: false), .uncertain),
            Step(.loadView(.incoming), .observed),
            Step(.beginAppearance(.outgoing), .observed),
            Step(.beginAppearance(.incoming), .observed),
            Step(.delegate(.navigationWillShow), .uncertain),
            // The revealed view joins the hierarchy at touch-down, so
            // viewIsAppearing comes then (A1: after the view is added, once
            // per appearance); no iOS 13+ log shows it, hence uncertain.
            Step(.isAppearing(.incoming), .uncertain),
        ])

    /// The finger lifts past the point of no return: the did-calls of a pop.
    public static let interactivePopFinish = Transition(
        name: "swipe-back (finish)",
        steps: [
            Step(.endAppearance(.outgoing), .observed),
            Step(.endAppearance(.incoming), .observed),
            Step(.didMove(.outgoing, toParent: false), .observed),
            Step(.delegate(.navigationDidShow), .uncertain),
        ])

    /// The finger lifts too early and the top springs back (anchor §1d). The
    /// roles are turned round: `incoming` is the top, which stays, `outgoing`
    /// the controller below, which goes back. Its will-appear is undone with
    /// a will-disappear, so it never gets viewDidAppear and the top never gets
    /// viewDidDisappear: unbalanced on purpose. Logged on iOS 7 only.
    public static let interactivePopCancel = Transition(
        name: "swipe-back (cancel)",
        steps: [
            Step(.beginAppearance(.outgoing), .uncertain),
            Step(.endAppearance(.outgoing), .uncertain),
            Step(.beginAppearance(.incoming), .uncertain),
            // Whether the top hears viewIsAppearing as it springs back is not
            // logged on iOS 13+ (anchor §1d); A1's once per appearance says it would.
            Step(.isAppearing(.incoming), .uncertain),
            Step(.endAppearance(.incoming), .uncertain),
            // The touch-down's willMove(toParent: nil) is answered: the top stays
            // the navigation controller's child. No log shows the containment
            // calls of a cancelled swipe (a developer report has didMove(toParent:
            // nil) only when the pop completes), so the line is uncertain.
            Step(.didMove(.incoming, toParent: true), .uncertain),
        ])

    /// A sheet dragged down (anchor §1e): the delegate is asked, then the
    /// sheet's will-disappear as the drag begins. The delegate's calls are
    /// documented; where its will-dismiss falls against the sheet's
    /// will-disappear is not.
    public static let sheetSwipeDownBegin = Transition(
        name: "swipe-down (drag)",
        steps: [
            Step(.presentationDelegate(.presentationShouldDismiss, .outgoing), .documented),
            Step(.presentationDelegate(.presentationWillDismiss, .outgoing), .uncertain),
            Step(.beginAppearance(.outgoing), .observed),
        ])

    /// The dragged sheet goes: its did-disappear, then the delegate's did-dismiss.
    public static let sheetSwipeDownFinish = Transition(
        name: "swipe-down (finish)",
        steps: [
            Step(.endAppearance(.outgoing), .observed),
            Step(.presentationDelegate(.presentationDidDismiss, .outgoing), .documented),
        ])

    /// The sheet springs back: it appears again, and did-dismiss never comes.
    /// The sheet-drag log (anchor §4, iOS 15+) shows viewIsAppearing between
    /// the two, as A1 documents for every appearance; the view is laid out already.
    public static let sheetSwipeDownCancel = Transition(
        name: "swipe-down (cancel)",
        steps: [
            Step(.beginAppearance(.incoming), .observed),
            Step(.layOut(.incoming, passes: 0), .observed),
            Step(.endAppearance(.incoming), .observed),
        ])
}
