import CommandGrammar

/// Why the class's server turned a request down: each case says what the person can do, in
/// English and Russian, and the HTTP status that carries it.
public enum ClassRefusal: Error, Equatable, Sendable {
    /// The join code does not match.
    case wrongCode
    /// Too many wrong codes or tokens from one address: wait before trying again.
    case tooManyAttempts(seconds: Int)
    /// A name that is empty, too long or made only of invisible characters.
    case badName(maximum: Int)
    /// Another student already joined under this name.
    case nameTaken(String)
    /// The class is full.
    case classFull(maximum: Int)
    /// The student's token names no student: join again.
    case unknownStudent
    /// The teacher's token does not match.
    case wrongTeacherToken
    /// A command line longer than the server takes.
    case lineTooLong(maximum: Int)
    /// More commands a second than the server runs for one student.
    case tooManyCommands(perSecond: Int)
    /// A student's sandbox has run as many commands as one may.
    case sandboxSpent(maximum: Int)
    /// A command that reads or writes the server's files, which a student's page may not.
    case notInTheBrowser(command: String)
    /// A request body larger than the server reads, or not the JSON it expects.
    case badRequest(maximumBytes: Int)
    /// An answer to a step that is not the one asked now.
    case stepNotAsked
    /// A second answer to the same step.
    case alreadyAnswered
    /// An answer that does not give each call's number once.
    case notAnOrder(count: Int)

    /// The HTTP status that carries the refusal.
    public var status: Int {
        switch self {
        case .wrongCode, .wrongTeacherToken, .unknownStudent: return 403
        case .tooManyAttempts, .tooManyCommands: return 429
        case .badName, .lineTooLong, .notInTheBrowser, .badRequest, .notAnOrder: return 400
        case .stepNotAsked, .alreadyAnswered: return 409
        case .nameTaken: return 409
        case .classFull, .sandboxSpent: return 503
        }
    }

    /// What the page shows.
    public func text(in language: Language) -> String {
        switch language {
        case .en: return english
        case .ru: return russian
        }
    }

    private var english: String {
        switch self {
        case .wrongCode: return "That is not the class's code: ask the teacher for the code on the projector."
        case .tooManyAttempts(let seconds): return "Too many wrong codes from here: try again in \(seconds) s."
        case .badName(let maximum): return "Type your name: 1 to \(maximum) visible characters."
        case .nameTaken(let name): return "Someone joined as \(name) already: add an initial."
        case .classFull(let maximum): return "The class is full (\(maximum) students)."
        case .unknownStudent: return "This page's place in the class is gone: join again."
        case .wrongTeacherToken: return "That is not the teacher's token printed when the server started."
        case .lineTooLong(let maximum): return "A command is at most \(maximum) characters long."
        case .tooManyCommands(let perSecond): return "Slow down: at most \(perSecond) commands a second."
        case .sandboxSpent(let maximum): return "This sandbox has run its \(maximum) commands: join again for a new one."
        case .notInTheBrowser(let command):
            return "\(command) reads or writes files of the teacher's machine: not in the browser. Run scenelab on your own machine for it."
        case .badRequest(let maximumBytes): return "The request is not one the class's server reads (JSON of at most \(maximumBytes) bytes)."
        case .stepNotAsked: return "That step is no longer the one asked: the page shows the one asked now."
        case .alreadyAnswered: return "You answered this step already: your first answer counts."
        case .notAnOrder(let count): return "Put all \(count) calls in order: each once."
        }
    }

    private var russian: String {
        switch self {
        case .wrongCode: return "Это не код класса: спросите код на экране у преподавателя."
        case .tooManyAttempts(let seconds): return "Слишком много неверных кодов отсюда: попробуйте через \(seconds) с."
        case .badName(let maximum): return "Введите имя: от 1 до \(maximum) видимых символов."
        case .nameTaken(let name): return "Под именем \(name) уже вошли: добавьте инициал."
        case .classFull(let maximum): return "Класс заполнен (\(maximum) студентов)."
        case .unknownStudent: return "Место этой страницы в классе потеряно: войдите снова."
        case .wrongTeacherToken: return "Это не токен преподавателя, напечатанный при запуске сервера."
        case .lineTooLong(let maximum): return "Команда — не длиннее \(maximum) символов."
        case .tooManyCommands(let perSecond): return "Помедленнее: не больше \(perSecond) команд в секунду."
        case .sandboxSpent(let maximum): return "Эта песочница выполнила свои \(maximum) команд: войдите снова, чтобы получить новую."
        case .notInTheBrowser(let command):
            return "\(command) читает или пишет файлы машины преподавателя: не в браузере. Для этого запустите scenelab на своей машине."
        case .badRequest(let maximumBytes): return "Запрос не тот, что читает сервер класса (JSON не больше \(maximumBytes) байт)."
        case .stepNotAsked: return "Этот шаг уже не спрашивают: на странице тот, что спрашивают сейчас."
        case .alreadyAnswered: return "Вы уже ответили на этот шаг: считается первый ответ."
        case .notAnOrder(let count): return "Расставьте все вызовы (\(count)) по порядку, каждый один раз."
        }
    }
}
