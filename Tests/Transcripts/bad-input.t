# Lines scenelab cannot read: one error line each, with the column, and nothing changes.
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> pus TaskEditController
error: column 1: unknown command 'pus'; did you mean 'push'?
> push
error: column 5: push needs a CLASS; usage: push CLASS
> push TaskEditController extra
error: column 25: unexpected argument 'extra'; usage: push CLASS
> push 'TaskEdit
error: column 6: unterminated ' quote; close it with '
> push 9lives
error: column 6: '9lives' is not a class name (letters, digits and _, not starting with a digit)
> present X --style sideways
error: column 19: --style takes automatic, page-sheet, full-screen, over-full-screen, form-sheet, popover, current-context, over-current-context, not 'sideways'
> present X --style
error: column 18: --style needs a value; usage: present CLASS [--style automatic|page-sheet|full-screen|over-full-screen|form-sheet|popover|current-context|over-current-context]
> pop-to first
error: column 8: 'first' is not a stack index (0 is the root)
> trace colour on
error: column 7: unknown trace channel 'colour' (channels: app, scene, lifecycle, memory, segue, appearing, layout, containment, delegate, table, store, traits)
> launch --window paper
error: column 17: --window takes storyboard, code, no-entry-point, not 'paper'
> help pushh
error: column 6: no command named 'pushh'; did you mean 'push'?
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
