extension ClassResults {
    /// The band a score falls in, which gives its colour: on the page and, at a terminal, in the text.
    public enum Band: CaseIterable, Sendable {
        /// 80% and over.
        case high
        /// 50–79%.
        case middle
        /// Under 50%.
        case low
        /// A quiz stopped before the end: its share is of the steps answered only, so it has no band.
        case unfinished

        /// The band of a finished quiz's share, or `unfinished`.
        public init(share: Double, finished: Bool = true) {
            self = !finished ? .unfinished : share < 0.5 ? .low : share < 0.8 ? .middle : .high
        }

        init(_ attempt: Attempt) { self.init(share: attempt.share, finished: attempt.finished) }

        /// The page's class for its bars (the high band's bar is the plain one).
        var htmlClass: String {
            switch self {
            case .high: return ""
            case .middle: return " mid"
            case .low: return " low"
            case .unfinished: return " unfinished"
            }
        }

        /// The SGR colour a terminal paints it with: green, yellow, red, grey.
        var terminalColour: String {
            switch self {
            case .high: return "32"
            case .middle: return "33"
            case .low: return "31"
            case .unfinished: return "90"
            }
        }
    }
}
