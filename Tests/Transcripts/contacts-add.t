# Contacts: the toolbar's «Создать контакт» (Create contact) runs the book's showNewContactAlert():
# a UIAlertController («Создайте новый контакт») with Name and Phone fields and Cancel/Create. The
# alert is over the ViewController, which gets no calls. Create's handler appends the contact, the
# list sorts by name and saves (the didSet), then reloadData; Cancel does nothing.
> trace none
> launch contacts
> contact add Zoe +79990000002
  note: added contact 1: Zoe
> trace default
> trace store on
> trace delegate on
> trace table on
> screen
  Contacts
  ────────────────────
    1. Zoe — +79990000002
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
> tap create-contact
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
> type name Anna
> type phone +79990000003
> tap create
  UIAlertController#1 viewWillDisappear(animated: true)
  UIAlertController#1 viewDidDisappear(animated: true)
  ViewController#1 UIAlertAction handler(title: "Create")
  note: added contact 1: Anna
  com.example.Contacts set(_:forKey: "contacts")
  ViewController#1 reloadData()
  ViewController#1 numberOfSections(in:)
  ViewController#1 tableView(_:numberOfRowsInSection: 0)
  ViewController#1 tableView(_:cellForRowAt: [0, 0], dequeue: "MyCell")
  ViewController#1 tableView(_:cellForRowAt: [0, 1], dequeue: "MyCell")
  UIAlertController#1 deinit
> screen
  Contacts
  ────────────────────
    1. Anna — +79990000003
    2. Zoe — +79990000002
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
> tap create-contact
  UIAlertController#2 init(nibName:bundle:)
  UIAlertController#2 loadView()
  UIAlertController#2 viewDidLoad()
  UIAlertController#2 viewWillAppear(animated: true)
  UIAlertController#2 viewDidAppear(animated: true)
> tap cancel
  UIAlertController#2 viewWillDisappear(animated: true)
  UIAlertController#2 viewDidDisappear(animated: true)
  UIAlertController#2 deinit
> contact list
  1. Anna — +79990000003
  2. Zoe — +79990000002
> defaults read com.example.Contacts contacts
  (
      {
          phone = "+79990000003";
          title = Anna;
      },
      {
          phone = "+79990000002";
          title = Zoe;
      }
  )
