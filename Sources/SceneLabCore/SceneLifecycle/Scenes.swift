import CommandGrammar
/// More than one scene: connecting, listing, focusing, closing and
/// reclaiming `UIWindowScene`s (SPEC §2; anchor §1f–g).
///
/// A scene is disconnected in two ways. The user closes it in the switcher
/// (`close`): its session is discarded and the app is told at once. UIKit
/// reclaims a background scene's memory (`reclaim`): the session stays, the
/// scene is listed as disconnected, and `open` connects it again with a
/// fresh controller tree.
enum Scenes {
    static func perform(_ command: SceneCommand, in app: inout Application) throws(Rejection) {
        guard app.platform.usesScenes else {
            throw Rejection(
                "\(command.verb) ignored: the app runs on \(app.platform): its one window belongs to the app "
                    + "delegate",
                ru: "\(command.verb) не выполнена: приложение работает на \(app.platform.description(in: .ru)): "
                    + "его единственное окно принадлежит app delegate")
        }
        switch command {
        case .new: try connectNewScene(in: &app)
        case .list: sceneListLines(in: app).forEach { app.record(.output($0)) }
        case .focus(let id): try focus(id, in: &app)
        case .close(let id): try close(id, in: &app)
        case .reclaim(let id): try reclaim(id, in: &app)
        }
    }

    /// A second window: UIKit creates a session, asks the app delegate for
    /// its configuration, and connects a scene with its own delegate,
    /// window and controllers. It comes to the foreground next to the others.
    private static func connectNewScene(in app: inout Application) throws(Rejection) {
        guard app.device.idiom == .pad else {
            throw Rejection(
                "scene new ignored: an iPhone shows one scene at a time (UIApplication.supportsMultipleScenes "
                    + "is false there); try `device ipad` with no app running",
                ru: "scene new не выполнена: iPhone показывает одну сцену за раз (UIApplication.supportsMultipleScenes "
                    + "там false); попробуйте `device ipad`, пока приложение не запущено")
        }
        app.isSuspended = false
        // Running again, the app hears of a turn it missed while suspended.
        Rotation.catchUpOnRotation(in: &app)
        let sceneID = (app.scenes.map(\.id).max() ?? 0) + 1
        app.scenes.append(Scene(id: sceneID))
        app.focusedScene = sceneID
        TransitionPlayer.play(
            .connectingScene(app.windowSetup),
            TransitionContext(scene: sceneID, animated: false, windowSetup: app.windowSetup), in: &app)
        app.note(
            "scene \(sceneID) is connected and focused: commands address it (`scene focus N` to change)",
            ru: "сцена \(sceneID) подключена и в фокусе: команды обращены к ней (сменить: `scene focus N`)", scene: sceneID
        )
    }

    /// The scene's lines for `scene list`.
    static func sceneListLines(in app: Application) -> [String] {
        app.scenes.map { scene in
            let language = app.language
            let focus =
                scene.id == app.focusedScene ? Wording(en: " (focused)", ru: " (в фокусе)").text(in: language) : ""
            guard scene.isConnected else {
                return Wording(
                    en: "scene \(scene.id): disconnected to free memory; `open` reconnects it\(focus)",
                    ru: "сцена \(scene.id): отключена, чтобы освободить память; `open` подключит её снова\(focus)"
                ).text(in: language)
            }
            let root =
                scene.window.rootViewController.map {
                    Wording(en: ", root ", ru: ", корень ").text(in: language) + app.name(of: $0)
                } ?? ""
            let word = Wording(en: "scene", ru: "сцена").text(in: language)
            return "\(word) \(scene.id): \(scene.stateText), \(scene.delegateName)\(root)\(focus)"
        }
    }

    private static func focus(_ id: Int, in app: inout Application) throws(Rejection) {
        let scene = try existingScene(id, for: "focus", in: app)
        guard scene.isConnected else {
            throw Rejection(
                "scene focus ignored: scene \(id) was disconnected to free memory; `open` reconnects it",
                ru: "scene focus не выполнена: сцена \(id) отключена, чтобы освободить память; `open` подключит её снова")
        }
        guard id != app.focusedScene else {
            throw Rejection(
                "scene focus ignored: scene \(id) is already focused", ru: "scene focus не выполнена: сцена \(id) уже в фокусе")
        }
        app.focusedScene = id
        app.note(
            "commands now address scene \(id) (\(scene.state.rawValue))",
            ru: "теперь команды обращены к сцене \(id) (\(scene.state.rawValue))", scene: id)
    }

    /// Closing a scene in the switcher: it leaves the foreground, disconnects,
    /// and its session is discarded while the app runs, so the app hears of
    /// it at once (Apple's documentation, A3, A5). Its views then leave the
    /// window, as one iOS 13 log shows (S1), and its controllers are freed.
    private static func close(_ id: Int, in app: inout Application) throws(Rejection) {
        let scene = try existingScene(id, for: "close", in: app)
        guard app.scenes.contains(where: { $0.id != id && $0.isConnected }) else {
            throw Rejection(
                "scene close ignored: scene \(id) is the app's only connected scene; closing it is swiping the app "
                    + "away: type `kill`",
                ru: "scene close не выполнена: сцена \(id) — единственная подключённая сцена приложения; закрыть её — "
                    + "значит смахнуть приложение: введите `kill`")
        }
        if scene.state == .foregroundActive {
            app.callSceneDelegate(.willResignActive, scene: id, confidence: .documented)
        }
        if scene.isForeground { app.callSceneDelegate(.didEnterBackground, scene: id, confidence: .documented) }
        if scene.isConnected { app.callSceneDelegate(.didDisconnect, scene: id, confidence: .documented) }
        app.callAppDelegate("application(_:didDiscardSceneSessions:)", confidence: .documented)
        tearDownWindow(ofScene: id, in: &app)
        app.scenes.removeAll { $0.id == id }
        moveFocus(awayFrom: id, in: &app)
    }

    /// UIKit disconnects a background scene to reclaim its memory (A3): no
    /// discard, since the session stays for the user to come back to.
    private static func reclaim(_ id: Int, in app: inout Application) throws(Rejection) {
        let scene = try existingScene(id, for: "reclaim", in: app)
        guard scene.isConnected else {
            throw Rejection(
                "scene reclaim ignored: scene \(id) is already disconnected",
                ru: "scene reclaim не выполнена: сцена \(id) уже отключена")
        }
        guard scene.state == .background else {
            throw Rejection(
                "scene reclaim ignored: UIKit reclaims only a scene in the background, and scene \(id) is "
                    + "\(scene.state.rawValue); `home` first",
                ru: "scene reclaim не выполнена: UIKit освобождает только сцену в фоне, а сцена \(id) — "
                    + "\(scene.state.rawValue); сначала `home`")
        }
        app.callSceneDelegate(.didDisconnect, scene: id, confidence: .documented)
        tearDownWindow(ofScene: id, in: &app)
        app.note(
            "scene \(id) is disconnected; its session stays, and `open` connects it again from scratch",
            ru: "сцена \(id) отключена; её сессия остаётся, и `open` подключит её снова с нуля", scene: id)
        moveFocus(awayFrom: id, in: &app)
    }

    /// Commands cannot address a scene that is gone or disconnected: they go to the first connected one.
    private static func moveFocus(awayFrom id: Int, in app: inout Application) {
        guard app.focusedScene == id, let next = app.scenes.first(where: \.isConnected) else { return }
        app.focusedScene = next.id
        app.note("commands now address scene \(next.id)", ru: "теперь команды обращены к сцене \(next.id)", scene: next.id)
    }

    /// The scene's views leave the window (one log, uncertain), then the
    /// window lets go of its root, which frees every controller nothing else holds.
    private static func tearDownWindow(ofScene id: Int, in app: inout Application) {
        // The tops of forwarding: the root and any presented controller still in the window.
        let tops = Rotation.controllersInHierarchy(ofScene: id, in: app).filter {
            app.graph.controllers.state(of: $0)?.parent == nil
        }
        for top in tops {
            Appearance.beginAppearance(top, appearing: false, animated: false, confidence: .uncertain, in: &app)
        }
        for top in tops {
            Appearance.endAppearance(top, appearing: false, animated: false, confidence: .uncertain, in: &app)
        }
        guard let index = app.scenes.firstIndex(where: { $0.id == id }),
            let root = app.scenes[index].window.rootViewController
        else { return }
        app.scenes[index].window = Window()
        app.release(root, from: .window(scene: id), confidence: .uncertain)
    }

    /// Connects a scene UIKit disconnected to free memory again: the
    /// persisted session is restored (no configurationForConnecting), and a
    /// fresh controller tree loads (A3).
    static func reconnect(_ id: Int, in app: inout Application) {
        TransitionPlayer.play(
            .connectingScene(app.windowSetup),
            TransitionContext(scene: id, animated: false, windowSetup: app.windowSetup, sessions: .persisted), in: &app)
    }

    private static func existingScene(_ id: Int, for verb: String, in app: Application) throws(Rejection) -> Scene {
        guard let scene = app.scene(id) else {
            let known = app.scenes.map { String($0.id) }.joined(separator: ", ")
            throw Rejection(
                "scene \(verb): no scene \(id); the app's scenes are \(known) (`scene list`)",
                ru: "scene \(verb): сцены \(id) нет; сцены приложения: \(known) (`scene list`)")
        }
        return scene
    }
}
