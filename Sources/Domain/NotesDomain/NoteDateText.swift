import FoundationEssentials

/// A note's date in words, in English whatever the locale, in one time zone: `14 Nov 2023` in
/// lists, `Tuesday, 14 November 2023 at 22:13 UTC` on the note.
public struct NoteDateText: Sendable {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let weekdays = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]
    private static let universal: Set = [
        "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Universal", "Etc/Universal", "Zulu", "UCT",
    ]

    private let calendar: Calendar

    /// Dates in `timeZone`.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `14 Nov 2023`.
    public func short(_ date: Date) -> String {
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        return "\(parts.day ?? 1) \(Self.month(parts.month).prefix(3)) \(parts.year ?? 1970)"
    }

    /// `Tuesday, 14 November 2023 at 22:13 UTC`: the zone as its abbreviation at that date
    /// (`GMT+9`), and `UTC` for UTC under any of its names.
    public func long(_ date: Date) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute], from: date)
        let weekday = (parts.weekday ?? 1) - 1
        let name = Self.weekdays.indices.contains(weekday) ? Self.weekdays[weekday] : ""
        let time = Self.twoDigits(parts.hour) + ":" + Self.twoDigits(parts.minute)
        return
            "\(name), \(parts.day ?? 1) \(Self.month(parts.month)) \(parts.year ?? 1970) at \(time) \(zone(at: date))"
    }

    private func zone(at date: Date) -> String {
        let timeZone = calendar.timeZone
        if Self.universal.contains(timeZone.identifier) { return "UTC" }
        return timeZone.abbreviation(for: date) ?? "UTC"
    }

    private static func month(_ number: Int?) -> String {
        let index = (number ?? 1) - 1
        return months.indices.contains(index) ? months[index] : ""
    }

    private static func twoDigits(_ number: Int?) -> String {
        let value = number ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }
}
