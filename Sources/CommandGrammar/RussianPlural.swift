/// The form a Russian noun takes after a number: 1 очко, 3 очка, 5 очков,
/// 11–14 like 5, 21 like 1. The apps', the engine's and the session's
/// Russian sentences that count take their noun from here.
public enum RussianPlural {
    /// `one`, `few` or `many`, as `count` asks.
    public static func form<Form>(_ count: Int, one: Form, few: Form, many: Form) -> Form {
        let (lastTwo, last) = (abs(count) % 100, abs(count) % 10)
        if (11...14).contains(lastTwo) { return many }
        switch last {
        case 1: return one
        case 2...4: return few
        default: return many
        }
    }
}
