public import SceneStore

extension TemporaryDataDirectory {
    /// The value the data file `name` holds on disk now, decoded afresh as the store decodes it:
    /// what was saved, not what a `DataFile` of the process remembers.
    ///
    /// ```swift
    /// let directory = TemporaryDataDirectory()
    /// let worker = NotesWorker(dataDirectory: directory.path, now: { date })
    /// let note = try worker.add(title: "Shopping", body: "Milk")
    /// #expect(try directory.saved(NumberedRecords<Note>.self, in: "notes.json").records.last == note)
    /// ```
    /// - Throws: ``SavedDataError/missing(file:)`` when there is no such file (nothing was saved),
    ///   ``SavedDataError/undecodable(file:reason:)`` when it holds no `Value`.
    public func saved<Value: Decodable>(_ type: Value.Type, in name: String) throws(SavedDataError) -> Value {
        try SavedData.value(type, at: file(name))
    }

    /// The records the data file `name` holds on disk now (a `NumberedRecords` file, as a
    /// `DataFile<NumberedRecords<Record>>` writes it), in their order, decoded afresh (see
    /// ``saved(_:in:)``).
    public func savedRecords<Record: NumberedRecord>(_ type: Record.Type, in name: String)
        throws(SavedDataError)
        -> [Record]
    {
        try saved(NumberedRecords<Record>.self, in: name).records
    }
}
