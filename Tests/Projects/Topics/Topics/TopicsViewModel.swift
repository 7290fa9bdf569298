import Foundation

/// The lessons a course lists, in its order.
enum Topic {
    case navigation
    case presentation
    case settings
}

/// What the list shows: filled when the list is about to appear.
final class TopicsViewModel {
    var topics = [Topic]()

    func load() {
        topics = [.navigation, .presentation, .settings]
        print("TopicsViewModel: loaded \(topics.count) topics")
    }
}
