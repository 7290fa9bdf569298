extension InterfaceDiagnostic {
    public var english: String {
        switch self {
        }
    }
}
