import CommandGrammar
import SceneLabCore
import SceneLabProjects
import SceneLabSession
import XcodeProject

/// `scenelab open PATH`: a project folder read from disk and made an app
/// the session can launch, with what the reading reports.
struct OpenedProject {
    let app: AppDefinition
    /// Whether the project has no scene manifest, so UIKit runs it without scenes.
    let usesAppDelegateLifecycle: Bool
    /// Lines for standard error: what was opened, then each warning.
    let report: [String]
    /// The Swift files nothing the app starts from names, read when a command names one of their types.
    let unreadCode: UnreadCode?

    /// Warnings shown after the opened line; the rest are counted in one more.
    static let maximumWarningLines = 100

    /// Opens `path`; the failure says why in both languages.
    static func open(_ path: String, language: Language) -> Result<OpenedProject, ProjectFolder.Failure> {
        switch ProjectFolder.read(path) {
        case .failure(let failure): return .failure(failure)
        case .success(let read):
            return make(
                files: read.files, name: read.name, path: path, language: language, unread: read.unread,
                leftOut: read.leftOut)
        }
    }

    /// The books' apps and this one, on the platform its lifecycle needs, and the project's code
    /// left unread: a transcript's device.
    var device: TranscriptDevice {
        TranscriptDevice(
            catalog: AppCatalog(apps: [app] + AppCatalog.books.apps),
            platform: usesAppDelegateLifecycle ? Platform(iOSVersion: 18, lifecycle: .app) : .current,
            unreadCode: unreadCode)
    }

    /// The project made of `files` already read (from `path`, as messages name it).
    static func make(
        files: [ProjectFile], name: String, path: String, language: Language, unread: [ProjectFolder.Unread] = [],
        leftOut: LeftOutFiles = LeftOutFiles()
    ) -> Result<OpenedProject, ProjectFolder.Failure>
    {
        if files.contains(where: { $0.path.hasSuffix(".swift") }) { SwiftReadingLibrary.startLoading() }
        let project: Project
        do {
            project = try ProjectReader.read(files, folderName: name, leftOut: leftOut)
        } catch {
            let place = error.namesItsFile ? "" : "\(path): "
            return .failure(ProjectFolder.Failure(message: place + error.text(in: .en), russian: place + error.text(in: .ru)))
        }
        let launchName = ProjectApp.launchName(of: project)
        let app: AppDefinition
        let found: [ProjectWarning]
        let unreadSwift: UnreadSwiftFiles
        let afterLaunch: Project?
        do {
            (app, found, unreadSwift, afterLaunch) = try ProjectApp.reachableDefinition(
                of: project, id: launchName, readSwift: SwiftReadingLibrary.read)
        } catch {
            let place = error.namesItsFile ? "" : "\(path): "
            return .failure(ProjectFolder.Failure(message: place + error.text(in: .en), russian: place + error.text(in: .ru)))
        }
        // What the walk could not read first, then what the readers met.
        let warnings = unread.map { $0.text(in: language) } + found.map { $0.text(in: language) }
        let isAppDelegate = project.manifest.lifecycle == .appDelegate
        let lifecycle =
            isAppDelegate
            ? Wording(en: "app-delegate lifecycle, no scenes", ru: "без сцен, жизненный цикл AppDelegate").text(in: language)
            : Wording(en: "scene lifecycle", ru: "жизненный цикл сцен").text(in: language)
        let swiftCount = project.swiftFiles.count
        // Where the window's root comes from: the storyboard, or the delegate's code.
        let window =
            app.windowSetup == .code
            ? (en: "window built in code", ru: "окно строит код")
            : (en: project.windowStoryboard + ".storyboard", ru: project.windowStoryboard + ".storyboard")
        // The names come from the project's files: escaped like every other string from
        // outside, so that a folder or display name cannot write to the terminal.
        var report = [
            VisibleText.escaping(
                Wording(
                    en: "opened \(project.displayName): \(window.en), \(lifecycle),"
                        + " \(swiftCount) Swift file\(swiftCount == 1 ? "" : "s"); `launch` starts it (\(launchName))",
                    ru: "открыт \(project.displayName): \(window.ru), \(lifecycle),"
                        + " файлов Swift: \(swiftCount); `launch` запускает его (\(launchName))"
                ).text(in: language))
        ]
        // What was left out, once, before the warnings: the Swift count above is the app's own.
        if project.leftOut.count > 0 || project.leftOut.isPartial {
            report.append(
                Phrase.labelNote(language) + " "
                    + VisibleText.escaping(OpenDiagnostic.leftOut(project.leftOut).text(in: language)))
        }
        if afterLaunch != nil {
            report.append(
                Phrase.labelNote(language) + " "
                    + VisibleText.escaping(
                        OpenDiagnostic.filesReadAfterLaunch(
                            count: unreadSwift.readAfterLaunch.count, of: swiftCount, inPart: unreadSwift.readInPart.count)
                            .text(in: language)))
        }
        if !unreadSwift.isEmpty {
            report.append(
                Phrase.labelNote(language) + " "
                    + VisibleText.escaping(
                        OpenDiagnostic.filesUnread(count: unreadSwift.paths.count, of: swiftCount, types: unreadSwift.typeNames)
                            .text(in: language)))
        }
        report += warnings.prefix(maximumWarningLines).map { warning in
            Phrase.labelWarning(language) + " " + VisibleText.escaping(warning)
        }
        // A project made to flood the terminal (30,000 classes that skip `super`) gets a count.
        if warnings.count > maximumWarningLines {
            let more = warnings.count - maximumWarningLines
            report.append(
                Wording(en: "warning: … and \(more) more, not shown", ru: "предупреждение: … и ещё \(more), не показаны").text(in: language))
        }
        let reported = Set(warnings)
        // Started now, so that the files are read while the person types `launch` and it runs.
        var afterLaunchReading: BackgroundWork<ReadAfterLaunch>?
        if let afterLaunch {
            afterLaunchReading = BackgroundWork {
                readAfterLaunch(afterLaunch, id: launchName, instead: app, reported: reported, language: language)
            }
        }
        var unreadCode: UnreadCode?
        if !unreadSwift.isEmpty || afterLaunchReading != nil {
            let laterReading = afterLaunchReading
            unreadCode = UnreadCode(typeNames: Set(unreadSwift.typeNames)) { named in
                readEveryFile(
                    of: project, id: launchName, instead: app, unread: unreadSwift, named: named,
                    reported: reported.union(laterReading?.wait().warned ?? []), language: language)
            }
            if let laterReading { unreadCode?.readAfterLaunch = { laterReading.wait().reading } }
        }
        return .success(
            OpenedProject(app: app, usesAppDelegateLifecycle: isAppDelegate, report: report, unreadCode: unreadCode))
    }

    /// The app with the files `open` put off until the launch (`ProjectApp.reachableDefinition`'s
    /// `afterLaunch`), and the warnings they add to those `open` gave, as said and as found.
    /// Should the files no longer make an app, `app` stays, and the note says why.
    private static func readAfterLaunch(
        _ project: Project, id: String, instead app: AppDefinition, reported: Set<String>, language: Language
    ) -> ReadAfterLaunch {
        do {
            let (everything, found) = try ProjectApp.definition(of: project, id: id, readSwift: SwiftReadingLibrary.read)
            let warnings = found.map { $0.text(in: language) }.filter { !reported.contains($0) }
            return ReadAfterLaunch(
                reading: UnreadCode.Reading(app: everything, note: "", warnings: warnings.map(VisibleText.escaping)),
                warned: Set(warnings))
        } catch {
            let note = OpenDiagnostic.filesReadAfterLaunchRefused(reason: error.text(in: language))
            return ReadAfterLaunch(
                reading: UnreadCode.Reading(app: app, note: VisibleText.escaping(note.text(in: language)), warnings: []),
                warned: [])
        }
    }

    /// What reading the files put off until the launch gave: the reading the session takes, and
    /// the warnings it says as found, so that a later reading of every file does not say them again.
    struct ReadAfterLaunch: Sendable {
        var reading: UnreadCode.Reading
        var warned: Set<String>
    }

    /// The app with every Swift file of `project` read, for the first command that names a type
    /// of the files `open` left unread; the warnings `open` did not give already. Should the whole
    /// project no longer make an app (it made one without those files), `app` stays, and the note says why.
    private static func readEveryFile(
        of project: Project, id: String, instead app: AppDefinition, unread: UnreadSwiftFiles, named: String,
        reported: Set<String>, language: Language
    ) -> UnreadCode.Reading {
        do {
            let (everything, found) = try ProjectApp.definition(of: project, id: id, readSwift: SwiftReadingLibrary.read)
            let warnings = found.map { $0.text(in: language) }.filter { !reported.contains($0) }
            return UnreadCode.Reading(
                app: everything,
                note: VisibleText.escaping(
                    OpenDiagnostic.unreadFilesRead(count: unread.paths.count, named: named).text(in: language)),
                warnings: warnings.map(VisibleText.escaping))
        } catch {
            return UnreadCode.Reading(
                app: app,
                note: VisibleText.escaping(
                    OpenDiagnostic.unreadFilesRefused(named: named, reason: error.text(in: language)).text(in: language)),
                warnings: [])
        }
    }
}
