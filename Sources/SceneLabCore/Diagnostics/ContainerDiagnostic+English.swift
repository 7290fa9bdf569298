extension ContainerDiagnostic {
    public var english: String {
        switch self {
        }
    }
}
