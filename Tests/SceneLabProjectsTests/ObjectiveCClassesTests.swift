import Testing
import XcodeProject
@testable import SceneLabProjects

/// Objective-C classes, read for what UIKit and a storyboard look them up by.
@Suite struct ObjectiveCClassesTests {
    @Test func selectorsAreReadFromDeclarations() {
        #expect(ObjectiveCClasses.selector(of: "- (IBAction)rate:(id)sender {") == "rate:")
        #expect(ObjectiveCClasses.selector(of: "- (void)viewDidLoad") == "viewDidLoad")
        #expect(ObjectiveCClasses.selector(of: "-(IBAction) unwindToRoot:(UIStoryboardSegue *)segue") == "unwindToRoot:")
        #expect(ObjectiveCClasses.selector(of: "- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {")
            == "tableView:didSelectRowAtIndexPath:")
        #expect(ObjectiveCClasses.selector(of: "- notAMethod") == nil)
    }

    @Test func anImplementationsMethodsAndTheirLogsAreFoundByTheirSelectors() throws {
        let main = Inline.storyboard(initial: "first", Inline.scene(id: "first", className: "First", title: "First"))
        let project = try ProjectReader.read(
            [
                Inline.file("App/Base.lproj/Main.storyboard", main),
                Inline.file("App/First.h", "@interface First : UIViewController\n@end\n"),
                Inline.file(
                    "App/First.m",
                    """
                    #import "First.h"
                    @implementation First
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        NSLog(@"First loaded");
                        NSLog(@"%@ has a format", self);
                    }
                    - (IBAction)unwindToFirst:(UIStoryboardSegue *)segue { }
                    @end
                    """),
            ], folderName: "App")
        #expect(project.objectiveCFiles.map(\.path) == ["App/First.h", "App/First.m"])
        var player = try Player(project)
        let printed = player.events("launch").printed
        #expect(printed == ["First loaded"])
    }
}
