public import SceneStore

extension DataFile {
    /// What the file holds on disk now, decoded afresh as the store decodes it: what was saved, not
    /// the value this or another `DataFile` of the process remembers (which `read()`
    /// gives without decoding again when the file did not change).
    /// - Throws: ``SavedDataError/missing(file:)`` when the file is not there (nothing was saved),
    ///   ``SavedDataError/undecodable(file:reason:)`` when it does not hold a `Value`.
    public func saved() throws(SavedDataError) -> Value {
        try SavedData.value(Value.self, at: path)
    }

    /// The records the file holds on disk now, in their order, decoded afresh (see ``saved()``).
    public func savedRecords<Record>() throws(SavedDataError) -> [Record]
    where Value == NumberedRecords<Record> {
        try saved().records
    }
}
