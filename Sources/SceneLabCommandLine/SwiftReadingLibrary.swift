import SwiftSourceModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift reader, loaded on the first `open`: `libSceneLabSwiftReading.so`, the
/// `SceneLabSwiftReading` product, holds `SwiftSourceReader` and swift-syntax's libraries.
///
/// Linked into the program, those libraries were mapped and relocated at every start, a
/// third of the start-up of a session that opens nothing; loaded here, only `open` pays.
/// The library is looked for beside the program, then in the build folders of the
/// repository the program was built from, so a copy of the binary on the same machine
/// still finds it. Without it a project still opens, its storyboards play, and one
/// warning says why no Swift was read and how to build the library.
enum SwiftReadingLibrary {
    /// The library's file name, as SwiftPM writes it.
    static let fileName = "libSceneLabSwiftReading.so"

    /// `scenelab_read_swift_sources`, as C declares it.
    typealias ReadFunction = @convention(c) (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>
    ) -> Int32
    /// `scenelab_free_bytes`.
    typealias FreeFunction = @convention(c) (UnsafeMutablePointer<UInt8>?) -> Void

    /// The library's two functions, once loaded.
    struct Loaded: @unchecked Sendable {
        // Plain C function pointers into a library that stays loaded: safe from any thread.
        let read: ReadFunction
        let free: FreeFunction
    }

    /// Loaded on first use, once; the failure is kept, so it is said once per `open`.
    private static let loaded = load(from: candidates())

    /// Where the library is looked for: beside the program, then the repository's build folders;
    /// before them the one built with swift-syntax's package, while it is the newest build.
    static func candidates() -> [String] {
        let usual = LibraryPlaces.candidates(fileName)
        let packageBuilt = LibraryPlaces.repository + "/" + packageBuiltPath
        let compared = usual + (LibraryPlaces.program.map { [$0] } ?? [])
        return LibraryPlaces.isNewest(packageBuilt, comparedWith: compared) ? [packageBuilt] + usual : usual
    }

    /// Where `scripts/build-package-reader` builds the library, in the repository.
    ///
    /// The toolchain's swift-syntax is compiled for library evolution, so its parser copies and
    /// compares its own values through value witnesses and metadata look-ups; the package's,
    /// compiled with the reader, is specialised and parses about four times faster
    /// (BENCHMARKS.md, "The reader built with swift-syntax's package"). It takes a build of
    /// several minutes, so it is built on request, in a folder of its own.
    static let packageBuiltPath = ".build/package-reader/release/" + fileName

    /// The library's two functions from the first of `paths` that has them.
    static func load(from paths: [String]) -> Result<Loaded, LibraryMissing> {
        LibraryPlaces.load(fileName, symbols: ["scenelab_read_swift_sources", "scenelab_free_bytes"], from: paths).map {
            Loaded(read: unsafeBitCast($0[0], to: ReadFunction.self), free: unsafeBitCast($0[1], to: FreeFunction.self))
        }
    }

    /// Starts loading the library on a thread of its own, so that mapping and relocating it
    /// overlaps reading the project's storyboards; `read` waits for it if it is not done.
    static func startLoading() {
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { _ in
            _ = SwiftReadingLibrary.loaded
            return nil
        }, nil)
        if started == 0 { pthread_detach(thread) }
    }

    /// The library's file, as `load` will find it: the first candidate there is.
    static let path: String? = candidates().first { access($0, F_OK) == 0 }

    /// What the library reads in `files`, or what it read in the same files before
    /// (`SwiftReadingCache`); when it cannot be used, no classes and one warning saying why.
    static func read(_ files: [SwiftFile]) -> SwiftSources {
        guard !files.isEmpty else { return SwiftSources() }
        let batch = SwiftFileBatch.encode(files)
        let cache = SwiftReadingCache.standard(libraryPath: path)
        let key = cache?.key(of: batch)
        if let cache, let key, let answer = cache.answer(for: key),
            let sources = try? SwiftSources(bytes: answer)
        {
            // The library may still be loading on the thread `startLoading` began: waiting for it
            // here keeps the process from exiting while `dlopen` is mapping it, which crashed a
            // short session at exit about once in ten thousand runs (C's exit handlers ran under it).
            _ = loaded
            return sources
        }
        switch loaded {
        case .failure(let problem): return notRead(problem.reason)
        case .success(let library):
            let (sources, answer) = read(batch, with: library)
            if let cache, let key, let answer { cache.store(answer, for: key) }
            return sources
        }
    }

    /// What the library answers for `batch`, and its bytes when they decoded.
    private static func read(_ batch: [UInt8], with library: Loaded) -> (SwiftSources, [UInt8]?) {
        var output: UnsafeMutablePointer<UInt8>? = nil
        var count = 0
        let status = batch.withUnsafeBufferPointer { library.read($0.baseAddress, $0.count, &output, &count) }
        defer { library.free(output) }
        guard status == 0, let output, count >= 0 else { return (notRead("the reading library refused its input"), nil) }
        let answer = UnsafeBufferPointer(start: output, count: count)
        do {
            return (try SwiftSources(bytes: answer), Array(answer))
        } catch {
            return (notRead("its answer cannot be read: \(error)"), nil)
        }
    }

    /// Sources with nothing but the warning that the Swift files were not read.
    static func notRead(_ reason: String) -> SwiftSources {
        SwiftSources(warnings: [
            SourceWarning(path: "", line: 0, column: 0, problem: .readerUnavailable(reason: reason))
        ])
    }
}
