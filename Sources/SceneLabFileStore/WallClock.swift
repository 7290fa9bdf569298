import SceneLabStore
import PropertyLists

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real clock, read only at the edges (the core has the device's own):
/// for the names of files moved aside, the mark of a running app and the
/// time of a quiz's results line.
public enum WallClock {
    /// Now, in seconds since 1970-01-01 UTC.
    public static func secondsSince1970() -> Double {
        var value = timespec()
        clock_gettime(CLOCK_REALTIME, &value)
        return Double(value.tv_sec) + Double(value.tv_nsec) / 1e9
    }

    /// Now, as `2026-11-26T12:00:03Z`.
    public static func iso8601Now() -> String {
        CalendarDate(PropertyListDate(unixTime: secondsSince1970().rounded(.down))).iso8601
    }
}
