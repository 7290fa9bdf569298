/// The environment variables scenelab reads, for `--help` and the manual.
/// Tests/Terminal/test_manual.py checks that every variable the sources read
/// through `Terminal.environment` is listed here.
enum EnvironmentVariables {
    static let all: [CommandSyntax.Entry] = [
        .init(
            name: "LC_ALL, LC_MESSAGES, LANG",
            text: "The first one set chooses the apps' language when --lang is not given (ru: Russian; else English)."),
        .init(name: "NO_COLOR", text: "Set and not empty: no colour (as --no-color)."),
        .init(name: "TERM", text: "dumb: no colour."),
        .init(
            name: "PAGER",
            text: "The pager for output longer than the terminal (default: less -FRX; empty or cat: none). Only "
                + "at a terminal."),
        .init(name: "PATH", text: "Where the pager is looked for."),
        .init(name: "HOME", text: "Where the default data and state folders are, when the XDG variables are not set."),
        .init(name: "XDG_DATA_HOME", text: "The simulated device's disk is $XDG_DATA_HOME/scenelab (see --data-dir)."),
        .init(name: "XDG_STATE_HOME", text: "The REPL's history is $XDG_STATE_HOME/scenelab/history."),
        .init(name: "SCENELAB_LESSONS", text: "The folder of lessons (default: lessons/ beside the program)."),
        .init(name: "USER", text: "The student a quiz names and shuffles for, when --student is not given."),
        .init(name: "EDITRC", text: "The line editor's key bindings (libedit; default: ~/.editrc)."),
    ]
}
