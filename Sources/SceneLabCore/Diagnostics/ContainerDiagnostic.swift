import CommandGrammar
import SceneLabStore

/// What the container part of the engine refuses or remarks, with the data the sentence needs.
///
/// Controllers are named as `Application.name(of:)` shows them; `verb` is the
/// word of the command refused, which a refusal starts with.
public enum ContainerDiagnostic: Diagnostic, Equatable {
    // MARK: Navigation controller

    /// A push or a way back from a controller that has no navigation controller
    /// above it; `pushing` tells which call of `navigationController?` did nothing.
    case noNavigationController(verb: String, controller: String, pushing: Bool)
    /// A pop with only the root on the stack.
    case popRoot(root: String, navigation: String)
    /// A pop to the root with only the root on the stack.
    case alreadyAtRoot(root: String, navigation: String)
    /// A pop to an index outside the stack; `stack` lists its controllers, root first.
    case noControllerAtIndex(index: Int, stack: [String])
    /// A pop to the index of the controller already on top.
    case alreadyOnTop(index: Int, controller: String)
    /// `set-stack` with no class.
    case emptyStack
    /// `set-stack` with the classes the stack already held, in the same order.
    case stackUnchanged
    /// A `UINavigationController` named as the class to push or present.
    case navigationControllerAsScreen(verb: String, presenting: Bool)

    // MARK: Tab bar controller

    /// The tab bar at the bottom of the screen: each tab's title, and the selected tab's place (from 0).
    case tabBar(titles: [String], selected: Int)
    /// A tab tap while a context presentation inside a tab covers `presenter`.
    case tabUnderContextPresentation(presented: String, presenter: String)
    /// A tab tap while a controller is presented over the whole tab bar.
    case tabBarCovered(presented: String)
    /// A tab tap in an app with no tab bar controller on screen.
    case noTabBar(app: String)
    /// A tap on a tab number the tab bar does not have; `tabs` names its tabs in order.
    case noSuchTab(number: Int, tabBar: String, tabs: [String])
    /// A tap on the selected tab, a navigation controller holding more than its root: UIKit pops it.
    case selectedTabPopsToRoot(number: Int, navigation: String)
    /// A tap on the selected tab, which changes nothing on screen.
    case tabAlreadySelected(number: Int)

    // MARK: Split view controller

    /// A split view gesture in an app with no split view controller on screen.
    case noSplitView(verb: String, app: String)
    /// A split view gesture while the split view is collapsed on `device`.
    case splitViewCollapsed(verb: String, device: String)
    /// A split view gesture while `device` is in landscape, where both columns show.
    case splitViewInLandscape(verb: String, device: String)
    /// A split view gesture while `presented` is presented over it: the finger reaches the
    /// presentation, not the split view.
    case splitViewCovered(verb: String, presented: String)
    /// `show-primary` while the primary column is shown.
    case primaryAlreadyShown(primary: String)
    /// `hide-primary` while the primary column is hidden.
    case primaryAlreadyHidden(primary: String)

    // MARK: Page view controller

    /// The app's `viewDidLoad` gives the page view controller its first page, of class `page`.
    case firstPageSet(pageViewController: String, page: String, fromStoryboard: Bool)
    /// A page command while a controller is presented over the page view controller.
    case pageViewControllerCovered(verb: String, presented: String)
    /// A page command in an app with no page view controller on screen.
    case noPageViewController(verb: String, app: String)
    /// A page command while the page view controller holds no page.
    case noPageYet(verb: String, pageViewController: String)
    /// The data source had no page past page `number` (from 1), the last or, going back, the first.
    case dataSourceReturnsNil(number: Int, isLast: Bool)
    /// A swipe past the last (`forward`) or the first page, shown by `page`, number `number` (from 1).
    case swipePastEnd(verb: String, page: String, number: Int, forward: Bool)
    /// `page set` with a number the data source has no page for; `pages` lists its classes in order.
    case noSuchPage(number: Int, pages: [String])
    /// The app's code sets page `number` (of class `className`) while page `shown` is on screen (both from 1).
    case pageSet(className: String, number: Int, shown: Int, animated: Bool)
    /// `page set` told no delegate: only gestures are reported to it.
    case pageSetWithoutDelegate

    // MARK: Custom container

    /// A `child` command in an app that shows no container of its own.
    case noCustomContainer(verb: String, app: String)
    /// A `child` command while the container itself is halfway through appearing or disappearing.
    case containerInTransition(verb: String, container: String)
    /// `child remove` or `child transition` of a child that (or whose own child) presents
    /// `presented` in the presentation context it defines: the presentation hangs from it.
    case childPresentsInContext(verb: String, child: String, presented: String)
    /// A container class named as a child to add.
    case containerClassAsChild(verb: String, className: String)
    /// A `child` command that needs a child, on a container that has none.
    case containerHasNoChildren(verb: String, container: String)
    /// `child remove` with a number the container has no child at; `children` names them in order.
    case noSuchChild(number: Int, container: String, children: [String])
    /// `child forwarding` to the setting the container already has.
    case forwardingUnchanged(forwards: Bool, container: String)
    /// The container's `shouldAutomaticallyForwardAppearanceMethods` now returns `forwards`.
    case forwardingChanged(forwards: Bool, container: String)

    // MARK: Presentation

    /// Before iOS 13, `style` on `device` resolves to a full-screen presentation.
    case presentsFullScreenBeforeiOS13(style: PresentationStyle, device: String)
    /// `.automatic` resolves to a page sheet on `device`.
    case automaticIsPageSheet(device: String)
    /// A popover adapts to `resolved` at the compact width of `device`.
    case popoverAdapts(resolved: PresentationStyle, device: String)
    /// A form sheet shows as a sheet at the compact width of `device`.
    case formSheetIsSheet(device: String)
    /// A context presentation finds `controller`, which defines the context, to present it.
    case contextDefinerPresents(controller: String)
    /// A context presentation finds no controller defining the context:
    /// `presenter`, the window's root or the top presented controller, presents.
    case noContextDefiner(presenter: String, isRoot: Bool)
    /// A dismissal (`verb`) while nothing is presented over the window's `root`.
    case nothingPresented(verb: String, root: String)
    /// `tap-outside` on a controller presented in a `style` other than a popover.
    case notAPopover(presented: String, style: PresentationStyle)
    /// A tap outside a popover before iOS 13: no adaptive delegate hears of it.
    case popoverDismissedBeforeiOS13
    /// `controller`'s `definesPresentationContext` is now `isOn`.
    case definesPresentationContext(controller: String, isOn: Bool)

    // MARK: Interactive transitions

    /// A command (`verb`) refused while the finger still drives `gesture`.
    case gestureInFlight(verb: String, gesture: String)
    /// `swipe-back` with only the root on the stack.
    case swipeBackFromRoot(root: String, navigation: String)
    /// `swipe-down` on a controller presented in a `style` that is not a sheet.
    case notASheet(presented: String, style: PresentationStyle)
    /// `swipe-down` before iOS 13, when sheets could not be dragged away.
    case sheetSwipeBeforeiOS13
    /// A system event (`verb`) cancels the `gesture` in flight before it happens.
    case gestureCancelledBySystem(verb: String, gesture: String)
    /// `finish` (`completing`) or `cancel` with no interactive transition in flight.
    case noGestureInFlight(completing: Bool)

    // MARK: Transitions

    /// A scene connects with its persisted session, so the app delegate is not asked for a configuration.
    case persistedSessionRestored
    /// The storyboard has no entry point: UIKit's console line (`consoleMessage`,
    /// as UIKit words it) and a black window.
    case noEntryPoint(consoleMessage: String)
    /// The same console line when the app's code builds the window anyway: harmless.
    case noEntryPointWindowFromCode(consoleMessage: String)

    // MARK: Container files

    /// `files` or `rm` (`command`) for an app not in the catalog; `guess` is the
    /// nearest app's name, if one is close, and `apps` the catalog's names.
    case noAppNamed(command: String, name: String, guess: String?, apps: [String])
    /// `files` or `rm` with no app named, running, or run before.
    case noAppHasRun(command: String)
    /// The store failed while `command` read or changed a container.
    case storeFailed(command: String, error: StoreError)
    /// The first line of `files`: whose container it lists.
    case containerHeading(app: String, bundle: String)
    /// Where the container is on the host's disk.
    case containerLocation(path: String)
    /// A folder of the container holds no file.
    case emptyFolder
    /// A file of the container and its size in bytes, its name padded to `width` characters.
    case containerFile(name: String, width: Int, size: Int)
    /// `rm` of a file the app's container does not have.
    case noSuchFile(app: String, path: String)
    /// `rm` removed `path`, of `size` bytes when its size was known.
    case fileRemoved(path: String, size: Int?)
    /// `rm` removed a file of the running app, which keeps what it read.
    case removedWhileRunning(app: String)

    // MARK: Commands and invariants

    /// `page` given a word that is none of its verbs.
    case pageVerbUnknown(verb: String, usage: String)
    /// The appearance state machine refused a move: a bug in scenelab, said rather than made.
    case appearanceMoveForbidden(controller: String, from: String, through: String)
}
