/// The form a Russian noun takes after a number: 1 очко, 3 очка, 5 очков,
/// 11–14 like 5, 21 like 1.
enum RussianPlural {
    static func form(_ count: Int, one: String, few: String, many: String) -> String {
        let (lastTwo, last) = (abs(count) % 100, abs(count) % 10)
        if (11...14).contains(lastTwo) { return many }
        switch last {
        case 1: return one
        case 2...4: return few
        default: return many
        }
    }
}
