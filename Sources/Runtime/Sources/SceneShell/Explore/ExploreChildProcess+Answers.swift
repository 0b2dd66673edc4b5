import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Reading the child's answers: each line a message, read until a hang's bound or the deadline.
extension ExploreChildProcess {
    /// What the child wrote next.
    enum Message {
        case answer(ExploreAnswer)
        case pid(pid_t)
        case back(ExploreChild.Ending)
        /// Nothing within the time allowed for a command.
        case silent
        /// A line longer than the reader's bound.
        case tooLarge
        /// Nothing before the deadline.
        case late
        /// Its output closed.
        case closed
    }

    /// The outcome a message that is no answer makes.
    static func outcome(of message: Message) -> Outcome {
        switch message {
        case .tooLarge: .tooLarge
        case .late: .late
        default: .hung
        }
    }

    func receive() -> Outcome {
        while true {
            let message = receiveMessage(until: sent.isEmpty ? nil : deadline)
            switch message {
            case .answer(let answer): return .answered(answer)
            case .pid, .back: continue
            case .silent, .tooLarge, .late:
                // Its answers can no longer be told from what is left of this one.
                isBroken = true
                return Self.outcome(of: message)
            case .closed: return ended()
            }
        }
    }

    /// The next message, read until the hang's bound passes or `deadline` does.
    func receiveMessage(until deadline: Date?) -> Message {
        let descriptor = outputDescriptor
        let hangsAt = Date().addingTimeInterval(Double(timeout) / 1000)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            switch reader.next() {
            case .line(let bytes):
                if let message = Self.message(bytes) { return message }
                continue
            case .tooLong:
                return .tooLarge
            case nil:
                break
            }
            let until = min(hangsAt, deadline ?? hangsAt)
            let left = until.timeIntervalSinceNow
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready =
                left <= 0 ? 0 : poll(&poller, 1, Int32(min(Double(timeout), (left * 1000).rounded(.up))))
            if ready == 0 {
                guard Date() >= until else { continue }
                return until < hangsAt ? .late : .silent
            }
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                chunk.withUnsafeBytes { reader.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return .closed
            }
        }
    }

    /// The message a line of the child's answers is; `nil` for one it does not know.
    private static func message(_ bytes: [UInt8]) -> Message? {
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix(ExploreChild.prefix) {
            let json = Data(line.dropFirst(ExploreChild.prefix.count).utf8)
            return (try? JSONDecoder().decode(ExploreAnswer.self, from: json)).map { .answer($0) }
        }
        if line.hasPrefix(ExploreChild.pidPrefix),
            let pid = pid_t(line.dropFirst(ExploreChild.pidPrefix.count))
        {
            return .pid(pid)
        }
        if line.hasPrefix(ExploreChild.backPrefix) {
            let json = Data(line.dropFirst(ExploreChild.backPrefix.count).utf8)
            return .back((try? JSONDecoder().decode(ExploreChild.Ending.self, from: json)) ?? .init())
        }
        return nil
    }
}
