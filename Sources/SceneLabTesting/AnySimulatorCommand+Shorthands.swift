import CommandGrammar
import SceneLabCore

// Short names for the engine's commands, so that a test reads as the line a
// person types (`.push(className: "A")`, `.home`). Tests only: the program
// makes each command from its type, in its spec.
extension AnySimulatorCommand {
    public static func launch(app: String?, window: WindowSetup?, background: Bool = false) -> Self {
        Self(SceneLifecycle.Launch(app: app, window: window, background: background))
    }
    public static var home: Self { Self(SceneLifecycle.Home()) }
    public static var switcher: Self { Self(SceneLifecycle.OpenSwitcher()) }
    public static var open: Self { Self(SceneLifecycle.Open()) }
    public static var interrupt: Self { Self(SceneLifecycle.Interrupt()) }
    public static var resume: Self { Self(SceneLifecycle.Resume()) }
    public static var kill: Self { Self(SceneLifecycle.Kill()) }
    public static var suspend: Self { Self(SceneLifecycle.Suspend()) }
    public static var systemKill: Self { Self(SceneLifecycle.SystemKill()) }
    public static var memoryWarning: Self { Self(MemoryWarning.Receive()) }
    public static func rotate(_ orientation: Device.Orientation?) -> Self { Self(Rotation.Rotate(to: orientation)) }
    public static func scene(_ command: SceneCommand) -> Self { Self(command) }
    public static func platform(iOSVersion: Int?, lifecycle: Platform.Lifecycle?) -> Self {
        Self(Simulator.ChoosePlatform(iOSVersion: iOSVersion, lifecycle: lifecycle))
    }
    public static func device(_ model: Device.Model?) -> Self { Self(Simulator.ChooseDevice(model)) }
    public static func language(_ language: Language?) -> Self { Self(Simulator.ChooseLanguage(language)) }
    public static func code(_ code: BookCode?) -> Self { Self(Simulator.ChooseBookCode(code)) }
    public static func push(className: String) -> Self { Self(NavigationController.Push(className: className)) }
    public static var pop: Self { Self(NavigationController.Pop()) }
    public static var popToRoot: Self { Self(NavigationController.PopToRoot()) }
    public static func popTo(index: Int) -> Self { Self(NavigationController.PopTo(index: index)) }
    public static func setStack(classNames: [String]) -> Self { Self(NavigationController.SetStack(classNames: classNames)) }
    public static func present(className: String, style: PresentationStyle) -> Self {
        Self(Presentation.Present(className: className, style: style))
    }
    public static var dismiss: Self { Self(Presentation.Dismiss()) }
    public static var tapOutside: Self { Self(Presentation.TapOutside()) }
    public static func definesContext(_ isOn: Bool) -> Self { Self(Presentation.DefinesContext(isOn)) }
    public static func segue(_ identifier: String) -> Self { Self(AppCode.PerformSegue(identifier)) }
    public static var swipeBack: Self { Self(InteractiveTransition.SwipeBack()) }
    public static var swipeDown: Self { Self(InteractiveTransition.SwipeDown()) }
    public static var finishTransition: Self { Self(InteractiveTransition.Lift(completing: true)) }
    public static var cancelTransition: Self { Self(InteractiveTransition.Lift(completing: false)) }
    public static func hold(_ name: String) -> Self { Self(Holding.Hold(name)) }
    public static func release(_ name: String) -> Self { Self(Holding.Release(name)) }
    public static var showPrimary: Self { Self(SplitViewController.ShowPrimary()) }
    public static var hidePrimary: Self { Self(SplitViewController.HidePrimary()) }
    public static func selectTab(number: Int) -> Self { Self(TabBarController.SelectTab(number: number)) }
    public static var screen: Self { Self(Inspection.DrawScreen()) }
    public static var actions: Self { Self(Inspection.ListActions()) }
    public static var tree: Self { Self(Inspection.DrawTree()) }
    public static var objects: Self { Self(Inspection.ListObjects()) }
    public static func gesture(_ gesture: Gesture) -> Self { Self(gesture) }
    public static func model(_ command: ModelCommand) -> Self { Self(command) }
    public static func defaults(_ command: DefaultsCommand) -> Self { Self(command) }
    public static func files(app: String?) -> Self { Self(Simulator.ListFiles(app: app)) }
    public static func removeFile(path: String, app: String?) -> Self { Self(Simulator.RemoveFile(path: path, app: app)) }
}
