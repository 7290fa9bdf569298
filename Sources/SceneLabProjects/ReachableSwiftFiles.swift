import XcodeProject

/// The Swift files an app can reach from where it starts, and the rest: what `open` reads first.
///
/// Parsing is most of what opening a project costs, and a class nothing names is a class UIKit
/// never makes: a controller left over from an exercise, a screen not yet wired. The app starts
/// from its storyboards' classes, its delegates and its entry point; a file is reachable when it
/// declares or extends a name a reachable file or a storyboard mentions, or when it must be read
/// whatever names it (`SwiftFileOutline.isAlwaysRead`, an extension of a type the project does
/// not declare, such as a helper in `extension UIViewController`, the delegates' code, a file that
/// declares nothing at all, or one of two that declare the same type). Names
/// are words, so a reachable file's comment or string that names a class reads its file too:
/// more than the app needs, never less.
struct ReachableSwiftFiles {
    /// The files to read, in the project's order.
    var reachable: [ProjectFile] = []
    /// The files no reachable file names, in the project's order.
    var unreached: [ProjectFile] = []
    /// The types the unreached files declare, sorted.
    var unreachedTypes: [String] = []

    /// Words that make a file part of the app's start whatever names it: its delegates' code.
    static let startingWords: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "didFinishLaunchingWithOptions",
    ]

    /// Splits `files` by what `roots` (the class names storyboards and the manifest give) reach.
    init(files: [ProjectFile], roots: Set<String>) {
        let outlines = files.map { SwiftFileOutline($0.bytes) }
        var ownTypes: Set<String> = []
        // A type two files declare is an error Xcode stops at: both are read, so the reader says so.
        var declaredTwice: Set<String> = []
        for outline in outlines {
            declaredTwice.formUnion(outline.declared.intersection(ownTypes))
            ownTypes.formUnion(outline.declared)
        }
        // Which files declare or extend each of the project's types.
        var filesByName: [String: [Int]] = [:]
        for (index, outline) in outlines.enumerated() {
            for name in outline.declared.union(outline.extended) where ownTypes.contains(name) {
                filesByName[name, default: []].append(index)
            }
        }
        var isReachable = [Bool](repeating: false, count: files.count)
        var names: [String] = []
        var named: Set<String> = []
        func reach(_ index: Int) {
            guard !isReachable[index] else { return }
            isReachable[index] = true
            for word in outlines[index].mentioned where filesByName[word] != nil && named.insert(word).inserted {
                names.append(word)
            }
        }
        for name in roots where filesByName[name] != nil && named.insert(name).inserted { names.append(name) }
        for (index, outline) in outlines.enumerated()
        where outline.isAlwaysRead || outline.startsTheApp || !outline.extended.isSubset(of: ownTypes)
            || !outline.mentioned.isDisjoint(with: Self.startingWords)
            // A file of imports and comments alone costs nothing to read, and no note should name it.
            || (outline.declared.isEmpty && outline.extended.isEmpty) || !outline.declared.isDisjoint(with: declaredTwice)
        {
            reach(index)
        }
        while let name = names.popLast() {
            for index in filesByName[name] ?? [] { reach(index) }
        }
        var unreachedTypes: Set<String> = []
        for (index, file) in files.enumerated() {
            if isReachable[index] {
                reachable.append(file)
            } else {
                unreached.append(file)
                unreachedTypes.formUnion(outlines[index].declared)
            }
        }
        self.unreachedTypes = unreachedTypes.sorted()
    }
}
