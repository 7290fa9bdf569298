# Seg Nav's setEditedSelection: as printed calls reloadDataAtIndexPaths:withRowAnimation:
# (001:L636), which UITableView does not declare: under ARC Xcode refuses to build it. Under
# `book as-written` a note says so and scenelab plays the method the course means; the fixed
# code (the default) says which method it calls instead. Lines marked [uncertain]: see
# segnav-urgent.t.
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> trace none
> launch segnav
> tap sub-menu
> tap walk the dog
  note: textView.becomeFirstResponder(): the keyboard is up, the text view holds "Walk the dog"
> type text URGENT: Walk the dog
> tap back
  note: task 1 changed: URGENT: Walk the dog
  note: book as-written: the course calls reloadDataAtIndexPaths:withRowAnimation: (001:L636), which UITableView does not declare, so Xcode refuses to build it under ARC ("No visible @interface for 'UITableView' declares the selector"); scenelab plays reloadRowsAtIndexPaths:withRowAnimation:, the method the course means
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book fixed
  apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed
> launch segnav
> tap sub-menu
> tap walk the dog
  note: textView.becomeFirstResponder(): the keyboard is up, the text view holds "Walk the dog"
> type text URGENT: Walk the dog
> tap back
  note: task 1 changed: URGENT: Walk the dog
  note: reloadRowsAtIndexPaths:withRowAnimation:, where the course prints reloadDataAtIndexPaths: (001:L636), a method UITableView does not have (`explain reloadRows(at:with:)`)
