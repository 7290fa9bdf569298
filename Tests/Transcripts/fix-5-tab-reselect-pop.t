# `launch tabs; push X; tab 1`: the note says the tab pops to its root (no longer "nothing appears
# or disappears"). didSelect answers the tap at once, so it comes after the pop's will-calls and
# before its did-calls and X's deinit, which wait for the animation (anchor §1b, §1j); where
# UIKit tells the delegate against the pop's start no source says: uncertain.
> trace none
> launch tabs
> push X
  note: X is not a screen of Tabs: simulating it as a plain UIViewController subclass
> trace all
> tab 1
  note: tab 1 is already selected: a tap on it pops UINavigationController#1 to its root, animated (`explain tab-reselect-pop`)
  UITabBarController#1.delegate tabBarController(_:shouldSelect: UINavigationController#1)
  X#1 willMove(toParent: nil)
  X#1 viewWillDisappear(animated: true)
  FirstViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: FirstViewController#1, animated: true) [uncertain]
  FirstViewController#1 viewIsAppearing(animated: true)
  UITabBarController#1.delegate tabBarController(_:didSelect: UINavigationController#1) [uncertain]
  X#1 viewDidDisappear(animated: true)
  FirstViewController#1 viewDidAppear(animated: true)
  X#1 didMove(toParent: nil)
  UINavigationController#1.delegate navigationController(_:didShow: FirstViewController#1, animated: true) [uncertain]
  X#1 deinit
> tab 1
  note: tab 1 is already selected: nothing appears or disappears
  UITabBarController#1.delegate tabBarController(_:shouldSelect: UINavigationController#1)
  UITabBarController#1.delegate tabBarController(_:didSelect: UINavigationController#1) [uncertain]
> explain tab-reselect-pop
  A tap on the tab already selected: UIKit asks tabBarController(_:shouldSelect:) and calls
  tabBarController(_:didSelect:) even though nothing changed (A8: since iOS 3, for user taps
  only). A navigation controller tab holding more than its root pops to it, animated, so its top
  disappears and the root appears. The pop's will-calls come at once and its did-calls, then the
  popped controllers' deinit, when the animation ends (anchor §1b, §1j). didSelect answers the tap
  before that end, so scenelab plays it between the two; whether UIKit pops before or after it
  tells the delegate, no source says (uncertain). At the root, only the delegate hears the tap.
