import CommandGrammar

extension LifecycleDiagnostic {
    public var russian: String {
        switch self {
        // The process
        case .notRunning:
            return "приложение не запущено; сначала введите `launch`"
        case .blackScreen:
            return "чёрный экран: у окна нет rootViewController (в сториборде нет точки входа); показывать и нажимать нечего"
        case .runningElsewhere(let app, let other):
            let holder: String
            switch other {
            case .marked(let mark): holder = mark
            case .starting: holder = "процесс, который ещё запускается"
            case .unreadableMark: holder = "процесс, чью метку не прочитать"
            }
            return "launch отклонён: \(app) уже работает на этом устройстве в другом scenelab (\(holder)), "
                + "а iOS запускает один процесс на приложение; закройте тот scenelab или введите там `kill`, "
                + "или дайте этому своё устройство другим --data-dir"
        case .sceneNotActive(let scene, let state, let reason, let verb):
            let why: String
            switch (state, reason) {
            case (.background, _): why = "в фоне; сначала `open` или `launch`"
            case (.foregroundInactive, .interruption?): why = "неактивна из-за прерывания; сначала `resume`"
            case (.foregroundInactive, .switcher?): why = "неактивна в переключателе приложений; сначала `open`"
            case (.foregroundInactive, _): why = "ещё не активна"
            default: why = "не подключена"
            }
            return "\(verb) не выполнена: сцена \(scene) \(why) "
                + "(UIKit доставляет касания только активной сцене на переднем плане)"
        case .appSuspended(let verb):
            return "\(verb) не выполнена: приложение приостановлено и не выполняет код; сначала `open` или `launch`"
        case .noAppToShow:
            return "(приложение не запущено)"
        case .noSuchApp(let name, let known):
            // The separator goes by whether any app is close, whichever language says so.
            let separator = Suggestion.closest(to: name, in: known) == nil ? ";" : ""
            let guess = Suggestion.didYouMean(name, in: known, language: .ru)
            return "launch: приложения '\(name)' нет\(guess)\(separator) есть " + known.joined(separator: ", ")
        case .processNotStarted(let app, let error):
            return "launch: не удалось запустить \(app): \(error.message(in: .ru))"
        case .unownedReferenceCrash(let runtimeMessage, let closure):
            return runtimeMessage + " (\(closure) захватило его как [unowned self]); приложение упало"
        case .crashEndedProcess:
            return "процесс завершается сразу: ни один метод не вызывается, а всё несохранённое пропало "
                + "(`explain unowned`)"
        case .exceptionEndedProcess:
            return "процесс завершается сразу: ни один метод не вызывается, а всё несохранённое пропало"

        // The device and its settings
        case .device(let device):
            return "\(device.model.displayName), \(device.orientation.rawValue) "
                + "(ширина \(device.horizontalSizeClass.rawValue), высота \(device.verticalSizeClass.rawValue))"
        case .platform(let platform):
            return Self.name(of: platform)
        case .platformShown(let platform):
            return "приложения работают на \(Self.name(of: platform))"
        case .languageShown:
            return "приложения говорят по-русски (ru)"
        case .deviceLocked(let app):
            return "устройство нельзя сменить, пока работает \(app); сначала `kill`"
        case .platformLocked(let app, let platform):
            return "версию iOS и жизненный цикл нельзя сменить, пока работает \(app) "
                + "(оно работает на \(Self.name(of: platform))); сначала `kill`"
        case .iOSVersionUnsupported:
            return "ios: scenelab играет iOS с 9 по 12 (до сцен) и с 13 по 26 (сегодняшний UIKit)"
        case .noScenesOnIOS12:
            return "lifecycle scene не выполнена: в iOS 12 и раньше нет сцен; сначала `ios 13`"
        case .languageLocked(let app):
            return "язык нельзя сменить, пока работает \(app): его интерфейс уже нарисован; сначала `kill`"
        case .bookCodeLocked(let app):
            return "book нельзя менять, пока работает \(app): его код уже загружен; сначала `kill`"
        case .alreadyInOrientation(let device, let orientation):
            return "rotate не выполнена: \(device) уже в \(orientation.rawValue)"
        case .turnedWithNoApp(let device, let orientation):
            return "\(device) поворачивается в \(orientation.rawValue); приложение не запущено, и никто этого не слышит"
        case .turnedWhileSuspended(let device, let orientation):
            return "\(device) поворачивается \(Self.turn(to: orientation)); "
                + "приложение приостановлено и не выполняет код, поэтому ничего не получает: его окна "
                + "повернутся, когда оно вернётся (`open`)"
        case .turned(let device, let orientation, let size, let width, let height, let sizeClassChanged):
            return "\(device) поворачивается в \(orientation.rawValue): \(size), ширина \(width.rawValue), "
                + "высота \(height.rawValue)" + (sizeClassChanged ? " (size class изменился)" : " (size classes те же)")
        case .missedTurnHeard(let device, let orientation, let size):
            return "приложение узнаёт о повороте, пропущенном, пока оно было приостановлено: \(device) повёрнут "
                + "\(Self.turn(to: orientation)), \(size) (`explain suspended-rotation`)"

        // The app's lifecycle
        case .anotherAppRunning(let app):
            return "launch не выполнена: работает \(app), а scenelab запускает одно приложение за раз; "
                + "сначала введите `kill`"
        case .backgroundLaunchWhileRunning(let app):
            return "launch --background не выполнена: \(app) уже работает"
        case .launchedInBackground:
            return "запущено в фоне: корневой контроллер появился в своём окне, но его никто не видит; "
                + "`open` покажет его"
        case .alreadyInForeground(let app):
            return "launch не выполнена: \(app) уже на переднем плане"
        case .alreadyInBackground:
            return "home не выполнена: приложение уже в фоне"
        case .callInProgress:
            return "open не выполнена: идёт звонок; `resume` завершит его"
        case .alreadyActive(let app):
            return "open не выполнена: \(app) уже на переднем плане и активно"
        case .suspendingForegroundApp(let scenes):
            return "suspend не выполнена: система приостанавливает только приложение в фоне "
                + "(\(Self.summary(of: scenes)))"
        case .alreadySuspended:
            return "suspend не выполнена: приложение уже приостановлено"
        case .suspended:
            return "система приостановила приложение: ни один метод ему об этом не сообщает"
        case .killingUnsuspendedApp:
            return "system-kill не выполнена: система завершает только приостановленное приложение; "
                + "сначала `home`, затем `suspend`"
        case .systemKilled:
            return "система завершила приостановленное приложение: ни один метод не вызван, а всё несохранённое пропало"
        case .noActiveScene(let verb, let scenes):
            return "\(verb) не выполнена: нет активной сцены (\(Self.summary(of: scenes)))"
        case .noCall:
            return "resume не выполнена: звонка нет"
        case .killedWhileSuspended:
            return "приложение было приостановлено: оно завершается без единого вызова, а всё несохранённое пропало"
        case .processEnded:
            return "процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)"
        case .swipeKillDisconnectsAsBookSays:
            return "book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; "
                + "строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: "
                + "не точно (`explain kill`)"
        case .swipeKillWithoutDisconnect:
            return "sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он "
                + "вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; "
                + "`book as-written` играет книгу"

        // Scenes
        case .noScenesOnPlatform(let verb, let platform):
            return "\(verb) не выполнена: приложение работает на \(Self.name(of: platform)): "
                + "его единственное окно принадлежит app delegate"
        case .oneSceneOnPhone:
            return "scene new не выполнена: iPhone показывает одну сцену за раз (UIApplication.supportsMultipleScenes "
                + "там false); попробуйте `device ipad`, пока приложение не запущено"
        case .sceneConnected(let scene):
            return "сцена \(scene) подключена и в фокусе: команды обращены к ней (сменить: `scene focus N`)"
        case .sceneListed(let scene, let state, let delegate, let root, let focused):
            return "сцена \(scene): \(state), \(delegate)" + (root.map { ", корень " + $0 } ?? "")
                + (focused ? " (в фокусе)" : "")
        case .reclaimedSceneListed(let scene, let focused):
            return "сцена \(scene): отключена, чтобы освободить память; `open` подключит её снова"
                + (focused ? " (в фокусе)" : "")
        case .focusOnReclaimedScene(let scene):
            return "scene focus не выполнена: сцена \(scene) отключена, чтобы освободить память; "
                + "`open` подключит её снова"
        case .sceneAlreadyFocused(let scene):
            return "scene focus не выполнена: сцена \(scene) уже в фокусе"
        case .focusChanged(let scene, let state):
            return "теперь команды обращены к сцене \(scene) (\(state.rawValue))"
        case .focusFollowed(let scene):
            return "теперь команды обращены к сцене \(scene)"
        case .closingOnlyScene(let scene):
            return "scene close не выполнена: сцена \(scene) — единственная подключённая сцена приложения; "
                + "закрыть её — значит смахнуть приложение: введите `kill`"
        case .sceneAlreadyReclaimed(let scene):
            return "scene reclaim не выполнена: сцена \(scene) уже отключена"
        case .reclaimingForegroundScene(let scene, let state):
            return "scene reclaim не выполнена: UIKit освобождает только сцену в фоне, а сцена \(scene) — "
                + "\(state.rawValue); сначала `home`"
        case .sceneReclaimed(let scene):
            return "сцена \(scene) отключена; её сессия остаётся, и `open` подключит её снова с нуля"
        case .noSuchScene(let scene, let verb, let known):
            return "scene \(verb): сцены \(scene) нет; сцены приложения: "
                + known.map(String.init).joined(separator: ", ") + " (`scene list`)"

        // defaults
        case .defaultsRefused(let reason):
            return "defaults: " + reason.russian
        case .defaultsStoreFailed(let error):
            return "defaults: " + error.diagnostic.russian
        case .unexpectedError(let description):
            return description
        case .domainMissing(let domain):
            return "домена \(domain) нет"
        case .keyMissing(let domain, let key):
            return "пары домен/ключ (\(domain), \(key)) нет"
        case .notData(let key, let type):
            return "в \(key) лежит \(type), а не data; --decode json читает только значения data"
        case .tooMuchJSON(let key, let bytes, let limit):
            return "в \(key) \(bytes) байт JSON, где больше \(limit) значений, — больше, чем показывает --decode json; "
                + "`defaults export` запишет домен целиком"
        case .notJSON(let key, let bytes, let reason):
            return "в \(key) \(bytes) байт данных, и это \(reason)"
        case .valueType(let type):
            return "Тип: \(type)"
        case .noDomains:
            return "(доменов нет)"
        case .nothingToExport(let domain):
            return "домена \(domain) нет; ничего не экспортировано"
        case .exported(let domain, let keys, let path):
            return "\(domain) экспортирован (ключей: \(keys)) в \(path)"
        case .topLevelNotDictionary(let type):
            return "верхний уровень — \(type), а не dictionary"
        case .imported(let keys, let domain):
            return "в \(domain) импортировано ключей: \(keys)"
        case .registerWithoutApp:
            return "register добавляет в домен регистрации запущенного приложения; сначала запустите приложение"
        case .storedInMemory:
            return "(в памяти: на диск ничего не пишется)"
        case .domainNeeded(let verb):
            return "\(verb): когда приложение не запущено, нужно указать DOMAIN (см. `defaults domains`)"
        case .invalidDomainName(let domain):
            return "'\(domain)' — не имя домена (нужен bundle identifier, например com.example.ToDoManager)"
        case .cannotAdd(let key, let holding, let addition):
            switch addition {
            case .array: return "-array-add: в \(key) лежит \(holding), а не array"
            case .integer: return "-int-add: в \(key) лежит \(holding), а не integer"
            case .dictionary: return "-dict-add: в \(key) лежит \(holding), а не dictionary"
            }
        case .additionOverflows(let key):
            return "-int-add: \(key) переполнится"
        case .keysFound(let count, let domain):
            return "В домене '\(domain)' найдено ключей: \(count):"
        case .nothingFound(let word):
            return "Ни домен, ни ключ, ни значение не содержат '\(word)'"
        }
    }

    /// A platform as `help` and `tree` name it: `iOS 13 и новее, жизненный цикл сцен`.
    private static func name(of platform: Platform) -> String {
        let version = platform.iOSVersion < 13 ? "iOS \(platform.iOSVersion)" : "iOS 13 и новее"
        return platform.usesScenes
            ? "\(version), жизненный цикл сцен" : "\(version), жизненный цикл app delegate, без сцен"
    }

    /// Where a turn goes: «в альбомную ориентацию».
    private static func turn(to orientation: Device.Orientation) -> String {
        switch orientation {
        case .portrait: return "в книжную ориентацию"
        case .landscape: return "в альбомную ориентацию"
        }
    }

    /// The scenes' states in a few words: `сцена 1: foregroundInactive (switcher)`.
    private static func summary(of scenes: [SceneSummary]) -> String {
        scenes.map { scene in
            "сцена \(scene.scene): \(scene.state.rawValue)" + (scene.reason.map { " (\($0.rawValue))" } ?? "")
        }.joined(separator: ", ")
    }
}
