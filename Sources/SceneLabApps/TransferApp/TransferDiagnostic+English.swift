extension TransferDiagnostic {
    var english: String {
        switch self {
        case .savedWithoutLeaving:
            return "saveDataWithProperty set updatedData of each ViewController in the stack and stays here: "
                + "scene A shows the text when it appears again, `tap back` (000:L8016–8019)"
        case .noDelegate:
            return "handleUpdatedDataDelegate is nil (this scene B was not opened with the delegate button), "
                + "so onDataUpdate is not called and scene A keeps its text; the pop goes on (000:L8458–8462)"
        case .noClosure:
            return "completionHandler is nil (this scene B was not opened with the closure button), "
                + "so scene A keeps its text; the pop goes on (000:L8571–8574)"
        }
    }
}
