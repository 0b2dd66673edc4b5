/// The name of an enum value's case, without its associated values: `unknownDestination` for
/// `.unknownDestination(segue: "Go", destination: "X", suggestion: nil)`. Problems' codes are their
/// case names, so that a case and its code cannot drift apart. Associated values are not rendered,
/// so a megabyte-long id costs nothing here. `value` must not be `CustomStringConvertible` when
/// its cases may have no associated values.
func caseName(of value: some Any) -> String {
    if let label = Mirror(reflecting: value).children.first?.label {
        return label
    }
    return String(describing: value)
}
