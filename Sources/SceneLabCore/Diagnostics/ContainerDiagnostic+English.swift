extension ContainerDiagnostic {
    public var english: String {
        switch self {
        // MARK: Navigation controller
        case .noNavigationController(let verb, let controller, let pushing):
            return "\(verb) ignored: \(controller) has no navigationController "
                + "(navigationController?.\(pushing ? "pushViewController" : "popViewController") does nothing)"
        case .popRoot(let root, let navigation):
            return "pop ignored: \(root) is the root of \(navigation); UIKit does not pop the root"
        case .alreadyAtRoot(let root, let navigation):
            return "pop-to-root ignored: \(root) is already the only controller of \(navigation)"
        case .noControllerAtIndex(let index, let stack):
            return "pop-to \(index): no controller at that index; the stack holds 0...\(stack.count - 1) "
                + "(\(stack.joined(separator: ", ")))"
        case .alreadyOnTop(let index, let controller):
            return "pop-to \(index) ignored: \(controller) is already on top"
        case .emptyStack:
            return "set-stack needs at least one class"
        case .stackUnchanged:
            return "set-stack: the stack is unchanged"
        case .navigationControllerAsScreen(let verb, let presenting):
            return "\(verb): a UINavigationController cannot be \(presenting ? "presented empty" : "pushed") here "
                + "(UIKit raises for pushing one); name a screen class instead"

        // MARK: Tab bar controller
        case .tabBar(let titles, let selected):
            return "tab bar: " + Self.tabItems(titles, selected: selected)
        case .tabUnderContextPresentation(let presented, let presenter):
            return "tab ignored: \(presented) covers the presentation context of "
                + "\(presenter), and no source shows the calls a tab switch makes under it; "
                + "`dismiss` it first"
        case .tabBarCovered(let presented):
            return "tab ignored: \(presented) is presented over the tab bar; `dismiss` it first"
        case .noTabBar(let app):
            return "tab ignored: \(app) has no tab bar (no UITabBarController on screen); "
                + "`launch tabs` starts an app that has one"
        case .noSuchTab(let number, let tabBar, let tabs):
            return "tab \(number): no such tab; \(tabBar) has tabs 1...\(tabs.count) (\(Self.numbered(tabs)))"
        case .selectedTabPopsToRoot(let number, let navigation):
            return "tab \(number) is already selected: a tap on it pops \(navigation) to its root, "
                + "animated (`explain tab-reselect-pop`)"
        case .tabAlreadySelected(let number):
            return "tab \(number) is already selected: nothing appears or disappears"

        // MARK: Split view controller
        case .noSplitView(let verb, let app):
            return "\(verb) ignored: \(app) has no split view (no UISplitViewController on "
                + "screen); `launch split` starts one"
        case .splitViewCollapsed(let verb, let device):
            return "\(verb) ignored: the split view is collapsed on the \(device) (compact width): the secondary "
                + "is on the primary's navigation stack; `pop` or `push` instead"
        case .splitViewInLandscape(let verb, let device):
            return "\(verb) ignored: in landscape the \(device) shows both columns side by side; "
                + "`rotate portrait` first"
        case .splitViewCovered(let verb, let presented):
            return "\(verb) ignored: \(presented) is presented over the split view and takes the touches; `dismiss` it first"
        case .primaryAlreadyShown(let primary):
            return "show-primary ignored: the primary column \(primary) is already shown"
        case .primaryAlreadyHidden(let primary):
            return "hide-primary ignored: the primary column \(primary) is already hidden"

        // MARK: Page view controller
        case .firstPageSet(let pageViewController, let page, let fromStoryboard):
            let made = fromStoryboard ? "the storyboard's \(page)" : "\(page)()"
            return "\(pageViewController)'s viewDidLoad (the app's code) calls "
                + "setViewControllers([\(made)], direction: .forward, animated: false)"
        case .pageViewControllerCovered(let verb, let presented):
            return "\(verb) ignored: \(presented) is presented over the page view controller; `dismiss` it first"
        case .noPageViewController(let verb, let app):
            return "\(verb) ignored: \(app) has no page view controller "
                + "(no UIPageViewController on screen); `launch pages` starts an app that has one"
        case .noPageYet(let verb, let pageViewController):
            return "\(verb) ignored: \(pageViewController) shows no page yet"
        case .dataSourceReturnsNil(let number, let isLast):
            return "the data source returns nil: page \(number) is the \(isLast ? "last" : "first") page"
        case .swipePastEnd(let verb, let page, let number, let forward):
            return "\(verb) ignored: \(page) is page \(number), the "
                + "\(forward ? "last" : "first"); the data source answers "
                + "viewController\(forward ? "After" : "Before") with nil, so the page bounces back and nothing "
                + "appears or disappears"
        case .noSuchPage(let number, let pages):
            return "page set \(number): no such page; the data source returns pages 1...\(pages.count) "
                + "(\(Self.numbered(pages)))"
        case .pageSet(let className, let number, let shown, let animated):
            return "the app's code calls setViewControllers([\(className)()], direction: "
                + "\(number < shown ? ".reverse" : ".forward"), animated: \(animated))"
                + (number == shown ? ": page \(number) is shown, and the fresh instance replaces it" : "")
        case .pageSetWithoutDelegate:
            return "no delegate call: the delegate hears only of transitions a gesture makes"

        // MARK: Custom container
        case .noCustomContainer(let verb, let app):
            return "\(verb) ignored: \(app) shows no custom container view controller "
                + "(a UIViewController subclass with children); `launch container` starts an app whose root is one"
        case .containerInTransition(let verb, let container):
            return "\(verb) ignored: \(container) is itself appearing or disappearing; finish that first"
        case .childPresentsInContext(let verb, let child, let presented):
            return "\(verb) ignored: \(presented) is presented in the context \(child) defines, and no source shows "
                + "what UIKit does with it when its context leaves; `dismiss` it first"
        case .containerClassAsChild(let verb, let className):
            return "\(verb): \(className) is a container class; scenelab adds plain screens as children "
                + "(name a screen class, e.g. DetailViewController)"
        case .containerHasNoChildren(let verb, let container):
            return "\(verb) ignored: \(container) has no children; `child add CLASS` adds one"
        case .noSuchChild(let number, let container, let children):
            return "child remove \(number): no such child; \(container) has children "
                + "1...\(children.count) (\(Self.numbered(children)))"
        case .forwardingUnchanged(let forwards, let container):
            return "child forwarding \(forwards ? "on" : "off") ignored: \(container) already "
                + (forwards ? "lets UIKit forward appearance to its children" : "forwards appearance by hand")
        case .forwardingChanged(let forwards, let container):
            return forwards
                ? "\(container).shouldAutomaticallyForwardAppearanceMethods is true: UIKit forwards "
                    + "appearance to its children again"
                : "\(container).shouldAutomaticallyForwardAppearanceMethods is false: its code now calls "
                    + "beginAppearanceTransition(_:animated:) and endAppearanceTransition() on its children"

        // MARK: Presentation
        case .presentsFullScreenBeforeiOS13(let style, let device):
            return "before iOS 13 \(style == .automatic ? spokenName(style) : "\(spokenName(style)) on the \(device)") "
                + "is .fullScreen: the presenter leaves the window"
        case .automaticIsPageSheet(let device):
            return "modalPresentationStyle .automatic behaves as .pageSheet on \(device)"
        case .popoverAdapts(let resolved, let device):
            return "modalPresentationStyle .popover adapts to \(resolved.uikitName) on \(device) "
                + "(compact width): a sheet, the presenter stays in the window"
        case .formSheetIsSheet(let device):
            return "modalPresentationStyle .formSheet shows as a sheet on \(device) "
                + "(compact width): the presenter stays in the window"
        case .contextDefinerPresents(let controller):
            return "\(controller) defines the presentation context: UIKit asks it to present"
        case .noContextDefiner(let presenter, let isRoot):
            return "no controller defines a presentation context: "
                + (isRoot ? "the window's root" : "the top presented controller") + " \(presenter) presents"
        case .nothingPresented(let verb, let root):
            return "\(verb) ignored: nothing is presented (\(root) is the window's root)"
        case .notAPopover(let presented, let style):
            return "tap-outside ignored: \(presented) is presented \(style.uikitName), not as a popover; "
                + (style.isSheet ? "`swipe-down` drags a sheet away, " : "") + "`dismiss` dismisses it in code"
        case .popoverDismissedBeforeiOS13:
            return "before iOS 13 the presentation controller's delegate hears no dismissal; "
                + "the popover's own delegate would (popoverPresentationControllerShouldDismissPopover, "
                + "then ...DidDismissPopover after the view is gone), had the app implemented it"
        case .definesPresentationContext(let controller, let isOn):
            return "\(controller).definesPresentationContext = \(isOn): "
                + (isOn
                    ? "a .currentContext or .overCurrentContext presentation from it or its children covers it"
                    : "context presentations look further up for a controller that defines one")

        // MARK: Interactive transitions
        case .gestureInFlight(let verb, let gesture):
            return "\(verb) ignored: a \(gesture) is in flight: type `finish` to let it complete "
                + "or `cancel` to let the screen spring back"
        case .swipeBackFromRoot(let root, let navigation):
            return "swipe-back ignored: \(root) is the root of \(navigation); there is nothing to go back to"
        case .notASheet(let presented, let style):
            return "swipe-down ignored: \(presented) is presented \(style.uikitName), which a drag cannot dismiss; "
                + "only a sheet can be swiped down (`dismiss` dismisses it in code)"
        case .sheetSwipeBeforeiOS13:
            return "swipe-down ignored: before iOS 13 a sheet cannot be dragged down; `dismiss` dismisses it in code"
        case .gestureCancelledBySystem(let verb, let gesture):
            return "\(verb): the system cancels the app's touches, so the \(gesture) in flight is cancelled "
                + "first (`explain gesture-interrupted`)"
        case .noGestureInFlight(let completing):
            return "\(completing ? "finish" : "cancel") ignored: no interactive transition is in flight "
                + "(`swipe-back` or `swipe-down` starts one)"

        // MARK: Transitions
        case .persistedSessionRestored:
            return "UIKit restores the scene's persisted session: no configurationForConnecting"
        case .noEntryPoint(let consoleMessage):
            return "UIKit logs roughly: \(consoleMessage) [uncertain] The window stays black."
        case .noEntryPointWindowFromCode(let consoleMessage):
            return "UIKit logs roughly: \(consoleMessage) [uncertain] The storyboard has no entry point, and "
                + "scene(_:willConnectTo:options:) builds the window itself: the error changes nothing (Usov, ch. 5)."

        // MARK: Container files
        case .noAppNamed(let command, let name, let guess, let apps):
            return "\(command): no app named '\(name)'"
                + (guess.map { "; did you mean '\($0)'?" } ?? ";") + " the apps are " + apps.joined(separator: ", ")
        case .noAppHasRun(let command):
            return "\(command): no app has run yet; name one, as in `\(command) --app checklists`"
        case .storeFailed(let command, let error):
            return "\(command): \(error.description)"
        case .containerHeading(let app, let bundle):
            return "the container of \(app) (\(bundle))"
        case .containerLocation(let path):
            return "on disk: " + path
        case .emptyFolder:
            return "  (empty)"
        case .containerFile(let name, let width, let size):
            return "  \(Self.padded(name, to: width))  \(byteCount(size))"
        case .noSuchFile(let app, let path):
            return "rm: the container of \(app) has no file \(path); `files` lists what it has"
        case .fileRemoved(let path, let size):
            return "removed \(path)" + (size.map { " (\(byteCount($0)))" } ?? "")
        case .removedWhileRunning(let app):
            return "\(app) is running: what it read into memory stays there, and its next save writes the file again"
        case .pageVerbUnknown(let verb, let usage):
            return "page takes next, previous or set, not '\(verb)'; usage: \(usage)"
        case .appearanceMoveForbidden(let controller, let from, let through):
            return "internal: \(controller) cannot go from \(from) through \(through)"
        }
    }
}

/// A size in bytes, `1 byte` or `N bytes`.
private func byteCount(_ size: Int) -> String {
    size == 1 ? "1 byte" : "\(size) bytes"
}

/// How a note names a presentation style in a sentence: `a page sheet`.
private func spokenName(_ style: PresentationStyle) -> String {
    switch style {
    case .automatic: return "the default style"
    case .pageSheet: return "a page sheet"
    case .fullScreen: return "a full-screen presentation"
    case .overFullScreen: return "an over-full-screen presentation"
    case .formSheet: return "a form sheet"
    case .popover: return "a popover"
    case .currentContext: return "a current-context presentation"
    case .overCurrentContext: return "an over-current-context presentation"
    }
}
