//
//  AboutViewController.h
//  Vintage
//

#import <UIKit/UIKit.h>

@interface AboutViewController : UIViewController
@end
