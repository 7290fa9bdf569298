import PropertyLists

extension ClassResults {
    /// The summary as one JSON object: `attempts`, `steps` (hardest first),
    /// `wrongOrders` (most common first) and `skipped`.
    public var json: String {
        let value = JSONValue.object([
            (
                "attempts",
                .array(
                    attempts.map {
                        .object([
                            ("student", .string($0.student)), ("lesson", .string($0.lesson)),
                            ("title", .string($0.title)), ("language", .string($0.language)),
                            ("time", .string($0.time)), ("points", .number(Double($0.points))),
                            ("total", .number(Double($0.total))), ("finished", .bool($0.finished)),
                        ])
                    })
            ),
            (
                "steps",
                .array(
                    steps.map {
                        .object([
                            ("lesson", .string($0.lesson)), ("step", .number(Double($0.step))),
                            ("command", .string($0.command)), ("answers", .number(Double($0.answers))),
                            ("exact", .number(Double($0.exact))), ("mean", .number(($0.mean * 1000).rounded() / 1000)),
                        ])
                    })
            ),
            (
                "wrongOrders",
                .array(
                    wrongOrders.map {
                        .object([
                            ("lesson", .string($0.lesson)), ("step", .number(Double($0.step))),
                            ("command", .string($0.command)), ("order", .array($0.order.map(JSONValue.string))),
                            ("count", .number(Double($0.count))),
                        ])
                    })
            ),
            ("skipped", .array(skipped.map(JSONValue.string))),
        ])
        return String(decoding: value.serialized, as: UTF8.self) + "\n"
    }
}
