# An incoming call: sceneWillResignActive, and sceneDidBecomeActive when it ends. Both are
# documented now, as a pair (sceneWillResignActive's documentation names temporary
# interruptions); the text output tags only uncertain lines, `--format jsonl` shows both as
# "documented" (the unit test LifecycleFixTests checks it).
> trace none
> launch target
> trace default
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)
> explain inactive-tags
  An incoming call makes the scene inactive: sceneWillResignActive, then sceneDidBecomeActive when
  the call ends. Both lines are documented: Apple's documentation of sceneWillResignActive names
  temporary interruptions such as system alerts, and sceneDidBecomeActive is how a scene hears it
  is active again, as on the way back from the switcher (`open`). The notes class the pair the
  same way (anchor §1f, S1), so scenelab tags both alike.
