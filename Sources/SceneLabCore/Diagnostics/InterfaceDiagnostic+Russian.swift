extension InterfaceDiagnostic {
    public var russian: String {
        switch self {
        }
    }
}
