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
        var problems: [String] = []
        for path in LibraryPlaces.candidates(fileName) where access(path, F_OK) == 0 {
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                problems.append(dlerror().map { String(cString: $0) } ?? path)
                continue
            }
            guard let start = dlsym(handle, "scenelab_serve_start"), let publish = dlsym(handle, "scenelab_serve_publish"),
                let free = dlsym(handle, "scenelab_serve_free"), let ask = dlsym(handle, "scenelab_serve_ask")
            else {
                problems.append("\(path) lacks the serving functions")
                continue
            }
            let startFunction = unsafeBitCast(start, to: StartFunction.self)
            let freeFunction = unsafeBitCast(free, to: FreeFunction.self)
            let configuration = Array("\(host)\n\(port)\n\(language)\n\(results ?? "")".utf8)
            var output: UnsafeMutablePointer<UInt8>? = nil
            var count = 0
            let status = configuration.withUnsafeBufferPointer { startFunction($0.baseAddress, $0.count, &output, &count) }
            let answer = output.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
            freeFunction(output)
            guard status == 0 else { return .failure(.notStarted(answer)) }
            let parts = answer.split(separator: "\n").map(String.init)
            guard parts.count == 3, let bound = UInt16(parts[0]) else { return .failure(.notStarted(answer)) }
            return .success(
                Served(
                    port: bound, joinCode: parts[1], teacherToken: parts[2],
                    publish: unsafeBitCast(publish, to: PublishFunction.self),
                    askFunction: unsafeBitCast(ask, to: PublishFunction.self)))
        }
        let tried = problems.isEmpty ? "no \(fileName) beside the program or in its build folder" : problems.joined(separator: "; ")
        return .failure(.libraryMissing(tried))
    }

    /// Why the class is not served.
    enum ServeFailure: Error, Equatable {
        case libraryMissing(String)
        case notStarted(String)
    }
}
