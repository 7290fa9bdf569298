import CommandGrammar
import SceneLabStore
import SceneLabCore

extension AppCatalog {
    /// The course books' apps, then the demos of containers no book app has yet.
    public static let books = AppCatalog(apps: [
        .toDoManager, .contacts, .rightOnTarget, .rightOnTargetNavigation, .concentration, .segNav, .staticCells,
        .navigationDemo, .transferDemo,
        .snake, .checklists,
        .tabsDemo,
        .splitDemo,
        .pagesDemo,
        .containerDemo,
    ])
}

extension Simulator {
    /// A device with the books' apps installed.
    public init(
        store: Store = Store(), files: any FileAccess = NoFileAccess(),
        containers: any ContainerStorage = InMemoryContainers(), language: Language = .en,
        randomSeed: UInt64 = 1, device: Device = .iPhone, platform: Platform = .current,
        code: BookCode = .fixed, chapter: BookChapter? = nil
    ) {
        self.init(
            catalog: .books, store: store, files: files, containers: containers, language: language,
            randomSeed: randomSeed, device: device,
            platform: platform, code: code, chapter: chapter)
    }
}

extension AppCatalog {
    /// Every chapter some app of the catalog is built in, in order (what `book chapter` completes).
    public var bookChapters: [Int] {
        Set(apps.flatMap { $0.chapters.map(Array.init) ?? [] }).sorted()
    }
}
