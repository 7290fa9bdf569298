import CommandGrammar

/// What the books' apps' commands refuse or remark, with the data the sentence needs.
public enum BookAppDiagnostic: Diagnostic, Equatable {
}
