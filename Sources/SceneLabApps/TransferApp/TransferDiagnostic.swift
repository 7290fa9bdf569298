import CommandGrammar

/// What TransferApp's scenes remark.
enum TransferDiagnostic: Diagnostic, Equatable {
    /// «Сохранить с помощью свойства» set scene A's `updatedData` and stays on scene B.
    case savedWithoutLeaving
    /// «Сохранить с помощью делегата» on a scene B not opened by «Изменить с помощью делегата».
    case noDelegate
    /// «Сохранить с помощью замыкания» on a scene B not opened by «Изменить с помощью замыкания».
    case noClosure
}
