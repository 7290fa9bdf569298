import Testing
import XcodeProject

/// `project.pbxproj` text written for these tests, read for the app target's settings.
@Suite struct BuildSettingsTests {
    /// A project file whose configuration list holds `blocks`, each the lines inside one `buildSettings`.
    private func pbxproj(_ blocks: [String]) -> String {
        var text = "// !$*UTF8*$!\n{\n\tobjects = {\n/* Begin XCBuildConfiguration section */\n"
        for (index, block) in blocks.enumerated() {
            text += "\t\tC0FFEE0\(index) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
            text += "\t\t\tbuildSettings = {\n" + block + "\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
        }
        return text + "/* End XCBuildConfiguration section */\n\t};\n}\n"
    }

    private let projectLevel = """
        \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tSDKROOT = iphoneos;

        """

    private let unitTests = """
        \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.DemoTests;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/Demo.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Demo";

        """

    private let app = """
        \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = "My Demo";
        \t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;
        \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t\t"@executable_path/Frameworks",
        \t\t\t\t);
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.demo-app";
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";

        """

    @Test func theAppTargetsBlockIsChosenOverTheProjectsAndTheTestTargets() {
        let settings = BuildSettings.read(pbxproj([projectLevel, unitTests, app]))
        #expect(settings["TEST_HOST"] == nil)
        #expect(settings["INFOPLIST_KEY_UIMainStoryboardFile"] == "Main")
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.demo-app")
        #expect(settings["SDKROOT"] == nil)
    }

    @Test func quotedValuesLoseTheirQuotesAndEscapes() {
        let settings = BuildSettings.read(
            pbxproj([
                app + "\t\t\t\tOTHER_SWIFT_FLAGS = \"-D \\\"QUOTED\\\"\";\n"
                    + "\t\t\t\t\"INFOPLIST_KEY_NSCameraUsageDescription\" = \"Takes a photo\";\n"
            ]))
        #expect(settings["INFOPLIST_KEY_CFBundleDisplayName"] == "My Demo")
        #expect(settings["OTHER_SWIFT_FLAGS"] == "-D \"QUOTED\"")
        #expect(settings["INFOPLIST_KEY_NSCameraUsageDescription"] == "Takes a photo")
        // A list value is not a `KEY = VALUE;` line: neither it nor its items become settings.
        #expect(settings["LD_RUNPATH_SEARCH_PATHS"] == nil)
        #expect(settings.values.keys.allSatisfy { !$0.contains("inherited") && !$0.contains("@executable") })
    }

    @Test func aProjectWithoutAnAppTargetHasNoSettings() {
        #expect(BuildSettings.read(pbxproj([projectLevel, unitTests])).values.isEmpty)
        #expect(BuildSettings.read("not a project file").values.isEmpty)
    }

    @Test func variablesExpandInBothSpellings() {
        let settings = BuildSettings(values: ["PRODUCT_NAME": "Demo", "TARGET_NAME": "DemoTarget"])
        #expect(settings.expanding("$(PRODUCT_NAME)") == "Demo")
        #expect(settings.expanding("${TARGET_NAME}") == "DemoTarget")
        #expect(settings.expanding("$(PRODUCT_NAME) for ${TARGET_NAME}") == "Demo for DemoTarget")
        #expect(settings.expanding("no variables") == "no variables")
    }

    @Test func extraValuesWinOverSettingsAndModifiersAreDropped() {
        let settings = BuildSettings(values: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.demo", "PRODUCT_NAME": "Old"])
        #expect(
            settings.expanding("$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier).widget") == "com.example.demo.widget")
        #expect(settings.expanding("$(PRODUCT_NAME)", extra: ["PRODUCT_NAME": "New"]) == "New")
    }

    @Test func anUnknownVariableIsLeftAsWritten() {
        let settings = BuildSettings(values: ["PRODUCT_NAME": "Demo"])
        #expect(settings.expanding("$(DEVELOPMENT_TEAM)") == "$(DEVELOPMENT_TEAM)")
        #expect(settings.expanding("${UNCLOSED") == "${UNCLOSED")
        #expect(settings.expanding("a $(PRODUCT_NAME) $(b ${PRODUCT_NAME}") == "a Demo $(b ${PRODUCT_NAME}")
        #expect(settings.expanding("$$(PRODUCT_NAME)$") == "$Demo$")
        #expect(settings.expanding("é$(PRODUCT_NAME)ü") == "éDemoü")
    }

    /// A 160 KB value of 40,000 variables took 100 s when each one searched the rest of the
    /// text again; read once, it is immediate. The time limit guards against a hang, not a speed.
    @Test(.timeLimit(.minutes(1))) func aValueOfManyVariablesIsReadOnce() {
        let settings = BuildSettings(values: ["A": "x"])
        let text = String(repeating: "$(A)", count: 40_000)
        #expect(settings.expanding(text) == String(repeating: "x", count: 40_000))
        let unknown = String(repeating: "$(B)", count: 40_000)
        #expect(settings.expanding(unknown) == unknown)
    }
}

/// `$(…)` and `${…}` expansion past a variable that cannot be resolved, and UI-test targets.
@Suite struct BuildSettingsExpansionTests {
    private let settings = BuildSettings(values: ["PRODUCT_NAME": "Demo", "A": "a"])

    @Test func anUnknownVariableStaysAndTheRestExpand() {
        #expect(settings.expanding("$(UNKNOWN).$(PRODUCT_NAME)") == "$(UNKNOWN).Demo")
        #expect(settings.expanding("$(UNKNOWN).${PRODUCT_NAME}") == "$(UNKNOWN).Demo")
    }

    @Test func everyOccurrenceExpands() {
        #expect(settings.expanding("$(A)$(A)$(A)$(A)$(A)") == "aaaaa")
    }

    @Test func aVariableNamingItselfExpandsOnce() {
        let looping = BuildSettings(values: ["X": "$(X)"])
        #expect(looping.expanding("$(X)") == "$(X)")
    }

    @Test func aUITestTargetIsNotTheApp() {
        let text = """
            buildSettings = {
            \tGENERATE_INFOPLIST_FILE = YES;
            \tPRODUCT_BUNDLE_IDENTIFIER = com.example.DemoUITests;
            \tTEST_TARGET_NAME = Demo;
            };
            buildSettings = {
            \tGENERATE_INFOPLIST_FILE = YES;
            \tPRODUCT_BUNDLE_IDENTIFIER = com.example.Demo;
            };
            """
        #expect(BuildSettings.read(text)["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.Demo")
    }
}
