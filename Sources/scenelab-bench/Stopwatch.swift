#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing on the monotonic clock, in milliseconds.
enum Stopwatch {
    /// Now, in milliseconds since an arbitrary point.
    static func now() -> Double {
        var value = timespec()
        clock_gettime(CLOCK_MONOTONIC, &value)
        return Double(value.tv_sec) * 1000 + Double(value.tv_nsec) / 1_000_000
    }

    /// Runs `body` `warmup` times unmeasured, then `runs` times, and returns each run's milliseconds.
    static func measure(runs: Int, warmup: Int = 1, _ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmup { try body() }
        var times: [Double] = []
        times.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = now()
            try body()
            times.append(now() - start)
        }
        return times
    }
}
