import Foundation

/// Checks a message against the one voice every message of the runtime, the shell and the demo
/// scenes is written in (the DemoApp article, "Messages"): it starts in lower case unless it starts with a name,
/// ends without a full stop, is one sentence (clauses joined with `; `), never carries the
/// `error: ` prefix the renderer adds, and puts a suggestion last: `; did you mean 'help'?`.
public enum MessageStyle {
    /// Words that start a sentence, not a name: a message starting with one of them capitalised
    /// was written as a sentence (`The cart is empty.`), not in the messages' voice.
    static let sentenceStarts: Set<String> = [
        "A", "An", "The", "There", "This", "It", "No", "Not", "Nothing", "Enter", "Choose", "Could", "Cannot",
        "Sign", "Checkout", "Added", "Deleted", "Removed", "Saved", "Wrong", "First", "Last", "Phone",
        "Email",
        "Unknown", "Invalid", "Missing", "Too", "Try", "Please", "Error", "Warning", "Did", "Type",
    ]

    /// What breaks the style in `message`, in words; empty when it keeps it.
    public static func problems(in message: String) -> [String] {
        var problems: [String] = []
        if message.hasPrefix("error:") || message.contains("error: error:") {
            problems.append("carries the 'error: ' prefix the renderer adds")
        }
        if message.hasSuffix(".") && !message.hasSuffix("...") { problems.append("ends with a full stop") }
        if let first = message.split(separator: " ").first.map(String.init),
            sentenceStarts.contains(first.trimmingCharacters(in: .punctuationCharacters))
        {
            problems.append("starts with a capital: '\(first)'")
        }
        if message.range(of: #"did you mean '[^']*'\?."#, options: .regularExpression) != nil {
            problems.append("goes on after its suggestion")
        }
        if message.range(of: #"[a-z]\. [A-Z]"#, options: .regularExpression) != nil {
            problems.append("is more than one sentence")
        }
        return problems
    }
}
