# Contacts: tapping a row pushes ContactEditController (the editing the book announced but never
# built); Save writes the contact back, re-sorts, saves, reloads, then pops; Back discards.
> trace none
> launch contacts
> contact add Zoe +2
  note: added contact 1: Zoe
> contact add Anna +3
  note: added contact 1: Anna
> trace default
> trace store on
> tap 2
  ContactEditController#1 init(coder:)
  ContactEditController#1 awakeFromNib()
  ContactEditController#1 loadView()
  ContactEditController#1 viewDidLoad()
  ContactListController#1 viewWillDisappear(animated: true)
  ContactEditController#1 viewWillAppear(animated: true)
  ContactListController#1 viewDidDisappear(animated: true)
  ContactEditController#1 viewDidAppear(animated: true)
> screen
  < Contacts   Contact   [Save]
  ─────────────────────────────
  Name: Zoe   ‹name›
  Phone number: +2   ‹phone›
> type name Bob
> tap save
  note: contact 2 changed: Bob
  com.example.Contacts set(_:forKey: "contacts")
  ContactEditController#1 viewWillDisappear(animated: true)
  ContactListController#1 viewWillAppear(animated: true)
  ContactEditController#1 viewDidDisappear(animated: true)
  ContactListController#1 viewDidAppear(animated: true)
  ContactEditController#1 deinit
> screen
  Contacts   [+]
  ────────────────────
    1. Anna — +3  >
    2. Bob — +2  >
  (also: swipe ROW delete)
> tap 1
  ContactEditController#2 init(coder:)
  ContactEditController#2 awakeFromNib()
  ContactEditController#2 loadView()
  ContactEditController#2 viewDidLoad()
  ContactListController#1 viewWillDisappear(animated: true)
  ContactEditController#2 viewWillAppear(animated: true)
  ContactListController#1 viewDidDisappear(animated: true)
  ContactEditController#2 viewDidAppear(animated: true)
> type phone 000
> tap back
  ContactEditController#2 viewWillDisappear(animated: true)
  ContactListController#1 viewWillAppear(animated: true)
  ContactEditController#2 viewDidDisappear(animated: true)
  ContactListController#1 viewDidAppear(animated: true)
  ContactEditController#2 deinit
> contact list
  1. Anna — +3
  2. Bob — +2
