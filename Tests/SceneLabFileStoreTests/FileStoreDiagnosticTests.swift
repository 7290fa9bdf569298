import CommandGrammar
import Testing

@testable import SceneLabFileStore

/// What the file store says, in both languages.
@Suite struct FileStoreDiagnosticTests {
    @Test func anImportTooLargeIsSaidInRussianWhole() {
        let measured = FileStoreDiagnostic.importTooLarge(limitMiB: 16, bytes: 20_000_000)
        #expect(measured.english == "a property list may be at most 16 MiB; this is 20000000 bytes")
        #expect(measured.russian == "property list может быть не больше 16 МиБ; этот — 20000000 байт")
        // Only known to be larger: the size is not said, in either language.
        let unmeasured = FileStoreDiagnostic.importTooLarge(limitMiB: 16, bytes: nil)
        #expect(unmeasured.english.hasSuffix("this is more than that"))
        #expect(unmeasured.russian.hasSuffix("этот — больше"))
    }

    @Test func aLocksWaitIsCountedInEachLanguagesUnit() {
        let held = FileStoreDiagnostic.lockHeld(seconds: 3)
        #expect(held.english.hasPrefix("another process has held it for 3 s "))
        #expect(held.russian.hasPrefix("другой процесс держит его уже 3 с "))
        let waiting = FileStoreDiagnostic.waitingForLock(path: "/d/a.plist.lock", givingUpAfterSeconds: 0.5)
        #expect(waiting.english.hasSuffix("(giving up after 0.5 s)"))
        #expect(waiting.russian.hasSuffix("(ожидание прекратится через 0.5 с)"))
    }
}
