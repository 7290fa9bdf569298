import CommandGrammar
import Dispatch
import Foundation
import SceneLabSession
import SceneLabServer
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

// The library the program loads when it first serves a class (`ServingLibrary`), so that
// Foundation and the HTTP server are mapped only then. Its functions speak C: bytes in,
// bytes out, no Swift type crossing between the images.

/// How starting the server went.
private enum Started: Sendable {
    case listening(UInt16)
    case failed(String)
}

/// What the starting thread waits on: the outcome, and a signal when there is one.
private final class StartState: Sendable {
    let outcome = Mutex<Started?>(nil)
    let started = DispatchSemaphore(value: 0)
}

/// The class being served, for `scenelab_serve_publish`.
private let served = Mutex<ClassRoom?>(nil)

/// Starts serving: `input` is `HOST\nPORT\nLANGUAGE\nRESULTS` (RESULTS, the results file to
/// append answers to, may be empty). Hands back, in `*output` (freed with
/// `scenelab_serve_free`), `PORT\nCODE\nTOKEN` and returns 0 once the server listens, or an
/// error's text and 1.
@_cdecl("scenelab_serve_start")
public func serveStart(
    _ input: UnsafePointer<UInt8>?, _ count: Int, _ output: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
    _ outputCount: UnsafeMutablePointer<Int>
) -> Int32 {
    func answer(_ text: String, _ status: Int32) -> Int32 {
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        buffer.initialize(from: bytes, count: bytes.count)
        output.pointee = buffer
        outputCount.pointee = bytes.count
        return status
    }
    let text = input.map { String(decoding: UnsafeBufferPointer(start: $0, count: max(count, 0)), as: UTF8.self) } ?? ""
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4, let port = UInt16(parts[1]) else { return answer("bad configuration", 1) }
    let language: Language = parts[2] == "ru" ? .ru : .en
    let room = ClassRoom(language: language)
    var journal: ResultsJournal?
    if !parts[3].isEmpty {
        switch ResultsJournal.open(parts[3]) {
        case .success(let opened): journal = opened
        case .failure(let error): return answer("the results file \(error.path): \(error.reason)", 1)
        }
    }
    let recorder = journal
    let start = StartState()
    let host = parts[0]
    Task.detached {
        do {
            let server = try await ClassServer(room: room, journal: recorder).makeServer(host: host, port: port)
            let running = Task {
                do {
                    try await server.run()
                } catch {
                    // Binding failed (a port in use, an address not this machine's), or the server stopped.
                    start.outcome.withLock { if $0 == nil { $0 = .failed("cannot listen on \(host):\(port): \(ClassServer.describe(error))") } }
                    start.started.signal()
                }
            }
            // Asked every 20 ms for 10 s: listening, or the run above has failed.
            for _ in 0..<500 {
                if let address = await server.listeningAddress {
                    var bound = port
                    if case .ip4(_, let actual) = address { bound = actual }
                    if case .ip6(_, let actual) = address { bound = actual }
                    start.outcome.withLock { if $0 == nil { $0 = .listening(bound) } }
                    start.started.signal()
                    break
                }
                if start.outcome.withLock({ $0 != nil }) { break }
                try await Task.sleep(nanoseconds: 20_000_000)
            }
            _ = await running.result
        } catch {
            start.outcome.withLock { if $0 == nil { $0 = .failed(String(describing: error)) } }
            start.started.signal()
        }
    }
    _ = start.started.wait(timeout: .now() + 15)
    switch start.outcome.withLock({ $0 }) {
    case .listening(let bound)?:
        served.withLock { $0 = room }
        return answer("\(bound)\n\(room.joinCode)\n\(room.teacherToken)", 0)
    case .failed(let reason)?: return answer(reason, 1)
    case nil: return answer("the server did not start listening within 15 s", 1)
    }
}

/// Hands the projector the teacher's session as it stands: `input` is the snapshot's JSON.
@_cdecl("scenelab_serve_publish")
public func servePublish(_ input: UnsafePointer<UInt8>?, _ count: Int) {
    guard let input, count >= 0 else { return }
    let json = Array(UnsafeBufferPointer(start: input, count: count))
    served.withLock { $0 }?.publish(json)
}

/// Asks the class a quiz step: `input` is `ClassQuizStep`'s JSON (`ServingLibrary.Served.ask`).
@_cdecl("scenelab_serve_ask")
public func serveAsk(_ input: UnsafePointer<UInt8>?, _ count: Int) {
    guard let input, count >= 0, let room = served.withLock({ $0 }) else { return }
    let bytes = Data(UnsafeBufferPointer(start: input, count: count))
    guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
        let lesson = object["lesson"] as? String, let number = object["number"] as? Int,
        let title = object["title"] as? String, let step = object["step"] as? Int,
        let lessonSteps = object["lessonSteps"] as? Int, let command = object["command"] as? String,
        let calls = object["calls"] as? [String], let note = object["note"] as? String,
        let seed = (object["seed"] as? String).flatMap(UInt64.init)
    else { return }
    let language: Language = object["language"] as? String == "ru" ? .ru : .en
    room.ask(
        ClassQuizStep(
            lesson: lesson, number: number, title: title, language: language, step: step, lessonSteps: lessonSteps,
            command: command, calls: calls, note: note, seed: seed))
}

/// Frees what `scenelab_serve_start` handed back.
@_cdecl("scenelab_serve_free")
public func serveFree(_ bytes: UnsafeMutablePointer<UInt8>?) {
    bytes?.deallocate()
}
