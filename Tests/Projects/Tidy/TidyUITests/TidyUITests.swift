import XCTest

final class TidyUITests: XCTestCase {
    func testLaunch() {
        let app = XCUIApplication()
        app.launch()
        print("UI test: launched")
    }
}
