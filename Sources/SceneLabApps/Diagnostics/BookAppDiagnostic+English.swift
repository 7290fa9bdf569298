extension BookAppDiagnostic {
    public var english: String {
        switch self {
        }
    }
}
