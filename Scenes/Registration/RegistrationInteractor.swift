import AccountsDomain

/// What the Presenter asks the Interactor (Presenter → Interactor).
protocol RegistrationInteractorInput {
    func register(name: String, email: String, password: String) throws
    /// The email of an attempt that did not create the account yet, if any: leaving drops it.
    var unfinishedEmail: String? { get }
}

/// What the Interactor tells the Presenter (Interactor → Presenter).
protocol RegistrationInteractorOutput: AnyObject {
    func didRegister(_ user: User) throws
    func didFailToRegister(_ error: RegistrationError)
}

/// What Registration offers its routes: the user it registered.
protocol RegistrationDataStore: AnyObject {
    /// The user just registered, if one was.
    var registeredUser: User? { get }
}

/// Registers the user through the accounts worker, which applies the email and password rules.
final class RegistrationInteractor: RegistrationInteractorInput, RegistrationDataStore {
    weak var output: (any RegistrationInteractorOutput)?
    let worker: AccountsWorker
    /// The user just registered, which the wireframe passes to Home.
    private(set) var registeredUser: User?
    /// The email of the last attempt, while it is one that could still be registered: free, and
    /// well formed (only the password was refused, or the data could not be saved).
    private var attemptedEmail = ""

    init(worker: AccountsWorker) {
        self.worker = worker
    }

    var unfinishedEmail: String? {
        registeredUser == nil && !attemptedEmail.isEmpty ? attemptedEmail : nil
    }

    func register(name: String, email: String, password: String) throws {
        attemptedEmail = email
        do {
            registeredUser = try worker.register(name: name, email: email, password: password)
        } catch {
            // Nothing is lost by leaving when the address cannot be registered anyway.
            if case .invalid(let problems) = error,
                problems.contains(where: { $0 == .emailTaken || $0 == .invalidEmail })
            {
                attemptedEmail = ""
            }
            output?.didFailToRegister(error)
            return
        }
        if let registeredUser { try output?.didRegister(registeredUser) }
    }
}
