import PropertyLists
import StoryboardReader

/// Turns a project folder's files into a `Project`: finds the app's Xcode
/// project, its Info.plist or the build settings that replace it, and its
/// storyboards, preferring the base localization.
public enum ProjectReader {
    /// Reads the files of a folder named `folderName` (the project's name
    /// when it has no `.xcodeproj`); `leftOut` counts what the walk did not read, to which
    /// the files only a test target builds are added.
    public static func read(
        _ files: [ProjectFile], folderName: String, leftOut: LeftOutFiles = LeftOutFiles()
    ) throws(ProjectError) -> Project {
        var warnings: [ProjectWarning] = []
        let projectFiles = files.filter { $0.path.hasSuffix(".xcodeproj/project.pbxproj") }
        // Two projects side by side in one folder count as two, as much as two in separate folders.
        let projectPaths = Set(projectFiles.map { String($0.path.dropLast("/project.pbxproj".count)) })
        if projectPaths.count > 1 { throw .severalProjects(projectPaths.sorted()) }
        let pbxproj = projectFiles.first
        let name = pbxproj.map { projectName(of: $0.path) }.flatMap(AppManifest.name) ?? folderName
        let settings = pbxproj.map { BuildSettings.read(String(decoding: $0.bytes, as: UTF8.self)) } ?? BuildSettings()
        let targets = pbxproj.flatMap { ProjectTargets.read($0.bytes, folder: projectFolder(of: $0.path)) }
        // A test's mock controller or stub storyboard is not the app's, wherever its file sits.
        var leftOut = leftOut
        let files = files.filter { file in
            guard LeftOutFiles.counts(file.path), targets?.isTestOnly(file.path) == true else { return true }
            leftOut.testTargetFiles += 1
            return false
        }

        let infoPlist = findInfoPlist(in: files, settings: settings, project: pbxproj?.path)
        var plist: [String: PropertyList]?
        if let infoPlist {
            do {
                let (value, _) = try PropertyListDecoder.decode(infoPlist.bytes)
                if case .dictionary(let dictionary) = value { plist = dictionary }
            } catch {
                warnings.append(
                    ProjectWarning(file: infoPlist.path, problem: .infoPlistNotRead("\(error)")))
            }
        }
        // `$(TARGET_NAME)` is the app target's name, which the project's usually is too.
        let targetName = targets?.appTargetName.flatMap(AppManifest.name) ?? name
        let productName =
            settings["PRODUCT_NAME"].flatMap {
                AppManifest.name(settings.expanding($0, extra: ["TARGET_NAME": targetName, "PROJECT_NAME": name]))
            } ?? targetName
        var manifest = AppManifest.read(
            infoPlist: plist, settings: settings, productName: productName, targetName: targetName)
        if let id = manifest.bundleIdentifier, !id.contains("$("), !AppManifest.isBundleIdentifier(id) {
            // It names the app's folders on the device: `../x` would lead out of the data directory.
            warnings.append(
                ProjectWarning(file: infoPlist?.path ?? pbxproj?.path ?? name, problem: .invalidBundleIdentifier(id)))
        }
        if plist == nil && settings.values.isEmpty {
            // A bare storyboard or a folder without project settings: today's
            // template, with scenes.
            manifest.lifecycle = .scenes(delegateClass: nil, storyboard: nil, supportsMultipleScenes: false)
        }

        var storyboards: [String: Storyboard] = [:]
        var paths: [String: String] = [:]
        var failures: [String: StoryboardError] = [:]
        let storyboardFiles = preferredLocalizations(files.filter { $0.path.hasSuffix(".storyboard") })
        let swiftFiles = files.filter { $0.path.hasSuffix(".swift") }.sorted { $0.path < $1.path }
        /// The project of an app whose window its code builds: its Swift may show the root.
        func builtInCode() -> Project {
            Project(
                name: name, productName: productName, manifest: manifest, storyboards: [:], storyboardPaths: [:],
                windowStoryboard: "", swiftFiles: swiftFiles, warnings: warnings, leftOut: leftOut,
                windowInCode: true)
        }
        guard !storyboardFiles.isEmpty else {
            if !swiftFiles.isEmpty { return builtInCode() }
            if let delegate = objectiveCDelegate(in: files) { throw .windowBuiltInObjectiveC(file: delegate.path) }
            if case .scenes = manifest.lifecycle, manifest.windowStoryboard == nil, plist != nil || !settings.values.isEmpty {
                throw .windowBuiltInCode
            }
            throw .noStoryboard
        }
        for file in storyboardFiles {
            let boardName = file.baseName
            // The launch screen by name, unless the same file is the app's own UI too (a
            // project may name one storyboard for both); `launchScreen="YES"` decides then.
            let isUI = boardName == manifest.windowStoryboard || boardName == manifest.mainStoryboard
            if boardName == manifest.launchStoryboard && !isUI { continue }
            do {
                let board = try Storyboard.read(file.bytes)
                // A launch screen the manifest names as the window's storyboard too is loaded as one.
                if board.isLaunchScreen && !isUI { continue }
                storyboards[boardName] = board
                paths[boardName] = file.path
                for warning in board.warnings {
                    warnings.append(
                        ProjectWarning(
                            file: file.path, line: warning.line, column: warning.column,
                            problem: .storyboard(warning.problem)))
                }
            } catch {
                failures[boardName] = error
                paths[boardName] = file.path
            }
        }
        let manifestIsKnown = plist != nil || !settings.values.isEmpty
        let available = Array(storyboards.keys) + Array(failures.keys)
        // A scene manifest without a storyboard: the scene delegate builds the window, and
        // the main storyboard, if any, is only what to play when its code shows no root.
        let windowInCode: Bool
        if case .scenes(_, nil, _) = manifest.lifecycle, manifestIsKnown {
            windowInCode = true
        } else {
            windowInCode = available.isEmpty
        }
        if available.isEmpty, !swiftFiles.isEmpty { return builtInCode() }
        let windowStoryboard: String
        do {
            windowStoryboard = try chooseWindowStoryboard(manifest: manifest, available: available, manifestIsKnown: manifestIsKnown)
        } catch .windowBuiltInCode {
            throw objectiveCDelegate(in: files).map { .windowBuiltInObjectiveC(file: $0.path) } ?? .windowBuiltInCode
        }
        if let failure = failures[windowStoryboard] {
            throw .unreadableStoryboard(file: paths[windowStoryboard] ?? windowStoryboard, failure)
        }
        for (boardName, failure) in failures.sorted(by: { $0.key < $1.key }) {
            warnings.append(
                ProjectWarning(file: paths[boardName] ?? boardName, problem: .storyboardNotRead(failure)))
        }
        // A window the code builds with no storyboard of its own (`""`) needs none.
        if !windowStoryboard.isEmpty || !windowInCode {
            guard let main = storyboards[windowStoryboard] else {
                throw .missingStoryboard(windowStoryboard, available: storyboards.keys.sorted())
            }
            // A window the code builds needs no initial controller: the storyboard is one the code
            // instantiates scenes of by identifier (`UIStoryboard(name:bundle:)`).
            guard main.initialViewController != nil || windowInCode else {
                let file = paths[windowStoryboard] ?? windowStoryboard
                if let missing = main.initialViewControllerID { throw .missingInitialViewController(file: file, id: missing) }
                throw .noInitialViewController(file: file)
            }
        }
        // Named by a file of the app's, not of its tests, when it has one.
        let objectiveC = files.filter { $0.path.hasSuffix(".m") }
        let isTest = { (file: ProjectFile) in file.path.split(separator: "/").contains { $0.hasSuffix("Tests") } }
        if let first = objectiveC.first(where: { !isTest($0) }) ?? objectiveC.first {
            warnings.append(
                ProjectWarning(file: first.path, problem: .objectiveCFiles(count: objectiveC.count)))
        }
        var project = Project(
            name: name, productName: productName, manifest: manifest, storyboards: storyboards,
            storyboardPaths: paths, windowStoryboard: windowStoryboard,
            swiftFiles: swiftFiles, warnings: warnings, leftOut: leftOut, windowInCode: windowInCode)
        project.objectiveCFiles = files.filter { ($0.path.hasSuffix(".m") || $0.path.hasSuffix(".h")) && !isTest($0) }
        return project
    }

    /// `Apps/Demo/Demo.xcodeproj/project.pbxproj` → `Apps/Demo`.
    private static func projectFolder(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count > 2 ? parts.dropLast(2).joined(separator: "/") : "."
    }

    /// `Apps/Demo/Demo.xcodeproj/project.pbxproj` → `Demo`.
    private static func projectName(of path: String) -> String {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return "App" }
        return String(parts[parts.count - 2].dropLast(".xcodeproj".count))
    }

    /// The Info.plist the build settings name, else the likeliest one: named
    /// `Info.plist` (or `…-Info.plist`) outside test folders, nearest the top.
    private static func findInfoPlist(in files: [ProjectFile], settings: BuildSettings, project: String?)
        -> ProjectFile?
    {
        if let named = settings["INFOPLIST_FILE"], !named.isEmpty {
            var relative = named
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "./"] where relative.hasPrefix(prefix) {
                relative.removeFirst(prefix.count)
            }
            let base = project.map(projectFolder(of:)) ?? "."
            let full = base == "." ? relative : base + "/" + relative
            if let file = files.first(where: { $0.path == full || $0.path.hasSuffix("/" + relative) }) {
                return file
            }
        }
        let candidates = files.filter { file in
            (file.name == "Info.plist" || file.name.hasSuffix("-Info.plist"))
                && !file.path.split(separator: "/").contains { $0.hasSuffix("Tests") || $0.hasSuffix(".xcodeproj") }
        }
        return candidates.min { $0.path.split(separator: "/").count < $1.path.split(separator: "/").count }
    }

    /// One file per storyboard name: the base localization, else an
    /// unlocalized file, else English, else the first.
    private static func preferredLocalizations(_ files: [ProjectFile]) -> [ProjectFile] {
        func rank(_ file: ProjectFile) -> Int {
            let folders = file.path.split(separator: "/").dropLast()
            guard let localization = folders.last(where: { $0.hasSuffix(".lproj") }) else { return 1 }
            switch localization {
            case "Base.lproj": return 0
            case "en.lproj", "English.lproj": return 2
            default: return 3
            }
        }
        var chosen: [String: ProjectFile] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            if let kept = chosen[file.baseName], rank(kept) <= rank(file) { continue }
            chosen[file.baseName] = file
        }
        return chosen.values.sorted { $0.path < $1.path }
    }

    /// An Objective-C app delegate's or scene delegate's implementation, whose code builds a window
    /// that no storyboard gives: scenelab reads no Objective-C code.
    private static func objectiveCDelegate(in files: [ProjectFile]) -> ProjectFile? {
        files.first { $0.path.hasSuffix("AppDelegate.m") || $0.path.hasSuffix("SceneDelegate.m") }
    }

    /// The storyboard the window shows: the manifest's, else the only one,
    /// else `Main`. With a scene manifest without a storyboard, the scene
    /// delegate builds the window in code; the player says so if it plays this
    /// storyboard in its place, and with none of these, the window has no storyboard
    /// (`""`): the other storyboards are the code's to instantiate.
    private static func chooseWindowStoryboard(
        manifest: AppManifest, available: [String], manifestIsKnown: Bool
    ) throws(ProjectError) -> String {
        if let named = manifest.windowStoryboard { return named }
        if manifestIsKnown, case .scenes = manifest.lifecycle, manifest.mainStoryboard == nil, available.isEmpty {
            throw .windowBuiltInCode
        }
        let fallback = manifest.mainStoryboard ?? (available.count == 1 ? available.first : nil)
            ?? (available.contains("Main") ? "Main" : nil)
        guard let fallback else {
            if manifestIsKnown, case .scenes(_, nil, _) = manifest.lifecycle { return "" }
            throw .missingStoryboard("Main", available: available.sorted())
        }
        return fallback
    }
}
