# Checklists ("Saving & Loading", seed 004): the chapter prints the Documents folder and the
# data file's path at the bottom of the list's viewDidLoad (004:L52–62), as URLs (004:L68–69).
# The container's folder is a UUID iOS picks at install; scenelab's comes from the bundle
# identifier. Lines marked [uncertain]: the launch's viewDidLoad moment is open in the sources.
> trace style usov
> launch checklists
Documents folder is file:///var/mobile/Containers/Data/Application/4EE0F3A4-8EC6-E569-7183-024AF84FBF14/Documents/ [uncertain]
Data file path is file:///var/mobile/Containers/Data/Application/4EE0F3A4-8EC6-E569-7183-024AF84FBF14/Documents/Checklists.plist [uncertain]
note: no Documents/Checklists.plist yet: `try? Data(contentsOf:)` gives nil and items stays empty
> item add Walk
note: added item 1: Walk
