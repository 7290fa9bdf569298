# Usov, chapter 7, listing by listing (`book chapter 7.N`). Up to Listing 7.11 the table is the
# chapter's demo: 50 rows, each cell «Строка N» (Listing 7.2, 000:L4922–4943, L5342); from
# Listing 7.4 cellForRowAt prints whether it makes or reuses a cell (000:L5225–5244), and
# returns a reused cell without setting its text, so a row scrolled in shows the text of the
# row its cell was made for (Fig 7.27, 000:L5280–5287); Listing 7.6 sets it in both branches.
# From Listing 7.12 the rows are the contacts; 7.13 makes the list the table's delegate, 7.14
# declares the swipe's configuration, which returns nil, and 7.15 prints in it (000:L5668–5675):
# a left swipe (`swipe ROW`) prints and shows nothing, until 7.16 gives it «Удалить». The
# toolbar's «Создать контакт» is set up just before Listing 7.17 (000:L5940–5957).
# Lines marked [uncertain]: the launch's loadView to viewWillAppear, as in every Contacts launch.
> book chapter 7.3
  the books' apps play chapter 7's code, as its reader has it up to Listing 7.3 (book chapter 7.3); `book chapter all` plays the finished apps
> trace style usov
> launch contacts
note: chapter 7's demo table (Listing 7.2): 50 rows, each cell titled «Строка N»
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 7.4
  the books' apps play chapter 7's code, as its reader has it up to Listing 7.4 (book chapter 7.4); `book chapter all` plays the finished apps
> launch contacts
note: chapter 7's demo table (Listing 7.2): 50 rows, each cell titled «Строка N»; Listing 7.4 returns a reused cell without setting its text, so a row scrolled in shows the text of the row its cell was made for (Fig 7.27; `explain cell-reuse`)
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
Создаем новую ячейку для строки с индексом 3
Создаем новую ячейку для строки с индексом 4
Создаем новую ячейку для строки с индексом 5
Создаем новую ячейку для строки с индексом 6
Создаем новую ячейку для строки с индексом 7
Создаем новую ячейку для строки с индексом 8
Создаем новую ячейку для строки с индексом 9
Создаем новую ячейку для строки с индексом 10
Создаем новую ячейку для строки с индексом 11
Создаем новую ячейку для строки с индексом 12
Создаем новую ячейку для строки с индексом 13
Создаем новую ячейку для строки с индексом 14
Создаем новую ячейку для строки с индексом 15
Создаем новую ячейку для строки с индексом 16
> scroll down 3
Создаем новую ячейку для строки с индексом 17
Используем старую ячейку для строки с индексом 18
Используем старую ячейку для строки с индексом 19
> screen
  Contacts
  ────────────────────
    1. Row 0
    2. Row 1
    3. Row 2
    4. Row 3
    5. Row 4
    6. Row 5
    7. Row 6
    8. Row 7
    9. Row 8
    10. Row 9
    11. Row 10
    12. Row 11
    13. Row 12
    14. Row 13
    15. Row 14
    16. Row 15
    17. Row 16
    18. Row 17
    19. Row 0
    20. Row 1
    21. Row 20
    22. Row 21
    23. Row 22
    24. Row 23
    25. Row 24
    26. Row 25
    27. Row 26
    28. Row 27
    29. Row 28
    30. Row 29
    31. Row 30
    32. Row 31
    33. Row 32
    34. Row 33
    35. Row 34
    36. Row 35
    37. Row 36
    38. Row 37
    39. Row 38
    40. Row 39
    41. Row 40
    42. Row 41
    43. Row 42
    44. Row 43
    45. Row 44
    46. Row 45
    47. Row 46
    48. Row 47
    49. Row 48
    50. Row 49
  (rows 4–20 of 50 on screen; scroll down|up)
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 7.6
  the books' apps play chapter 7's code, as its reader has it up to Listing 7.6 (book chapter 7.6); `book chapter all` plays the finished apps
> launch contacts
note: chapter 7's demo table (Listing 7.2): 50 rows, each cell titled «Строка N»
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
Создаем новую ячейку для строки с индексом 3
Создаем новую ячейку для строки с индексом 4
Создаем новую ячейку для строки с индексом 5
Создаем новую ячейку для строки с индексом 6
Создаем новую ячейку для строки с индексом 7
Создаем новую ячейку для строки с индексом 8
Создаем новую ячейку для строки с индексом 9
Создаем новую ячейку для строки с индексом 10
Создаем новую ячейку для строки с индексом 11
Создаем новую ячейку для строки с индексом 12
Создаем новую ячейку для строки с индексом 13
Создаем новую ячейку для строки с индексом 14
Создаем новую ячейку для строки с индексом 15
Создаем новую ячейку для строки с индексом 16
> scroll down 3
Создаем новую ячейку для строки с индексом 17
Используем старую ячейку для строки с индексом 18
Используем старую ячейку для строки с индексом 19
> screen
  Contacts
  ────────────────────
    1. Row 0
    2. Row 1
    3. Row 2
    4. Row 3
    5. Row 4
    6. Row 5
    7. Row 6
    8. Row 7
    9. Row 8
    10. Row 9
    11. Row 10
    12. Row 11
    13. Row 12
    14. Row 13
    15. Row 14
    16. Row 15
    17. Row 16
    18. Row 17
    19. Row 18
    20. Row 19
    21. Row 20
    22. Row 21
    23. Row 22
    24. Row 23
    25. Row 24
    26. Row 25
    27. Row 26
    28. Row 27
    29. Row 28
    30. Row 29
    31. Row 30
    32. Row 31
    33. Row 32
    34. Row 33
    35. Row 34
    36. Row 35
    37. Row 36
    38. Row 37
    39. Row 38
    40. Row 39
    41. Row 40
    42. Row 41
    43. Row 42
    44. Row 43
    45. Row 44
    46. Row 45
    47. Row 46
    48. Row 47
    49. Row 48
    50. Row 49
  (rows 4–20 of 50 on screen; scroll down|up)
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 7.12
  the books' apps play chapter 7's code, as its reader has it up to Listing 7.12 (book chapter 7.12); `book chapter all` plays the finished apps
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
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 7.15
  the books' apps play chapter 7's code, as its reader has it up to Listing 7.15 (book chapter 7.15); `book chapter all` plays the finished apps
> launch contacts
note: chapter 7: loadContacts() appends the book's 3 test contacts (Listing 7.10); nothing is stored until chapter 8, so a change is gone at the next launch
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> swipe 2
Определяем доступные действия для строки 1
note: row 2 stays in place: no trailing action (the delegate returns nil, or none answers)
> swipe 2 delete
error: swipe 2 delete: Contacts does not offer that; it offers tap ROW (1 to 3)
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 7.16
  the books' apps play chapter 7's code, as its reader has it up to Listing 7.16 (book chapter 7.16); `book chapter all` plays the finished apps
> launch contacts
note: chapter 7: loadContacts() appends the book's 3 test contacts (Listing 7.10); nothing is stored until chapter 8, so a change is gone at the next launch
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> swipe 2
note: row 2 slides left, showing «Delete»; `swipe 2 ACTION` taps one
> swipe 2 delete
note: removed contact 2: Саня Техосмотр
Используем старую ячейку для строки с индексом 0
Используем старую ячейку для строки с индексом 1
