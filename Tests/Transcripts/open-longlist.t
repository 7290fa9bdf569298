# A table longer than the screen whose delegate implements tableView(_:didEndDisplaying:forRowAt:)
# (Tests/Projects/LongList): UIKit asks the delegate whether it responds to the method and calls
# it only then, so a scroll prints it here, with the method's own print, and not for the books'
# apps, which do not implement it (contacts-scroll-usov.t). Lines marked [uncertain]: where the
# row going out falls against the row coming in, no source says.
#: open ../Projects/LongList
> trace none
> launch
  print: AppDelegate: didFinishLaunching
> trace table on
> scroll down 2
  WeekdaysViewController#1 tableView(_:cellForRowAt: [0, 17], dequeue: "Day")
  WeekdaysViewController#1 tableView(_:didEndDisplaying:forRowAt: [0, 0]) [uncertain]
  print: row 0 left the screen
  WeekdaysViewController#1 tableView(_:cellForRowAt: [0, 18], dequeue: "Day")
  WeekdaysViewController#1 tableView(_:didEndDisplaying:forRowAt: [0, 1]) [uncertain]
  print: row 1 left the screen
> scroll up 1
  WeekdaysViewController#1 tableView(_:cellForRowAt: [0, 1], dequeue: "Day")
  WeekdaysViewController#1 tableView(_:didEndDisplaying:forRowAt: [0, 18]) [uncertain]
  print: row 18 left the screen
