//
//  Vintage-Bridging-Header.h
//  Vintage
//
//  The Objective-C headers the Swift code sees.
//

#import "AboutViewController.h"
