/// The words the apps' command parsers (`task`, `item`, `contact`, `snake`,
/// `concentration`) ask `CommandWords` for, in English and Russian
/// (`AppCommandErrors+Spec.swift`). A sentence a parser throws whole is a
/// `BookAppDiagnostic`, thrown as a `CommandError`, which keeps both
/// renderings, since the parser does not know the session's language.
public enum AppCommandErrors {}
