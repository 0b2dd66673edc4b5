import Foundation
@_spi(Testing) import SceneStore

// A process for the tests that kill one while it saves with `DataFile`.
//
// Usage: DataFileSaver DIRECTORY FIRST RECORDS
//   Saves a long list of records again and again until it is killed. Every record of generation
//   N carries N; generations count up from FIRST. Prints `ready` once the first save is done.
// Usage: DataFileSaver moving DIRECTORY
//   Moves numbers one at a time between `from.json` and `to.json` (lists of numbers) in changes
//   spanning both files, until it is killed. Prints `ready` once the first change is done.
// Usage: DataFileSaver between DIRECTORY
//   Moves every number of `from.json` to `to.json` in one change spanning both files, prints
//   `between` once `to.json` is written, and waits there to be killed.

/// One record of the saved list (the test decodes the same shape).
struct Record: Codable, Sendable {
    let generation: Int
    let index: Int
    let text: String
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}

func say(_ word: String) {
    FileHandle.standardOutput.write(Data("\(word)\n".utf8))
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "between3" {
    // Usage: DataFileSaver between3 DIRECTORY
    //   Moves the even numbers of `one.json` to `two.json` and the odd ones to `three.json` in one
    //   change spanning the three files, prints `between` once `two.json` is written (after
    //   `one.json`, before `three.json`), and waits there to be killed.
    let directory = arguments[2]
    let files = ["one.json", "two.json", "three.json"].map {
        DataFile<[Int]>(directory: directory, name: $0, seed: { [] }, empty: { [] })
    }
    DataJournal.afterWriting = { name in
        guard name == "two.json" else { return }
        say("between")
        while true { sleep(60) }
    }
    do {
        try DataTransaction.update(in: directory) { changes throws(DataFileError) in
            let moved = try changes.value(of: files[0])
            try changes.update(files[0]) { (one: inout [Int]) throws(DataFileError) in one = [] }
            try changes.update(files[1]) { (two: inout [Int]) throws(DataFileError) in
                two += moved.filter { $0 % 2 == 0 }
            }
            try changes.update(files[2]) { (three: inout [Int]) throws(DataFileError) in
                three += moved.filter { $0 % 2 != 0 }
            }
        }
    } catch {
        fail("\(error)", status: 1)
    }
    fail("the change ended without waiting", status: 1)
}
if arguments.count == 3, arguments[1] == "moving" || arguments[1] == "between" {
    let to = DataFile<[Int]>(directory: arguments[2], name: "to.json", seed: { [] }, empty: { [] })
    let from = DataFile<[Int]>(directory: arguments[2], name: "from.json", seed: { [] }, empty: { [] })
    if arguments[1] == "between" {
        DataJournal.afterWriting = { name in
            guard name == "to.json" else { return }
            say("between")
            while true { sleep(60) }
        }
        do {
            try DataTransaction.update(to, from) { (to: inout [Int], from: inout [Int]) in
                to += from
                from = []
            }
        } catch {
            fail("\(error)", status: 1)
        }
        fail("the change ended without waiting", status: 1)
    }
    var ready = false
    while true {
        do {
            try DataTransaction.update(to, from) { (to: inout [Int], from: inout [Int]) in
                if from.isEmpty {
                    from = to
                    to = []
                } else {
                    to.append(from.removeFirst())
                }
            }
        } catch {
            fail("\(error)", status: 1)
        }
        if !ready {
            say("ready")
            ready = true
        }
    }
}
guard arguments.count == 4, let first = Int(arguments[2]), let count = Int(arguments[3]) else {
    fail("usage: DataFileSaver DIRECTORY FIRST RECORDS | moving DIRECTORY | between DIRECTORY | between3 DIRECTORY", status: 2)
}
let file = DataFile<[Record]>(directory: arguments[1], name: "records.json", seed: { [] }, empty: { [] })
let text = String(repeating: "saved by DataFileSaver; ", count: 20)
var generation = first
while true {
    do {
        try file.save((0..<count).map { Record(generation: generation, index: $0, text: text) })
    } catch {
        fail("\(error)", status: 1)
    }
    if generation == first {
        say("ready")
    }
    generation += 1
}
