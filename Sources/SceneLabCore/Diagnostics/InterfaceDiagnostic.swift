import CommandGrammar

/// What the interface part of the engine refuses or remarks, with the data the sentence needs.
public enum InterfaceDiagnostic: Diagnostic, Equatable {
}
