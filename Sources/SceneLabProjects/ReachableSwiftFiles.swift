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
/// more than the app needs, never less. Of the reachable files, those only the running app can
/// need (screens a segue shows, classes named only as `Name.self`, or only in what a person's
/// action runs or in methods no such code calls) may wait for the launch.
struct ReachableSwiftFiles {
    /// The files to read, in the project's order.
    var reachable: [ProjectFile] = []
    /// The files the app reaches but not while it launches, in the project's order: read while it
    /// launches, for the commands after it (`ProjectApp.reachableDefinition`). Empty unless there
    /// are at least `minimumPutOff` of them.
    var readAfterLaunch: [ProjectFile] = []
    /// The files no reachable file names, in the project's order.
    var unreached: [ProjectFile] = []
    /// The types the unreached files declare, sorted.
    var unreachedTypes: [String] = []
    /// The types the files read after the launch declare.
    var typesReadAfterLaunch: Set<String> = []
    /// Every word those files hold, and the files read in part.
    var wordsReadAfterLaunch: Set<String> = []
    /// The paths of the files `reachable` holds in part, in the project's order: files whose
    /// objects the launch makes but never shows, so that it needs what makes them (their
    /// properties' values, their initializers) and none of their methods' bodies, which stand
    /// blank (`partReadings`). They are read whole with `readAfterLaunch`.
    var readInPart: [String] = []

    /// Words that make a file part of the app's start whatever names it: its delegates' code.
    static let startingWords: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "didFinishLaunchingWithOptions",
    ]

    /// How many files the launch must leave for later before they are read apart: a few more
    /// files cost the first `open` little, and every warning then comes with it.
    static let minimumPutOff = 8

    /// Splits `files` by what `roots` (the class names storyboards and the manifest give) reach.
    ///
    /// `laterScreens` are the storyboards' controller classes UIKit makes only once the app runs
    /// (a segue's destination, a scene instantiated by its identifier), each with the words that
    /// make one (its storyboard identifier, the identifiers of the segues to it). The launch reads
    /// one only when a file it reads names the class, or one of those words; it passes over a
    /// class a file names only as `Name.self`, a value scenelab's code never makes an instance of,
    /// and over the names in the bodies of methods that run only when called
    /// (`SwiftFileOutline.bodies`: a button's `@objc` action that pushes `DetailViewController()`,
    /// a helper only such an action calls), unless code that may run calls one
    /// (`methodsCalled(in:)`). What that leaves out of the files `roots` reach is `readAfterLaunch`.
    init(
        files: [ProjectFile], roots: Set<String>, laterScreens: [String: Set<String>] = [:],
        minimumPutOff: Int = Self.minimumPutOff
    ) {
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
        let startingFiles = outlines.indices.filter { index in
            let outline = outlines[index]
            return outline.isAlwaysRead || outline.startsTheApp || !outline.extended.isSubset(of: ownTypes)
                || !outline.mentioned.isDisjoint(with: Self.startingWords)
                // A file of imports and comments alone costs nothing to read, and no note should name it.
                || (outline.declared.isEmpty && outline.extended.isEmpty) || !outline.declared.isDisjoint(with: declaredTwice)
        }
        /// The files `roots` reach, following the names each file reached mentions (`followed`).
        func closure(from roots: Set<String>, followed: (SwiftFileOutline) -> [String]) -> [Bool] {
            var isReachable = [Bool](repeating: false, count: files.count)
            var names: [String] = []
            var named: Set<String> = []
            func reach(_ index: Int) {
                guard !isReachable[index] else { return }
                isReachable[index] = true
                for word in followed(outlines[index]) where filesByName[word] != nil && named.insert(word).inserted {
                    names.append(word)
                }
            }
            for name in roots where filesByName[name] != nil && named.insert(name).inserted { names.append(name) }
            for index in startingFiles { reach(index) }
            while let name = names.popLast() {
                for index in filesByName[name] ?? [] { reach(index) }
            }
            return isReachable
        }
        let isReachable = closure(from: roots) { Array($0.mentioned) }
        var isReadAtOpen = isReachable
        var atLaunch = isReachable
        if !laterScreens.isEmpty || outlines.contains(where: { !$0.namedAsMetatypeOnly.isEmpty || !$0.bodies.isEmpty }) {
            // A screen a file names by one of the words that make it (`performSegue(withIdentifier: "showLogin")`).
            var screensByWord: [String: Set<String>] = [:]
            for (screen, words) in laterScreens {
                for word in words { screensByWord[word, default: []].insert(screen) }
            }
            let called = Self.methodsCalled(in: outlines)
            atLaunch = closure(from: roots.subtracting(laterScreens.keys)) { outline in
                // What only a person's action runs (a button's `@objc` method, a row's selection),
                // or a method no code that may run calls, names what the launch does not make.
                var launchWords = outline.wordsOutsideBodies
                for body in outline.bodies where body.name.map(called.contains) == true {
                    launchWords.formUnion(body.words)
                }
                var followed = launchWords.subtracting(outline.namedAsMetatypeOnly)
                for word in launchWords { if let screens = screensByWord[word] { followed.formUnion(screens) } }
                return Array(followed)
            }
        }
        let later = files.indices.filter { isReachable[$0] && !atLaunch[$0] }
        let blanks = Self.partReadings(
            of: files, outlines: outlines, atLaunch: atLaunch, roots: roots, filesByName: filesByName,
            wholeFiles: Set(startingFiles))
        var inPart: [Int: [Range<Int>]] = [:]
        if later.count + blanks.count >= minimumPutOff {
            isReadAtOpen = atLaunch
            inPart = blanks
        }
        var unreachedTypes: Set<String> = []
        for (index, file) in files.enumerated() {
            if isReadAtOpen[index], let ranges = inPart[index] {
                var blanked = file
                for range in ranges {
                    for offset in range where blanked.bytes[offset] != 0x0A && blanked.bytes[offset] != 0x0D {
                        blanked.bytes[offset] = 0x20
                    }
                }
                reachable.append(blanked)
                readInPart.append(file.path)
                wordsReadAfterLaunch.formUnion(outlines[index].mentioned)
            } else if isReadAtOpen[index] {
                reachable.append(file)
            } else if isReachable[index] {
                readAfterLaunch.append(file)
                typesReadAfterLaunch.formUnion(outlines[index].declared)
                wordsReadAfterLaunch.formUnion(outlines[index].mentioned)
            } else {
                unreached.append(file)
                unreachedTypes.formUnion(outlines[index].declared)
            }
        }
        self.unreachedTypes = unreachedTypes.sorted()
    }

    /// The words that, outside the blank bodies of a file read in part, could let one of its
    /// objects be shown or called at launch: its view asked for, selectors performed or observed.
    static let escapingWords: Set<String> = [
        "view", "loadViewIfNeeded", "viewIfLoaded", "addObserver", "perform", "performSelector", "sendActions",
        "sendAction", "Timer", "scheduledTimer", "CADisplayLink", "selector",
    ]

    /// The files of the launch (`atLaunch`) that it needs only in part, each with the bodies that
    /// stand blank: a file all of whose types are classes the launch makes only as an instance's
    /// stored property (`let generated3 = Generated3ViewController()`, `SwiftFileOutline.constructions`)
    /// that no code names otherwise, in a property no code names but where it is declared.
    /// Such an object is made, its initializers and its properties' values run, and nothing can
    /// reach it: its view is never loaded, so no method UIKit calls once it is
    /// (`SwiftFileOutline.MethodBody.overridesViewLoading`) runs, and no method runs that no code
    /// left standing names. Names are words, counted with comments and strings, and a bare `self`
    /// or a word of `escapingWords` outside the blank bodies keeps a file whole: a file is read in
    /// part only where nothing it could run is missing. The storyboards' classes (`roots`) and the
    /// files read whatever names them (`wholeFiles`) are read whole.
    static func partReadings(
        of files: [ProjectFile], outlines: [SwiftFileOutline], atLaunch: [Bool], roots: Set<String>,
        filesByName: [String: [Int]], wholeFiles: Set<Int>
    ) -> [Int: [Range<Int>]] {
        var constructed: [String: Int] = [:]
        var properties: [String: Int] = [:]
        var propertiesByClass: [String: Set<String>] = [:]
        for index in files.indices where atLaunch[index] {
            for made in outlines[index].constructions where filesByName[made.className] != nil && !roots.contains(made.className) {
                constructed[made.className, default: 0] += 1
                properties[made.property, default: 0] += 1
                propertiesByClass[made.className, default: []].insert(made.property)
            }
        }
        guard !constructed.isEmpty else { return [:] }
        var candidates = Set(constructed.keys)
        // Methods a name left standing calls, kept whole: only grows, as `candidates` only shrinks.
        var keptMethods: Set<String> = []
        while true {
            let partFiles = files.indices.filter { index in
                let types = outlines[index].declared.union(outlines[index].extended)
                return atLaunch[index] && !wholeFiles.contains(index) && !types.isEmpty && types.isSubset(of: candidates)
            }
            var blanks: [Int: [Range<Int>]] = [:]
            var blankNames: Set<String> = []
            var interest = candidates.union(Self.escapingWords).union(["self"])
            for property in candidates.compactMap({ propertiesByClass[$0] }) { interest.formUnion(property) }
            for index in partFiles {
                for method in outlines[index].methods {
                    guard let name = method.name, method.body.count > 1 else { continue }
                    interest.insert(name)
                    if method.overridesViewLoading || !keptMethods.contains(name) {
                        blanks[index, default: []].append(method.declaration)
                        if !method.overridesViewLoading { blankNames.insert(name) }
                    }
                }
            }
            // Each file's count of the words of interest outside its blank bodies.
            var counts: [Int: WordCount] = [:]
            var total: [String: Int] = [:]
            for index in files.indices where atLaunch[index] {
                let count = WordCount(files[index].bytes, of: interest, outside: blanks[index] ?? [])
                for (word, number) in count.counts { total[word, default: 0] += number }
                counts[index] = count
            }
            var changed = false
            for name in candidates {
                let own = filesByName[name] ?? []
                let ownCount = own.reduce(0) { $0 + (counts[$1]?.counts[name] ?? 0) }
                let isWhole = own.contains { atLaunch[$0] && !partFiles.contains($0) }
                let escapes = own.contains { index in
                    guard let count = counts[index] else { return false }
                    return count.selfPassed || count.counts.keys.contains(where: Self.escapingWords.contains)
                }
                let propertiesNamedElsewhere = (propertiesByClass[name] ?? []).contains { total[$0, default: 0] != properties[$0] }
                if isWhole || escapes || propertiesNamedElsewhere || total[name, default: 0] - ownCount != constructed[name] {
                    candidates.remove(name)
                    changed = true
                }
            }
            for name in blankNames where total[name, default: 0] > 0 {
                keptMethods.insert(name)
                changed = true
            }
            if !changed { return blanks }
        }
    }

    /// The names of the methods whose bodies run only when called (`SwiftFileOutline.bodies`) that
    /// some code that may run calls: code outside such bodies (a lifecycle method, an initializer,
    /// a delegate's method), a selector a file observes or performs, and, in turn, the bodies
    /// called; and the names of the properties computed on first use that such code reads
    /// (`SwiftFileOutline.CalledBody.isProperty`). Names are words, so a method of one class called
    /// on another of the same name counts.
    static func methodsCalled(in outlines: [SwiftFileOutline]) -> Set<String> {
        var methods: Set<String> = []
        var properties: Set<String> = []
        for outline in outlines {
            for body in outline.bodies {
                if let name = body.name { if body.isProperty { properties.insert(name) } else { methods.insert(name) } }
            }
        }
        guard !methods.isEmpty || !properties.isEmpty else { return [] }
        var called: Set<String> = []
        for outline in outlines {
            called.formUnion(outline.plainUses.intersection(methods))
            called.formUnion(outline.selectorsCalledByCode.intersection(methods))
            for property in properties where outline.readsOutsideBodies(property) { called.insert(property) }
        }
        // The bodies called call others: until no body adds one.
        var grew = true
        while grew {
            grew = false
            for outline in outlines {
                for body in outline.bodies where body.name.map(called.contains) == true {
                    var more = body.plainUses.intersection(methods).subtracting(called)
                    for property in properties where !called.contains(property) && body.reads(property) {
                        more.insert(property)
                    }
                    if !more.isEmpty {
                        called.formUnion(more)
                        grew = true
                    }
                }
            }
        }
        return called
    }
}

/// How often each word of interest stands in a file's bytes outside some ranges, comments and
/// strings included, and whether a bare `self` (not `self.`) stands there: the object handed on.
struct WordCount {
    var counts: [String: Int] = [:]
    var selfPassed = false

    init(_ bytes: [UInt8], of interest: Set<String>, outside ranges: [Range<Int>]) {
        let lengths = Set(interest.map(\.utf8.count))
        var skips = ranges.sorted { $0.lowerBound < $1.lowerBound }[...]
        var index = 0
        while index < bytes.count {
            if let range = skips.first, index >= range.lowerBound {
                if index < range.upperBound { index = range.upperBound }
                skips.removeFirst()
                continue
            }
            let byte = bytes[index]
            guard SwiftFileOutline.Scanner.isWordByte(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, SwiftFileOutline.Scanner.isWordByte(bytes[index]) { index += 1 }
            guard !SwiftFileOutline.Scanner.isDigit(bytes[start]), lengths.contains(index - start) else { continue }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            guard interest.contains(word) else { continue }
            counts[word, default: 0] += 1
            if word == "self", index >= bytes.count || bytes[index] != UInt8(ascii: ".") { selfPassed = true }
        }
    }
}
