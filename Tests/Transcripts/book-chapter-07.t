# Usov, chapter 7 (`book chapter 7`): Contacts before its storage. loadContacts() appends
# Listing 7.10's three test contacts (000:L5472–5482), cellForRowAt prints Listing 7.7's lines
# (000:L5350–5367: a new cell per row at load), a deleted contact is not stored and comes back
# at the next launch (000:L5723–5724). Chapter 8 reads and writes "contacts" in User Defaults.
> book chapter 7
  the books' apps play chapter 7's code, as its reader has it at the chapter's end (book chapter 7); `book chapter all` plays the finished apps
> trace style usov
> launch contacts
note: chapter 7: loadContacts() appends the book's 3 test contacts (Listing 7.10); nothing is stored until chapter 8, so a change is gone at the next launch
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> screen
  Contacts
  ────────────────────
    1. Владимир Анатольевич — +781213342321
    2. Саня Техосмотр — +799912312323
    3. Сильвестр — +7000911112
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
> swipe 1 delete
note: removed contact 1: Владимир Анатольевич
Используем старую ячейку для строки с индексом 0
Используем старую ячейку для строки с индексом 1
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch contacts
note: chapter 7: loadContacts() appends the book's 3 test contacts (Listing 7.10); nothing is stored until chapter 8, so a change is gone at the next launch
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> screen
  Contacts
  ────────────────────
    1. Владимир Анатольевич — +781213342321
    2. Саня Техосмотр — +799912312323
    3. Сильвестр — +7000911112
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 8
  the books' apps play chapter 8's code, as its reader has it at the chapter's end (book chapter 8); `book chapter all` plays the finished apps
> launch contacts
> screen
  Contacts
  ────────────────────
    —
  [Create contact] ‹create-contact›
