import SceneLabCore

/// The console output of CS193p lecture 9's `VCLLoggingViewController`
/// (2017), worked out from the calls a command made.
///
/// The lecture's class prints `<prefix><name>(<instance>) <message>` from
/// each lifecycle method it overrides, where `name` is the subclass's
/// `vclLoggingName` and `instance` counts the instances of that name in the
/// process (the controller's own instance number here). When more than a
/// second has passed since its last line, it prints an empty line and adds
/// `__` to the prefix for good. A script has no seconds between commands,
/// so each command whose calls print anything opens such a burst, as a
/// person typing one step at a time would see it.
struct CS193pLogger: Sendable {
    /// What the lecture's statics hold for one app process: its prefix, one
    /// `__` longer after each burst. It is kept, not rebuilt for each line:
    /// after thousands of bursts a line is mostly prefix, and building it
    /// again from `__`s was most of the logger's work.
    private var prefix = ""
    private var hasLogged = false
    private var hasLoggedThisCommand = false

    /// A new process: the lecture's statics start again.
    mutating func startProcess() {
        prefix = ""
        hasLogged = false
    }

    /// A new command: the next line printed opens a burst.
    mutating func startCommand() {
        hasLoggedThisCommand = false
    }

    /// The lines `event` makes the logger print: none for a call it does not
    /// log or a class that does not inherit it; an empty line first when it
    /// opens a burst.
    mutating func lines(for event: Event, names: [String: String]) -> [String] {
        guard event.kind == .call, let receiver = event.receiver, let className = event.className,
            let name = names[className], let message = Self.message(for: event)
        else { return [] }
        var lines: [String] = []
        if !hasLoggedThisCommand {
            if hasLogged {
                lines.append("")
                prefix += "__"
            }
            hasLogged = true
            hasLoggedThisCommand = true
        }
        lines.append(prefix + "\(name)(\(receiver.instance)) \(message)")
        return lines
    }

    /// What the lecture's override of the called method prints, or `nil`
    /// for a method it does not override.
    static func message(for event: Event) -> String? {
        let animated: String = {
            guard event.argumentCount > 0, case .bool(let flag) = event.argument(at: 0).value else { return "?" }
            return String(flag)
        }()
        let bounds = event.contextSize.map { "(\($0.width), \($0.height))" } ?? "?"
        switch event.method {
        case "init(coder:)": return "init(coder:) - created via InterfaceBuilder "
        case "init(nibName:bundle:)": return "init(nibName:bundle:) - create in code"
        case "deinit": return "left the heap"
        case "awakeFromNib()", "viewDidLoad()", "didReceiveMemoryWarning()": return event.method
        case "viewWillAppear(_:)": return "viewWillAppear(animated = \(animated))"
        case "viewDidAppear(_:)": return "viewDidAppear(animated = \(animated))"
        case "viewWillDisappear(_:)": return "viewWillDisappear(animated = \(animated))"
        case "viewDidDisappear(_:)": return "viewDidDisappear(animated = \(animated))"
        case "viewWillLayoutSubviews()": return "viewWillLayoutSubviews() bounds.size = \(bounds)"
        case "viewDidLayoutSubviews()": return "viewDidLayoutSubviews() bounds.size = \(bounds)"
        case "viewWillTransition(to:with:)":
            let size = event.argumentCount > 0 ? event.argument(at: 0).value.description : "?"
            return "viewWillTransition(to: \(size), with: coordinator)"
        case "coordinator.animate(alongsideTransition:completion:) animation":
            return "begin animate(alongsideTransition:completion:)"
        case "coordinator.animate(alongsideTransition:completion:) completion":
            return "end animate(alongsideTransition:completion:)"
        default: return nil
        }
    }
}
