// Placeholder entry point; scripts/bench drives the real measurements.
@main
enum Bench {
    static func main() {}
}
