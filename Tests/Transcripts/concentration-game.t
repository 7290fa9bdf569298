# Concentration's game half (CS193p 2017, lectures 2 and 3, homework 1's score): twelve
# cards, six pairs, shuffled from the `--seed` generator (1 here). Every touch counts a flip;
# a second card that matches keeps both face up (+2); a mismatch costs 1 for each of its
# cards turned up in an earlier turn; a matched card is ignored; the next choice turns the
# others down and a matched pair is drawn clear. New Game deals again.
> trace none
> device iphone-x
  iPhone X, portrait (width compact, height regular)
> launch concentration
> tap sports
> tap 1
  note: card 1 face up: ⚾
> tap 2
  note: card 2 face up: ⚽, no match with card 1 (⚾); neither seen before, score 0
> tap 9
  note: card 9 face up: ⚽
> tap 2
  note: card 2 face up: ⚽, a match with card 9: +2, score 2
> screen
  < Themes   Concentration
  ────────────────────────
  Theme: Sports   Flips: 4   Score: 2
  [▒] ‹1›
  [⚽] ‹2›
  [▒] ‹3›
  [▒] ‹4›
  [▒] ‹5›
  [▒] ‹6›
  [▒] ‹7›
  [▒] ‹8›
  [⚽] ‹9›
  [▒] ‹10›
  [▒] ‹11›
  [▒] ‹12›
  [New Game] ‹new-game›
> tap 2
  note: card 2 is matched: chooseCard(at:) ignores it (the flip still counts)
> tap 1
  note: card 1 face up: ⚾
> tap 3
  note: card 3 face up: 🏈, no match with card 1 (⚾); −1: one seen before, score 1
> tap 1
  note: card 1 face up: ⚾
> tap 3
  note: card 3 face up: 🏈, no match with card 1 (⚾); −2: both seen before, score -1
> tap 10
  note: card 10 face up: ⚾
> tap 1
  note: card 1 face up: ⚾, a match with card 10: +2, score 1
> screen
  < Themes   Concentration
  ────────────────────────
  Theme: Sports   Flips: 11   Score: 1
  [⚾] ‹1›
  [ ] ‹2›
  [▒] ‹3›
  [▒] ‹4›
  [▒] ‹5›
  [▒] ‹6›
  [▒] ‹7›
  [▒] ‹8›
  [ ] ‹9›
  [⚾] ‹10›
  [▒] ‹11›
  [▒] ‹12›
  [New Game] ‹new-game›
> tap 13
error: tap 13: Concentration does not offer that; did you mean 'tap 1'? (it offers tap back, tap 1, tap 2, tap 3, tap 4, tap 5, tap 6, tap 7, tap 8, tap 9, tap 10, tap 11, tap 12, tap new-game)
> tap new-game
  note: new game: 12 cards shuffled face down, flips and score back to 0
> screen
  < Themes   Concentration
  ────────────────────────
  Theme: Sports   Flips: 0   Score: 0
  [▒] ‹1›
  [▒] ‹2›
  [▒] ‹3›
  [▒] ‹4›
  [▒] ‹5›
  [▒] ‹6›
  [▒] ‹7›
  [▒] ‹8›
  [▒] ‹9›
  [▒] ‹10›
  [▒] ‹11›
  [▒] ‹12›
  [New Game] ‹new-game›
> explain concentration-game
  The game half of CS193p's Concentration (2017, lectures 2 and 3): twelve card buttons (`tap 1` to
  `tap 12`), six pairs. touchCard(_:) adds 1 to flipCount on every touch, even of a matched card, then
  the model's chooseCard(at:) ignores a matched card, turns a card up as the only face-up one, or, with one
  already up, turns the second up and marks both matched when their identifiers agree. The next touch turns
  every other card down, matched ones too, which the lecture then draws clear (here a blank button).
  The score and the shuffle are the course's homework 1 (the lecture leaves `// TODO: Shuffle the cards`
  and keeps no score), so scenelab chooses the homework's rule: +2 for a match and −1 for every card in a
  mismatch that had been turned up in an earlier turn. Each face-up card's emoji is drawn at random from
  the theme's emoji not given yet (emoji(for:)); the storyboard's own game, with no theme, uses the
  course's default emoji. New Game deals again. Shuffle and emoji come from a generator seeded by
  `--seed` (1 by default), so the same script deals the same cards.
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> lang ru
  приложения говорят по-русски (ru)
> launch concentration
> tap faces
> tap 4
  note: карточка 4 лицом вверх: 😍
> tap 5
  note: карточка 5 лицом вверх: 😍, пара с карточкой 4: +2, очки: 2
> tap 4
  note: карточка 4 уже в паре: chooseCard(at:) её пропускает (переворот всё равно считается)
> screen
  < Themes   Concentration
  ────────────────────────
  Тема: Faces   Переворотов: 3   Очки: 2
  [▒] ‹1›
  [▒] ‹2›
  [▒] ‹3›
  [😍] ‹4›
  [😍] ‹5›
  [▒] ‹6›
  [▒] ‹7›
  [▒] ‹8›
  [▒] ‹9›
  [▒] ‹10›
  [▒] ‹11›
  [▒] ‹12›
  [Новая игра] ‹new-game›
