import PropertyLists

/// What a `project.pbxproj` says of its targets: the app's name, and which
/// files only a test target builds, so that a test's mock controller or a UI
/// test's storyboard is not read as the app's.
///
/// A file belongs to the targets whose Sources or Resources phase lists it,
/// or, in Xcode 16's folders that are not groups
/// (`PBXFileSystemSynchronizedRootGroup`), to the targets that list the
/// folder. Files the project file does not mention are kept: a project file
/// scenelab cannot follow must not make an app lose its code.
public struct ProjectTargets: Sendable, Equatable {
    /// The first application target's name: what `$(TARGET_NAME)` is in its settings.
    public var appTargetName: String?
    /// Paths inside the project's folder (as the walk names them) of files that
    /// a test target builds and no other target does.
    public var testOnlyFiles: Set<String> = []
    /// Folders (paths as above, no trailing `/`) whose files only test targets build.
    public var testOnlyFolders: [String] = []

    public init(appTargetName: String? = nil, testOnlyFiles: Set<String> = [], testOnlyFolders: [String] = []) {
        self.appTargetName = appTargetName
        self.testOnlyFiles = testOnlyFiles
        self.testOnlyFolders = testOnlyFolders
    }

    /// Whether `path` is a file only a test target builds.
    public func isTestOnly(_ path: String) -> Bool {
        testOnlyFiles.contains(path) || testOnlyFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// The targets of the project file `bytes`, whose folder is `folder` inside the
    /// opened one (`.` for the opened folder itself); nil when it cannot be read.
    public static func read(_ bytes: [UInt8], folder: String) -> ProjectTargets? {
        guard let top = ProjectFileSyntax.read(bytes), case .dictionary(let objects)? = top["objects"],
            case .string(let rootID)? = top["rootObject"], let root = objects[rootID]?.dictionaryValue
        else { return nil }
        var graph = Graph(objects: objects, root: folder == "." ? "" : folder)
        if let mainGroup = root["mainGroup"]?.text { graph.place(mainGroup, in: graph.root, depth: 0) }
        var result = ProjectTargets()
        // Each file and synchronized folder with the kinds of target that build it.
        var builtByTests: Set<String> = []
        var builtByOthers: Set<String> = []
        for targetID in root["targets"]?.arrayValue ?? [] {
            guard let id = targetID.text, let target = objects[id]?.dictionaryValue,
                target["isa"]?.text == "PBXNativeTarget"
            else { continue }
            let productType = target["productType"]?.text ?? ""
            let isTest = productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing")
            if productType == "com.apple.product-type.application", result.appTargetName == nil {
                result.appTargetName = target["name"]?.text
            }
            var members: [String] = []
            for phaseID in target["buildPhases"]?.arrayValue ?? [] {
                guard let phase = phaseID.text.flatMap({ objects[$0]?.dictionaryValue }) else { continue }
                for buildFileID in phase["files"]?.arrayValue ?? [] {
                    guard let buildFile = buildFileID.text.flatMap({ objects[$0]?.dictionaryValue }),
                        let reference = buildFile["fileRef"]?.text
                    else { continue }
                    members += graph.paths[reference] ?? []
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"]?.arrayValue ?? [] {
                if let id = groupID.text, let folder = graph.synchronizedFolders[id] {
                    members.append(folder + "/")
                }
            }
            if isTest { builtByTests.formUnion(members) } else { builtByOthers.formUnion(members) }
        }
        for member in builtByTests.subtracting(builtByOthers) {
            if member.hasSuffix("/") {
                result.testOnlyFolders.append(String(member.dropLast()))
            } else {
                result.testOnlyFiles.insert(member)
            }
        }
        result.testOnlyFolders.sort()
        return result
    }

    /// Where each file reference of the project file is: its groups' paths joined.
    private struct Graph {
        let objects: [String: PropertyList]
        /// The project's folder inside the opened one (empty: the opened one), where
        /// `SOURCE_ROOT` paths start.
        let root: String
        /// A file reference's path; a localized file's (`PBXVariantGroup`), each localization's.
        var paths: [String: [String]] = [:]
        /// A synchronized folder's path.
        var synchronizedFolders: [String: String] = [:]
        /// Groups placed: a group listed twice, or in itself, is placed once.
        var placed: Set<String> = []

        init(objects: [String: PropertyList], root: String) {
            self.objects = objects
            self.root = root
        }

        mutating func place(_ id: String, in parent: String, depth: Int) {
            guard depth < ProjectFileSyntax.maximumDepth, !placed.contains(id),
                let object = objects[id]?.dictionaryValue
            else { return }
            placed.insert(id)
            let own = object["path"]?.text
            let base: String?
            switch object["sourceTree"]?.text ?? "<group>" {
            case "<group>": base = parent
            case "SOURCE_ROOT": base = root
            default: base = nil  // the SDK's, the build products', an absolute path: not in the folder
            }
            guard let base else { return }
            let path = own.map { Self.joined(base, $0) } ?? base
            switch object["isa"]?.text {
            case "PBXFileReference":
                if own != nil { paths[id] = [path] }
            case "PBXVariantGroup":
                // Its children are the localizations, each with its `.lproj` in its own path.
                var localized: [String] = []
                for child in object["children"]?.arrayValue ?? [] {
                    guard let childID = child.text, let file = objects[childID]?.dictionaryValue,
                        let childPath = file["path"]?.text
                    else { continue }
                    localized.append(Self.joined(base, childPath))
                }
                paths[id] = localized
            case "PBXFileSystemSynchronizedRootGroup":
                if own != nil { synchronizedFolders[id] = path }
            default:
                for child in object["children"]?.arrayValue ?? [] {
                    if let childID = child.text { place(childID, in: path, depth: depth + 1) }
                }
            }
        }

        /// `App` and `../Shared/A.swift` → `Shared/A.swift`; `.` parts dropped.
        static func joined(_ base: String, _ path: String) -> String {
            var parts = path.hasPrefix("/") ? [] : base.split(separator: "/").map(String.init)
            for part in path.split(separator: "/") {
                if part == "." { continue }
                if part == "..", !parts.isEmpty, parts.last != ".." {
                    parts.removeLast()
                } else {
                    parts.append(String(part))
                }
            }
            return parts.joined(separator: "/")
        }
    }
}

extension PropertyList {
    /// The project file's values are strings, arrays and dictionaries: these take them apart.
    var text: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var arrayValue: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionaryValue: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}
