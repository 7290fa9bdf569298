// Written by scripts/embed-files from lessons/ and examples/: edit those and run it again.
// BuiltInFilesTests fails while this differs from them.

extension BuiltInFiles {
    /// Every file of lessons/ and examples/, by its path in the repository.
    static let contents: [BuiltInFile] = [
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab.xcodeproj/project.pbxproj",
            text: #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 56;
	objects = {

/* Begin PBXBuildFile section */
		3383CED22447DBD03FECAFA7 /* SummaryViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1888B39FB25380D0870B5F6F /* SummaryViewController.swift */; };
		50B402D428E37469800F9958 /* EditorViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 62A4D8B7262C68B5FA840606 /* EditorViewController.swift */; };
		529A0646FAE455D66BC099B6 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 7CD0C15A4768C31E68F15BD4 /* Main.storyboard */; };
		575B1781B627FDD50D2E1CB2 /* AboutViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 5264437A66410E458B8AF87D /* AboutViewController.swift */; };
		82CDC3D30D556F99B5CEF746 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = E0579E9D5D04CF85F74B0C3D /* AppDelegate.swift */; };
		9C819C7E201705EF82233888 /* LoggingViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 6C74A132B22105EC6CC1EE40 /* LoggingViewController.swift */; };
		9F574FCB8303A1C3ACF7A79F /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = FAFF2289E7051B7B6951583C /* SceneDelegate.swift */; };
		C0C7264BBA7CF642E4113E7C /* SettingsViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 37065FBD14031FD57CFC77F7 /* SettingsViewController.swift */; };
		CB580FFF988E3E9F17DAA4C9 /* LaunchScreen.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 73CE4F888B3555A3215D535F /* LaunchScreen.storyboard */; };
		F4E1C530985D0D27C689B6EA /* DetailViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0541577C41545137E69BA8B7 /* DetailViewController.swift */; };
		FED4C46BC6DC37C4BD32FE96 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = B555A698EC8750278F5B1B5B /* HomeViewController.swift */; };
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		0541577C41545137E69BA8B7 /* DetailViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DetailViewController.swift; sourceTree = "<group>"; };
		1888B39FB25380D0870B5F6F /* SummaryViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SummaryViewController.swift; sourceTree = "<group>"; };
		1C4AEA0FA3F8B89A7C0D6AE0 /* LifecycleLab.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = LifecycleLab.app; sourceTree = BUILT_PRODUCTS_DIR; };
		37065FBD14031FD57CFC77F7 /* SettingsViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SettingsViewController.swift; sourceTree = "<group>"; };
		5264437A66410E458B8AF87D /* AboutViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AboutViewController.swift; sourceTree = "<group>"; };
		62A4D8B7262C68B5FA840606 /* EditorViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = EditorViewController.swift; sourceTree = "<group>"; };
		6C74A132B22105EC6CC1EE40 /* LoggingViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LoggingViewController.swift; sourceTree = "<group>"; };
		B555A698EC8750278F5B1B5B /* HomeViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeViewController.swift; sourceTree = "<group>"; };
		CB4750D06B39E459F195B6FE /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		DBAD4250B75FD95E33F189D5 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
		E0579E9D5D04CF85F74B0C3D /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
		F3C7C86C831EAAB81FA51934 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/LaunchScreen.storyboard; sourceTree = "<group>"; };
		FAFF2289E7051B7B6951583C /* SceneDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SceneDelegate.swift; sourceTree = "<group>"; };
/* End PBXFileReference section */

/* Begin PBXFrameworksBuildPhase section */
		34F70F3E652C273FE78981AA /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		0CB9A334496DD17FCFA9A303 /* Products */ = {
			isa = PBXGroup;
			children = (
				1C4AEA0FA3F8B89A7C0D6AE0 /* LifecycleLab.app */,
			);
			name = Products;
			sourceTree = "<group>";
		};
		6139096F747319BF0D90BBA7 /* LifecycleLab */ = {
			isa = PBXGroup;
			children = (
				E0579E9D5D04CF85F74B0C3D /* AppDelegate.swift */,
				FAFF2289E7051B7B6951583C /* SceneDelegate.swift */,
				6C74A132B22105EC6CC1EE40 /* LoggingViewController.swift */,
				B555A698EC8750278F5B1B5B /* HomeViewController.swift */,
				0541577C41545137E69BA8B7 /* DetailViewController.swift */,
				1888B39FB25380D0870B5F6F /* SummaryViewController.swift */,
				62A4D8B7262C68B5FA840606 /* EditorViewController.swift */,
				37065FBD14031FD57CFC77F7 /* SettingsViewController.swift */,
				5264437A66410E458B8AF87D /* AboutViewController.swift */,
				7CD0C15A4768C31E68F15BD4 /* Main.storyboard */,
				73CE4F888B3555A3215D535F /* LaunchScreen.storyboard */,
				DBAD4250B75FD95E33F189D5 /* Info.plist */,
			);
			path = LifecycleLab;
			sourceTree = "<group>";
		};
		D280384EC74B54A98E3577A0 = {
			isa = PBXGroup;
			children = (
				6139096F747319BF0D90BBA7 /* LifecycleLab */,
				0CB9A334496DD17FCFA9A303 /* Products */,
			);
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		2327F48EB84F54B6BA15C57B /* LifecycleLab */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 3B4F1C423319E47C108DC9DB /* Build configuration list for PBXNativeTarget "LifecycleLab" */;
			buildPhases = (
				7B6360EBCCB06ECD709E4BD1 /* Sources */,
				34F70F3E652C273FE78981AA /* Frameworks */,
				5EE598296F36730E48FCA5AE /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = LifecycleLab;
			productName = LifecycleLab;
			productReference = 1C4AEA0FA3F8B89A7C0D6AE0 /* LifecycleLab.app */;
			productType = "com.apple.product-type.application";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		5A21DD0EBD03DDBDF10D9D8B /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1500;
				LastUpgradeCheck = 1500;
				TargetAttributes = {
					2327F48EB84F54B6BA15C57B = {
						CreatedOnToolsVersion = 15.0;
					};
				};
			};
			buildConfigurationList = D0AB05480ED0E624AE33D0E9 /* Build configuration list for PBXProject "LifecycleLab" */;
			compatibilityVersion = "Xcode 14.0";
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = D280384EC74B54A98E3577A0;
			productRefGroup = 0CB9A334496DD17FCFA9A303 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				2327F48EB84F54B6BA15C57B /* LifecycleLab */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		5EE598296F36730E48FCA5AE /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				529A0646FAE455D66BC099B6 /* Main.storyboard in Resources */,
				CB580FFF988E3E9F17DAA4C9 /* LaunchScreen.storyboard in Resources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		7B6360EBCCB06ECD709E4BD1 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				82CDC3D30D556F99B5CEF746 /* AppDelegate.swift in Sources */,
				9F574FCB8303A1C3ACF7A79F /* SceneDelegate.swift in Sources */,
				9C819C7E201705EF82233888 /* LoggingViewController.swift in Sources */,
				FED4C46BC6DC37C4BD32FE96 /* HomeViewController.swift in Sources */,
				F4E1C530985D0D27C689B6EA /* DetailViewController.swift in Sources */,
				3383CED22447DBD03FECAFA7 /* SummaryViewController.swift in Sources */,
				50B402D428E37469800F9958 /* EditorViewController.swift in Sources */,
				C0C7264BBA7CF642E4113E7C /* SettingsViewController.swift in Sources */,
				575B1781B627FDD50D2E1CB2 /* AboutViewController.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXVariantGroup section */
		73CE4F888B3555A3215D535F /* LaunchScreen.storyboard */ = {
			isa = PBXVariantGroup;
			children = (
				F3C7C86C831EAAB81FA51934 /* Base */,
			);
			name = LaunchScreen.storyboard;
			sourceTree = "<group>";
		};
		7CD0C15A4768C31E68F15BD4 /* Main.storyboard */ = {
			isa = PBXVariantGroup;
			children = (
				CB4750D06B39E459F195B6FE /* Base */,
			);
			name = Main.storyboard;
			sourceTree = "<group>";
		};
/* End PBXVariantGroup section */

/* Begin XCBuildConfiguration section */
		2E66F1E5EB723075C544A6F9 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				CLANG_ENABLE_MODULES = YES;
				COPY_PHASE_STRIP = NO;
				DEBUG_INFORMATION_FORMAT = dwarf;
				ENABLE_STRICT_OBJC_MSGSEND = YES;
				ENABLE_TESTABILITY = YES;
				GCC_C_LANGUAGE_STANDARD = gnu17;
				GCC_OPTIMIZATION_LEVEL = 0;
				ONLY_ACTIVE_ARCH = YES;
				SDKROOT = iphoneos;
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
				SWIFT_OPTIMIZATION_LEVEL = "-Onone";
			};
			name = Debug;
		};
		5D852AFC7A44AD34D699CF27 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				CURRENT_PROJECT_VERSION = 1;
				INFOPLIST_FILE = LifecycleLab/Info.plist;
				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				MARKETING_VERSION = 1.0;
				PRODUCT_BUNDLE_IDENTIFIER = org.scenelab.LifecycleLab;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 5.0;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Debug;
		};
		EC75B0ACD191DF3261B983A1 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				CURRENT_PROJECT_VERSION = 1;
				INFOPLIST_FILE = LifecycleLab/Info.plist;
				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				MARKETING_VERSION = 1.0;
				PRODUCT_BUNDLE_IDENTIFIER = org.scenelab.LifecycleLab;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 5.0;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		FED8063F1B6396D61D00BD1B /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				CLANG_ENABLE_MODULES = YES;
				COPY_PHASE_STRIP = NO;
				DEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";
				ENABLE_STRICT_OBJC_MSGSEND = YES;
				GCC_C_LANGUAGE_STANDARD = gnu17;
				SDKROOT = iphoneos;
				SWIFT_COMPILATION_MODE = wholemodule;
				SWIFT_OPTIMIZATION_LEVEL = "-O";
				VALIDATE_PRODUCT = YES;
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		3B4F1C423319E47C108DC9DB /* Build configuration list for PBXNativeTarget "LifecycleLab" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				5D852AFC7A44AD34D699CF27 /* Debug */,
				EC75B0ACD191DF3261B983A1 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		D0AB05480ED0E624AE33D0E9 /* Build configuration list for PBXProject "LifecycleLab" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				2E66F1E5EB723075C544A6F9 /* Debug */,
				FED8063F1B6396D61D00BD1B /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */

	};
	rootObject = 5A21DD0EBD03DDBDF10D9D8B /* Project object */;
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/AboutViewController.swift",
            text: #"""
//
//  AboutViewController.swift
//  LifecycleLab
//

import UIKit

class AboutViewController: UIViewController {

    let greeting = "About"

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(greeting): \(#function)")
    }

    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/AppDelegate.swift",
            text: #"""
//
//  AppDelegate.swift
//  LifecycleLab
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("AppDelegate: \(#function)")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        print("AppDelegate: \(#function)")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print("AppDelegate: \(#function)")
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/Base.lproj/LaunchScreen.storyboard",
            text: #"""
<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Lc1-Vc-s8A">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="System colors in document resources" minToolsVersion="11.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <!--View Controller-->
        <scene sceneID="Ls0-Sc-n3B">
            <objects>
                <viewController id="Lc1-Vc-s8A" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Lv2-Vw-k5C">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="Lg3-Sa-p7D"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" userLabel="First Responder" id="Lf4-Fr-q1E" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="53" y="375"/>
        </scene>
    </scenes>
    <resources>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/Base.lproj/Main.storyboard",
            text: #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tb5-Kq-2Lm">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="System colors in document resources" minToolsVersion="11.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <!--Tab Bar Controller-->
        <scene sceneID="Qd1-Pz-7Xe">
            <objects>
                <tabBarController id="Tb5-Kq-2Lm" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Wc8-uR-j3N">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </tabBar>
                    <connections>
                        <segue destination="Nv3-Hm-e9K" kind="relationship" relationship="viewControllers" id="Sg1-Ta-bHn"/>
                        <segue destination="St4-Tv-k9A" kind="relationship" relationship="viewControllers" id="Sg2-Ta-bSt"/>
                    </connections>
                </tabBarController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Zr4-hM-0oV" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-1250" y="160"/>
        </scene>
        <!--Screens-->
        <scene sceneID="Sc2-Nv-hm1">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="Nv3-Hm-e9K" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Screens" image="rectangle.stack" catalog="system" id="Ti7-Sc-rn5"/>
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb4-Hm-q8w">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="Hm0-Vc-Lb1" kind="relationship" relationship="rootViewController" id="Rs6-Hm-o2T"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-Nv-h0M" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-380" y="-220"/>
        </scene>
        <!--Home-->
        <scene sceneID="Sc3-Hm-v7c">
            <objects>
                <viewController id="Hm0-Vc-Lb1" customClass="HomeViewController" customModule="LifecycleLab" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vw1-Hm-x4Q">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Welcome" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb9-Wl-c0m">
                                <rect key="frame" x="40" y="180" width="313" height="34"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" id="Tf3-Nm-e2P">
                                <rect key="frame" x="40" y="240" width="313" height="34"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits" autocapitalizationType="words"/>
                            </textField>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Bt5-Dt-l7S">
                                <rect key="frame" x="153" y="300" width="87" height="35"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="plain" title="Details"/>
                                <connections>
                                    <segue destination="Dt2-Vc-w8M" kind="show" identifier="showDetails" id="Sq8-Sh-dT3"/>
                                </connections>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Sa1-Hm-g5d"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="Ni2-Hm-t6Y">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="Bb4-Ad-d1I">
                            <connections>
                                <segue destination="Nv5-Ed-o3R" kind="presentation" identifier="addItem" id="Sq9-Ad-iT4"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr3-Hm-r8J" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="480" y="-220"/>
        </scene>
        <!--Detail-->
        <scene sceneID="Sc6-Dt-a3C">
            <objects>
                <viewController id="Dt2-Vc-w8M" customClass="DetailViewController" customModule="LifecycleLab" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vw3-Dt-s5I">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Detail" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb2-Dt-u9Y">
                                <rect key="frame" x="40" y="140" width="313" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <containerView opaque="NO" contentMode="scaleToFill" id="Cv1-Sm-r4T">
                                <rect key="frame" x="40" y="190" width="313" height="240"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <connections>
                                    <segue destination="Sm3-Vc-q1D" kind="embed" identifier="embedSummary" id="Em1-Sm-y2Q"/>
                                </connections>
                            </containerView>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Bt6-Cl-o8S">
                                <rect key="frame" x="158" y="460" width="77" height="35"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="plain" title="Close"/>
                                <connections>
                                    <segue destination="Ex2-Dt-g6P" kind="unwind" unwindAction="unwindToHome:" id="Uw3-Cl-h1V"/>
                                </connections>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Sa3-Dt-n0B"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <navigationItem key="navigationItem" title="Detail" id="Ni4-Dt-z5E"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-Dt-x3J" userLabel="First Responder" sceneMemberID="firstResponder"/>
                <exit id="Ex2-Dt-g6P" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
            <point key="canvasLocation" x="1340" y="-220"/>
        </scene>
        <!--Summary View Controller-->
        <scene sceneID="Sc7-Sm-f8K">
            <objects>
                <viewController id="Sm3-Vc-q1D" customClass="SummaryViewController" customModule="LifecycleLab" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vw4-Sm-c6N">
                        <rect key="frame" x="0.0" y="0.0" width="313" height="240"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Summary" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb3-Sm-p2R">
                                <rect key="frame" x="20" y="110" width="273" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Sa4-Sm-j7W"/>
                        <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr7-Sm-u4L" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="2180" y="-220"/>
        </scene>
        <!--New Item-->
        <scene sceneID="Sc4-En-v2B">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="Nv5-Ed-o3R" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb6-Ed-w1Z">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="Ed1-Vc-t0R" kind="relationship" relationship="rootViewController" id="Rs7-Ed-k5U"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr4-En-q7A" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="480" y="620"/>
        </scene>
        <!--New Item-->
        <scene sceneID="Sc5-Ed-i9F">
            <objects>
                <viewController id="Ed1-Vc-t0R" customClass="EditorViewController" customModule="LifecycleLab" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vw2-Ed-m3H">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="783"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="Sa2-Ed-y6G"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <navigationItem key="navigationItem" title="New Item" id="Ni3-Ed-k8L">
                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="Bb5-Cn-c2X">
                            <connections>
                                <segue destination="Ex1-Ed-t7O" kind="unwind" identifier="cancelEdit" unwindAction="unwindToHome:" id="Uw1-Cn-l5E"/>
                            </connections>
                        </barButtonItem>
                        <barButtonItem key="rightBarButtonItem" systemItem="save" id="Bb6-Sv-e4W">
                            <connections>
                                <segue destination="Ex1-Ed-t7O" kind="unwind" identifier="saveEdit" unwindAction="unwindToHome:" id="Uw2-Sv-d6K"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr5-Ed-b1N" userLabel="First Responder" sceneMemberID="firstResponder"/>
                <exit id="Ex1-Ed-t7O" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
            <point key="canvasLocation" x="1340" y="620"/>
        </scene>
        <!--Settings-->
        <scene sceneID="Sc8-St-w2D">
            <objects>
                <tableViewController id="St4-Tv-k9A" customClass="SettingsViewController" customModule="LifecycleLab" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Tv1-St-b7G">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                        <sections>
                            <tableViewSection headerTitle="General" id="Ts1-Gn-r3M">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="Lb4-Ab-t1X" style="IBUITableViewCellStyleDefault" id="Tc1-Ab-o5T">
                                        <rect key="frame" x="20" y="55.5" width="353" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Tc1-Ab-o5T" id="Cc1-Ab-e8V">
                                            <rect key="frame" x="0.0" y="0.0" width="322.5" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="About" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb4-Ab-t1X">
                                                    <rect key="frame" x="20" y="0.0" width="294.5" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="Ab5-Vc-m6P" kind="presentation" identifier="showAbout" modalPresentationStyle="formSheet" id="Sq7-Ab-f2H"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Lb5-Rs-e0F" style="IBUITableViewCellStyleDefault" id="Tc2-Rs-s6Z">
                                        <rect key="frame" x="20" y="99.5" width="353" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Tc2-Rs-s6Z" id="Cc2-Rs-q9C">
                                            <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Reset" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb5-Rs-e0F">
                                                    <rect key="frame" x="20" y="0.0" width="313" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <color key="textColor" systemColor="systemRedColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                        <connections>
                            <outlet property="dataSource" destination="St4-Tv-k9A" id="Ol1-St-d3S"/>
                            <outlet property="delegate" destination="St4-Tv-k9A" id="Ol2-St-e5U"/>
                        </connections>
                    </tableView>
                    <tabBarItem key="tabBarItem" title="Settings" image="gearshape" catalog="system" id="Ti8-St-g4J"/>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr8-St-h8O" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-380" y="1080"/>
        </scene>
        <!--About View Controller-->
        <scene sceneID="Sc9-Ab-n1S">
            <objects>
                <viewController id="Ab5-Vc-m6P" customClass="AboutViewController" customModule="LifecycleLab" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vw5-Ab-v3W">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="842"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="LifecycleLab 1.0" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb6-Ab-k7Y">
                                <rect key="frame" x="40" y="120" width="313" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Bt7-Dn-e2A">
                                <rect key="frame" x="161" y="170" width="71" height="35"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="filled" title="Done"/>
                                <connections>
                                    <action selector="done:" destination="Ab5-Vc-m6P" eventType="touchUpInside" id="Ac1-Dn-x5B"/>
                                </connections>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Sa5-Ab-r9D"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr9-Ab-w6G" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="480" y="1080"/>
        </scene>
    </scenes>
    <resources>
        <image name="gearshape" catalog="system" width="128" height="123"/>
        <image name="rectangle.stack" catalog="system" width="128" height="119"/>
        <systemColor name="secondarySystemBackgroundColor">
            <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemGroupedBackgroundColor">
            <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        <systemColor name="systemRedColor">
            <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
    </resources>
</document>

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/DetailViewController.swift",
            text: #"""
//
//  DetailViewController.swift
//  LifecycleLab
//

import UIKit

class DetailViewController: LoggingViewController {

    override var screenName: String { "Detail" }

    // Printed when the navigation controller lets go of this screen after Back or Close.
    deinit {
        print("Detail: deinit")
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/EditorViewController.swift",
            text: #"""
//
//  EditorViewController.swift
//  LifecycleLab
//

import UIKit

class EditorViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Editor: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        // Forgot to call super.viewWillAppear(animated) here.
        print("Editor: \(#function)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Editor: \(#function)")
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/HomeViewController.swift",
            text: #"""
//
//  HomeViewController.swift
//  LifecycleLab
//

import UIKit

class HomeViewController: LoggingViewController {

    override var screenName: String { "Home" }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("Home: prepare \(segue.identifier ?? "")")
    }

    // Detail's Close button and the editor's Cancel and Save buttons all unwind here.
    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        print("Home: back from \(segue.identifier ?? "?")")
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/Info.plist",
            text: #"""
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>$(DEVELOPMENT_LANGUAGE)</string>
	<key>CFBundleExecutable</key>
	<string>$(EXECUTABLE_NAME)</string>
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>CFBundleInfoDictionaryVersion</key>
	<string>6.0</string>
	<key>CFBundleName</key>
	<string>$(PRODUCT_NAME)</string>
	<key>CFBundlePackageType</key>
	<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
	<key>CFBundleShortVersionString</key>
	<string>$(MARKETING_VERSION)</string>
	<key>CFBundleVersion</key>
	<string>$(CURRENT_PROJECT_VERSION)</string>
	<key>LSRequiresIPhoneOS</key>
	<true/>
	<key>UIApplicationSceneManifest</key>
	<dict>
		<key>UIApplicationSupportsMultipleScenes</key>
		<false/>
		<key>UISceneConfigurations</key>
		<dict>
			<key>UIWindowSceneSessionRoleApplication</key>
			<array>
				<dict>
					<key>UISceneConfigurationName</key>
					<string>Default Configuration</string>
					<key>UISceneDelegateClassName</key>
					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
					<key>UISceneStoryboardFile</key>
					<string>Main</string>
				</dict>
			</array>
		</dict>
	</dict>
	<key>UILaunchStoryboardName</key>
	<string>LaunchScreen</string>
	<key>UIMainStoryboardFile</key>
	<string>Main</string>
	<key>UISupportedInterfaceOrientations</key>
	<array>
		<string>UIInterfaceOrientationPortrait</string>
		<string>UIInterfaceOrientationLandscapeLeft</string>
		<string>UIInterfaceOrientationLandscapeRight</string>
	</array>
</dict>
</plist>

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/LoggingViewController.swift",
            text: #"""
//
//  LoggingViewController.swift
//  LifecycleLab
//

import UIKit

/// A view controller that prints each lifecycle call it receives.
/// Subclasses only choose the name that starts each line.
class LoggingViewController: UIViewController {

    var screenName: String { "Screen" }

    func log(_ event: String) {
        print("[\(screenName)] \(event)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log(#function)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log(#function)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log(#function)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log(#function)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log(#function)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log(#function)
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/SceneDelegate.swift",
            text: #"""
//
//  SceneDelegate.swift
//  LifecycleLab
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard named in Info.plist has already made the window and its root view controller.
        print("SceneDelegate: \(#function)")
        guard let _ = (scene as? UIWindowScene) else { return }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("SceneDelegate: \(#function)")
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/SettingsViewController.swift",
            text: #"""
//
//  SettingsViewController.swift
//  LifecycleLab
//

import UIKit

/// The table's rows are static cells drawn in the storyboard, so there is no data source code.
class SettingsViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings: \(#function)")
    }
}

"""#),
        BuiltInFile(
            path: "examples/LifecycleLab/LifecycleLab/SummaryViewController.swift",
            text: #"""
//
//  SummaryViewController.swift
//  LifecycleLab
//

import UIKit

/// Embedded in Detail's container view, so it loads together with Detail.
class SummaryViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)), #function)
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("\(type(of: self)) \(#function)")
    }
}

"""#),
        BuiltInFile(
            path: "lessons/01-launch.t",
            text: #"""
# Lesson 1: Launching an app, two ways of making its window
#
# Notice: the app delegate hears of the launch first; the scene delegate connects the
# scene; only then does the first view controller load its view and appear. With a
# storyboard, the root controller is made (init(coder:), awakeFromNib) before
# scene(_:willConnectTo:options:); with a window made in code, inside it. At launch it
# appears with animated: false. The book (Usov, chapter 5) puts print() in each delegate
# method to watch this order; its text fixes only part of it (didFinishLaunching comes
# first, sceneDidBecomeActive once the interface is up).

# Storyboard launch: three app-delegate calls, then the storyboard builds TaskListController
# before willConnectTo. viewDidAppear waits until after sceneDidBecomeActive (sources: S1,
# S2). [uncertain]: logs differ on where viewDidLoad/viewWillAppear fall around
# willEnterForeground.
#: not quizzed
> launch todo
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Swiping the app away. All three lines are [uncertain]: published logs disagree (sources:
# S1, S16, S17, S18); Usov, ch. 5 expects sceneDidDisconnect here. No deinit: the process
# simply ends.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# The window in code (Usov, ch. 5, listing 5.8): init(coder:) after willConnectTo, and
# viewWillAppear before sceneWillEnterForeground (sources: S2). didDiscardSceneSessions: the
# kill discarded the old session (Apple's documentation of it; sources: A5). Lines marked
# [uncertain]: the sources do not settle their order.
> launch todo --window code
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# The result: one scene, one key window (Usov, ch. 5: only one window is key at a time). The
# root is a UINavigationController around TaskListController#1, as the book's final code
# builds.
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]

"""#),
        BuiltInFile(
            path: "lessons/02-three-routes.t",
            text: #"""
# Lesson 2: Three routes to a second screen (Usov, chapter 3, "Right on target")
#
# Notice, route by route:
# 1. A Show segue with no navigation controller lays About over the game: the game
#    hears nothing (its view stays underneath). The book's Back is a second Show segue,
#    which makes a new game screen on top instead of going back: every round trip piles
#    up two screens.
# 2. present(_:animated:) with a new instance each time, and dismiss: About comes and goes,
#    the screen underneath hears nothing, and each About is a new instance.
# 3. A lazy var keeps one About: the second present shows it again with viewWillAppear and
#    viewDidAppear only, since its view is already loaded.
# Since iOS 13 a presented screen is a page sheet, which is why the game never disappears.

# The game screen ViewController#1, the storyboard's entry point, with no navigation
# controller. Its own calls run loadView, viewDidLoad, viewWillAppear, viewDidAppear: the
# order Usov, ch. 3 prints at launch. Lines marked [uncertain]: the sources do not settle
# their order.
#: not quizzed
> launch target
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)

# Route 1, a Show segue: SecondViewController#1 is made, the game's prepare(for:) runs, then
# the new screen loads and appears. ViewController#1 prints nothing: it stays in the
# hierarchy, covered (Usov, ch. 3).
> tap about
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)

# The book's Back is another Show segue: a NEW ViewController#2 appears on top, and
# SecondViewController#1 gets no disappear call. Usov, ch. 3 warns that such round trips
# waste memory: every screen stays in the hierarchy.
> tap return
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  SecondViewController#1 prepare(for: "toFirstScreen")
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#2 viewWillAppear(animated: true)
  ViewController#2 viewDidAppear(animated: true)

# Route 2, present(_:animated:) of a new instance from the storyboard:
# SecondViewController#2 loads and appears. No prepare(for:) this time, as no segue runs.
# The screens below are silent.
> tap present
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  SecondViewController#2 viewWillAppear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)

# dismiss: only the presented screen gets disappear calls (Usov, ch. 3). Nothing else holds
# SecondViewController#2, so it deinits; the book only mentions ARC and prints no deinit.
> tap return
  SecondViewController#2 viewWillDisappear(animated: true)
  SecondViewController#2 viewDidDisappear(animated: true)
  SecondViewController#2 deinit

# Route 3, a lazy var (Usov, ch. 3, listing 3.16): the first present creates
# SecondViewController#3 and runs its whole set, from init(coder:) to viewDidAppear.
> tap present-cached
  SecondViewController#3 init(coder:)
  SecondViewController#3 awakeFromNib()
  SecondViewController#3 loadView()
  SecondViewController#3 viewDidLoad()
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)

# Dismissed, but no deinit this time: the lazy var still holds SecondViewController#3.
# Compare with the dismiss of route 2.
> tap return
  SecondViewController#3 viewWillDisappear(animated: true)
  SecondViewController#3 viewDidDisappear(animated: true)

# The same instance again: just viewWillAppear and viewDidAppear, no loadView or
# viewDidLoad. Usov, ch. 3: the cached scene is loaded once, then only shown.
> tap present-cached
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)

"""#),
        BuiltInFile(
            path: "lessons/03-push-pop.t",
            text: #"""
# Lesson 3: Push, pop and pop to root in a navigation controller
#
# Notice the interleaving of a push: the new controller loads, then the old one's
# viewWillDisappear comes before the new one's viewWillAppear, and the did-calls follow in
# the same order once the animation ends. A popped controller deinits when nothing holds it.
# The book (Usov, chapter 3) describes this order step by step for its «О программе» push.

# To-Do Manager starts inside a UINavigationController whose root is TaskListController.
# Set-up for the pushes: the root appears with animated: false. Lines marked [uncertain]:
# the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# A is made in code (init(nibName:bundle:)) and loads first; then the list's
# viewWillDisappear, A's viewWillAppear, and the two did-calls in that same order. Usov,
# ch. 3 lists these six steps for a push (sources: B1); programmerteach.com logs the same
# (sources: S27).
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# One level deeper, the same pattern: A disappears, B appears. A is not released: the stack
# still holds it (sources: S4).
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# The stack is now TaskListController, A, B, C. Usov, ch. 3: going forward always loads a
# new scene; going back shows one already loaded.
> push C
  note: C is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  C#1 init(nibName:bundle:)
  C#1 loadView()
  C#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  C#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  C#1 viewDidAppear(animated: true)

# Pop mirrors push: C will-disappear, B will-appear, then the did-calls. B does not reload
# (no viewDidLoad). C's deinit comes last, once the transition is over (sources: S4, S8).
> pop
  C#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  C#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
  C#1 deinit

# A new controller on the stack after the pop: D is made and loads as A, B and C did; C is
# gone for good.
> push D
  note: D is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  D#1 init(nibName:bundle:)
  D#1 loadView()
  D#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  D#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  D#1 viewDidAppear(animated: true)

# Only D and the root get appearance calls; A and B, under D, hear nothing (sources: S28).
# A and B deinit inside the call, before the did-calls, D after them, as a published
# console shows for a pop over one controller; over two, no source orders the three
# deinits: they are [uncertain] and score nothing.
> pop-to-root
  D#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 deinit [uncertain]
  B#1 deinit [uncertain]
  D#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  D#1 deinit [uncertain]

# The stack holds just TaskListController#1 again, appeared, its view still loaded: popping
# back to it never reloaded it.
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]

"""#),
        BuiltInFile(
            path: "lessons/04-modal-styles.t",
            text: #"""
# Lesson 4: Modal presentation, and what iOS 13 changed
#
# Notice: a full-screen presentation makes the presenting controller disappear; the default
# since iOS 13, a page sheet, leaves it on screen, so it gets no viewWillDisappear and no
# viewWillAppear when the sheet goes. On iOS 12 the default was full screen.

# To-Do Manager on iOS 13 or later, with scenes. TaskListController will be the presenter.
# Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Full screen: the list leaves the window, so it gets disappear calls. But M's viewDidAppear
# comes BEFORE the list's viewDidDisappear, the reverse of a push (sources: S9, S10, S7).
> present M --style full-screen
  note: M is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  M#1 init(nibName:bundle:)
  M#1 loadView()
  M#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# Dismissing full screen: M will-disappear, the list will- and did-appear, and only then M's
# viewDidDisappear and its deinit (sources: S9, S10).
> dismiss
  M#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  M#1 viewDidDisappear(animated: true)
  M#1 deinit

# No style given: .automatic means a page sheet on iPhone since iOS 13 (see the note line).
# The list stays in the window underneath and hears nothing (sources: A6, S9, S10, S12).
> present S
  note: S is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  S#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  S#1 loadView()
  S#1 viewDidLoad()
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)

# The sheet goes and the list still hears nothing: no viewWillAppear. Code that refreshes
# the screen below in viewWillAppear stops working (sources: S11, S12).
> dismiss
  S#1 viewWillDisappear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit

# Set-up for the next part: the app must not run while the iOS version changes. (Its
# callbacks are [uncertain]; lesson 6 is about them.)
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# Set-up: the device now runs iOS 12, with the app-delegate lifecycle and no scenes.
#: not quizzed
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes

# iOS 12: no scene delegate. The storyboard makes the controller before willFinishLaunching,
# and the app delegate itself hears applicationDidBecomeActive (sources: A9, S21). Lines
# marked [uncertain]: the sources do not settle their order.
> launch
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]

# The same `present S` on iOS 12: the default style is full screen (see the note line), so
# the list gets its disappear calls (sources: S11).
> present S
  note: S is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  S#1 init(nibName:bundle:)
  note: before iOS 13 the default style is .fullScreen: the presenter leaves the window
  S#1 loadView()
  S#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# And on dismiss the list appears again. This is why tutorials written before iOS 13 could
# refresh the presenter in viewWillAppear (regularberry.github.io 2019: sources: S11).
> dismiss
  S#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/05-background.t",
            text: #"""
# Lesson 5: Background, foreground, the app switcher and an incoming call
#
# Notice: Home takes the scene through inactive to background; coming back goes through
# foreground to active. The switcher and a call only make the scene inactive: the app is
# still on screen. View controllers hear nothing of any of this: their views do not
# disappear.

# To-Do Manager, active. From here on only the scene delegate will speak. Lines marked
# [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Home: sceneWillResignActive, then sceneDidEnterBackground. TaskListController gets no
# viewWillDisappear (sources: S14). Usov, ch. 3's first model hides a minimized scene; real
# UIKit does not, and ch. 5 names only scene calls for it (sources: B1).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Back from Home: sceneWillEnterForeground, then sceneDidBecomeActive (Usov, ch. 5). No
# viewWillAppear: to refresh on return, use these scene calls (sources: S14).
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)

# The app switcher: only sceneWillResignActive. The scene is inactive, still in the
# foreground: inactive is not background (sources: S1).
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)

# Back from the switcher: only sceneDidBecomeActive, as the scene never reached the
# background.
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)

# An incoming call (or Control Center) does the same as the switcher: inactive only.
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)

# The call ends: sceneDidBecomeActive. In a scene app the app delegate hears none of these
# (Apple docs: applicationWillEnterForeground(_:); sources: A9).
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)

"""#),
        BuiltInFile(
            path: "lessons/06-kill.t",
            text: #"""
# Lesson 6: Kill and system kill: what survives
#
# Notice: swiping the app away from the switcher may deliver a few callbacks (the sources
# disagree: every line is marked uncertain); a suspended app killed by the system hears
# nothing at all. Either way no deinit runs, and only what was saved survives: the To-Do
# Manager saves every change to UserDefaults, so the task comes back after relaunch.

# To-Do Manager, running, with an empty list. Lines marked [uncertain]: the sources do not
# settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Add a task. The app saves the whole list at each change (Usov, ch. 15: in the tasks'
# didSet); nothing prints, as the store is not traced here.
#: not quizzed
> task add Milk
  note: added task 1: Milk

# Swiped away while frontmost: every line is [uncertain]. Logs disagree: some show
# sceneDidDisconnect, some applicationWillTerminate (sources: S1, S16, S17, S18). No deinit
# runs.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# Relaunch: didDiscardSceneSessions right after didFinishLaunching. The swipe discarded the
# scene's session, and the app hears of it at its next launch (Apple docs on that method;
# sources: A5); a new session is made, so configurationForConnecting runs. Lines marked
# [uncertain]: the sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Milk survived: it was written when it was added, not at the kill.
> task list
  1. ○ Milk  [normal, planned]

# Home: the scene goes to the background (see lesson 5).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Suspended: the app stays in memory but runs no code, and nothing tells it (iOS Apprentice,
# "Saving & Loading"; sources: B4).
> suspend
  note: the system suspended the app: no callback tells it

# The system ends a suspended app to free memory: no callback at all (Apple docs:
# applicationWillTerminate(_:) is not called for a suspended app; sources: A4).
> system-kill
  note: the system killed the suspended app: no callback ran, and whatever was not saved is gone

# The session was not discarded, so UIKit restores it: no didDiscardSceneSessions and no
# configurationForConnecting this time (see the note line; sources: A5, A12). Lines marked
# [uncertain]: the sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  note: UIKit restores the scene's persisted session: no configurationForConnecting
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Milk is still here. Saving at each change, not at exit, is what the checklist chapter
# recommends: no callback is promised before the end (sources: B4).
> task list
  1. ○ Milk  [normal, planned]

"""#),
        BuiltInFile(
            path: "lessons/07-memory-warning.t",
            text: #"""
# Lesson 7: A memory warning
#
# Notice: the app delegate hears it first, then every live view controller, whether on
# screen or not. Since iOS 6 a controller's view is no longer unloaded: nothing reloads
# after.

# To-Do Manager, running. Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Set-up: push A, so that one controller sits off screen in the stack.
#: not quizzed
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Set-up: push B on top; TaskListController and A are now both off screen.
#: not quizzed
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# The app delegate first, then didReceiveMemoryWarning on every live controller, including
# the two off screen (sources: A11, S19). Their order is [uncertain]. CS193p lecture: drop
# big things you can rebuild; often there is little to free (sources: B2).
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  A#1 didReceiveMemoryWarning() [uncertain]
  B#1 didReceiveMemoryWarning() [uncertain]

# A comes back without loadView or viewDidLoad: since iOS 6 a warning no longer unloads
# views, and viewDidUnload is gone (sources: A11). B deinits as after any pop.
> pop
  B#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)
  B#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/08-held-controller.t",
            text: #"""
# Lesson 8: deinit, and a controller something else still holds
#
# Notice: a popped controller deinits at once when the stack held it alone. Held by a strong
# reference elsewhere (a stored property, a closure), it leaves the screen but stays alive:
# its deinit comes only when the last reference goes. `objects` shows who holds what.

# To-Do Manager, running. Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Set-up: push A; for now only the navigation controller's stack holds it.
#: not quizzed
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# A second strong reference to A, as a stored property would be: the CS193p ThemeChooser
# kept its last Game this way (lastSeguedToConcentrationViewController, as its code shows,
# and the lecture's log of a second segue: sources: D7).
> hold keep
  note: keep holds A#1 strongly: popped or dismissed, it stays alive (no deinit) until `release keep`

# A leaves with the usual pop calls, but no deinit follows. viewWillDisappear does not mean
# the controller is being destroyed (sources: S4, B1).
> pop
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# Who holds what: the stack let A go; only `hold keep` keeps A#1 alive now.
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  A#1                       held by hold keep

# The last strong reference goes, and deinit runs at once. A closure that captured self
# strongly would never let go: a retain cycle, and no deinit ever (sources: B1).
> release keep
  A#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/09-swipe-back.t",
            text: #"""
# Lesson 9: Swipe back, then change your mind
#
# Notice: the interactive pop starts both will-calls when the finger goes down. When it
# lifts too early, UIKit undoes them: the top controller hears viewWillAppear and
# viewDidAppear again and the one below viewWillDisappear and viewDidDisappear. Code that
# starts work in viewWillAppear must expect it to run without the screen ever changing.

# To-Do Manager, running. Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Set-up: push A, so there is something to swipe back from.
#: not quizzed
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# The finger goes down at the left edge: both will-calls start at once, A will-disappear and
# the list will-appear, and no did-call yet (sources: S7, S8).
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)

# The finger lifts too early and UIKit undoes it: the list gets will/did-disappear without
# ever having got viewDidAppear; A appears again. All [uncertain]: the only full log of a
# cancelled swipe is from iOS 7 (sources: S7, S8).
> cancel
  TaskListController#1 viewWillDisappear(animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true) [uncertain]
  A#1 viewWillAppear(animated: true) [uncertain]
  A#1 viewDidAppear(animated: true) [uncertain]

# A second swipe: the same two will-calls as the first.
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)

# This time the pop completes: the did-calls come when the finger lifts, then A's deinit. A
# will-call is not always followed by its did-call (sources: S7, S8).
> finish
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  A#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/10-rotation.t",
            text: #"""
# Lesson 10: Rotation
#
# Notice: turning the device changes sizes and traits; no view disappears or appears, so
# none of the appearance callbacks run. viewWillTransition(to:with:) and the layout calls
# do.

# Set-up: print trait and size callbacks too. Nothing runs yet, so nothing prints.
#: not quizzed
> trace traits on

# Set-up: print the layout callbacks as well.
#: not quizzed
> trace layout on

# With layout traced, launch shows two layout passes each for the navigation controller and
# the list, the parent's first. CS193p lecture: layout calls can repeat with unchanged
# bounds, so keep them cheap (sources: B2, D4). Lines marked [uncertain]: the sources do not
# settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# First willTransition(to:) with the new traits, then viewWillTransition(to:) with the size,
# then traitCollectionDidChange and layout, each parent before child; no appear or disappear
# (sources: A7). Layout is [uncertain].
> rotate landscape
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  UINavigationController#1 viewWillTransition(to: (852.0, 393.0))
  TaskListController#1 viewWillTransition(to: (852.0, 393.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]

# Back to portrait: the vertical size class is regular again and the same sequence runs. The
# CS193p lecture says most controllers never need to override viewWillTransition(to:with:).
# Lines marked [uncertain]: the sources do not settle their order.
> rotate portrait
  note: the iPhone turns to portrait: (393.0, 852.0), width compact, height regular (a size class changed)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  UINavigationController#1 viewWillTransition(to: (393.0, 852.0))
  TaskListController#1 viewWillTransition(to: (393.0, 852.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]

"""#),
        BuiltInFile(
            path: "lessons/11-tab-switch.t",
            text: #"""
# Lesson 11: Switching tabs
#
# Notice: both tabs' controllers are made by the storyboard with the tab bar, but a tab's
# view loads only the first time it is chosen. A switch is not ordered like a push: the new
# tab's viewWillAppear comes first, then the old tab's viewWillDisappear and
# viewDidDisappear, then the new tab's viewDidAppear. Coming back to a visited tab does not
# load it again, and no tab deinits: the tab bar keeps them all.

# The storyboard makes both tab controllers (init(coder:), awakeFromNib), but only the
# selected one, FirstViewController, loads its view and appears (sources: S13). Lines marked
# [uncertain]: the sources do not settle their order.
#: not quizzed
> launch tabs
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  FirstViewController#1 init(coder:)
  FirstViewController#1 awakeFromNib()
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  FirstViewController#1 loadView() [uncertain]
  FirstViewController#1 viewDidLoad() [uncertain]
  FirstViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  FirstViewController#1 viewDidAppear(animated: false)

# First visit to tab 2: SecondViewController loads, and ITS viewWillAppear comes before
# FirstViewController's viewWillDisappear, the reverse of a push (sources: S13, S3, S7).
# Everything is animated: false: a tab switch does not slide.
> tab 2
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)

# Back to tab 1: no loadView or viewDidLoad (each view loads once), and again the new tab's
# will-appear comes first. Nothing deinits: the tab bar controller keeps both tabs.
> tab 1
  FirstViewController#1 viewWillAppear(animated: false)
  SecondViewController#1 viewWillDisappear(animated: false)
  SecondViewController#1 viewDidDisappear(animated: false)
  FirstViewController#1 viewDidAppear(animated: false)

# Tab 2 is already loaded too, so only the four appearance calls run. The CS193p lecture
# names a tab switch as one reason a controller gets viewWillDisappear.
> tab 2
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)

"""#),
        BuiltInFile(
            path: "lessons/12-ipad.t",
            text: #"""
# Lesson 12: iPad: a split view, and a second window
#
# Notice: on iPad in landscape a split view shows both columns; in portrait the primary
# column hides and slides in on demand. A second scene (another window of the same app)
# has its own scene delegate and its own controllers; the app delegate is shared.

# Set-up: an iPad, in portrait.
#: not quizzed
> device ipad
  iPad, portrait (width regular, height regular)

# Set-up: turn it to landscape before the app starts (no app runs to hear it).
#: not quizzed
> rotate landscape
  note: the iPad turns to landscape; no app runs to hear it

# Both columns load before either appears, the secondary first; the secondary will-appears
# first but the primary did-appears first, as in the CS193p iPad log D1 (sources: D1). The
# loads and will-appears are [uncertain].
#: not quizzed
> launch split
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  PrimaryViewController#1 init(coder:)
  SecondaryViewController#1 init(coder:)
  SecondaryViewController#1 awakeFromNib()
  PrimaryViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SecondaryViewController#1 loadView() [uncertain]
  SecondaryViewController#1 viewDidLoad() [uncertain]
  PrimaryViewController#1 loadView() [uncertain]
  PrimaryViewController#1 viewDidLoad() [uncertain]
  SecondaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  PrimaryViewController#1 viewDidAppear(animated: false)
  SecondaryViewController#1 viewDidAppear(animated: false)

# Portrait: the primary column hides, so it gets will/did-disappear, [uncertain]. The size
# classes stay regular (see the note line), as in the lecture's log D2.
> rotate portrait
  note: the iPad turns to portrait: (834.0, 1194.0), width regular, height regular (the size classes stay)
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# The primary slides in and appears again, with no reload. The CS193p lecture uses this as
# its example of a controller appearing and disappearing many times (D3). Lines marked
# [uncertain]: the sources do not settle their order.
> show-primary
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]

# Hidden again: will/did-disappear, the primary still loaded and alive. Lines marked
# [uncertain]: the sources do not settle their order.
> hide-primary
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# The kill scenelab plays on iPad: the switcher makes the scene resign active, then
# sceneDidEnterBackground, sceneDidDisconnect, didDiscardSceneSessions and
# applicationWillTerminate, all [uncertain]; another published log (sources: S17). Compare
# the iPhone kill in lesson 6.
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)

# Set-up: To-Do Manager on the iPad, one window. Lines marked [uncertain]: the sources do
# not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# A second window: the app does not launch again; configurationForConnecting runs for the
# new session, and scene 2 gets SceneDelegate#2 and its own TaskListController#2. Usov, ch.
# 5: one UIApplication, one UIWindowScene per window. Lines marked [uncertain]: the sources
# do not settle their order.
> scene new
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#2 init(coder:)
  TaskListController#2 awakeFromNib()
  SceneDelegate#2 scene(_:willConnectTo:options:)
  SceneDelegate#2 sceneWillEnterForeground(_:)
  TaskListController#2 loadView() [uncertain]
  TaskListController#2 viewDidLoad() [uncertain]
  TaskListController#2 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#2 sceneDidBecomeActive(_:)
  TaskListController#2 viewDidAppear(animated: false)
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)

# Both scenes are foregroundActive, each with its own root. Usov, ch. 5 notes that the
# scenes of one app can be in different states at the same time.
> scene list
  scene 1: foregroundActive, SceneDelegate#1, root UINavigationController#1
  scene 2: foregroundActive, SceneDelegate#2, root UINavigationController#2 (focused)

"""#),
        BuiltInFile(
            path: "lessons/13-todo-persistence.t",
            text: #"""
# Lesson 13: The To-Do Manager keeps its tasks across launches (UserDefaults)
#
# Notice: every change is written to the app's domain at once (the book saves in the
# tasks' didSet), so a kill loses nothing. The book's final code loads the tasks in
# scene(_:willConnectTo:options:), before the list exists: the store read comes first.

# Set-up: print each UserDefaults read and write of the app.
#: not quizzed
> trace store on

# array(forKey: "tasks") runs inside scene(_:willConnectTo:options:), before the list loads.
# Usov, ch. 15, listing 15.4 reads the tasks there, so that a list created empty cannot
# overwrite the stored ones. Lines marked [uncertain]: the sources do not settle their
# order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# "+" performs the segue toCreateScreen: the storyboard makes TaskEditController, the list's
# prepare(for:) runs, then an ordinary push (Usov, ch. 14).
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Type a title into the editor's text field; no callback runs.
#: not quizzed
> type title Call mom

# The write comes first: set(_:forKey: "tasks") before any pop call, because Save runs the
# closure doAfterEdit (the list's didSet saves) and only then pops (Usov, ch. 14–15). The
# editor deinits after the pop.
> tap save
  note: added task 1: Call mom
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# The kill (lines [uncertain], see lesson 6): the task is already on disk, so nothing is
# lost.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# Relaunch: the same read in willConnectTo, and didDiscardSceneSessions for the swiped-away
# session. Lines marked [uncertain]: the sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Call mom came back from UserDefaults.
> task list
  1. ○ Call mom  [normal, planned]

# The stored value: an array of dictionaries with the string keys title, type and status,
# the format of the book's TasksStorage (Usov, ch. 15, listing 15.1).
> defaults read com.example.ToDoManager tasks
  (
      {
          status = planned;
          title = "Call mom";
          type = normal;
      }
  )

"""#),
        BuiltInFile(
            path: "lessons/14-checklists-persistence.t",
            text: #"""
# Lesson 14: Checklists saves its items to a file (iOS Apprentice, "Saving & Loading")
#
# Notice: saveChecklistItems() runs after each change (add, edit, toggle, delete) and writes
# the whole list to Documents/Checklists.plist as a binary property list; viewDidLoad loads
# it. The chapter's test: kill, delete the file, relaunch, see an empty list, add an item,
# see the file come back.

# Set-up: print the app's file reads and writes.
#: not quizzed
> trace store on

# loadChecklistItems() runs inside viewDidLoad, where the chapter puts it. No file exists
# yet, so try? Data(contentsOf:) gives nil and the list stays empty (see the note line).
# Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: no Documents/Checklists.plist yet: `try? Data(contentsOf:)` gives nil and items stays empty
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# Adding an item saves the whole array at once: saveChecklistItems(), then an atomic write
# of Documents/Checklists.plist (iOS Apprentice, "Saving & Loading": save after every
# change).
> item add Walk the dog
  note: added item 1: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Toggling the checkmark is a change too, so the whole list is written again.
> tap 1
  note: item 1 checked: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# The kill (lines [uncertain]): nothing needs saving now, everything is already in the file.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# This time Data(contentsOf:) finds the file: no note line, and viewDidLoad decodes the
# items. Lines marked [uncertain]: the sources do not settle their order.
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# The item and its checkmark survived the kill.
> item list
  1. [✓] Walk the dog

# Set-up for the chapter's test: kill the app again. Lines marked [uncertain]: the sources
# do not settle their order.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# The chapter's test: delete the file while the app is not running (the book does it in
# Finder). 80 bytes: a binary property list holding one item.
> rm Documents/Checklists.plist
  removed Documents/Checklists.plist (80 bytes)

# No file again: the load finds nothing and the list starts empty, as the chapter predicts.
# Lines marked [uncertain]: the sources do not settle their order.
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: no Documents/Checklists.plist yet: `try? Data(contentsOf:)` gives nil and items stays empty
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# The first change writes the file again.
> item add Brush my teeth
  note: added item 1: Brush my teeth
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Documents/Checklists.plist is back. Library/Preferences is empty: Checklists keeps nothing
# in UserDefaults, unlike the To-Do Manager.
> files
  the container of Checklists (com.example.Checklists)
  Documents/
    Checklists.plist  82 bytes
  Library/Preferences/
    (empty)

"""#),
        BuiltInFile(
            path: "lessons/15-cs193p.t",
            text: #"""
# Lesson 15: The CS193p lecture's demo, in the lecture's own logger
#
# Notice the lecture's points: every controller is made by the storyboard (init(coder:)),
# a segue makes a new Game each time, and the chooser's strong property
# lastSeguedToConcentrationViewController keeps the last one alive after Back: the old Game
# leaves the heap only at the next segue. The __ prefix grows by one level per burst.

# Set-up: print in the format of the lecture's logging class.
#: not quizzed
> trace style cs193p

# Set-up: an iPhone X, the 375 x 812 points of the lecture's iPhone log.
#: not quizzed
> device iphone-x
  iPhone X, portrait (width compact, height regular)

# The lecture's iPhone log D4: Game(1) gets viewWillAppear, then disappears without ever
# getting viewDidAppear, as the split view collapses onto the chooser. CS193p lecture: a
# will-appear is no promise to appear. Two layout passes, the same bounds.
#: not quizzed
> launch concentration
ThemeChooser(1) init(coder:) - created via InterfaceBuilder 
Game(1) init(coder:) - created via InterfaceBuilder 
Game(1) awakeFromNib()
ThemeChooser(1) awakeFromNib()
Game(1) viewDidLoad()
ThemeChooser(1) viewDidLoad()
Game(1) viewWillAppear(animated = false)
Game(1) viewWillDisappear(animated = false)
Game(1) viewDidDisappear(animated = false)
ThemeChooser(1) viewWillAppear(animated = false)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidAppear(animated = false)

# A segue always makes a new instance: Game(2). Game(1) leaves the heap just after Game(2)'s
# awakeFromNib, as in log D5; why the never-shown Game(1) goes there, the lecture does not
# explain (sources: B2, D5).
> tap sports
__Game(2) init(coder:) - created via InterfaceBuilder 
__Game(2) awakeFromNib()
__Game(1) left the heap
__Game(2) viewDidLoad()
__ThemeChooser(1) viewWillDisappear(animated = true)
__Game(2) viewWillAppear(animated = true)
__Game(2) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
__Game(2) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
__ThemeChooser(1) viewDidDisappear(animated = true)
__Game(2) viewDidAppear(animated = true)

# Back: the usual pop order, but Game(2) does NOT leave the heap; the chooser's
# lastSeguedToConcentrationViewController still holds it (as the course's code shows;
# sources: D7). No layout calls, as in log D6.
> tap back
____Game(2) viewWillDisappear(animated = true)
____ThemeChooser(1) viewWillAppear(animated = true)
____Game(2) viewDidDisappear(animated = true)
____ThemeChooser(1) viewDidAppear(animated = true)

# Only now does Game(2) leave the heap, replaced by Game(3) (log D7). The lecture's
# transcript garbles some of these lines; scenelab prints the corrected log (sources: B2,
# D7).
> tap animals
______Game(3) init(coder:) - created via InterfaceBuilder 
______Game(3) awakeFromNib()
______Game(2) left the heap
______Game(3) viewDidLoad()
______ThemeChooser(1) viewWillDisappear(animated = true)
______Game(3) viewWillAppear(animated = true)
______Game(3) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
______Game(3) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
______ThemeChooser(1) viewDidDisappear(animated = true)
______Game(3) viewDidAppear(animated = true)

"""#),
        BuiltInFile(
            path: "lessons/16-snake-delegate.t",
            text: #"""
# Lesson 16: Delegates and [weak self] (the Snake project of the patterns course)
#
# Notice: the game's end travels GameScene → GameViewController → MainMenuViewController
# through weak delegates, each told before the game is dismissed. The closure version does
# the same with [weak self]: a closure captures strongly unless told otherwise, and a game
# holding its menu strongly would be a retain cycle.

# Set-up: print delegate and closure calls.
#: not quizzed
> trace delegate on

# Snake starts on MainMenuViewController, the entry point the course adds to the storyboard.
# Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch snake
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MainMenuViewController#1 init(coder:)
  MainMenuViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  MainMenuViewController#1 loadView() [uncertain]
  MainMenuViewController#1 viewDidLoad() [uncertain]
  MainMenuViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  MainMenuViewController#1 viewDidAppear(animated: false)

# The segue startGameSegue: prepare(for:) sets destination.delegate = self, a weak var, and
# viewDidLoad makes the GameScene with the game as its delegate (see the note lines). Full
# screen: the menu's viewDidDisappear comes after the game's viewDidAppear.
> tap start
  GameViewController#1 init(coder:)
  GameViewController#1 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:): destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  GameViewController#1 loadView()
  GameViewController#1 viewDidLoad()
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.gameDelegate = self
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)

# An apple: the snake grows by one part. No lifecycle call.
> tap apple
  note: headDidCollideApple: the snake grows to 2 parts; a new apple appears

# The wall: GameScene tells GameViewController, which tells the menu FIRST and then
# dismisses, as the course's code orders it. Result 1 is the body minus the head. Then the
# full-screen dismiss, and the game deinits: GameScene's weak gameDelegate made no cycle.
> tap wall
  note: added record 1: score 1
  GameViewController#1 didEndGame(withResult: 1)
  MainMenuViewController#1 didEndGame(withResult: 1)
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit

# Switch to the course's second version: closures instead of the two delegate protocols.
#: not quizzed
> snake wiring closure
  wiring closure: onGameEnd closures with [weak self], set in viewDidLoad and prepare(for:sender:)

# The same lifecycle, a new GameViewController#2; now prepare(for:) and viewDidLoad store
# onGameEnd closures with [weak self] (note lines). The course warns that a closure captures
# strongly otherwise.
> tap start
  GameViewController#2 init(coder:)
  GameViewController#2 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:): destination.onGameEnd = { [weak self] result in ... }
  GameViewController#2 loadView()
  GameViewController#2 viewDidLoad()
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.onGameEnd = { [weak self] result in ... }
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#2 viewWillAppear(animated: true)
  GameViewController#2 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)

# The closures run where the delegate methods ran, in the same order; result 0 (no apple).
# GameViewController#2 still deinits: [weak self] made no cycle.
> tap wall
  note: added record 2: score 0
  GameViewController#2 GameScene.onGameEnd(result: 0)
  MainMenuViewController#1 onGameEnd(result: 0)
  GameViewController#2 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#2 viewDidDisappear(animated: true)
  GameViewController#2 deinit

# Both results were kept, one per game: the course's Memento part stores the records in
# UserDefaults (sources: B3).
> snake records
  1. 2026-01-01 09:00:04 +0000 — 1
  2. 2026-01-01 09:00:07 +0000 — 0

"""#),
        BuiltInFile(
            path: "lessons/17-book-traps.t",
            text: #"""
# Lesson 17: Traps in the books' code: a held controller, an unowned capture, an edit
#
# Notice: ARC frees a controller when its last strong reference goes, and not before. A
# reference kept elsewhere keeps a popped screen alive (no deinit); an [unowned self]
# capture keeps nothing alive, so a closure that runs after its owner is gone crashes the
# app, and the change it carried is lost. The To-Do Manager's own closures (Usov, chapter
# 14) capture their owner [unowned self]. Last, a bug in the book's edit closure that
# scenelab fixes by default: `explain` tells it here, lesson 18 plays it (`book as-written`).

# Set-up: print the app's UserDefaults reads and writes, to see what is saved.
#: not quizzed
> trace store on

# To-Do Manager, running; its tasks are read in willConnectTo (see lesson 13). Lines marked
# [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# "+": the editor comes from the storyboard, and the list's prepare(for:) gives it the
# closure doAfterEdit, which captures the list [unowned self] (Usov, ch. 14, listing 14.20).
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Type the new task's title.
#: not quizzed
> type title Milk

# A second strong reference to the editor, as a stored property somewhere else would be (see
# lesson 8 for the same with a plain controller).
> hold editor
  note: editor holds TaskEditController#1 strongly: popped or dismissed, it stays alive (no deinit) until `release editor`

# Save runs doAfterEdit (the list is alive, so it works: the write comes first), then pops.
# The editor leaves the screen but does not deinit: something still holds it.
> tap save
  note: added task 1: Milk
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# The stack no longer holds TaskEditController#1; only `hold editor` does. A closure that
# captured the editor strongly would keep it alive the same way (sources: B1).
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  TaskEditController#1      held by hold editor

# The last strong reference goes, and deinit follows at once.
> release editor
  TaskEditController#1 deinit

# A new editor, TaskEditController#2, gets a new doAfterEdit, again [unowned self] on the
# list.
> tap +
  TaskEditController#2 init(coder:)
  TaskEditController#2 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#2 loadView()
  TaskEditController#2 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#2 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#2 viewDidAppear(animated: true)

# Type a title for a task that will never be saved.
#: not quizzed
> type title Lost

# setViewControllers with the editor alone: the stack drops the list, and nothing else holds
# it, so TaskListController#1 deinits. [unowned self] owns nothing and kept it from nothing.
> set-stack TaskEditController
  TaskListController#1 deinit

# Save runs doAfterEdit, whose unowned self is gone: Swift traps and the process ends at
# once. No set(_:forKey:) line: nothing was saved. [weak self] would find nil and do
# nothing.
> tap save
error: Fatal error: Attempted to read an unowned reference but object TaskListController#1 was already deallocated (doAfterEdit captured it [unowned self]); the app crashed
  note: the process ends at once: no callback runs, and whatever was not saved is gone (`explain unowned`)

# Relaunch after the crash. No didDiscardSceneSessions: the app crashed, nobody swiped its
# scene away. The tasks are read again in willConnectTo. Lines marked [uncertain]: the
# sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Only Milk: it was saved at its Save; Lost died with the process.
> task list
  1. ○ Milk  [normal, planned]

# The book's edit closure (Usov, ch. 14, listing 14.21) writes a task back into its old
# section, even when its type changed. This is scenelab's reading of the listing (sources:
# B1), not a bug the book lists; scenelab fixes it, so `explain` tells it.
#: not quizzed
> explain todo-edit-bug
  The book's «Изменить» closure writes the edited task back into the OLD section (tasks[taskType]![row]),
  so a task whose type was changed stays under the old header, saved with its new type (a relaunch of the
  fixed launch regroups it; as printed, the relaunch wipes the list: `explain todo-wipe-bug`). `book
  as-written` plays that (swipe a task, change its type, save); `book fixed` (the default)
  moves it to its new section. The `task edit` shortcut is scenelab's own and always moves it.

"""#),
        BuiltInFile(
            path: "lessons/18-book-as-written.t",
            text: #"""
# Lesson 18: The book's code as written: the To-Do Manager's edit bug, then its fix
#
# Notice: `book as-written` runs the books' listings as printed. The To-Do Manager's
# «Изменить» (Edit) closure writes the edited task back into the section it was swiped in
# (tasks[taskType]![indexPath.row]), so a task whose type changed stays under its old
# header. The store already holds the new type, but as printed every launch also runs
# viewDidLoad's leftover loadTasks() (Listing 13.4), which wipes the list. Then `book fixed`
# (the default) plays the same steps with the fix: the task moves to its new section.

# Set-up: the book's code, on a fresh device; trace off while the list is filled.
#: not quizzed
> book as-written
  apps run the books' code as printed, bugs included (book as-written)

# Trace off while the list is filled.
#: not quizzed
> trace none

# The To-Do Manager starts; the book's load assigns the (empty) list, and didSet saves it.
#: not quizzed
> launch
  note: book as-written: setTasks changed tasks 2 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)

# Milk, a current task.
#: not quizzed
> task add Milk
  note: added task 1: Milk

# Cat, an important task: row 1, under Important.
#: not quizzed
> task add Cat --important
  note: added task 1: Cat

# Trace on again, to see the screens come and go.
#: not quizzed
> trace default

# Swipe Cat (row 1, under Important) and tap Edit: the editor is pushed with Cat's values.
> swipe 1 edit
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Open the type list: it is pushed over the editor.
#: not quizzed
> tap type
  TaskTypeController#1 init(coder:)
  TaskTypeController#1 awakeFromNib()
  TaskEditController#1 prepare(for: "toTaskTypeScreen")
  TaskTypeController#1 loadView()
  TaskTypeController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskTypeController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskTypeController#1 viewDidAppear(animated: true)

# Pick Current (row 2): back to the editor.
#: not quizzed
> tap 2
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  TaskTypeController#1 deinit

# Save: the editor pops, and the book's closure writes Cat back into row 1 of the OLD
# section.
> tap save
  note: task 1 changed: Cat
  note: book as-written: the book's closure wrote Cat back into Important (tasks[taskType]![row]): it stays there though its type is now normal, and is saved so; the store holds its new type (`explain todo-edit-bug`)
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# The screen after the save: Cat under the old header, saved with its new type.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    1. ○ Cat
  Текущие
    2. ○ Milk
  (also: swipe ROW edit|delete, edit-mode on)

# Relaunch: the tasks are read back and grouped by type; now Cat is under Current.
#: not quizzed
> trace none

# Swipe the app away.
#: not quizzed
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)

# Launch again: setTasks reads the list back, then viewDidLoad's leftover loadTasks()
# empties and saves each section before it reads the store (`explain todo-wipe-bug`).
#: not quizzed
> launch
  note: book as-written: setTasks changed tasks 4 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)

# The list now: empty, as the printed code leaves it at every launch.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    —
  Текущие
    —
  (also: edit-mode on)

# The fix: scenelab's code (the default) on a fresh list. The same steps move Cat to its new
# section at once.
#: not quizzed
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)

# Now scenelab's fixed code.
#: not quizzed
> book fixed
  apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed

# A fresh list.
#: not quizzed
> defaults delete com.example.ToDoManager

# Launch again: the list is read back from the store.
#: not quizzed
> launch

# Milk again.
#: not quizzed
> task add Milk
  note: added task 1: Milk

# Cat again, important.
#: not quizzed
> task add Cat --important
  note: added task 1: Cat

# Swipe Cat and tap Edit.
#: not quizzed
> swipe 1 edit

# Open the type list.
#: not quizzed
> tap type

# Pick Current (row 2): back to the editor.
#: not quizzed
> tap 2

# Save: with the fix, Cat moves to Current.
#: not quizzed
> tap save
  note: task 2 changed: Cat

# The list now.
#: not quizzed
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    —
  Current
    1. ○ Milk
    2. ○ Cat
  (also: swipe ROW edit|delete, edit-mode on)

"""#),
        BuiltInFile(
            path: "lessons/19-open-a-project.t",
            text: #"""
# Lesson 19: Your own Xcode project: its storyboard and its print lines, in UIKit's order
#
# Notice: scenelab opens an Xcode project folder (here examples/LifecycleLab, or yours with
# `scenelab open PATH`) and plays its storyboard: a tab bar, a navigation controller, a
# container view, a modal editor and unwind segues. Under each call, `print:` shows what the
# project's own print statements write, as Xcode's console would (`--console xcode` shows
# only those lines). EditorViewController's viewWillAppear(_:) forgets to call super.
#: open ../examples/LifecycleLab

# The app launches: the tab bar, its navigation controller and Home come from
# Main.storyboard; the scene delegate and Home print from their overrides.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  print: AppDelegate: application(_:configurationForConnecting:options:)
  HomeViewController#1 init(coder:)
  HomeViewController#1 awakeFromNib()
  SettingsViewController#1 init(coder:)
  SettingsViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: SceneDelegate: scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: SceneDelegate: sceneWillEnterForeground(_:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  print: [Home] viewDidLoad()
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: SceneDelegate: sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
  print: [Home] viewDidAppear(_:)

# Details is a Show segue: Home prepares it, then Detail's container view embeds Summary
# while Detail's view loads, before Detail's own viewDidLoad.
> tap Details
  HomeViewController#1 shouldPerformSegue(withIdentifier: "showDetails", sender: Details)
  DetailViewController#1 init(coder:)
  DetailViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "showDetails", sender: Details)
  print: Home: prepare showDetails
  DetailViewController#1 loadView()
  SummaryViewController#1 init(coder:) [uncertain]
  SummaryViewController#1 awakeFromNib() [uncertain]
  DetailViewController#1 prepare(for: "embedSummary")
  SummaryViewController#1 loadView() [uncertain]
  SummaryViewController#1 viewDidLoad() [uncertain]
  print: SummaryViewController viewDidLoad()
  print: SummaryViewController didMove(toParent:)
  DetailViewController#1 viewDidLoad()
  print: [Detail] viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  print: [Home] viewWillDisappear(_:)
  DetailViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewWillAppear(_:)
  SummaryViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewIsAppearing(_:)
  HomeViewController#1 viewDidDisappear(animated: true)
  print: [Home] viewDidDisappear(_:)
  DetailViewController#1 viewDidAppear(animated: true)
  print: [Detail] viewDidAppear(_:)
  SummaryViewController#1 viewDidAppear(animated: true)

# Close is an unwind segue to Home's unwindToHome(_:): UIKit walks back to the first
# controller that implements it, calls it, then pops Detail, which deinits. The segue has no
# identifier; what shouldPerformSegue gets then, no source says (uncertain).
> tap Close
  DetailViewController#1 shouldPerformSegue(withIdentifier: "", sender: Close) [uncertain]
  DetailViewController#1 prepare(for: UIStoryboardUnwindSegue, sender: Close)
  HomeViewController#1 unwindToHome(segue: UIStoryboardUnwindSegue)
  print: Home: back from ?
  DetailViewController#1 viewWillDisappear(animated: true)
  print: [Detail] viewWillDisappear(_:)
  SummaryViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  DetailViewController#1 viewDidDisappear(animated: true)
  print: [Detail] viewDidDisappear(_:)
  SummaryViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  print: [Home] viewDidAppear(_:)
  DetailViewController#1 deinit
  print: Detail: deinit
  SummaryViewController#1 deinit

# + presents the editor modally (a page sheet on iPhone): Home stays on screen beneath.
> tap +
  HomeViewController#1 shouldPerformSegue(withIdentifier: "addItem", sender: +)
  EditorViewController#1 init(coder:)
  EditorViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "addItem", sender: +)
  print: Home: prepare addItem
  EditorViewController#1 loadView()
  EditorViewController#1 viewDidLoad()
  print: Editor: viewDidLoad()
  EditorViewController#1 viewWillAppear(animated: true)
  print: Editor: viewWillAppear(_:)
  EditorViewController#1 viewDidAppear(animated: true)

# Cancel unwinds: the editor's viewWillAppear printed once, but no super call was made.
> tap Cancel
  EditorViewController#1 shouldPerformSegue(withIdentifier: "cancelEdit", sender: Cancel)
  EditorViewController#1 prepare(for: "cancelEdit", sender: Cancel)
  HomeViewController#1 unwindToHome(segue: "cancelEdit")
  print: Home: back from cancelEdit
  EditorViewController#1 viewWillDisappear(animated: true)
  EditorViewController#1 viewDidDisappear(animated: true)
  print: Editor: viewDidDisappear(_:)
  EditorViewController#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/ru/01-launch.t",
            text: #"""
# Урок 1. Запуск приложения и два способа создать его окно
#: lang ru
#
# Обратите внимание: о запуске первым узнаёт делегат приложения; затем делегат сцены
# подключает сцену; только после этого первый контроллер загружает своё представление и
# появляется на экране. Со сторибордом корневой контроллер создаётся (init(coder:),
# awakeFromNib) ещё до scene(_:willConnectTo:options:); когда окно создаётся в коде — внутри
# этого метода. При запуске контроллер появляется с animated: false. Книга (Усов, глава 5)
# ставит print() в каждый метод делегатов, чтобы увидеть этот порядок; текст книги
# закрепляет только его часть (didFinishLaunching идёт первым, sceneDidBecomeActive — когда
# интерфейс уже показан).

# Запуск со сторибордом: три вызова делегата приложения, затем сториборд создаёт
# TaskListController ещё до willConnectTo. viewDidAppear приходит только после
# sceneDidBecomeActive (источники: S1, S2). [uncertain]: в логах viewDidLoad и
# viewWillAppear стоят по-разному относительно willEnterForeground.
#: not quizzed
> launch todo
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Приложение смахнули из переключателя. Все три строки [uncertain]: опубликованные логи
# расходятся (источники: S1, S16, S17, S18), а Усов в главе 5 ждёт здесь sceneDidDisconnect.
# deinit нет: процесс просто завершается.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Окно в коде (Усов, гл. 5, листинг 5.8): теперь init(coder:) идёт после willConnectTo, а
# viewWillAppear — до sceneWillEnterForeground (источники: S2). didDiscardSceneSessions:
# закрытие выбросило прежнюю сессию сцены (документация Apple; источники: A5). Строки
# [uncertain]: источники не определяют их порядок однозначно.
> launch todo --window code
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Итог: одна сцена, одно ключевое окно (Усов, гл. 5: ключевым может быть только одно окно).
# Корень — UINavigationController с TaskListController#1, как в итоговом коде книги.
> tree
  To-Do Manager (com.example.ToDoManager), работает
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view загружено]
           └─ [0]: TaskListController#1 [appeared, view загружено]

"""#),
        BuiltInFile(
            path: "lessons/ru/02-three-routes.t",
            text: #"""
# Урок 2. Три пути ко второму экрану (Усов, глава 3, «Right on target»)
#: lang ru
#
# Обратите внимание, путь за путём:
# 1. Segue типа Show без навигационного контроллера кладёт экран «О программе» поверх
#    игры: игра ничего не слышит (её представление остаётся под ним). «Назад» в книге —
#    второй Show segue, который создаёт новый экран игры сверху, а не возвращается: каждый
#    круг добавляет в иерархию два экрана.
# 2. present(_:animated:) с новым экземпляром и dismiss: экран приходит и уходит, нижний
#    экран ничего не слышит, и каждый раз это новый экземпляр.
# 3. lazy var хранит один экземпляр: второй показ вызывает только viewWillAppear и
#    viewDidAppear, потому что представление уже загружено.
# С iOS 13 показанный экран — это page sheet, поэтому игра так и не исчезает.

# Экран игры ViewController#1 — точка входа сториборда, навигационного контроллера нет. Его
# методы идут так: loadView, viewDidLoad, viewWillAppear, viewDidAppear — этот порядок Усов
# печатает при запуске в главе 3. Строки [uncertain]: источники не определяют их порядок
# однозначно.
#: not quizzed
> launch target
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)

# Путь 1, Show segue: создаётся SecondViewController#1, у игры вызывается prepare(for:),
# затем новый экран загружается и появляется. ViewController#1 молчит: он остаётся в
# иерархии, просто закрыт сверху (Усов, гл. 3).
> tap about
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)

# «Назад» в книге — ещё один Show segue: поверх появляется НОВЫЙ ViewController#2, а
# SecondViewController#1 не получает методов исчезновения. Усов в главе 3 предупреждает: при
# таких переходах все экраны остаются в иерархии и тратят память.
> tap return
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  SecondViewController#1 prepare(for: "toFirstScreen")
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#2 viewWillAppear(animated: true)
  ViewController#2 viewDidAppear(animated: true)

# Путь 2, present(_:animated:) нового экземпляра из сториборда: SecondViewController#2
# загружается и появляется. prepare(for:) теперь нет — segue не выполняется. Нижние экраны
# молчат.
> tap present
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  SecondViewController#2 viewWillAppear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)

# dismiss: методы исчезновения получает только показанный экран (Усов, гл. 3).
# SecondViewController#2 больше никто не держит, и он уничтожается; книга лишь упоминает ARC
# и deinit не печатает.
> tap return
  SecondViewController#2 viewWillDisappear(animated: true)
  SecondViewController#2 viewDidDisappear(animated: true)
  SecondViewController#2 deinit

# Путь 3, lazy var (Усов, гл. 3, листинг 3.16): первый показ создаёт SecondViewController#3
# и проходит весь набор — от init(coder:) до viewDidAppear.
> tap present-cached
  SecondViewController#3 init(coder:)
  SecondViewController#3 awakeFromNib()
  SecondViewController#3 loadView()
  SecondViewController#3 viewDidLoad()
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)

# Экран закрыт, но deinit на этот раз нет: SecondViewController#3 по-прежнему держит lazy
# var. Сравните с dismiss во втором пути.
> tap return
  SecondViewController#3 viewWillDisappear(animated: true)
  SecondViewController#3 viewDidDisappear(animated: true)

# Тот же экземпляр снова: только viewWillAppear и viewDidAppear, без loadView и viewDidLoad.
# Усов, гл. 3: сохранённая сцена загружается один раз, дальше её только показывают.
> tap present-cached
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)

"""#),
        BuiltInFile(
            path: "lessons/ru/03-push-pop.t",
            text: #"""
# Урок 3. Push, pop и pop to root в навигационном контроллере
#: lang ru
#
# Обратите внимание на чередование при push: новый контроллер загружается, затем
# viewWillDisappear старого идёт раньше viewWillAppear нового, а did-вызовы следуют в том же
# порядке после анимации. Снятый со стека контроллер уничтожается (deinit), если его больше
# никто не держит. Книга (Усов, глава 3) по шагам описывает этот порядок для перехода
# «О программе».

# To-Do Manager запускается внутри UINavigationController, корень стека —
# TaskListController. Это подготовка к переходам: корень появляется с animated: false.
# Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# A создаётся в коде (init(nibName:bundle:)) и загружается первым; затем viewWillDisappear
# списка, viewWillAppear у A и два did-вызова в том же порядке. Усов в главе 3 перечисляет
# эти шесть шагов для push (источники: B1); лог programmerteach.com тот же (источники: S27).
> push A
  note: A — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Уровнем глубже — тот же рисунок: A исчезает, B появляется. A не освобождается: его
# по-прежнему держит стек (источники: S4).
> push B
  note: B — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# Теперь в стеке TaskListController, A, B, C. Усов, гл. 3: переход вперёд всегда загружает
# новую сцену, а возврат показывает уже загруженную.
> push C
  note: C — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  C#1 init(nibName:bundle:)
  C#1 loadView()
  C#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  C#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  C#1 viewDidAppear(animated: true)

# pop — зеркало push: C will-disappear, B will-appear, затем did-вызовы. B не загружается
# заново (viewDidLoad нет). deinit у C идёт последним, когда переход закончен (источники:
# S4, S8).
> pop
  C#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  C#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
  C#1 deinit

# Новый контроллер в стеке после pop: D создаётся и загружается так же, как A, B и C; C
# уничтожен насовсем.
> push D
  note: D — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  D#1 init(nibName:bundle:)
  D#1 loadView()
  D#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  D#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  D#1 viewDidAppear(animated: true)

# Вызовы появления получают только D и корень; A и B под D их не слышат (источники: S28).
# deinit у A и B — внутри вызова, до did-вызовов, у D — после них: так опубликованный лог
# показывает переход через один контроллер; порядок трёх deinit при двух не даёт ни один
# источник: они [uncertain] и баллов не дают.
> pop-to-root
  D#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 deinit [uncertain]
  B#1 deinit [uncertain]
  D#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  D#1 deinit [uncertain]

# В стеке снова только TaskListController#1: он появился, его представление загружено — при
# возврате к нему ничего не загружалось заново.
> tree
  To-Do Manager (com.example.ToDoManager), работает
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view загружено]
           └─ [0]: TaskListController#1 [appeared, view загружено]

"""#),
        BuiltInFile(
            path: "lessons/ru/04-modal-styles.t",
            text: #"""
# Урок 4. Модальный показ и что изменилось в iOS 13
#: lang ru
#
# Обратите внимание: при полноэкранном показе показывающий контроллер исчезает; стиль по
# умолчанию с iOS 13, page sheet, оставляет его на экране, поэтому он не получает ни
# viewWillDisappear, ни viewWillAppear, когда лист уходит. В iOS 12 по умолчанию был
# полноэкранный показ.

# To-Do Manager на iOS 13 и новее, со сценами. Показывать будет TaskListController. Строки
# [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Полный экран: список уходит из окна и получает методы исчезновения. Но viewDidAppear у M
# идёт РАНЬШЕ, чем viewDidDisappear списка, — наоборот по сравнению с push (источники: S9,
# S10, S7).
> present M --style full-screen
  note: M — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  M#1 init(nibName:bundle:)
  M#1 loadView()
  M#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# Закрытие полноэкранного показа: M will-disappear, затем у списка will- и did-appear, и
# лишь потом viewDidDisappear у M и его deinit (источники: S9, S10).
> dismiss
  M#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  M#1 viewDidDisappear(animated: true)
  M#1 deinit

# Стиль не указан: .automatic на iPhone с iOS 13 означает page sheet (см. строку note).
# Список остаётся в окне под листом и ничего не слышит (источники: A6, S9, S10, S12).
> present S
  note: S — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  S#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic на iPhone ведёт себя как .pageSheet
  S#1 loadView()
  S#1 viewDidLoad()
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)

# Лист ушёл, а список по-прежнему молчит: viewWillAppear нет. Код, который обновляет нижний
# экран во viewWillAppear, перестаёт работать (источники: S11, S12).
> dismiss
  S#1 viewWillDisappear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit

# Подготовка ко второй части: пока приложение работает, версию iOS не сменить. (Его методы
# здесь [uncertain]; о них урок 6.)
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Подготовка: устройство теперь на iOS 12 — жизненный цикл через делегат приложения, без
# сцен.
#: not quizzed
> ios 12
  приложения работают на iOS 12, жизненный цикл app delegate, без сцен

# iOS 12: делегата сцены нет. Сториборд создаёт контроллер ещё до willFinishLaunching, а
# applicationDidBecomeActive получает сам делегат приложения (источники: A9, S21). Строки
# [uncertain]: источники не определяют их порядок однозначно.
> launch
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]

# Тот же `present S` на iOS 12: стиль по умолчанию — полный экран (см. строку note), поэтому
# список получает методы исчезновения (источники: S11).
> present S
  note: S — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  S#1 init(nibName:bundle:)
  note: до iOS 13 стиль по умолчанию — это .fullScreen: презентующий контроллер уходит из окна
  S#1 loadView()
  S#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# А при закрытии список снова появляется. Поэтому статьи времён до iOS 13 могли обновлять
# показывающий экран во viewWillAppear (regularberry.github.io, 2019; источники: S11).
> dismiss
  S#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/ru/05-background.t",
            text: #"""
# Урок 5. Фон, возврат, переключатель приложений и входящий звонок
#: lang ru
#
# Обратите внимание: жест «Домой» проводит сцену через неактивное состояние в фон; возврат
# идёт через передний план к активному состоянию. Переключатель приложений и звонок только
# делают сцену неактивной: приложение всё ещё на экране. Контроллеры ничего этого не
# слышат: их представления не исчезают.

# To-Do Manager активен. Дальше будет говорить только делегат сцены. Строки [uncertain]:
# источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# «Домой»: sceneWillResignActive, затем sceneDidEnterBackground. viewWillDisappear у
# TaskListController нет (источники: S14). Первая модель Усова в гл. 3 скрывает свёрнутую
# сцену; настоящий UIKit — нет, и в гл. 5 для этого названы лишь методы сцены (источники:
# B1).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Возврат: sceneWillEnterForeground, затем sceneDidBecomeActive (Усов, гл. 5).
# viewWillAppear нет: обновлять экран при возврате нужно в этих методах сцены (источники:
# S14).
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)

# Переключатель приложений: только sceneWillResignActive. Сцена неактивна, но на переднем
# плане: неактивная — не значит в фоне (источники: S1).
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)

# Возврат из переключателя: только sceneDidBecomeActive — в фон сцена так и не ушла.
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)

# Входящий звонок (или Пункт управления) действует так же, как переключатель: только
# неактивное состояние.
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)

# Звонок окончен: sceneDidBecomeActive. В приложении со сценами делегат приложения ничего
# этого не получает (документация Apple: applicationWillEnterForeground(_:); источники: A9).
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)

"""#),
        BuiltInFile(
            path: "lessons/ru/06-kill.t",
            text: #"""
# Урок 6. Закрытие приложения пользователем и системой: что остаётся
#: lang ru
#
# Обратите внимание: смахивание приложения в переключателе может вызвать несколько методов
# (источники расходятся, поэтому каждая строка помечена как неуверенная); приостановленное
# приложение, которое закрывает система, не слышит ничего. В обоих случаях deinit не
# вызывается, и остаётся только сохранённое: To-Do Manager сохраняет каждое изменение в
# UserDefaults, поэтому задача возвращается после перезапуска.

# To-Do Manager работает, список пуст. Строки [uncertain]: источники не определяют их
# порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Добавляем задачу (название вводится как есть, здесь — Milk). Приложение сохраняет весь
# список при каждом изменении (Усов, гл. 15: в didSet задач); трассировка хранилища
# выключена, поэтому ничего не печатается.
#: not quizzed
> task add Milk
  note: добавлена задача 1: Milk

# Смахнули, когда приложение было на экране: каждая строка [uncertain]. Логи расходятся:
# где-то sceneDidDisconnect, где-то applicationWillTerminate (источники: S1, S16, S17, S18).
# deinit нет.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Перезапуск: didDiscardSceneSessions сразу после didFinishLaunching. Смахивание выбросило
# сессию сцены, и приложение узнаёт об этом при следующем запуске (документация Apple;
# источники: A5); сессия создаётся заново, поэтому вызывается configurationForConnecting.
# Строки [uncertain]: источники не определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Milk на месте: задача записалась, когда её добавили, а не при закрытии.
> task list
  1. ○ Milk  [normal, planned]

# «Домой»: сцена уходит в фон (см. урок 5).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Приложение приостановлено: оно в памяти, но код не выполняет, и никто ему об этом не
# сообщает (iOS Apprentice, «Сохранение и загрузка»; источники: B4).
> suspend
  note: система приостановила приложение: ни один метод ему об этом не сообщает

# Система закрывает приостановленное приложение, чтобы освободить память: ни одного вызова
# (документация Apple: applicationWillTerminate(_:) для него не вызывается; источники: A4).
> system-kill
  note: система завершила приостановленное приложение: ни один метод не вызван, а всё несохранённое пропало

# Сессия не выброшена, и UIKit её восстанавливает: на этот раз нет ни
# didDiscardSceneSessions, ни configurationForConnecting (см. строку note; источники: A5,
# A12). Строки [uncertain]: источники не определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  note: UIKit восстанавливает сохранённую сессию сцены: configurationForConnecting не вызывается
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Задача всё ещё здесь. Сохранять при каждом изменении, а не при выходе, советует и глава о
# Checklists: никакой вызов перед концом не обещан (источники: B4).
> task list
  1. ○ Milk  [normal, planned]

"""#),
        BuiltInFile(
            path: "lessons/ru/07-memory-warning.t",
            text: #"""
# Урок 7. Предупреждение о нехватке памяти
#: lang ru
#
# Обратите внимание: первым его получает делегат приложения, затем каждый живой контроллер,
# на экране он или нет. С iOS 6 представление контроллера больше не выгружается: после
# предупреждения ничего не загружается заново.

# To-Do Manager работает. Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Подготовка: push A, чтобы один контроллер лежал в стеке вне экрана.
#: not quizzed
> push A
  note: A — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Подготовка: push B сверху; теперь и TaskListController, и A вне экрана.
#: not quizzed
> push B
  note: B — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# Сначала делегат приложения, затем didReceiveMemoryWarning у каждого живого контроллера,
# включая два невидимых (источники: A11, S19). Их порядок [uncertain]. Лекция CS193p:
# отпустите большое, что можно создать заново; часто освобождать почти нечего (источники:
# B2).
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  A#1 didReceiveMemoryWarning() [uncertain]
  B#1 didReceiveMemoryWarning() [uncertain]

# A возвращается без loadView и viewDidLoad: с iOS 6 предупреждение не выгружает
# представления, и viewDidUnload больше нет (источники: A11). B уничтожается, как после
# любого pop.
> pop
  B#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)
  B#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/ru/08-held-controller.t",
            text: #"""
# Урок 8. deinit и контроллер, который держит кто-то ещё
#: lang ru
#
# Обратите внимание: снятый со стека контроллер уничтожается сразу, если его держал только
# стек. Если на него есть сильная ссылка где-то ещё (хранимое свойство, замыкание), он
# уходит с экрана, но остаётся жив: deinit приходит, только когда уходит последняя ссылка.
# Команда objects показывает, кто кого держит.

# To-Do Manager работает. Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Подготовка: push A; пока его держит только стек навигационного контроллера.
#: not quizzed
> push A
  note: A — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Вторая сильная ссылка на A, как от хранимого свойства: так выбор темы в CS193p держал
# последнюю игру (lastSeguedToConcentrationViewController — так видно из кода курса и лога
# лекции о втором segue: источники: D7).
> hold keep
  note: keep держит A#1 сильной ссылкой: снятый со стека или закрытый, он остаётся жив (без deinit) до `release keep`

# A уходит с обычными вызовами pop, но deinit не следует. viewWillDisappear не означает, что
# контроллер уничтожается (источники: S4, B1).
> pop
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# Кто кого держит: стек отпустил A; теперь A#1 жив только благодаря `hold keep`.
> objects
  UINavigationController#1  удерживают: окно сцены 1
  TaskListController#1      удерживают: UINavigationController#1.viewControllers
  A#1                       удерживают: hold keep

# Последняя сильная ссылка ушла — deinit сразу. Замыкание, сильно захватившее self, не
# отпустило бы никогда: цикл сильных ссылок, и deinit не будет вовсе (источники: B1).
> release keep
  A#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/ru/09-swipe-back.t",
            text: #"""
# Урок 9. Свайп назад, а потом передумать
#: lang ru
#
# Обратите внимание: интерактивный возврат вызывает оба will-метода, как только палец
# касается экрана. Если палец отпускают слишком рано, UIKit отменяет их: верхний контроллер
# снова получает viewWillAppear и viewDidAppear, а нижний — viewWillDisappear и
# viewDidDisappear. Код, начинающий работу во viewWillAppear, должен быть готов к тому, что
# экран так и не сменится.

# To-Do Manager работает. Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Подготовка: push A, чтобы было откуда возвращаться свайпом.
#: not quizzed
> push A
  note: A — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Палец коснулся левого края: оба will-метода сразу — A will-disappear, список will-appear,
# а did-вызовов пока нет (источники: S7, S8).
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)

# Палец отпустили рано, и UIKit откатывает переход: список получает will/did-disappear, так
# и не получив viewDidAppear, а A появляется снова. Всё [uncertain]: единственный полный лог
# отменённого свайпа — времён iOS 7 (источники: S7, S8).
> cancel
  TaskListController#1 viewWillDisappear(animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true) [uncertain]
  A#1 viewWillAppear(animated: true) [uncertain]
  A#1 viewDidAppear(animated: true) [uncertain]

# Второй свайп: те же два will-метода, что и в первый раз.
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)

# Теперь возврат завершается: did-вызовы приходят, когда палец отпущен, затем deinit у A. За
# will-методом не всегда следует его did-пара (источники: S7, S8).
> finish
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  A#1 deinit

"""#),
        BuiltInFile(
            path: "lessons/ru/10-rotation.t",
            text: #"""
# Урок 10. Поворот устройства
#: lang ru
#
# Обратите внимание: поворот меняет размеры и характеристики (traits); ни одно
# представление не исчезает и не появляется, поэтому методы появления не вызываются.
# Вызываются viewWillTransition(to:with:) и методы раскладки.

# Подготовка: печатать и методы характеристик и размеров. Приложение ещё не работает, вывода
# нет.
#: not quizzed
> trace traits on

# Подготовка: печатать и методы раскладки.
#: not quizzed
> trace layout on

# С трассировкой раскладки запуск показывает по два прохода раскладки у навигационного
# контроллера и у списка, сначала у родителя. Лекция CS193p: раскладка может повторяться с
# теми же размерами, поэтому держите её дешёвой (источники: B2, D4). Строки [uncertain]:
# источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Сначала willTransition(to:) с новыми характеристиками, затем viewWillTransition(to:) с
# размером, затем traitCollectionDidChange и раскладка — всюду родитель раньше ребёнка;
# появлений и исчезновений нет (источники: A7). Раскладка здесь [uncertain].
> rotate landscape
  note: iPhone поворачивается в landscape: (852.0, 393.0), ширина compact, высота compact (size class изменился)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  UINavigationController#1 viewWillTransition(to: (852.0, 393.0))
  TaskListController#1 viewWillTransition(to: (852.0, 393.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]

# Обратно в портрет: вертикальный класс размера снова regular, последовательность та же.
# Лекция CS193p: большинству контроллеров переопределять viewWillTransition(to:with:) не
# нужно. Строки [uncertain]: источники не определяют их порядок однозначно.
> rotate portrait
  note: iPhone поворачивается в portrait: (393.0, 852.0), ширина compact, высота regular (size class изменился)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  UINavigationController#1 viewWillTransition(to: (393.0, 852.0))
  TaskListController#1 viewWillTransition(to: (393.0, 852.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]

"""#),
        BuiltInFile(
            path: "lessons/ru/11-tab-switch.t",
            text: #"""
# Урок 11. Переключение вкладок
#: lang ru
#
# Обратите внимание: контроллеры обеих вкладок создаёт сториборд вместе с панелью вкладок,
# но представление вкладки загружается только при первом её выборе. Переключение идёт не в
# порядке push: сначала viewWillAppear новой вкладки, затем viewWillDisappear и
# viewDidDisappear старой, и только потом viewDidAppear новой. При возврате на уже открытую
# вкладку она заново не загружается, и ни одна вкладка не уничтожается: панель держит все.

# Сториборд создаёт контроллеры обеих вкладок (init(coder:), awakeFromNib), но загружается и
# появляется только выбранный — FirstViewController (источники: S13). Строки [uncertain]:
# источники не определяют их порядок однозначно.
#: not quizzed
> launch tabs
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  FirstViewController#1 init(coder:)
  FirstViewController#1 awakeFromNib()
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  FirstViewController#1 loadView() [uncertain]
  FirstViewController#1 viewDidLoad() [uncertain]
  FirstViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  FirstViewController#1 viewDidAppear(animated: false)

# Первый переход на вкладку 2: SecondViewController загружается, и ЕГО viewWillAppear идёт
# раньше viewWillDisappear у FirstViewController — наоборот по сравнению с push (источники:
# S13, S3, S7). Всё с animated: false: вкладки не выезжают.
> tab 2
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)

# Назад на вкладку 1: ни loadView, ни viewDidLoad (представление грузится один раз), и снова
# первой идёт will-appear новой вкладки. deinit нет: контроллер панели держит обе вкладки.
> tab 1
  FirstViewController#1 viewWillAppear(animated: false)
  SecondViewController#1 viewWillDisappear(animated: false)
  SecondViewController#1 viewDidDisappear(animated: false)
  FirstViewController#1 viewDidAppear(animated: false)

# Вкладка 2 тоже уже загружена, поэтому только четыре метода появления и исчезновения.
# Лекция CS193p называет смену вкладки одной из причин, по которым приходит
# viewWillDisappear.
> tab 2
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)

"""#),
        BuiltInFile(
            path: "lessons/ru/12-ipad.t",
            text: #"""
# Урок 12. iPad: разделённый экран (split view) и второе окно
#: lang ru
#
# Обратите внимание: на iPad в альбомной ориентации split view показывает обе колонки; в
# портретной основная колонка скрыта и выезжает по запросу. Вторая сцена (ещё одно окно того
# же приложения) имеет свой делегат сцены и свои контроллеры; делегат приложения общий.

# Подготовка: iPad в портретной ориентации.
#: not quizzed
> device ipad
  iPad, portrait (ширина regular, высота regular)

# Подготовка: поворачиваем его в альбомную ориентацию до запуска (слышать это некому).
#: not quizzed
> rotate landscape
  note: iPad поворачивается в landscape; приложение не запущено, и никто этого не слышит

# Обе колонки загружаются до того, как какая-либо появится, вторичная первой; will-appear
# сначала у вторичной, а did-appear сначала у основной — как в iPad-логе D1 лекции CS193p
# (источники: D1). Загрузки и will-appear [uncertain].
#: not quizzed
> launch split
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  PrimaryViewController#1 init(coder:)
  SecondaryViewController#1 init(coder:)
  SecondaryViewController#1 awakeFromNib()
  PrimaryViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SecondaryViewController#1 loadView() [uncertain]
  SecondaryViewController#1 viewDidLoad() [uncertain]
  PrimaryViewController#1 loadView() [uncertain]
  PrimaryViewController#1 viewDidLoad() [uncertain]
  SecondaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  PrimaryViewController#1 viewDidAppear(animated: false)
  SecondaryViewController#1 viewDidAppear(animated: false)

# Портрет: основная колонка скрывается и получает will/did-disappear, [uncertain]. Классы
# размеров остаются regular (см. строку note), как в логе D2 лекции.
> rotate portrait
  note: iPad поворачивается в portrait: (834.0, 1194.0), ширина regular, высота regular (size classes те же)
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# Основная колонка выезжает и снова появляется, без повторной загрузки. В лекции CS193p это
# пример контроллера, который появляется и исчезает много раз (D3). Строки [uncertain]:
# источники не определяют их порядок однозначно.
> show-primary
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]

# Снова скрыта: will/did-disappear, а колонка по-прежнему загружена и жива. Строки
# [uncertain]: источники не определяют их порядок однозначно.
> hide-primary
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# Закрытие, которое scenelab играет на iPad: сначала переключатель приложений делает сцену
# неактивной, затем sceneDidEnterBackground, sceneDidDisconnect, didDiscardSceneSessions,
# applicationWillTerminate, всё, кроме первой строки, [uncertain]; это другой опубликованный
# лог (источники: S17). Сравните с закрытием на iPhone в уроке 6.
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)

# Подготовка: To-Do Manager на iPad, одно окно. Строки [uncertain]: источники не определяют
# их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Второе окно: приложение заново не запускается; для новой сессии вызывается
# configurationForConnecting, а у сцены 2 свой SceneDelegate#2 и свой TaskListController#2.
# Усов, гл. 5: UIApplication один, UIWindowScene — на каждое окно. Строки [uncertain]:
# источники не определяют их порядок однозначно.
> scene new
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#2 init(coder:)
  TaskListController#2 awakeFromNib()
  SceneDelegate#2 scene(_:willConnectTo:options:)
  SceneDelegate#2 sceneWillEnterForeground(_:)
  TaskListController#2 loadView() [uncertain]
  TaskListController#2 viewDidLoad() [uncertain]
  TaskListController#2 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#2 sceneDidBecomeActive(_:)
  TaskListController#2 viewDidAppear(animated: false)
  note: сцена 2 подключена и в фокусе: команды обращены к ней (сменить: `scene focus N`)

# Обе сцены в foregroundActive, у каждой свой корень. Усов в главе 5 отмечает, что сцены
# одного приложения могут одновременно быть в разных состояниях.
> scene list
  сцена 1: foregroundActive, SceneDelegate#1, корень UINavigationController#1
  сцена 2: foregroundActive, SceneDelegate#2, корень UINavigationController#2 (в фокусе)

"""#),
        BuiltInFile(
            path: "lessons/ru/13-todo-persistence.t",
            text: #"""
# Урок 13. To-Do Manager хранит задачи между запусками (UserDefaults)
#: lang ru
#
# Обратите внимание: каждое изменение сразу записывается в домен приложения (книга
# сохраняет в didSet списка задач), поэтому закрытие ничего не теряет. Итоговый код книги
# загружает задачи в scene(_:willConnectTo:options:), ещё до создания списка: чтение из
# хранилища идёт первым.

# Подготовка: печатать каждое чтение и запись UserDefaults приложения.
#: not quizzed
> trace store on

# array(forKey: "tasks") выполняется внутри scene(_:willConnectTo:options:), до загрузки
# списка. Усов, гл. 15, листинг 15.4 читает задачи именно там, чтобы пустой новый список не
# затёр сохранённые. Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# «+» выполняет segue toCreateScreen: сториборд создаёт TaskEditController, у списка
# вызывается prepare(for:), дальше обычный push (Усов, гл. 14).
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Вводим название задачи в текстовое поле редактора (как есть, здесь — Call mom); методы не
# вызываются.
#: not quizzed
> type title Call mom

# Сначала запись: set(_:forKey: "tasks") идёт раньше методов pop, потому что «Сохранить»
# сначала вызывает замыкание doAfterEdit (didSet списка сохраняет), а уже потом pop (Усов,
# гл. 14–15). Редактор уничтожается после pop.
> tap save
  note: добавлена задача 1: Call mom
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# Закрытие (строки [uncertain], см. урок 6): задача уже записана, ничего не теряется.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Перезапуск: то же чтение в willConnectTo и didDiscardSceneSessions для смахнутой сессии.
# Строки [uncertain]: источники не определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Задача вернулась из UserDefaults.
> task list
  1. ○ Call mom  [normal, planned]

# Сохранённое значение: массив словарей со строковыми ключами title, type и status — формат
# TasksStorage из книги (Усов, гл. 15, листинг 15.1).
> defaults read com.example.ToDoManager tasks
  (
      {
          status = planned;
          title = "Call mom";
          type = normal;
      }
  )

"""#),
        BuiltInFile(
            path: "lessons/ru/14-checklists-persistence.t",
            text: #"""
# Урок 14. Checklists сохраняет пункты в файл (iOS Apprentice, «Сохранение и загрузка»)
#: lang ru
#
# Обратите внимание: saveChecklistItems() вызывается после каждого изменения (добавление,
# правка, отметка, удаление) и записывает весь список в Documents/Checklists.plist как
# двоичный property list; viewDidLoad загружает его. Проверка из главы: закрыть приложение,
# удалить файл, запустить снова и увидеть пустой список, добавить пункт и увидеть, что файл
# появился снова.

# Подготовка: печатать чтение и запись файлов приложения.
#: not quizzed
> trace store on

# loadChecklistItems() вызывается во viewDidLoad, как в главе. Файла ещё нет, поэтому try?
# Data(contentsOf:) даёт nil, и список остаётся пустым (см. строку note). Строки
# [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: Documents/Checklists.plist ещё нет: `try? Data(contentsOf:)` даёт nil, и items остаётся пустым
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# Добавление пункта сразу сохраняет весь массив: saveChecklistItems(), затем атомарная
# запись Documents/Checklists.plist (iOS Apprentice: сохранять после каждого изменения).
> item add Walk the dog
  note: добавлен пункт 1: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Отметка галочкой — тоже изменение, и весь список записывается снова.
> tap 1
  note: пункт 1 отмечен: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Закрытие (строки [uncertain]): сохранять уже нечего, всё лежит в файле.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Теперь Data(contentsOf:) находит файл: строки note нет, и viewDidLoad декодирует пункты.
# Строки [uncertain]: источники не определяют их порядок однозначно.
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# Пункт и его галочка пережили закрытие.
> item list
  1. [✓] Walk the dog

# Подготовка к проверке из главы: снова закрываем приложение. Строки [uncertain]: источники
# не определяют их порядок однозначно.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Проверка из главы: удаляем файл, пока приложение не работает (в книге это делают в
# Finder). 80 байт — двоичный property list с одним пунктом.
> rm Documents/Checklists.plist
  удалён Documents/Checklists.plist (80 байт)

# Файла снова нет: загрузка ничего не находит, и список начинается пустым, как и обещает
# глава. Строки [uncertain]: источники не определяют их порядок однозначно.
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: Documents/Checklists.plist ещё нет: `try? Data(contentsOf:)` даёт nil, и items остаётся пустым
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# Первое же изменение снова создаёт файл.
> item add Brush my teeth
  note: добавлен пункт 1: Brush my teeth
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Documents/Checklists.plist вернулся. Library/Preferences пуста: в отличие от To-Do
# Manager, Checklists ничего не хранит в UserDefaults.
> files
  контейнер Checklists (com.example.Checklists)
  Documents/
    Checklists.plist  82 байта
  Library/Preferences/
    (пусто)

"""#),
        BuiltInFile(
            path: "lessons/ru/15-cs193p.t",
            text: #"""
# Урок 15. Демонстрация из лекции CS193p в формате её собственного логгера
#: lang ru
#
# Обратите внимание на мысли лекции: каждый контроллер создаёт сториборд (init(coder:)),
# каждый segue создаёт новую игру, а сильное свойство выбора темы
# lastSeguedToConcentrationViewController держит последнюю игру после «Назад»: старая игра
# покидает кучу только при следующем segue. Префикс __ растёт на один уровень с каждой
# порцией вызовов.

# Подготовка: печатать в формате логирующего класса из лекции.
#: not quizzed
> trace style cs193p

# Подготовка: iPhone X — 375 x 812 точек, как в iPhone-логе лекции.
#: not quizzed
> device iphone-x
  iPhone X, portrait (ширина compact, высота regular)

# iPhone-лог D4 из лекции: Game(1) получает viewWillAppear и исчезает, так и не получив
# viewDidAppear: split view сворачивается к выбору темы. Лекция CS193p: will-appear — не
# обещание появиться. Два прохода раскладки с одинаковыми размерами.
#: not quizzed
> launch concentration
ThemeChooser(1) init(coder:) - created via InterfaceBuilder 
Game(1) init(coder:) - created via InterfaceBuilder 
Game(1) awakeFromNib()
ThemeChooser(1) awakeFromNib()
Game(1) viewDidLoad()
ThemeChooser(1) viewDidLoad()
Game(1) viewWillAppear(animated = false)
Game(1) viewWillDisappear(animated = false)
Game(1) viewDidDisappear(animated = false)
ThemeChooser(1) viewWillAppear(animated = false)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidAppear(animated = false)

# Segue всегда создаёт новый экземпляр: Game(2). Game(1) покидает кучу сразу после
# awakeFromNib у Game(2), как в логе D5; почему уходит так и не показанный Game(1), лекция
# не объясняет (источники: B2, D5).
> tap sports
__Game(2) init(coder:) - created via InterfaceBuilder 
__Game(2) awakeFromNib()
__Game(1) left the heap
__Game(2) viewDidLoad()
__ThemeChooser(1) viewWillDisappear(animated = true)
__Game(2) viewWillAppear(animated = true)
__Game(2) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
__Game(2) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
__ThemeChooser(1) viewDidDisappear(animated = true)
__Game(2) viewDidAppear(animated = true)

# «Назад»: обычный порядок pop, но Game(2) НЕ покидает кучу — его держит
# lastSeguedToConcentrationViewController выбора темы (так видно из кода курса; источники:
# D7). Раскладки нет, как в логе D6.
> tap back
____Game(2) viewWillDisappear(animated = true)
____ThemeChooser(1) viewWillAppear(animated = true)
____Game(2) viewDidDisappear(animated = true)
____ThemeChooser(1) viewDidAppear(animated = true)

# Только теперь Game(2) покидает кучу, уступая место Game(3) (лог D7). В расшифровке лекции
# часть этих строк искажена; scenelab печатает исправленный лог (источники: B2, D7).
> tap animals
______Game(3) init(coder:) - created via InterfaceBuilder 
______Game(3) awakeFromNib()
______Game(2) left the heap
______Game(3) viewDidLoad()
______ThemeChooser(1) viewWillDisappear(animated = true)
______Game(3) viewWillAppear(animated = true)
______Game(3) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
______Game(3) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
______ThemeChooser(1) viewDidDisappear(animated = true)
______Game(3) viewDidAppear(animated = true)

"""#),
        BuiltInFile(
            path: "lessons/ru/16-snake-delegate.t",
            text: #"""
# Урок 16. Делегаты и [weak self] (проект «Змейка» курса о паттернах)
#: lang ru
#
# Обратите внимание: конец игры проходит GameScene → GameViewController →
# MainMenuViewController через слабые (weak) делегаты, и каждый узнаёт о нём до того, как
# игра закрывается. Вариант с замыканиями делает то же через [weak self]: замыкание
# захватывает сильно, если не сказать иначе, а игра, сильно держащая меню, образовала бы
# цикл сильных ссылок.

# Подготовка: печатать вызовы делегатов и замыканий.
#: not quizzed
> trace delegate on

# «Змейка» начинается с MainMenuViewController — точки входа, которую курс добавляет в
# сториборд. Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch snake
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MainMenuViewController#1 init(coder:)
  MainMenuViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  MainMenuViewController#1 loadView() [uncertain]
  MainMenuViewController#1 viewDidLoad() [uncertain]
  MainMenuViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  MainMenuViewController#1 viewDidAppear(animated: false)

# Segue startGameSegue: prepare(for:) присваивает destination.delegate = self (weak var), а
# viewDidLoad создаёт GameScene с игрой в роли делегата (см. строки note). Полный экран:
# viewDidDisappear меню идёт после viewDidAppear игры.
> tap start
  GameViewController#1 init(coder:)
  GameViewController#1 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:) задаёт destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  GameViewController#1 loadView()
  GameViewController#1 viewDidLoad()
  note: viewDidLoad создаёт GameScene(size: view.bounds.size) и задаёт scene.gameDelegate = self
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)

# Яблоко: змейка вырастает на одну часть. Методов жизненного цикла нет.
> tap apple
  note: headDidCollideApple: змейка вырастает до 2 частей; появляется новое яблоко

# Стена: GameScene сообщает GameViewController, тот СНАЧАЛА сообщает меню, а потом
# закрывается — так упорядочен код курса. Результат 1 — длина тела без головы. Затем
# закрытие полноэкранного показа и deinit игры: слабый gameDelegate у GameScene не создал
# цикла.
> tap wall
  note: добавлен рекорд 1: счёт 1
  GameViewController#1 didEndGame(withResult: 1)
  MainMenuViewController#1 didEndGame(withResult: 1)
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit

# Переходим ко второй версии курса: замыкания вместо двух протоколов делегатов.
#: not quizzed
> snake wiring closure
  wiring closure: замыкания onGameEnd с [weak self], заданные в viewDidLoad и prepare(for:sender:)

# Тот же жизненный цикл, новый GameViewController#2; теперь prepare(for:) и viewDidLoad
# сохраняют замыкания onGameEnd с [weak self] (строки note). Курс предупреждает: иначе
# замыкание захватывает сильно.
> tap start
  GameViewController#2 init(coder:)
  GameViewController#2 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:) задаёт destination.onGameEnd = { [weak self] result in ... }
  GameViewController#2 loadView()
  GameViewController#2 viewDidLoad()
  note: viewDidLoad создаёт GameScene(size: view.bounds.size) и задаёт scene.onGameEnd = { [weak self] result in ... }
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#2 viewWillAppear(animated: true)
  GameViewController#2 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)

# Замыкания срабатывают там же и в том же порядке, что и методы делегатов; результат 0 (без
# яблока). GameViewController#2 всё равно уничтожается: [weak self] не создал цикла.
> tap wall
  note: добавлен рекорд 2: счёт 0
  GameViewController#2 GameScene.onGameEnd(result: 0)
  MainMenuViewController#1 onGameEnd(result: 0)
  GameViewController#2 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#2 viewDidDisappear(animated: true)
  GameViewController#2 deinit

# Оба результата сохранены, по одному на игру: в части курса о паттерне «Снимок» (Memento)
# рекорды хранятся в UserDefaults (источники: B3).
> snake records
  1. 2026-01-01 09:00:04 +0000 — 1
  2. 2026-01-01 09:00:07 +0000 — 0

"""#),
        BuiltInFile(
            path: "lessons/ru/17-book-traps.t",
            text: #"""
# Урок 17. Ловушки в коде книг: удержанный контроллер, unowned-захват, правка задачи
#: lang ru
#
# Обратите внимание: ARC освобождает контроллер, когда уходит последняя сильная ссылка на
# него, и не раньше. Ссылка, хранимая где-то ещё, держит ушедший экран живым (deinit нет);
# захват [unowned self] не держит ничего, поэтому замыкание, сработавшее после смерти
# владельца, роняет приложение, и изменение, которое оно несло, теряется. Замыкания самого
# To-Do Manager (Усов, глава 14) захватывают своего владельца как [unowned self]. И
# напоследок — ошибка в замыкании правки из книги, которую scenelab по умолчанию
# исправляет: здесь о ней рассказывает `explain`, урок 18 её играет (`book as-written`).

# Подготовка: печатать чтение и запись UserDefaults приложения, чтобы видеть, что сохранено.
#: not quizzed
> trace store on

# To-Do Manager работает; задачи читаются в willConnectTo (см. урок 13). Строки [uncertain]:
# источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# «+»: редактор создаёт сториборд, а prepare(for:) списка передаёт ему замыкание
# doAfterEdit, которое захватывает список как [unowned self] (Усов, гл. 14, листинг 14.20).
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Вводим название новой задачи.
#: not quizzed
> type title Milk

# Вторая сильная ссылка на редактор — как от хранимого свойства где-то ещё (то же с простым
# контроллером — в уроке 8).
> hold editor
  note: editor держит TaskEditController#1 сильной ссылкой: снятый со стека или закрытый, он остаётся жив (без deinit) до `release editor`

# «Сохранить» вызывает doAfterEdit (список жив, всё работает: запись идёт первой), затем
# pop. Редактор уходит с экрана, но deinit нет: его всё ещё держат.
> tap save
  note: добавлена задача 1: Milk
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# Стек больше не держит TaskEditController#1, держит только `hold editor`. Замыкание, сильно
# захватившее редактор, держало бы его точно так же (источники: B1).
> objects
  UINavigationController#1  удерживают: окно сцены 1
  TaskListController#1      удерживают: UINavigationController#1.viewControllers
  TaskEditController#1      удерживают: hold editor

# Последняя сильная ссылка ушла, и deinit приходит сразу.
> release editor
  TaskEditController#1 deinit

# Новый редактор, TaskEditController#2, получает новое doAfterEdit — снова [unowned self] на
# список.
> tap +
  TaskEditController#2 init(coder:)
  TaskEditController#2 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#2 loadView()
  TaskEditController#2 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#2 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#2 viewDidAppear(animated: true)

# Вводим название задачи, которая так и не сохранится.
#: not quizzed
> type title Lost

# setViewControllers с одним редактором: стек отпускает список, больше его никто не держит,
# и TaskListController#1 уничтожается. [unowned self] ничем не владеет и его не удержал.
> set-stack TaskEditController
  TaskListController#1 deinit

# «Сохранить» вызывает doAfterEdit, а его unowned self уже нет: Swift останавливает процесс
# сразу. Строки set(_:forKey:) нет — ничего не сохранено. С [weak self] был бы nil и ничего.
> tap save
error: Fatal error: Attempted to read an unowned reference but object TaskListController#1 was already deallocated (doAfterEdit захватило его как [unowned self]); приложение упало
  note: процесс завершается сразу: ни один метод не вызывается, а всё несохранённое пропало (`explain unowned`)

# Перезапуск после падения. didDiscardSceneSessions нет: приложение упало, его сцену никто
# не смахивал. Задачи снова читаются в willConnectTo. Строки [uncertain]: источники не
# определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Только Milk: она сохранилась при своём «Сохранить», а Lost погибла вместе с процессом.
> task list
  1. ○ Milk  [normal, planned]

# Замыкание правки из книги (Усов, гл. 14, листинг 14.21) записывает задачу обратно в старую
# секцию, даже если её тип сменился. Это прочтение листинга scenelab (источники: B1), а не
# ошибка, названная в книге; scenelab её исправляет, поэтому рассказывает `explain`.
#: not quizzed
> explain todo-edit-bug
  Замыкание «Изменить» из книги записывает изменённую задачу назад в СТАРУЮ секцию (tasks[taskType]![row]),
  так что задача со сменённым типом остаётся под старым заголовком, сохранённая с новым типом (перезапуск
  исправленного кода её перегруппирует; как напечатано, перезапуск стирает список: `explain todo-wipe-bug`).
  Это играет `book as-written` (смахните, смените тип, сохраните); `book fixed` (по умолчанию)
  переносит её в новую секцию. Сокращение `task edit` — собственное scenelab и всегда переносит её.

"""#),
        BuiltInFile(
            path: "lessons/ru/18-book-as-written.t",
            text: #"""
# Урок 18. Код книги как написан: ошибка правки в To-Do Manager, затем её исправление
#: lang ru
#
# Обратите внимание: `book as-written` выполняет листинги книг как они напечатаны.
# Замыкание «Изменить» из To-Do Manager записывает изменённую задачу назад в ту секцию,
# где её смахнули (tasks[taskType]![indexPath.row]), поэтому задача со сменённым типом
# остаётся под старым заголовком. В хранилище уже новый тип, но, как напечатано, каждый
# запуск ещё и выполняет оставшийся в viewDidLoad loadTasks() (листинг 13.4): он стирает список.
# Затем `book fixed` (по умолчанию) играет те же шаги с исправлением: задача переходит в
# новую секцию.

# Подготовка: код книги на чистом устройстве; трассировка выключена, пока идёт заполнение.
#: not quizzed
> book as-written
  приложения выполняют код книг как он напечатан, с его ошибками (book as-written)

# Трассировка выключена, пока заполняется список.
#: not quizzed
> trace none

# To-Do Manager запускается; загрузка из книги присваивает список, didSet сохраняет.
#: not quizzed
> launch
  note: book as-written: setTasks изменил tasks 2 раза (пустая секция на каждый тип, затем по append на задачу), и каждый раз didSet сохранял весь список (`explain book-load`)
  note: book as-written: viewDidLoad всё ещё вызывает loadTasks() (листинг 13.4, 000:L10557–10562; ни один следующий листинг его не убирает): каждое tasks[type] = [] сохранялось через didSet, так что хранилище было пустым, когда его прочитали, и задач в списке: 0 (`explain todo-wipe-bug`)

# Milk — текущая задача.
#: not quizzed
> task add Milk
  note: добавлена задача 1: Milk

# Cat — важная задача: строка 1, в «Важные».
#: not quizzed
> task add Cat --important
  note: добавлена задача 1: Cat

# Снова включить трассировку, чтобы видеть появление и уход экранов.
#: not quizzed
> trace default

# Смахнуть Cat (строка 1, «Важные») и нажать «Изменить»: редактор открывается с данными Cat.
> swipe 1 edit
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Открыть список типов: он открывается поверх редактора.
#: not quizzed
> tap type
  TaskTypeController#1 init(coder:)
  TaskTypeController#1 awakeFromNib()
  TaskEditController#1 prepare(for: "toTaskTypeScreen")
  TaskTypeController#1 loadView()
  TaskTypeController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskTypeController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskTypeController#1 viewDidAppear(animated: true)

# Выбрать «Текущая» (строка 2): снова редактор.
#: not quizzed
> tap 2
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  TaskTypeController#1 deinit

# «Сохранить»: редактор закрывается, и замыкание книги записывает Cat назад в строку 1
# СТАРОЙ секции.
> tap save
  note: задача 1 изменена: Cat
  note: book as-written: замыкание из книги записало задачу Cat назад в «Важные» (tasks[taskType]![row]): задача остаётся там, хотя её тип теперь normal, и так сохраняется; в хранилище её новый тип (`explain todo-edit-bug`)
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# Экран после сохранения: Cat под старым заголовком, хотя сохранён с новым типом.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    1. ○ Cat
  Текущие
    2. ○ Milk
  (ещё: swipe ROW edit|delete, edit-mode on)

# Перезапуск: задачи читаются заново и группируются по типу; теперь Cat в «Текущие».
#: not quizzed
> trace none

# Смахнуть приложение.
#: not quizzed
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: не точно (`explain kill`)

# Снова запуск: setTasks читает список, затем оставшийся в viewDidLoad loadTasks() очищает
# и сохраняет каждую секцию, прежде чем прочитать хранилище (`explain todo-wipe-bug`).
#: not quizzed
> launch
  note: book as-written: setTasks изменил tasks 4 раза (пустая секция на каждый тип, затем по append на задачу), и каждый раз didSet сохранял весь список (`explain book-load`)
  note: book as-written: viewDidLoad всё ещё вызывает loadTasks() (листинг 13.4, 000:L10557–10562; ни один следующий листинг его не убирает): каждое tasks[type] = [] сохранялось через didSet, так что хранилище было пустым, когда его прочитали, и задач в списке: 0 (`explain todo-wipe-bug`)

# Список теперь: пустой, каким напечатанный код оставляет его при каждом запуске.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    —
  Текущие
    —
  (ещё: edit-mode on)

# Исправление: код scenelab (по умолчанию) на новом списке. Те же шаги сразу переносят Cat
# в новую секцию.
#: not quizzed
> kill
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: book as-written: sceneDidDisconnect, как говорит книга (вызывается всегда при смахивании; строки может не быть в консоли); логи смахивания на iPhone (S17, S18) его не показывают: не точно (`explain kill`)

# Теперь исправленный код scenelab.
#: not quizzed
> book fixed
  приложения выполняют исправленный код scenelab (book fixed); `book as-written` — код книг как он напечатан

# Новый список.
#: not quizzed
> defaults delete com.example.ToDoManager

# Снова запуск: список читается из хранилища.
#: not quizzed
> launch

# Снова Milk.
#: not quizzed
> task add Milk
  note: добавлена задача 1: Milk

# Снова Cat, важная.
#: not quizzed
> task add Cat --important
  note: добавлена задача 1: Cat

# Смахнуть Cat и нажать «Изменить».
#: not quizzed
> swipe 1 edit

# Открыть список типов.
#: not quizzed
> tap type

# Выбрать «Текущая» (строка 2): снова редактор.
#: not quizzed
> tap 2

# «Сохранить»: с исправлением Cat переходит в «Текущие».
#: not quizzed
> tap save
  note: задача 2 изменена: Cat

# Список теперь.
#: not quizzed
> screen
  [Изменить] ‹edit›   Задачи   [+]
  ────────────────────────────────
  Важные
    —
  Текущие
    1. ○ Milk
    2. ○ Cat
  (ещё: swipe ROW edit|delete, edit-mode on)

"""#),
        BuiltInFile(
            path: "lessons/ru/19-open-a-project.t",
            text: #"""
# Урок 19. Ваш собственный проект Xcode: его storyboard и его print, в порядке UIKit
#: lang ru
#: open ../../examples/LifecycleLab
#
# Обратите внимание: scenelab открывает папку проекта Xcode (здесь examples/LifecycleLab,
# свой — командой `scenelab open ПУТЬ`) и играет его storyboard: панель вкладок,
# навигационный контроллер, container view, модальный редактор и unwind segue. Под каждым
# вызовом `print:` показывает, что пишут print самого проекта, как консоль Xcode
# (`--console xcode` оставляет только эти строки). viewWillAppear(_:) у
# EditorViewController забывает вызвать super.

# Приложение запускается: панель вкладок, навигационный контроллер и Home взяты из
# Main.storyboard; делегат сцены и Home печатают из своих переопределений.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  print: AppDelegate: application(_:configurationForConnecting:options:)
  HomeViewController#1 init(coder:)
  HomeViewController#1 awakeFromNib()
  SettingsViewController#1 init(coder:)
  SettingsViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: SceneDelegate: scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: SceneDelegate: sceneWillEnterForeground(_:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  print: [Home] viewDidLoad()
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: SceneDelegate: sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
  print: [Home] viewDidAppear(_:)

# Details — segue вида Show: Home готовит его, затем container view экрана Detail встраивает
# Summary, пока грузится view экрана Detail, — до его собственного viewDidLoad.
> tap Details
  HomeViewController#1 shouldPerformSegue(withIdentifier: "showDetails", sender: Details)
  DetailViewController#1 init(coder:)
  DetailViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "showDetails", sender: Details)
  print: Home: prepare showDetails
  DetailViewController#1 loadView()
  SummaryViewController#1 init(coder:) [uncertain]
  SummaryViewController#1 awakeFromNib() [uncertain]
  DetailViewController#1 prepare(for: "embedSummary")
  SummaryViewController#1 loadView() [uncertain]
  SummaryViewController#1 viewDidLoad() [uncertain]
  print: SummaryViewController viewDidLoad()
  print: SummaryViewController didMove(toParent:)
  DetailViewController#1 viewDidLoad()
  print: [Detail] viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  print: [Home] viewWillDisappear(_:)
  DetailViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewWillAppear(_:)
  SummaryViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewIsAppearing(_:)
  HomeViewController#1 viewDidDisappear(animated: true)
  print: [Home] viewDidDisappear(_:)
  DetailViewController#1 viewDidAppear(animated: true)
  print: [Detail] viewDidAppear(_:)
  SummaryViewController#1 viewDidAppear(animated: true)

# Close — unwind segue к unwindToHome(_:) в Home: UIKit идёт назад до первого контроллера,
# который его реализует, вызывает его, затем снимает Detail со стека, и тот уходит в deinit.
# У segue нет идентификатора; что тогда получает shouldPerformSegue, источники молчат.
> tap Close
  DetailViewController#1 shouldPerformSegue(withIdentifier: "", sender: Close) [uncertain]
  DetailViewController#1 prepare(for: UIStoryboardUnwindSegue, sender: Close)
  HomeViewController#1 unwindToHome(segue: UIStoryboardUnwindSegue)
  print: Home: back from ?
  DetailViewController#1 viewWillDisappear(animated: true)
  print: [Detail] viewWillDisappear(_:)
  SummaryViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  DetailViewController#1 viewDidDisappear(animated: true)
  print: [Detail] viewDidDisappear(_:)
  SummaryViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  print: [Home] viewDidAppear(_:)
  DetailViewController#1 deinit
  print: Detail: deinit
  SummaryViewController#1 deinit

# + показывает редактор модально (на iPhone — лист): Home остаётся на экране под ним.
> tap +
  HomeViewController#1 shouldPerformSegue(withIdentifier: "addItem", sender: +)
  EditorViewController#1 init(coder:)
  EditorViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "addItem", sender: +)
  print: Home: prepare addItem
  EditorViewController#1 loadView()
  EditorViewController#1 viewDidLoad()
  print: Editor: viewDidLoad()
  EditorViewController#1 viewWillAppear(animated: true)
  print: Editor: viewWillAppear(_:)
  EditorViewController#1 viewDidAppear(animated: true)

# Cancel — тоже unwind: viewWillAppear редактора напечатал строку, но super не вызвал.
> tap Cancel
  EditorViewController#1 shouldPerformSegue(withIdentifier: "cancelEdit", sender: Cancel)
  EditorViewController#1 prepare(for: "cancelEdit", sender: Cancel)
  HomeViewController#1 unwindToHome(segue: "cancelEdit")
  print: Home: back from cancelEdit
  EditorViewController#1 viewWillDisappear(animated: true)
  EditorViewController#1 viewDidDisappear(animated: true)
  print: Editor: viewDidDisappear(_:)
  EditorViewController#1 deinit

"""#),
    ]
}
