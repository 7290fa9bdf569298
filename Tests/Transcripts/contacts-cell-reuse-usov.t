# Usov ch. 7, Listing 7.7: the book's tableView(_:cellForRowAt:) prints whether
# dequeueReusableCell(withIdentifier: "MyCell") gave it a cell from the reuse queue or it made
# one. The first screenful makes a cell per row; a reloadData() puts the cells on screen in the
# queue and takes them back, so only rows past the cells made so far get new ones.
> trace style usov
> launch contacts
> contact add Anna +79990001122
note: added contact 1: Anna
Создаем новую ячейку для строки с индексом 0
> contact add Boris +79990003344
note: added contact 2: Boris
Используем старую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
> contact add Vera +79990005566
note: added contact 3: Vera
Используем старую ячейку для строки с индексом 0
Используем старую ячейку для строки с индексом 1
Создаем новую ячейку для строки с индексом 2
> swipe 1 delete
note: removed contact 1: Anna
Используем старую ячейку для строки с индексом 0
Используем старую ячейку для строки с индексом 1
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch contacts
Создаем новую ячейку для строки с индексом 0
Создаем новую ячейку для строки с индексом 1
# scenelab's own trace carries the same calls, without the book's prints.
> trace style scenelab
> trace table on
> contact add Gleb +79990007788
  note: added contact 2: Gleb
  ViewController#1 reloadData()
  ViewController#1 numberOfSections(in:)
  ViewController#1 tableView(_:numberOfRowsInSection: 0)
  ViewController#1 tableView(_:cellForRowAt: [0, 0], dequeue: "MyCell")
  ViewController#1 tableView(_:cellForRowAt: [0, 1], dequeue: "MyCell")
  ViewController#1 tableView(_:cellForRowAt: [0, 2], dequeue: "MyCell")
