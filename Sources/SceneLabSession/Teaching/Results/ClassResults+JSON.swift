import PropertyLists

extension ClassResults {
    /// The summary as one JSON object: `attempts` (ranked, each with its steps), `steps` (hardest first),
    /// `wrongOrders` (most common first) and `skipped`.
    public var json: String {
        let value = JSONValue.object([
            (
                "attempts",
                .array(
                    ranked.map { attempt in
                        .object([
                            ("student", .string(attempt.student)), ("lesson", .string(attempt.lesson)),
                            ("title", .string(attempt.title)), ("language", .string(attempt.language)),
                            ("time", .string(attempt.time)), ("points", .number(Double(attempt.points))),
                            ("total", .number(Double(attempt.total))), ("finished", .bool(attempt.finished)),
                            ("stoppedAt", attempt.stoppedAt.map { .number(Double($0)) } ?? .null),
                            ("lessonSteps", attempt.lessonSteps.map { .number(Double($0)) } ?? .null),
                            ("retake", .bool(attempt.isRetake)), ("rank", .number(Double(attempt.rank))),
                            ("answered", .number(Double(attempt.answered))),
                            ("steps", .array(attempt.answers.map(Self.json))),
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
                            ("right", .array($0.right.map(JSONValue.string))), ("count", .number(Double($0.count))),
                            ("students", .array($0.students.map(JSONValue.string))),
                        ])
                    })
            ),
            ("skipped", .array(skipped.map(JSONValue.string))),
        ])
        return String(decoding: value.serialized, as: UTF8.self) + "\n"
    }

    /// One student's step: what was given and expected, and its points.
    static func json(_ answer: StepAnswer) -> JSONValue {
        .object([
            ("step", .number(Double(answer.step))), ("command", .string(answer.command)),
            ("given", .array(answer.given.map(JSONValue.string))),
            ("expected", .array(answer.expected.map(JSONValue.string))),
            ("points", .number(Double(answer.points))), ("total", .number(Double(answer.total))),
        ])
    }
}
