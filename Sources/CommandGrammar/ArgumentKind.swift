/// What a command's arguments are, for completion: the session offers the
/// words each kind names (the installed apps, the classes, the rows of the
/// top screen …) after the command's name.
public enum ArgumentKind: Sendable, Equatable {
    case none
    case app
    case className
    case classNames
    case stackIndex
    case channel
    case onOff
    case command
    case defaults
    /// A button, a row, `back` or `info ROW` of the top screen (`tap`).
    case tapTarget
    /// A text field of the top screen (`type`).
    case field
    /// A switch of the top screen (`toggle`).
    case switchName
    case explainTopic
    case segueIdentifier
    /// The tabs of the focused scene's tab bar, by number.
    case tabNumber
    /// `scene`'s verbs, then the scenes by number.
    case sceneCommand
    /// A row of the top screen, by number (`delete`).
    case row
    /// A row, then one of its swipe actions (`swipe`).
    case rowAction
    /// A row, then a section, then a position in it (`move`).
    case rowSection
    /// A file on the computer's disk, or one of `besides` (`record stop`).
    case file(besides: [String])
    /// A script or transcript on the computer's disk (`play`).
    case script
    /// One of a fixed list of words, then a file (`export html FILE`).
    case oneOfThenFile([String])
    /// A lesson's number (`lesson`), which only the program reading the lessons' folder knows.
    case lessonNumber
    /// A file of the app's container (`rm`).
    case containerPath
    /// A verb, then the words that verb takes (an app's model commands).
    case verbs([String: [String]])
    /// One of a fixed list of words.
    case oneOf([String])
    /// `book`'s: which code (as-written, fixed), or `chapter` and a chapter
    /// some installed app is built in, or `all`.
    case bookChoice
}
