extension BookAppDiagnostic {
    public var russian: String {
        switch self {
        }
    }
}
