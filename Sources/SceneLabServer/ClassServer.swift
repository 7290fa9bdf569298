import FlyingFox
import FlyingSocks
import Foundation
import Glibc
import SceneLabSession

/// The class's HTTP server: the projector's page and the students' pages, and the small JSON
/// API behind them (`/api/…`). FlyingFox serves each connection in a task of its own, so a
/// slow client holds only its own; the teacher's REPL runs on the main thread and is never
/// awaited.
public struct ClassServer: Sendable {
    public let room: ClassRoom
    /// Where answers are recorded as they arrive, when the teacher named a results file.
    public let journal: ResultsJournal?

    /// The largest request body read.
    public static let maximumBodyBytes = 16 * 1024
    /// How long a projector's request waits for the next snapshot before answering "nothing new".
    public static let projectorWaitSeconds = 20

    public init(room: ClassRoom, journal: ResultsJournal? = nil) {
        self.room = room
        self.journal = journal
    }

    /// The server on `host:port`, its routes appended.
    public func makeServer(host: String, port: UInt16) async throws -> HTTPServer {
        let address: any SocketAddress =
            host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        let server = HTTPServer(address: address, timeout: 30, logger: .disabled)
        let room = self.room
        await server.appendRoute("GET /") { _ in Self.page(ClassPages.projector(room.language)) }
        await server.appendRoute("GET /join") { _ in Self.page(ClassPages.student(room.language)) }
        await server.appendRoute("GET /scenelab.css") { _ in Self.text(ClassPages.style, type: "text/css; charset=utf-8") }
        await server.appendRoute("GET /scenelab.js") { _ in
            Self.text(ClassPages.script, type: "text/javascript; charset=utf-8")
        }
        await server.appendRoute("GET /api/projector") { request in
            let after = request.query["after"].flatMap { Int($0) } ?? 0
            // Asked again each tenth of a second, up to the wait: bounded, and nothing to wake.
            for _ in 0..<(Self.projectorWaitSeconds * 10) {
                if let update = room.projector(after: after) {
                    let quiz = try update.quiz.map { String(decoding: try Self.encoded($0), as: UTF8.self) } ?? "null"
                    let head =
                        "{\"version\":\(update.version),\"students\":\(update.students),\"joinCode\":\"\(room.joinCode)\","
                        + "\"quiz\":\(quiz),\"snapshot\":"
                    return Self.json(Array(head.utf8) + update.json + Array("}".utf8))
                }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return Self.json(Array("{\"version\":\(after)}".utf8))
        }
        await server.appendRoute("POST /api/join") { request in
            let fields: [String: String]
            switch await Self.fields(of: request) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success(let read): fields = read
            }
            switch room.join(
                name: fields["name"] ?? "", code: fields["code"] ?? "", from: Self.address(of: request),
                now: Self.now())
            {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success(let token):
                let name = room.student(token)?.name ?? ""
                return Self.json(try Self.encoded(["token": token, "name": name]))
            }
        }
        await server.appendRoute("POST /api/command") { request in
            let fields: [String: String]
            switch await Self.fields(of: request) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success(let read): fields = read
            }
            guard let student = room.student(fields["token"] ?? "") else {
                return Self.refusal(.unknownStudent, in: room)
            }
            switch student.run(fields["line"] ?? "", now: Self.now()) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success(let lines): return Self.json(try Self.encoded(["lines": lines]))
            }
        }
        await server.appendRoute("GET /api/quiz") { request in
            let token = request.query["token"] ?? ""
            let after = request.query["after"].flatMap { Int($0) } ?? 0
            for _ in 0..<(Self.projectorWaitSeconds * 10) {
                switch room.question(for: token, after: after) {
                case .unknownStudent: return Self.refusal(.unknownStudent, in: room)
                case .asked(let version, let question):
                    struct Reply: Encodable {
                        let version: Int
                        let question: StudentQuestion?
                    }
                    return Self.json(try Self.encoded(Reply(version: version, question: question)))
                case .unchanged: try await Task.sleep(nanoseconds: 100_000_000)
                }
            }
            return Self.json(Array("{\"version\":\(after)}".utf8))
        }
        let journal = self.journal
        await server.appendRoute("POST /api/answer") { request in
            let fields: [String: String]
            switch await Self.fields(of: request) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success(let read): fields = read
            }
            // The order as the page sends it: the shown list's numbers, "2 1 3".
            let numbers = (fields["order"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," })
            let order = numbers.compactMap { Int($0) }
            guard order.count == numbers.count, order.count <= 200, let step = Int(fields["step"] ?? "") else {
                return Self.refusal(.badRequest(maximumBytes: Self.maximumBodyBytes), in: room)
            }
            switch room.answer(order, step: step, token: fields["token"] ?? "", record: { journal?.append($0) }) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success(let feedback): return Self.json(try Self.encoded(feedback))
            }
        }
        // The teacher's results page: the class table as `scenelab results` draws it, redrawn every
        // five seconds as answers arrive.
        await server.appendRoute("GET /results") { request in
            switch room.isTeacher(request.query["token"] ?? "", from: Self.address(of: request), now: Self.now()) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success:
                let lines = room.resultLines().enumerated().map { (source: "class:\($0.offset + 1)", text: $0.element) }
                var response = Self.page(ClassResults(lines: lines).html(in: room.language))
                response.headers[HTTPHeader("Refresh")] = "5"
                return response
            }
        }
        await server.appendRoute("POST /api/complete") { request in
            let fields: [String: String]
            switch await Self.fields(of: request) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success(let read): fields = read
            }
            guard let student = room.student(fields["token"] ?? "") else { return Self.refusal(.unknownStudent, in: room) }
            struct Reply: Encodable {
                let line: String
                let candidates: [String]
            }
            let (line, candidates) = student.complete(fields["line"] ?? "")
            return Self.json(try Self.encoded(Reply(line: line, candidates: candidates)))
        }
        await server.appendRoute("GET /api/class") { request in
            switch room.isTeacher(request.query["token"] ?? "", from: Self.address(of: request), now: Self.now()) {
            case .failure(let refusal): return Self.refusal(refusal, in: room)
            case .success: return Self.json(try Self.encoded(["students": room.studentNames]))
            }
        }
        return server
    }

    /// What went wrong in the words of the system's error, for the teacher's terminal.
    public static func describe(_ error: any Error) -> String {
        if let socket = error as? SocketError, case .failed(_, let errno, let message) = socket {
            return "\(message) (errno \(errno))"
        }
        return String(describing: error)
    }

    // MARK: Requests

    /// The request's JSON object of strings, read only up to `maximumBodyBytes`.
    static func fields(of request: HTTPRequest) async -> Result<[String: String], ClassRefusal> {
        let refusal = ClassRefusal.badRequest(maximumBytes: maximumBodyBytes)
        var body = Data()
        do {
            if let count = request.bodySequence.count, count > maximumBodyBytes { return .failure(refusal) }
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > maximumBodyBytes { return .failure(refusal) }
            }
        } catch {
            return .failure(refusal)
        }
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return .failure(refusal)
        }
        var fields: [String: String] = [:]
        for (key, value) in object {
            guard let text = value as? String else { return .failure(refusal) }
            fields[key] = text
        }
        return .success(fields)
    }

    /// Who sent the request, for counting wrong codes: the connection's own address, never a
    /// header the sender writes.
    static func address(of request: HTTPRequest) -> String {
        switch request.remoteAddress {
        case .ip4(let ip, _), .ip6(let ip, _): return ip
        case .unix(let path): return path
        case nil: return "?"
        }
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    // MARK: Responses

    static func encoded(_ value: some Encodable) throws -> [UInt8] {
        Array(try JSONEncoder().encode(value))
    }

    static func json(_ bytes: [UInt8], status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"], body: Data(bytes))
    }

    static func refusal(_ refusal: ClassRefusal, in room: ClassRoom) -> HTTPResponse {
        let body = (try? encoded(["error": refusal.text(in: room.language)])) ?? Array("{}".utf8)
        return json(body, status: HTTPStatusCode(refusal.status, phrase: "Refused"))
    }

    static func page(_ html: String) -> HTTPResponse {
        text(html, type: "text/html; charset=utf-8")
    }

    static func text(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-store",
                HTTPHeader("Content-Security-Policy"): "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
                HTTPHeader("X-Content-Type-Options"): "nosniff",
            ], body: Data(text.utf8))
    }
}
