/// Where `--serve` listens: `8080` and `:8080` are the loopback address, `HOST:PORT` and
/// `[IPv6]:PORT` the host given (`0.0.0.0:8080`, the room's network). Port 0 lets the system
/// choose, and the printed address says which it chose.
struct ServeAddress: Equatable {
    let host: String
    let port: UInt16

    init?(_ text: String) {
        var host = "127.0.0.1"
        var portText = text
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            portText = String(rest.dropFirst())
        } else if let colon = text.lastIndex(of: ":") {
            let named = String(text[..<colon])
            if !named.isEmpty { host = named }
            portText = String(text[text.index(after: colon)...])
        }
        guard !host.isEmpty, host.count <= 64,
            host.allSatisfy({ $0.isHexDigit || $0 == "." || $0 == ":" }) || host == "localhost",
            let port = UInt16(portText)
        else { return nil }
        self.host = host == "localhost" ? "127.0.0.1" : host
        self.port = port
    }

    /// Whether it listens on every address of the machine.
    var isEverywhere: Bool { host == "0.0.0.0" || host == "::" }

    /// The host as a URL writes it: an IPv6 address in brackets, and the loopback address for
    /// "every address" (the printed URL is for the teacher's own browser).
    var urlHost: String {
        if isEverywhere { return "127.0.0.1" }
        return host.contains(":") ? "[" + host + "]" : host
    }
}
