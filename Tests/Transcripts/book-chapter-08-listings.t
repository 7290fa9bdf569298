# Usov, chapter 8 listing by listing (`book chapter 8.N`): Listing 8.2's viewDidLoad writes
# "Some random text" for "Some key" (000:L6431) and 8.3 prints it back twice, Optional<Any> and
# Optional<String> alike (000:L6540–6545); at 8.6 didSet calls storage.save on the implicitly
# unwrapped storage that only Listing 8.7 sets, and the app crashes; at 8.7 loadContacts()
# still makes the test contacts and didSet saves them at every launch, so a deletion comes back;
# from 8.8 the list is read from User Defaults (000:L6775–6790). Lines marked [uncertain] are
# calls whose moment the sources leave open; notes go to standard error.
> trace style usov
> book chapter 8.3
  the books' apps play chapter 8's code, as its reader has it up to Listing 8.3 (book chapter 8.3); `book chapter all` plays the finished apps
> launch contacts
Optional("Some random text")
Optional("Some random text")
note: chapter 8: loadContacts() still appends the 3 test contacts until Listing 8.8 reads the storage
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> defaults read com.example.Contacts
  {
      "Some key" = "Some random text";
  }
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 8.6
  the books' apps play chapter 8's code, as its reader has it up to Listing 8.6 (book chapter 8.6); `book chapter all` plays the finished apps
> launch contacts
Optional("Some random text")
Optional("Some random text")
error: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value: Listing 8.6's didSet calls storage.save while storage (ContactStorageProtocol!, Listing 8.5) is set only by Listing 8.7; the app crashed
note: the process ends at once: no callback runs, and whatever was not saved is gone
> book chapter 8.7
  the books' apps play chapter 8's code, as its reader has it up to Listing 8.7 (book chapter 8.7); `book chapter all` plays the finished apps
> launch contacts
note: chapter 8: loadContacts() still appends the 3 test contacts until Listing 8.8 reads the storage; didSet saves them (Listing 8.7), so each launch writes them over what was saved
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> swipe 1 delete
note: removed contact 1: Владимир Анатольевич
Используем старую ячейку для строки с индексом 0
Используем старую ячейку для строки с индексом 1
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch contacts
note: chapter 8: loadContacts() still appends the 3 test contacts until Listing 8.8 reads the storage; didSet saves them (Listing 8.7), so each launch writes them over what was saved
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 8.8
  the books' apps play chapter 8's code, as its reader has it up to Listing 8.8 (book chapter 8.8); `book chapter all` plays the finished apps
> launch contacts
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> swipe 1 delete
note: removed contact 1: Владимир Анатольевич
Используем старую ячейку для строки с индексом 0
Используем старую ячейку для строки с индексом 1
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch contacts
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
> screen
  Contacts
  ────────────────────
    1. Саня Техосмотр — +799912312323
    2. Сильвестр — +7000911112
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
