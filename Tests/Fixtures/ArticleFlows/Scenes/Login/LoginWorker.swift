/// Whether a name may sign in: a name of letters is enough here (a real app asks its accounts
/// worker).
final class LoginWorker {
    func accepts(name: String) -> Bool {
        !name.isEmpty && name.allSatisfy(\.isLetter)
    }
}
