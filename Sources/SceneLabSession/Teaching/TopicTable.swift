import CommandGrammar
import SceneLabCore

extension Explanations {
    /// One table of `explain` topics with its Russian, keyed alike: a table
    /// written in English beside a parallel Russian one (`topics` and
    /// `topicsRussian`), or one whose lines carry their own Russian
    /// (`Wording`s: the specs', the apps', the containers').
    struct TopicTable: Sendable {
        /// Each topic's lines in English.
        let english: [String: [String]]
        /// Each topic's lines in Russian.
        let russian: [String: [String]]

        /// A table in English and its Russian; the Russian of a topic need not
        /// break into as many lines as the English does.
        init(_ english: [String: [String]], russian: [String: [String]]) {
            self.english = english
            self.russian = russian
        }

        /// A table whose lines carry their Russian beside the English. A
        /// Russian text may break into lines of its own with "\n", for an
        /// English line written as a whole paragraph (the page view
        /// controller's topics): the Russian is held to shorter lines.
        init(_ wordings: [String: [Wording]]) {
            english = wordings.mapValues { $0.map(\.en) }
            russian = wordings.mapValues { $0.flatMap { Self.lines(of: $0.ru) } }
        }

        /// A text's lines, as its "\n"s break it.
        private static func lines(of text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        /// What `explain` prints for `key` in `language`; nil when the table has no such topic.
        func lines(for key: String, in language: Language) -> [String]? {
            guard let english = english[key] else { return nil }
            switch language {
            case .en: return english
            case .ru: return russian[key] ?? english
            }
        }
    }
}
