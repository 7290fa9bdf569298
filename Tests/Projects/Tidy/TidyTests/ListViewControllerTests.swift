import XCTest
@testable import Tidy

/// Records what the list did, without calling UIKit.
final class ListViewControllerSpy: ListViewController {
    var appeared = false

    override func viewWillAppear(_ animated: Bool) {
        appeared = true
        print("[Spy] viewWillAppear(_:)")
    }
}

final class ListViewControllerTests: XCTestCase {
    func testTheListAppears() {
        let spy = ListViewControllerSpy()
        spy.viewWillAppear(false)
        XCTAssertTrue(spy.appeared)
    }
}
