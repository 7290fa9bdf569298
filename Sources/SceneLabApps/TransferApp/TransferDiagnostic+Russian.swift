extension TransferDiagnostic {
    var russian: String {
        switch self {
        case .savedWithoutLeaving:
            return "saveDataWithProperty записал updatedData каждому ViewController стека и остаётся здесь: "
                + "сцена А покажет текст, когда появится снова, `tap back` (000:L8016–8019)"
        case .noDelegate:
            return "handleUpdatedDataDelegate — nil (эта сцена Б открыта не кнопкой делегата), "
                + "onDataUpdate не вызывается, сцена А сохраняет свой текст; pop выполняется (000:L8458–8462)"
        case .noClosure:
            return "completionHandler — nil (эта сцена Б открыта не кнопкой замыкания), "
                + "сцена А сохраняет свой текст; pop выполняется (000:L8571–8574)"
        }
    }
}
