# Contacts: the trailing swipe «Удалить» removes the contact at once (no confirmation), saves
# the list and reloads the table.
> trace none
> launch contacts
> contact add Zoe +2
  note: added contact 1: Zoe
> contact add Anna +3
  note: added contact 1: Anna
> trace default
> trace store on
> trace table on
> actions
  tap create-contact
  tap ROW (1 to 2)
  swipe 1 delete
  swipe 2 delete
> swipe 1 delete
  ViewController#1 tableView(_:trailingSwipeActionsConfigurationForRowAt: [0, 0])
  note: removed contact 1: Anna
  com.example.Contacts set(_:forKey: "contacts")
  ViewController#1 reloadData()
  ViewController#1 numberOfSections(in:)
  ViewController#1 tableView(_:numberOfRowsInSection: 0)
  ViewController#1 tableView(_:cellForRowAt: [0, 0], dequeue: "MyCell")
> screen
  Contacts
  ────────────────────
    1. Zoe — +2
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
> swipe 5 delete
error: swipe 5 delete: there is no row 5; the only row is 1
> contact list
  1. Zoe — +2
