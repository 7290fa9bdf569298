import Foundation
import XcodeProject

/// The sample project folders of the repository, read the way the command
/// line reads a folder: the files `ProjectLayout` wants, folders it skips
/// left out. Only these tests touch the disk, and only to read.
enum Fixtures {
    /// The repository's root: this file is `Tests/SceneLabProjectsTests/Fixtures.swift`.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders under `Tests/Projects` that are whole projects.
    static let projectFolders = [
        "BlankName", "Broken", "Kitchen", "Legacy", "Meals", "NoInfoPlist", "Recipes", "References", "SplitColumns",
        "Tidy", "Vintage",
    ]

    /// Every project folder of the repository: `Tests/Projects`' and the examples', relative to its root.
    static var allProjectFolders: [String] {
        let manager = FileManager.default
        var folders: [String] = []
        for parent in ["Tests/Projects", "examples"] {
            let names = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(parent).path)) ?? []
            for name in names.sorted() {
                var isFolder: ObjCBool = false
                let path = root.appendingPathComponent(parent + "/" + name).path
                if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue, name != "SingleStoryboard" {
                    folders.append(parent + "/" + name)
                }
            }
        }
        return folders
    }

    /// `Tests/Projects/NAME`.
    static func testProject(_ name: String) throws -> Project {
        try project(at: root.appendingPathComponent("Tests/Projects/" + name))
    }

    /// `examples/LifecycleLab`.
    static func lifecycleLab() throws -> Project {
        try project(at: root.appendingPathComponent("examples/LifecycleLab"))
    }

    /// `Tests/Projects/SingleStoryboard/Single.storyboard`, opened as one file.
    static func singleStoryboard() throws -> Project {
        let url = root.appendingPathComponent("Tests/Projects/SingleStoryboard/Single.storyboard")
        let bytes = try [UInt8](Data(contentsOf: url))
        return try ProjectReader.read([ProjectFile(path: "Single.storyboard", bytes: bytes)], folderName: "Single")
    }

    /// A folder read into a project named after it.
    static func project(at folder: URL) throws -> Project {
        try ProjectReader.read(files(in: folder), folderName: folder.lastPathComponent)
    }

    /// The files of `folder` the reader wants, with paths relative to it.
    static func files(in folder: URL) throws -> [ProjectFile] {
        var result: [ProjectFile] = []
        try collect(folder, relative: "", into: &result)
        return result
    }

    private static func collect(_ folder: URL, relative: String, into files: inout [ProjectFile]) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for name in names {
            let url = folder.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if !ProjectLayout.skips(folder: Substring(name)) { try collect(url, relative: path, into: &files) }
            } else if ProjectLayout.wants(path) {
                files.append(ProjectFile(path: path, bytes: try [UInt8](Data(contentsOf: url))))
            }
        }
    }
}
