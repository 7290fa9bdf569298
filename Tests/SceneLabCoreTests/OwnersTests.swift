import Testing

@testable import SceneLabCore

/// `Owners` keeps its first owner inline and the others in a list: it is
/// still a set in the order the references were made.
@Suite struct OwnersTests {
    let window = Owner.window(scene: 1)
    let hold = Owner.hold("mine")
    let other = Owner.hold("other")

    @Test func ownersAreASetInTheOrderMade() {
        var owners: Owners = []
        #expect(owners.isEmpty && owners.count == 0)
        owners.insert(window)
        owners.insert(hold)
        owners.insert(window)
        owners.insert(other)
        #expect(Array(owners) == [window, hold, other])
        #expect(owners.count == 3)
    }

    @Test func removingTheFirstKeepsTheOthersInOrder() {
        var owners: Owners = [window, hold, other]
        owners.remove(window)
        #expect(Array(owners) == [hold, other])
        owners.remove(other)
        #expect(Array(owners) == [hold])
        owners.remove(hold)
        #expect(owners.isEmpty)
        owners.remove(hold)
        #expect(owners.isEmpty)
    }

    @Test func equalWhenTheSameOwnersInAnyOrder() {
        #expect(Owners(arrayLiteral: window, hold) == Owners(arrayLiteral: hold, window))
        #expect(Owners(arrayLiteral: window, hold) != Owners(arrayLiteral: window))
        #expect(Owners(arrayLiteral: window, hold) != Owners(arrayLiteral: window, other))
    }
}
