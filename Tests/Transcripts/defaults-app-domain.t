# Without a DOMAIN, defaults addresses the running app, and read shows what the app sees
# through its search list: its own domain, NSGlobalDomain, then registered values, which
# are never written and end with the process. -int-add adds under the store's lock.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> defaults write launches -int 1
error: defaults: write needs a DOMAIN when no app is running (see `defaults domains`)
> trace none
> launch
> trace default
> trace store on
> defaults write launches -int-add 1
  com.example.ToDoManager set(_:forKey: "launches")
> defaults write launches -int-add 1
  com.example.ToDoManager set(_:forKey: "launches")
> defaults read launches
  2
> defaults register greeting -string Hello
  com.example.ToDoManager register(defaults: "greeting")
> defaults write -g AppleLanguages -array ru en
  NSGlobalDomain set(_:forKey: "AppleLanguages")
> defaults read
  {
      AppleLanguages = (
          ru,
          en
      );
      greeting = Hello;
      launches = 2;
  }
> defaults read com.example.ToDoManager
  {
      launches = 2;
  }
> defaults find launch
  Found 1 key in domain 'com.example.ToDoManager':
  {
      launches = 2;
  }
> defaults path
  (in memory: nothing is written to disk)
> defaults delete launches
  com.example.ToDoManager removeObject(forKey: "launches")
> defaults domains
  NSGlobalDomain, com.example.ToDoManager
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> trace none
> launch
> trace default
> defaults read
  {
      AppleLanguages = (
          ru,
          en
      );
  }
