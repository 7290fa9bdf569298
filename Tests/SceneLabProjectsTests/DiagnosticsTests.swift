import CommandGrammar
import StoryboardReader
import SwiftSourceModel
import Testing
import XcodeProject

@testable import SceneLabProjects

/// What the readers met, said once per language by the two renderers: every
/// problem a sentence in each, the Russian in Russian, the names and numbers
/// the problem carries in both.
@Suite struct DiagnosticsTests {
    /// One problem of every kind the readers report, each naming `odd` or 7 where it names something.
    static let everyProblem: [ProjectProblem] =
        [
            .storyboard(.notAnIOSDocument(type: "odd")), .storyboard(.notAnIOSRuntime("odd")),
            .storyboard(.unknownElement("odd", parent: "scenes")), .storyboard(.unknownElement("odd", parent: nil)),
            .storyboard(.secondController("odd")), .storyboard(.unknownSceneMember("odd")),
            .storyboard(.missingID(element: "odd")), .storyboard(.unknownAttribute("odd", element: "view")),
            .storyboard(.unknownSegueAttribute("odd", kind: "show")), .storyboard(.segueWithoutDestination(kind: "odd")),
            .storyboard(.unknownSegueKind("odd")), .storyboard(.initialControllerMissing("odd")),
            .storyboard(.unwindDestinationNotExit("odd")), .storyboard(.segueDestinationMissing("odd")),
            .storyboard(.moreWarnings(7)),
            .source(.fileTooLarge(maximumMiB: 7)), .source(.nestedTooDeep(.effects, count: 7, limit: 7)),
            .source(.unreadable("odd")), .source(.expected("odd", closing: 7)),
            .source(.duplicateMember(className: "odd", member: "odd")),
            .source(.duplicateClass("odd", earlierPath: "A.swift", earlierLine: 7)), .source(.moreWarnings(7)),
            .source(.readerUnavailable(reason: "odd")),
            .infoPlistNotRead("odd"), .invalidBundleIdentifier("odd"), .objectiveCFiles(count: 7),
            .windowBuiltInCode(fallback: "odd"), .unknownClass(className: "odd"),
            .viewPrintsNotPlayed(className: "odd", viewClass: "UIView"), .superNotCalled(className: "odd", method: "viewDidLoad()", instead: nil),
            .presentsBeforeInWindow(className: "odd", method: "viewDidLoad()", presented: "odd"),
            .superNotCalled(className: "odd", method: "viewDidLoad()", instead: "odd"),
            .nearlyMatchesUIKit(
                className: "odd", method: "viewDidAppear(animated:)", uikit: "viewDidAppear(_:)", isOverride: false),
            .nearlyMatchesUIKit(
                className: "odd", method: "viewDidAppear(animated:)", uikit: "viewDidAppear(_:)", isOverride: true),
            .selectorNotMatched(
                selector: "odd:", isUnwind: false, className: "A", method: "odd(sender:)",
                methodSelector: "oddWithSender:", suggested: "odd(_:)"),
            .selectorNotMatched(
                selector: "odd:", isUnwind: true, className: "A", method: "odd(segue:)",
                methodSelector: "oddWithSegue:", suggested: "odd(_:)"),
        ]
        + SourceProblem.NestedShape.allCases.map { .source(.nestedTooDeep($0, count: 7, limit: 7)) }

    /// Problems that name nothing: said alike whatever was met.
    static let namingNothing: [ProjectProblem] = [
        .storyboard(.sceneWithoutController), .storyboard(.segueOutsideConnections),
        .storyboard(.popoverWithoutAnchor), .storyboard(.relationshipWithoutName),
        .storyboard(.unwindWithoutAction), .initialControllerNotFound, .storyboardRootReplaced,
    ]

    @Test(arguments: everyProblem)
    func everyProblemNamesWhatItMetInBothLanguages(_ problem: ProjectProblem) {
        let warning = ProjectWarning(file: "", problem: problem)
        for language in Language.allCases {
            let text = warning.text(in: language)
            #expect(text.contains("odd") || text.contains("7"), "\(language): \(text)")
        }
        #expect(warning.text(in: .ru).contains { ("а"..."я").contains($0) }, "\(warning.text(in: .ru))")
        #expect(warning.text(in: .en) != warning.text(in: .ru))
    }

    @Test(arguments: namingNothing)
    func problemsThatNameNothingAreSaidInBothLanguages(_ problem: ProjectProblem) {
        let warning = ProjectWarning(file: "A.storyboard", line: 3, column: 4, problem: problem)
        #expect(warning.text(in: .en).hasPrefix("A.storyboard:3:4: "))
        #expect(warning.text(in: .ru).hasPrefix("A.storyboard:3:4: "))
        #expect(warning.text(in: .ru).contains { ("а"..."я").contains($0) }, "\(warning.text(in: .ru))")
    }

    /// The note of the files read while the app launches counts those it needs not at all and
    /// those it needs only in part, each kind said only when there are some, in both languages.
    @Test func theFilesReadWhileTheAppLaunchesAreCountedByKind() {
        let apart = OpenDiagnostic.filesReadAfterLaunch(count: 9, of: 13)
        let inPart = OpenDiagnostic.filesReadAfterLaunch(count: 0, of: 13, inPart: 9)
        let both = OpenDiagnostic.filesReadAfterLaunch(count: 4, of: 59, inPart: 50)
        #expect(apart.text(in: .en).hasPrefix("9 of the 13 Swift files are not needed to launch the app: they are read while"))
        #expect(inPart.text(in: .en).hasPrefix("9 of the 13 Swift files are needed only for the objects the launch makes"))
        #expect(inPart.text(in: .en).contains("read whole while it launches"))
        #expect(both.text(in: .en).hasPrefix("4 of the 59 Swift files are not needed to launch the app, and 50 more are needed only"))
        #expect(!apart.text(in: .ru).contains("целиком") && inPart.text(in: .ru).contains("(9 из 13)"))
        #expect(both.text(in: .ru).contains("(4 из 59)") && both.text(in: .ru).contains("(50)"))
    }

    /// A project's errors, said in Russian by the renderer, keep what they name.
    @Test func errorsAreSaidInRussian() {
        let errors: [ProjectError] = [
            .noStoryboard, .windowBuiltInCode, .severalProjects(["A", "B"]),
            .launchMethodNearlyMatches(className: "AppDelegate", method: "a(b:)", uikit: "a(_:)"),
            .missingStoryboard("Main", available: ["Other"]), .noInitialViewController(file: "Main.storyboard"),
            .missingInitialViewController(file: "Main.storyboard", id: "x1"),
        ]
        for error in errors {
            #expect(error.text(in: .en) == error.description)
            #expect(error.text(in: .ru).contains { ("а"..."я").contains($0) }, "\(error.text(in: .ru))")
        }
        #expect(ProjectError.severalProjects(["A", "B"]).text(in: .ru).contains("2 проекта"))
    }
}
