extension ContainerDiagnostic {
    public var russian: String {
        switch self {
        }
    }
}
