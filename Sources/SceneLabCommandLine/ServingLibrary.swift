#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The class's server, loaded when the session first serves: `libSceneLabServing.so`, the
/// `SceneLabServing` product, holds `SceneLabServer`, FlyingFox and Foundation, which a
/// session that serves nothing never maps (start-up stays that of a program without them).
enum ServingLibrary {
    /// The library's file name, as SwiftPM writes it.
    static let fileName = "libSceneLabServing.so"

    typealias StartFunction = @convention(c) (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>
    ) -> Int32
    typealias PublishFunction = @convention(c) (UnsafePointer<UInt8>?, Int) -> Void
    typealias FreeFunction = @convention(c) (UnsafeMutablePointer<UInt8>?) -> Void

    /// A class being served: where, and what students and the teacher need to reach it.
    struct Served {
        let port: UInt16
        let joinCode: String
        let teacherToken: String
        fileprivate let publish: PublishFunction
        fileprivate let askFunction: PublishFunction

        /// Hands the projector the teacher's session as it stands (`ClassFeed`'s JSON).
        func publish(_ json: [UInt8]) {
            json.withUnsafeBufferPointer { publish($0.baseAddress, $0.count) }
        }

        /// Asks the class a quiz step (`ClassFeed.json(of:)`).
        func ask(_ json: [UInt8]) {
            json.withUnsafeBufferPointer { askFunction($0.baseAddress, $0.count) }
        }
    }

    /// Loads the library and starts serving on `host:port`, the pages in `language`; the
    /// failure says why, for the person to fix (a port in use, a missing library).
    static func start(host: String, port: UInt16, language: String, results: String?) -> Result<Served, ServeFailure> {
        let found: [UnsafeMutableRawPointer]
        switch LibraryPlaces.load(
            fileName, symbols: ["scenelab_serve_start", "scenelab_serve_publish", "scenelab_serve_ask", "scenelab_serve_free"])
        {
        case .failure(let missing): return .failure(.libraryMissing(missing.reason))
        case .success(let symbols): found = symbols
        }
        let start = unsafeBitCast(found[0], to: StartFunction.self)
        let free = unsafeBitCast(found[3], to: FreeFunction.self)
        let configuration = Array("\(host)\n\(port)\n\(language)\n\(results ?? "")".utf8)
        var output: UnsafeMutablePointer<UInt8>? = nil
        var count = 0
        let status = configuration.withUnsafeBufferPointer { start($0.baseAddress, $0.count, &output, &count) }
        let answer = output.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
        free(output)
        guard status == 0 else { return .failure(.notStarted(answer)) }
        let parts = answer.split(separator: "\n").map(String.init)
        guard parts.count == 3, let bound = UInt16(parts[0]) else { return .failure(.notStarted(answer)) }
        return .success(
            Served(
                port: bound, joinCode: parts[1], teacherToken: parts[2],
                publish: unsafeBitCast(found[1], to: PublishFunction.self),
                askFunction: unsafeBitCast(found[2], to: PublishFunction.self)))
    }

    /// Why the class is not served.
    enum ServeFailure: Error, Equatable {
        case libraryMissing(String)
        case notStarted(String)
    }
}
