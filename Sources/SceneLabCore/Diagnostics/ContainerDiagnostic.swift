import CommandGrammar

/// What the container part of the engine refuses or remarks, with the data the sentence needs.
public enum ContainerDiagnostic: Diagnostic, Equatable {
}
