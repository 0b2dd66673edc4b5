import DomainSupport
import Foundation

// Saves a long list of records with `DataFile` again and again until it is killed, for the test
// that kills a process while it saves. Every record of generation N carries N; generations count
// up from FIRST. Prints `ready` once the first save is done.
//
// Usage: DataFileSaver DIRECTORY FIRST RECORDS

/// One record of the saved list (the test decodes the same shape).
struct Record: Codable, Sendable {
    let generation: Int
    let index: Int
    let text: String
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let first = Int(arguments[2]), let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: DataFileSaver DIRECTORY FIRST RECORDS\n".utf8))
    exit(2)
}
let file = DataFile<[Record]>(directory: arguments[1], name: "records.json", seed: { [] }, empty: { [] })
let text = String(repeating: "saved by DataFileSaver; ", count: 20)
var generation = first
while true {
    do {
        try file.save((0..<count).map { Record(generation: generation, index: $0, text: text) })
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    if generation == first {
        FileHandle.standardOutput.write(Data("ready\n".utf8))
    }
    generation += 1
}
