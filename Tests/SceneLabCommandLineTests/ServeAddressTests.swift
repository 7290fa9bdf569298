import Testing

@testable import SceneLabCommandLine

/// Where `--serve` and `serve --listen` listen, and what `serve`'s arguments become.
struct ServeAddressTests {
    @Test func aPortAloneIsTheLoopbackAddress() {
        #expect(ServeAddress("8080") == ServeAddress("127.0.0.1:8080"))
        #expect(ServeAddress(":0")?.host == "127.0.0.1")
        #expect(ServeAddress("localhost:9000")?.host == "127.0.0.1")
    }

    @Test func aHostOrIPv6AddressIsKeptAndWrittenAsAURLWrites() {
        let room = ServeAddress("0.0.0.0:8080")
        #expect(room?.isEverywhere == true)
        #expect(room?.urlHost == "127.0.0.1")
        let six = ServeAddress("[::1]:8080")
        #expect(six?.host == "::1" && six?.port == 8080)
        #expect(six?.urlHost == "[::1]")
    }

    @Test func anythingElseIsNoAddress() {
        for text in ["", "x", "8080x", "70000", "[::1", "[::1]8080", "a b:80", "host.example:80", "-1"] {
            #expect(ServeAddress(text) == nil, "\(text)")
        }
    }

    @Test func serveTakesListenOrTheDefault() {
        #expect(Main.serveArguments([]) == ["--serve", "127.0.0.1:8080"])
        #expect(Main.serveArguments(["--listen", ":0", "--lang", "ru"]) == ["--serve", ":0", "--lang", "ru"])
        #expect(Main.serveArguments(["--listen=9000", "x.scn"]) == ["--serve", "9000", "x.scn"])
        #expect(Main.serveArguments(["--", "--listen"]) == ["--serve", "127.0.0.1:8080", "--", "--listen"])
    }
}
