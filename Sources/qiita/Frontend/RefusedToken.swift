import QiitaAPI
import QiitaAccounts

/// What to say when Qiita refuses a token (HTTP 401). A token from the environment is fixed
/// there: signing in again would store a token that the variable still overrides.
enum RefusedToken {
    /// The variable the token in use comes from, if any (the same precedence as the resolver).
    static func variable(in environment: [String: String]) -> String? {
        ResolvedToken.environmentToken(in: environment)?.variable
    }

    /// The message for `error` when it is a refused token from the environment; nil otherwise.
    static func message(for error: QiitaError, environment: [String: String]) -> String? {
        guard case .unauthorized(let detail) = error, let variable = variable(in: environment) else { return nil }
        return "Qiita refuses the token from \(variable) (HTTP 401: \(detail)): fix or unset \(variable)"
    }
}
