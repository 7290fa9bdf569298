# Contacts: the sorted list, "+" presents a UIAlertController with Name and Phone fields
# and Cancel/Create; Create's handler appends, sorts, saves and reloads; a trailing swipe
# deletes; tapping a row pushes ContactEditController (the editing the book announced).
> trace none
> launch contacts
> trace default
> trace store on
> contact add Zoe +79990000002
  com.example.Contacts set(_:forKey: "contacts")
> contact add Anna +79990000003
  com.example.Contacts set(_:forKey: "contacts")
> screen
  Contacts   [+]
  ────────────────────
    1. Anna — +79990000003  >
    2. Zoe — +79990000002  >
> tap +
  UIAlertController#1 init(nibName:bundle:)
  UIAlertController#1 loadView()
  UIAlertController#1 viewDidLoad()
  UIAlertController#1 viewWillAppear(animated: true)
  UIAlertController#1 viewDidAppear(animated: true)
> screen
  Create a new contact
  ────────────────────
  Enter a name and a phone number
  Name: (Name)   ‹name›
  Phone number: (Phone number)   ‹phone›
  [Cancel]
  [Create]
> type name Carl
> type phone +79990000004
> tap create
  UIAlertController#1 viewWillDisappear(animated: true)
  UIAlertController#1 viewDidDisappear(animated: true)
  UIAlertController#1 deinit
  com.example.Contacts set(_:forKey: "contacts")
> screen
  Contacts   [+]
  ────────────────────
    1. Anna — +79990000003  >
    2. Carl — +79990000004  >
    3. Zoe — +79990000002  >
> tap +
  UIAlertController#2 init(nibName:bundle:)
  UIAlertController#2 loadView()
  UIAlertController#2 viewDidLoad()
  UIAlertController#2 viewWillAppear(animated: true)
  UIAlertController#2 viewDidAppear(animated: true)
> tap cancel
  UIAlertController#2 viewWillDisappear(animated: true)
  UIAlertController#2 viewDidDisappear(animated: true)
  UIAlertController#2 deinit
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
  Name: Carl   ‹name›
  Phone number: +79990000004   ‹phone›
> type phone +79990000044
> tap save
  com.example.Contacts set(_:forKey: "contacts")
  ContactEditController#1 viewWillDisappear(animated: true)
  ContactListController#1 viewWillAppear(animated: true)
  ContactEditController#1 viewDidDisappear(animated: true)
  ContactListController#1 viewDidAppear(animated: true)
  ContactEditController#1 deinit
> swipe 1 delete
  com.example.Contacts set(_:forKey: "contacts")
> contact list
  1. Carl — +79990000044
  2. Zoe — +79990000002
> defaults read contacts
  (
      {
          phone = "+79990000044";
          title = Carl;
      },
      {
          phone = "+79990000002";
          title = Zoe;
      }
  )
