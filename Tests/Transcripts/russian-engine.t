# The engine speaks Russian: refusals, notes and what `tree` prints, with
# UIKit's names and the commands as typed.
> lang ru
  приложения говорят по-русски (ru)
> pop
error: приложение не запущено; сначала введите `launch`
> trace none
> launch
> trace default
> pop
error: pop не выполнена: TaskListController#1 — корень UINavigationController#1; корень UIKit не снимает
> hold a
  note: a держит TaskListController#1 сильной ссылкой: снятый со стека или закрытый, он остаётся жив (без deinit) до `release a`
> hold a
error: hold a не выполнена: a уже держит TaskListController#1; сначала `release a`
> rotate portrait
error: rotate не выполнена: iPhone уже в portrait
> tap сох
error: tap сох: на Задачи такого нет; доступно: tap edit, tap +, edit-mode on
> tab 1
error: tab не выполнена: у To-Do Manager нет панели вкладок (на экране нет UITabBarController); `launch tabs` запустит приложение с ней
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> home
error: home не выполнена: приложение уже в фоне
> suspend
  note: система приостановила приложение: ни один метод ему об этом не сообщает
> tree
  To-Do Manager (com.example.ToDoManager), приостановлено
  └─ UIWindowScene 1 [background] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view загружено]
           └─ [0]: TaskListController#1 [appeared, view загружено] удерживает hold a
> kill
  note: приложение было приостановлено: оно завершается без единого вызова, а всё несохранённое пропало
