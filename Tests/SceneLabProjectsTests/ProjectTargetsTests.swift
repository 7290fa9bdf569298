import Testing
import XcodeProject

/// The targets a `project.pbxproj` names, and the files only its test targets build.
@Suite struct ProjectTargetsTests {
    @Test func tidysTestTargetsOwnTheirFilesAndThePreview() throws {
        let files = try Fixtures.files(in: Fixtures.root.appendingPathComponent("Tests/Projects/Tidy"))
        let pbxproj = try #require(files.first { $0.name == "project.pbxproj" })
        let targets = try #require(ProjectTargets.read(pbxproj.bytes, folder: "."))
        #expect(targets.appTargetName == "Tidy")
        // In the app's folder, yet only TidyTests builds it.
        #expect(targets.isTestOnly("Tidy/Preview/PreviewListViewController.swift"))
        #expect(targets.isTestOnly("TidyTests/ListViewControllerTests.swift"))
        #expect(targets.isTestOnly("TidyTests/Fixtures/Chores.storyboard"))
        #expect(targets.isTestOnly("TidyUITests/TidyUITests.swift"))
        #expect(!targets.isTestOnly("Tidy/ListViewController.swift"))
        #expect(!targets.isTestOnly("Tidy/Base.lproj/Main.storyboard"))
    }

    @Test func theReaderLeavesOutWhatOnlyATestTargetBuilds() throws {
        let project = try Fixtures.testProject("Tidy")
        #expect(project.swiftFiles.map(\.path) == ["Tidy/AppDelegate.swift", "Tidy/ListViewController.swift"])
        #expect(project.leftOut.testTargetFiles == 1)
        #expect(project.warnings.isEmpty)
    }

    /// A project file of `objects`, its root `P1` holding `targets`.
    private func pbxproj(_ objects: String, targets: [String], mainGroup: String = "G0") -> [UInt8] {
        let list = targets.map { "\($0)," }.joined(separator: " ")
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \(objects)
            \t\tP1 /* Project object */ = {isa = PBXProject; mainGroup = \(mainGroup); targets = (\(list)); };
            \t};
            \trootObject = P1 /* Project object */;
            }
            """
        return Array(text.utf8)
    }

    @Test func xcode16sFoldersBelongToTheTargetsThatListThem() throws {
        let bytes = pbxproj(
            """
            \t\tG0 = {isa = PBXGroup; children = (S1, S2, ); sourceTree = "<group>"; };
            \t\tS1 /* Demo */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Demo; sourceTree = "<group>"; };
            \t\tS2 /* DemoTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = DemoTests; sourceTree = "<group>"; };
            \t\tT1 /* Demo */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1, ); name = Demo; productType = "com.apple.product-type.application"; };
            \t\tT2 /* Checks */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S2, ); name = Checks; productType = "com.apple.product-type.bundle.unit-test"; };
            """, targets: ["T1", "T2"])
        let targets = try #require(ProjectTargets.read(bytes, folder: "Apps/Demo"))
        #expect(targets.appTargetName == "Demo")
        #expect(targets.testOnlyFolders == ["Apps/Demo/DemoTests"])
        #expect(targets.isTestOnly("Apps/Demo/DemoTests/Mocks/Spy.swift"))
        #expect(!targets.isTestOnly("Apps/Demo/Demo/ViewController.swift"))
    }

    @Test func aFileBothTargetsBuildIsTheApps() throws {
        let bytes = pbxproj(
            """
            \t\tG0 = {isa = PBXGroup; children = (F1, ); path = "Shared Code"; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = "../Shared Code/./Format.swift"; sourceTree = "<group>"; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tH1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tH2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (H1, ); name = "My App"; productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (H2, ); name = Tests; productType = "com.apple.product-type.bundle.ui-testing"; };
            """, targets: ["T1", "T2"])
        let targets = try #require(ProjectTargets.read(bytes, folder: "."))
        #expect(targets.appTargetName == "My App")
        #expect(targets.testOnlyFiles.isEmpty)
    }

    @Test func aFileOnlyATestBuildsIsFoundThroughItsGroups() throws {
        let bytes = pbxproj(
            """
            \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (F1, F2, ); path = App; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = "Stub View.swift"; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = Root.swift; sourceTree = SOURCE_ROOT; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tH2 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (H2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
            """, targets: ["T2"])
        let targets = try #require(ProjectTargets.read(bytes, folder: "Demo"))
        #expect(targets.testOnlyFiles == ["Demo/App/Stub View.swift", "Demo/Root.swift"])
        #expect(targets.appTargetName == nil)
    }

    @Test func aProjectFileThatIsNoneIsNotRead() {
        for text in ["", "{", "{ objects = { A = { isa = PBXGroup; }; }; ", "not a plist", "{ a = \"open; }"] {
            #expect(ProjectTargets.read(Array(text.utf8), folder: ".") == nil, "\(text)")
        }
        // Nested deeper than any project file: refused, not recursed into.
        let deep = String(repeating: "{ a = ", count: 100_000)
        #expect(ProjectTargets.read(Array(deep.utf8), folder: ".") == nil)
        // A group that holds itself is placed once.
        let loop = pbxproj("\t\tG0 = {isa = PBXGroup; children = (G0, ); path = A; sourceTree = \"<group>\"; };", targets: [])
        #expect(ProjectTargets.read(loop, folder: ".") == ProjectTargets())
    }
}
