/// A family of events that the text output can show or hide (`trace CHANNEL on|off`).
///
/// The JSONL stream always carries every channel; channels filter text only.
public enum Channel: String, Sendable, Equatable, Hashable, CaseIterable, Comparable, BitwiseCopyable {
    /// Application delegate callbacks.
    case app
    /// Scene delegate callbacks.
    case scene
    /// `loadView`, `viewDidLoad` and the four appear/disappear calls.
    case lifecycle
    /// Creation and destruction: `init`, `awakeFromNib`, `deinit`, memory warnings.
    case memory
    /// Segues: `prepare(for:sender:)`.
    case segue
    /// `viewIsAppearing(_:)`.
    case appearing
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    case layout
    /// `willMove(toParent:)`, `didMove(toParent:)` and container controllers' own calls.
    case containment
    /// Delegates other than the app's and scenes' (navigation, tab bar, presentation controller), closures.
    case delegate
    /// Table view data source and delegate calls.
    case table
    /// Store reads and writes.
    case store
    /// Size and trait changes.
    case traits

    /// The channels shown when a session starts.
    public static let defaultOn: Set<Channel> = [.app, .scene, .lifecycle, .memory, .segue]

    /// The channels whose calls the books' own `print` statements show.
    public static let book: Set<Channel> = [.app, .scene, .lifecycle]

    /// The channel's position in `allCases`.
    @usableFromInline
    package var index: Int {
        switch self {
        case .app: return 0
        case .scene: return 1
        case .lifecycle: return 2
        case .memory: return 3
        case .segue: return 4
        case .appearing: return 5
        case .layout: return 6
        case .containment: return 7
        case .delegate: return 8
        case .table: return 9
        case .store: return 10
        case .traits: return 11
        }
    }

    /// The raw value as a `Name`, for renderers that write it for every event:
    /// a constant, with nothing to look up or check.
    package var name: Name {
        switch self {
        case .app: return Name(plain: "app")
        case .scene: return Name(plain: "scene")
        case .lifecycle: return Name(plain: "lifecycle")
        case .memory: return Name(plain: "memory")
        case .segue: return Name(plain: "segue")
        case .appearing: return Name(plain: "appearing")
        case .layout: return Name(plain: "layout")
        case .containment: return Name(plain: "containment")
        case .delegate: return Name(plain: "delegate")
        case .table: return Name(plain: "table")
        case .store: return Name(plain: "store")
        case .traits: return Name(plain: "traits")
        }
    }

    public static func < (lhs: Channel, rhs: Channel) -> Bool { lhs.index < rhs.index }
}
