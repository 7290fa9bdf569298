#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal scenelab runs in.
enum Terminal {
    static var inputIsTerminal: Bool { isatty(0) == 1 }
    static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// The width of the terminal on standard output, in columns; 80 when it cannot be told.
    static var columns: Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The height of the terminal on standard output, in lines; 24 when it cannot be told.
    static var rows: Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The name of the user scenelab runs as: `$USER`, else `$LOGNAME`, else the account's
    /// name in the user database (a shell started by `su`, `cron` or a container may set neither).
    static var userName: String? {
        for variable in ["USER", "LOGNAME"] {
            if let name = environment(variable), !name.isEmpty { return name }
        }
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
        let account = String(cString: name)
        return account.isEmpty ? nil : account
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set and not
    /// empty, when `TERM` is `dumb`, or when the user said `--no-color`.
    static func wantsColor(disabledByFlag: Bool) -> Bool {
        if disabledByFlag || !outputIsTerminal { return false }
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
        return environment("TERM") != "dumb"
    }
}
