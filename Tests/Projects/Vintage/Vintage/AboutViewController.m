//
//  AboutViewController.m
//  Vintage
//

#import "AboutViewController.h"

@implementation AboutViewController

- (IBAction)rate:(id)sender {
    NSLog(@"About: rate");
}

@end
